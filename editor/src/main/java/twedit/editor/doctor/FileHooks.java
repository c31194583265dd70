package twedit.editor.doctor;

import java.nio.file.Path;
import twedit.model.codec.LoadResult;
import twedit.model.codec.SourceForm;
import twedit.model.document.MapDocument;

/** What the file controller asks the doctor around opening and saving; each method says which thread calls it. */
public interface FileHooks {
    /**
     * The strict load of {@code path} failed with {@code error} (background thread): a salvaged map, or throws
     * (an exception whose message names the problem) when nothing can be salvaged.
     */
    LoadResult loadFailed(Path path, Exception error) throws Exception;

    /** {@code path} is now the open document (event thread). */
    void opened(Path path);

    /**
     * Saving to {@code path} in {@code form} is about to start (event thread): false cancels it (the hook may
     * have started another save, e.g. Save As, which then runs {@code after}).
     */
    boolean beforeSave(Path path, SourceForm form, Runnable after);

    /** Writes the encoded map (background thread), replacing the plain atomic write. */
    void write(Path path, byte[] bytes) throws Exception;

    /** {@code doc} was saved to {@code path} (event thread). */
    void saved(Path path, MapDocument doc);
}
