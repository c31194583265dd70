package twedit.editor.safety;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import javax.swing.SwingUtilities;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import twedit.editor.state.Workspace;
import twedit.model.codec.SaveOptions;
import twedit.model.datafile.Datafile;
import twedit.model.datafile.ReadLimits;
import twedit.model.document.MapDocument;
import twedit.model.document.edits.Cells;
import twedit.model.document.edits.TileOps;
import twedit.model.io.MapFiles;
import twedit.model.map.TileLayer;
import twedit.model.map.TwMap;

/**
 * Autosave of a map whose encoding takes longer than the pauses between edits (made slow here: the encoding waits
 * for the test's permit): the event thread only takes a snapshot, editing goes on while it is encoded, one run at a
 * time, and the run writes the map as it was at the snapshot instead of throwing the bytes away because the map
 * changed meanwhile (which, with edits coming faster than the encoding, never wrote anything). The edits since come
 * with the next run.
 */
class AutosaverSlowEncodingTest {
    @TempDir
    Path dir;

    private final MapFiles files = new MapFiles(ReadLimits.EDITOR, null);
    private final Semaphore encodings = new Semaphore(0);
    private final AtomicInteger snapshots = new AtomicInteger();

    private static <T> T onEdt(Callable<T> c) throws Exception {
        AtomicReference<T> out = new AtomicReference<>();
        AtomicReference<Exception> failed = new AtomicReference<>();
        SwingUtilities.invokeAndWait(() -> {
            try {
                out.set(c.call());
            } catch (Exception e) {
                failed.set(e);
            }
        });
        if (failed.get() != null) {
            throw failed.get();
        }
        return out.get();
    }

    /** The real snapshot, whose encoding finishes only when the test gives a permit. */
    private Autosaver.Snapshot slow(TwMap map, twedit.model.codec.SourceForm form) throws Exception {
        snapshots.incrementAndGet();
        Datafile d = files.snapshot(map, new SaveOptions(form, false));
        return () -> {
            if (!encodings.tryAcquire(30, TimeUnit.SECONDS)) {
                throw new IOException("the test gave no permit");
            }
            return files.write(d);
        };
    }

    private int recovered(RecoveryStore store, int x, int y) throws Exception {
        List<RecoveryStore.Entry> entries = store.entries();
        assertThat(entries).hasSize(1);
        TwMap m = files.load(entries.get(0).map()).map();
        return m.gameLayer().orElseThrow().grid().get(x, y, 0);
    }

    @Test
    void aSlowEncodingNeverBlocksEditingAndStillWritesTheSnapshot() throws Exception {
        RecoveryStore store = new RecoveryStore(dir.resolve("recovery"));
        TwMap map = TwMap.newMap(30, 20);
        MapDocument doc = new MapDocument(map);
        TileLayer game = map.gameLayer().orElseThrow();
        Autosaver saver = onEdt(() -> new Autosaver(new Workspace(doc), store, this::slow, note -> {}));
        try {
            onEdt(() -> doc.apply(TileOps.setCell(game, 1, 1, Cells.tile(1, 0))));
            CompletableFuture<Boolean> first = onEdt(saver::autosaveNow);
            assertThat(snapshots.get()).isEqualTo(1);

            // the encoding is still going on: the event thread is free and the map takes more edits
            for (int x = 2; x < 6; x++) {
                int cx = x;
                onEdt(() -> doc.apply(TileOps.setCell(game, cx, 1, Cells.tile(1, 0))));
            }
            assertThat(first).isNotDone();
            CompletableFuture<Boolean> meanwhile = onEdt(saver::autosaveNow);
            assertThat(meanwhile.get(5, TimeUnit.SECONDS))
                    .as("one run at a time: an autosave asked for meanwhile waits for the next")
                    .isFalse();
            assertThat(snapshots.get()).isEqualTo(1);

            encodings.release();
            assertThat(first.get(30, TimeUnit.SECONDS))
                    .as("written although the map changed while it was encoded")
                    .isTrue();
            assertThat(recovered(store, 1, 1)).isEqualTo(1);
            assertThat(recovered(store, 2, 1))
                    .as("the file holds the map as it was at the snapshot")
                    .isZero();

            // the edits since the snapshot are due: the next run writes them
            CompletableFuture<Boolean> second = onEdt(saver::autosaveNow);
            assertThat(snapshots.get()).isEqualTo(2);
            encodings.release();
            assertThat(second.get(30, TimeUnit.SECONDS)).isTrue();
            assertThat(recovered(store, 5, 1)).isEqualTo(1);
            CompletableFuture<Boolean> nothing = onEdt(saver::autosaveNow);
            assertThat(nothing.get(5, TimeUnit.SECONDS))
                    .as("nothing left to write")
                    .isFalse();
        } finally {
            encodings.release(10);
            onEdt(() -> {
                saver.shutdown();
                return null;
            });
        }
    }

    @Test
    void aMapSavedWhileItsAutosaveWasEncodedLeavesNoRecoveryFile() throws Exception {
        RecoveryStore store = new RecoveryStore(dir.resolve("recovery"));
        TwMap map = TwMap.newMap(30, 20);
        MapDocument doc = new MapDocument(map);
        TileLayer game = map.gameLayer().orElseThrow();
        Autosaver saver = onEdt(() -> new Autosaver(new Workspace(doc), store, this::slow, note -> {}));
        try {
            onEdt(() -> doc.apply(TileOps.setCell(game, 1, 1, Cells.tile(1, 0))));
            CompletableFuture<Boolean> run = onEdt(saver::autosaveNow);
            onEdt(() -> {
                doc.markSaved();
                saver.saved(doc);
                return null;
            });
            encodings.release();
            assertThat(run.get(30, TimeUnit.SECONDS)).isFalse();
            // the deletion runs on the autosave thread after the write: shutting down waits for that thread
            onEdt(() -> {
                saver.shutdown();
                return null;
            });
            assertThat(store.entries()).as("a saved map needs no recovery file").isEmpty();
        } finally {
            encodings.release(10);
        }
    }
}
