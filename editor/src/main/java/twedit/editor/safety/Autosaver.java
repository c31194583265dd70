package twedit.editor.safety;

import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.Consumer;
import java.util.function.IntSupplier;
import javax.swing.SwingUtilities;
import javax.swing.Timer;
import twedit.editor.state.OpenMap;
import twedit.editor.state.Workspace;
import twedit.editor.state.WorkspaceListener;
import twedit.model.codec.SourceForm;
import twedit.model.document.DocumentEvent;
import twedit.model.document.MapDocument;
import twedit.model.map.TwMap;

/**
 * Writes each open map (every tab) with unsaved changes to the recovery folder a few seconds after its last edit, one
 * recovery file per map, so a crash loses at most those seconds. The wait starts again with each edit (a burst of
 * strokes is written once, after it), but never exceeds {@value #MAX_WAIT_FACTOR} times the delay from the first
 * unsaved edit, so continuous editing is written too. The event thread only notes the edit, restarts a timer and
 * takes a snapshot of a due map (quick: nothing compressed); the snapshot is encoded and written on a background
 * thread of low priority while editing goes on, so a map whose encoding takes longer than the pauses between edits is
 * still written (as it was at the snapshot; the edits since then wait for the next run, one run at a time). Saving a
 * map, closing it or a clean shutdown deletes its recovery file.
 */
public final class Autosaver {
    /** Encodes a map in a form: a snapshot on the event thread, finished on the autosave thread. */
    public interface Encoder {
        /** Takes what encoding needs of the live map (event thread; quick and independent of later edits). */
        Snapshot snapshot(TwMap map, SourceForm form) throws Exception;
    }

    /** A map's encoding, taken from the live map, finished off the event thread. */
    public interface Snapshot {
        /** The file's bytes (autosave thread). */
        byte[] bytes() throws Exception;
    }

    /** The autosave state of one document: its recovery file's id and which revision that file holds. */
    private static final class Slot {
        String id = UUID.randomUUID().toString();
        long revision;
        long writtenRevision = -1;
        boolean written;
        /** Counts the times the file was let go of (the map saved): a write begun before belongs to no one. */
        int discards;
    }

    private final Workspace ws;
    private final RecoveryStore store;
    private final Encoder encoder;
    private final Consumer<String> notes;
    private final ExecutorService worker;
    private final Map<MapDocument, Slot> slots = new IdentityHashMap<>();
    /** The longest wait from the first unsaved edit, in delays: continuous editing is written at least that often. */
    static final int MAX_WAIT_FACTOR = 3;

