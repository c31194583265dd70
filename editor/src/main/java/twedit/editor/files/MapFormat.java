package twedit.editor.files;

import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import twedit.model.codec.LoadResult;
import twedit.model.codec.SourceForm;
import twedit.model.document.MapDocument;

/** One kind of map file the editor opens and saves; each method says which thread calls it. */
public interface MapFormat {
    /** What the file chooser calls these files, e.g. "Teeworlds / DDNet maps". */
    String description();

    /** The file name extensions, lower case and without the dot; the first is the usual one. */
    List<String> extensions();

    /** Whether this format reads and writes {@code path} (by its extension). */
    default boolean handles(Path path) {
        Path file = path.getFileName();
        if (file == null) {
            return false; // a root path names no file
        }
        String name = file.toString().toLowerCase(Locale.ROOT);
        return extensions().stream().anyMatch(e -> name.endsWith("." + e));
    }

    /** Whether files of this format are Teeworlds datafiles, which the doctor's step checks, salvages and backs up. */
    default boolean isDatafile() {
        return false;
    }

    /** Reads {@code path} (background thread); throws with a message naming the problem when it cannot. */
    Opening read(Path path) throws Exception;

    /**
     * An opening for a map a step recovered from a file this format could not read (background thread); only
     * datafile formats take one.
     */
    default Opening recovered(Path path, LoadResult loaded) {
        throw new UnsupportedOperationException(description() + " cannot open a recovered map");
    }

    /**
     * Starts saving {@code doc} in {@code form} (event thread): what to write, or throws with the reason it cannot be
     * saved in this format.
     */
    Saving save(MapDocument doc, SourceForm form) throws Exception;

    /** A hint added to the message when saving in {@code form} failed (e.g. to try another form). */
    default String saveFailureHint(SourceForm form) {
        return "";
    }

    /** A read map waiting to become the open document. */
    interface Opening {
        /**
         * Makes the map the open document (event thread; may ask the user something first) and returns the note the
         * status bar shows; throws with the reason when it cannot be opened after all.
         */
        String open() throws Exception;

        /**
         * Whether the file was damaged: reading it dropped or repaired something, so writing the map back over it
         * would lose the original (the first save then asks for another file).
         */
        default boolean damaged() {
            return false;
        }
    }

    /** A map being saved. */
    interface Saving {
        /** The bytes to write (background thread). */
        byte[] encode() throws Exception;

        /** The file was written (event thread): the note the status bar shows. */
        default String saved(Path path) {
            return "Saved " + path;
        }
    }
}
