package twedit.editor.files;

import java.nio.file.Path;

/** What features may ask of the window's file handling: opening, saving as, and the unsaved-changes prompt. */
public interface FileActions {
    /** Runs {@code proceed} unless the map has unsaved changes the user wants to keep (saving first if asked). */
    void confirmDiscard(Runnable proceed);

    /** Asks for a file and a format, then saves there and runs {@code after} on success. */
    void saveAs(Runnable after);

    /** Asks for a file and a format, offering {@code suggested}, then saves there and runs {@code after} on success. */
    default void saveAs(Path suggested, Runnable after) {
        saveAs(after);
    }

    /** Reads a map in the background and makes it the open document, then runs {@code after} (may be null). */
    void load(Path path, Runnable after);

    /**
     * Asks what a Save As {@code .map} of the shown map to {@code nominal} would ask first (a Driftline document lists
     * what a .map cannot hold; a map with errors offers to fix them), writing nothing (event thread): false when the
     * user cancelled.
     */
    default boolean askBeforeMap(Path nominal, twedit.model.codec.SourceForm form) {
        return true;
    }

    /**
     * How Save As {@code .map} would convert {@code doc} when it is held in another layout (a Driftline document goes
     * through its conversion, taken now), writing nothing (event thread); null when the map is saved as it is. The
     * conversion may be encoded off the event thread.
     */
    default MapFormat.Saving mapConversion(twedit.model.document.MapDocument doc, twedit.model.codec.SourceForm form)
            throws Exception {
        return null;
    }

    /** Whether a load or save is running. */
    boolean isWorking();
}