    private final Timer timer = new Timer(0, e -> fire());
    private IntSupplier delaySeconds = () -> 0;
    /** When the first edit not yet autosaved came (System.nanoTime), or -1 when none is waiting. */
    private long firstPending = -1;

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
                dropClosed();
            }

            @Override
            public void mapClosed(OpenMap m) {
                dropClosed();
            }

            @Override
            public void documentChanged(DocumentEvent e) {
                slot(e.document()).revision++;
                schedule();
            }
        });
        timer.setRepeats(false);
    }

    /**
     * Starts autosaving {@code delaySeconds} after the last edit (read at each edit, so a change in the preferences
     * applies at once; 0 or less: off).
     */
    public void start(IntSupplier delaySeconds) {
        this.delaySeconds = delaySeconds;
        firstPending = -1;
        schedule();
    }

    /** An edit came (or a run left maps due): the wait starts again, up to the longest wait from the first edit. */
    private void schedule() {
        int seconds = delaySeconds.getAsInt();
        if (seconds <= 0 || worker.isShutdown() || !anyDue()) {
            return;
        }
        long now = System.nanoTime();
        if (firstPending < 0) {
            firstPending = now;
        }
        long delayMs = seconds * 1000L;
        long leftMs = MAX_WAIT_FACTOR * delayMs - (now - firstPending) / 1_000_000L;
        timer.setInitialDelay((int) Math.max(0, Math.min(delayMs, leftMs)));
        timer.restart();
    }

    /** The wait is over: autosaves what is due; what is still due afterwards (edited meanwhile) waits again. */
    private void fire() {
        if (running) {
            timer.setInitialDelay(Math.max(100, delaySeconds.getAsInt() * 1000 / 4));
            timer.restart(); // the run going on finishes first
            return;
        }
        firstPending = -1;
        autosaveNow().whenComplete((wrote, failure) -> SwingUtilities.invokeLater(this::schedule));
    }

    private boolean anyDue() {
        for (OpenMap m : ws.maps()) {
            Slot s = slot(m.document());
            if (m.document().isModified() && s.revision != s.writtenRevision) {
                return true;
            }
        }
        return false;
    }

    /** Whether an autosave is waiting for its delay to pass (for tests). */
    public boolean pending() {
        return timer.isRunning();
    }

    /** The session id naming the shown map's recovery file. */
    public String id() {
        return slot(ws.document()).id;
    }

    /** Continues a recovered session: its recovery file is the shown map's from now on. */
    public void adopt(String recoveredId) {
        Slot s = slot(ws.document());
        discard(s);
        s.id = recoveredId;
        s.written = true;
        s.writtenRevision = -1;
    }

    /**
     * Autosaves now each open map with unsaved changes not yet autosaved, one after the other (on the event thread).
     *
     * @return completes with true when a recovery file was written, false when there was nothing to do or the maps
     *         changed meanwhile, exceptionally when encoding or writing failed
     */
    public CompletableFuture<Boolean> autosaveNow() {
        CompletableFuture<Boolean> done = new CompletableFuture<>();
        if (running) {
            done.complete(false);
            return done;
        }
        List<OpenMap> due = new ArrayList<>();
        for (OpenMap m : ws.maps()) {
            MapDocument doc = m.document();
            Slot s = slot(doc);
            if (doc.isModified() && !doc.inStroke() && s.revision != s.writtenRevision) {
                due.add(m);
            }
        }
        running = !due.isEmpty();
        next(due, 0, false, null, done);
        return done;
    }

    /** Autosaves {@code due.get(i)} and then the rest, completing {@code done} after the last. */
    private void next(List<OpenMap> due, int i, boolean wrote, String failure, CompletableFuture<Boolean> done) {
        if (i >= due.size()) {
            running = false;
            if (failure != null) {
                done.completeExceptionally(new java.io.IOException(failure));
            } else {
                lastFailure = null;
                done.complete(wrote);
            }
            return;
        }
        OpenMap m = due.get(i);
        MapDocument doc = m.document();
        Slot slot = slot(doc);
        long startRevision = slot.revision;
        String session = slot.id;
        SourceForm form = m.form();
        java.nio.file.Path original = m.file();
        int discards = slot.discards;
        Snapshot snapshot;
        try {
            snapshot = encoder.snapshot(doc.map(), form);
        } catch (Exception | OutOfMemoryError e) {
            next(due, i + 1, wrote, failed(reason(e)), done);
            return;
        }
        if (ws.current() != m) {
            // the snapshot read a background tab's layers: it holds them compressed again
            doc.map().releaseTiles();
        }
        worker.execute(() -> {
            String why = null;
            try {
                store.write(session, snapshot.bytes(), original, form);
            } catch (Exception | OutOfMemoryError e) {
                why = reason(e);
            }
            String w = why;
            SwingUtilities.invokeLater(() -> {
                if (w != null) {
                    next(due, i + 1, wrote, failed(w), done);
                    return;
                }
                if (slots.get(doc) != slot || !session.equals(slot.id) || slot.discards != discards) {
                    // closed, saved or adopted another file while it was written: that file is not this map's now
                    deleteFile(session);
                    next(due, i + 1, wrote, failure, done);
                    return;
                }
                slot.written = true;
                // the file holds the map as it was at the snapshot; edits since then are due at the next run
                slot.writtenRevision = startRevision;
                next(due, i + 1, true, failure, done);
            });
        });
    }

    private String failed(String why) {
        if (!why.equals(lastFailure)) {
            notes.accept("Autosave failed: " + why);
        }
        lastFailure = why;
        return why;
    }

    private static String reason(Throwable e) {
        return e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
    }

    /** The shown map was saved: its recovery file is no longer needed. */
    public void saved() {
        saved(ws.document());
    }

    /** {@code doc} was saved: its recovery file is no longer needed. */
    public void saved(MapDocument doc) {
        Slot s = slots.get(doc);
        if (s != null) {
            discard(s);
        }
    }

    /** Clean shutdown: stops the timer and deletes the recovery files of this session's maps. */
    public void shutdown() {
        stopTimer();
        worker.shutdown();
        try {
            worker.awaitTermination(5, java.util.concurrent.TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        for (Slot s : slots.values()) {
            if (s.written) {
                store.delete(s.id);
            }
            s.written = false;
        }
    }

    private Slot slot(MapDocument doc) {
        return slots.computeIfAbsent(doc, d -> new Slot());
    }

    /** Deletes the recovery files of documents no longer open (closed, or replaced in their tab). */
    private void dropClosed() {
        Set<MapDocument> open = Collections.newSetFromMap(new IdentityHashMap<>());
        ws.maps().forEach(m -> open.add(m.document()));
        slots.entrySet().removeIf(e -> {
            if (open.contains(e.getKey())) {
                return false;
            }
            discard(e.getValue());
            return true;
        });
    }

    private void discard(Slot s) {
        if (s.written) {
            deleteFile(s.id);
        }
        s.written = false;
        s.writtenRevision = -1;
        s.discards++;
    }

    private void deleteFile(String session) {
        if (worker.isShutdown()) {
            store.delete(session);
        } else {
            worker.execute(() -> store.delete(session));
        }
    }

    private void stopTimer() {
        timer.stop();
        delaySeconds = () -> 0;
    }
}
