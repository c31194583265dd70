package twedit.editor.files;

import java.nio.file.Path;
import twedit.model.codec.LoadResult;
import twedit.model.codec.SourceForm;
import twedit.model.document.MapDocument;

/**
 * One step of the pipeline every open and save goes through, around the format's own reading and writing; each
 * method says which thread calls it, and a step leaves alone what it has nothing to add to.
 */
public interface FileStep {
    /**
     * The format's read of {@code path} failed with {@code error} (background thread): a map recovered from the file,
     * or throws (the same error, or one naming why nothing could be recovered).
     */
    default LoadResult readFailed(MapFormat format, Path path, Exception error) throws Exception {
        throw error;
    }

    /** {@code path} is now the open document (event thread). */
    default void opened(MapFormat format, Path path) {}

    /**
     * Saving to {@code path} in {@code form} is about to start (event thread): false cancels it (the step may have
     * started another save, e.g. Save As, which then runs {@code after}).
     */
    default boolean beforeSave(MapFormat format, Path path, SourceForm form, Runnable after) {
        return true;
    }

    /**
     * How {@code doc} is saved in {@code format} when this step's documents are held in another format's layout (a
     * Driftline map saved as {@code .map} goes through the Driftline conversion), else null to leave it to the format
     * (event thread; throws with the reason it cannot be saved).
     */
    default MapFormat.Saving save(MapFormat format, MapDocument doc, SourceForm form) throws Exception {
        return null;
    }

    /**
     * Writes the encoded map itself (background thread) and returns true, or returns false to leave the writing to
     * the next step (the last writes the file atomically).
     */
    default boolean write(MapFormat format, Path path, byte[] bytes) throws Exception {
        return false;
    }

    /** {@code doc} was saved to {@code path} (event thread). */
    default void saved(MapFormat format, Path path, MapDocument doc) {}
}
