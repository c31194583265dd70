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

    /** Whether a load or save is running. */
    boolean isWorking();
}
