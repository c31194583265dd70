package twedit.editor.safety;

import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.Consumer;
import javax.swing.SwingUtilities;
import javax.swing.Timer;
import twedit.editor.state.Workspace;
import twedit.editor.state.WorkspaceListener;
import twedit.model.codec.SourceForm;
import twedit.model.document.DocumentEvent;
import twedit.model.document.MapDocument;
import twedit.model.map.TwMap;

/**
 * Writes the open map to the recovery folder every few minutes while it has unsaved changes. The map is encoded on
 * a background thread; bytes encoded while the map changed are thrown away and tried again at the next tick. A save,
 * opening another map or a clean shutdown deletes the recovery file.
 */
public final class Autosaver {
    /** Encodes a map in a form (called on the autosave thread). */
    public interface Encoder {
        byte[] encode(TwMap map, SourceForm form) throws Exception;
    }

    private final Workspace ws;
    private final RecoveryStore store;
    private final Encoder encoder;
    private final Consumer<String> notes;
    private final ExecutorService worker;
    private Timer timer;
    private String id = UUID.randomUUID().toString();
    private long revision;
    private long writtenRevision = -1;
    private boolean written;
    private boolean running;
    private String lastFailure;

    /** @param notes shows a short message (autosave failures) to the user */
    public Autosaver(Workspace ws, RecoveryStore store, Encoder encoder, Consumer<String> notes) {
        this.ws = ws;
        this.store = store;
        this.encoder = encoder;
        this.notes = notes;
        this.worker = Executors.newSingleThreadExecutor(r -> {
            Thread t = new Thread(r, "twedit-autosave");
            t.setDaemon(true);
            t.setPriority(Thread.MIN_PRIORITY);
            return t;
        });
        ws.addListener(new WorkspaceListener() {
            @Override
            public void documentReplaced() {
                discard();
            }

            @Override
            public void documentChanged(DocumentEvent e) {
                revision++;
            }
        });
    }

    /** Starts autosaving every {@code seconds} (0 or less: off). */
    public void start(int seconds) {
        stopTimer();
        if (seconds <= 0) {
            return;
        }
        timer = new Timer(seconds * 1000, e -> autosaveNow());
        timer.setRepeats(true);
        timer.start();
    }

    /** The session id naming this window's recovery file. */
    public String id() {
        return id;
    }

    /** Continues a recovered session: its recovery file is this window's from now on. */
    public void adopt(String recoveredId) {
        discard();
        id = recoveredId;
        written = true;
        writtenRevision = -1;
    }

    /**
     * Autosaves now when the map has unsaved changes not yet autosaved (on the event thread).
     *
     * @return completes with true when a recovery file was written, false when there was nothing to do or the map
     *         changed meanwhile, exceptionally when encoding or writing failed
     */
    public CompletableFuture<Boolean> autosaveNow() {
        CompletableFuture<Boolean> done = new CompletableFuture<>();
        MapDocument doc = ws.document();
        if (running || !doc.isModified() || doc.inStroke() || revision == writtenRevision) {
            done.complete(false);
            return done;
        }
        running = true;
        long startRevision = revision;
        String session = id;
        SourceForm form = ws.form();
        java.nio.file.Path original = ws.file();
        worker.execute(() -> {
            byte[] bytes;
            try {
                bytes = encoder.encode(doc.map(), form);
            } catch (Exception | OutOfMemoryError e) {
                String why = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
                SwingUtilities.invokeLater(() -> finish(done, doc, startRevision, null, why));
                return;
            }
            byte[] b = bytes;
            SwingUtilities.invokeLater(() -> {
                if (doc != ws.document() || revision != startRevision || !session.equals(id)) {
                    running = false;
                    done.complete(false); // the map changed while it was encoded: try again next time
                    return;
                }
                worker.execute(() -> {
                    String why = null;
                    try {
                        store.write(session, b, original, form);
                    } catch (Exception e) {
                        why = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
                    }
                    String w = why;
                    SwingUtilities.invokeLater(() -> finish(done, doc, startRevision, w == null ? b : null, w));
                });
            });
        });
        return done;
    }

    private void finish(
            CompletableFuture<Boolean> done, MapDocument doc, long startRevision, byte[] bytes, String failure) {
        running = false;
        if (failure != null) {
            if (!failure.equals(lastFailure)) {
                notes.accept("Autosave failed: " + failure);
            }
            lastFailure = failure;
            done.completeExceptionally(new java.io.IOException(failure));
            return;
        }
        lastFailure = null;
        written = true;
        if (doc == ws.document() && revision == startRevision) {
            writtenRevision = startRevision;
        }
        done.complete(true);
    }

    /** The map was saved: its recovery file is no longer needed. */
    public void saved() {
        discard();
    }

    /** Clean shutdown: stops the timer and deletes this session's recovery file. */
    public void shutdown() {
        stopTimer();
        worker.shutdown();
        try {
            worker.awaitTermination(5, java.util.concurrent.TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        if (written) {
            store.delete(id);
        }
        written = false;
    }

    private void discard() {
        if (written) {
            String session = id;
            if (worker.isShutdown()) {
                store.delete(session);
            } else {
                worker.execute(() -> store.delete(session));
            }
        }
        written = false;
        writtenRevision = -1;
    }

    private void stopTimer() {
        if (timer != null) {
            timer.stop();
            timer = null;
        }
    }
}
