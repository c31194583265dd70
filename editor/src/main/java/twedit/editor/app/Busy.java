package twedit.editor.app;

/** Shows that long work runs in the background and keeps the user from editing the map meanwhile. */
interface Busy {
    /** Starts showing {@code message} with an indeterminate progress bar; input to the window is held back. */
    void start(String message);

    /** Stops it again. */
    void stop();

    /** Shows a short note in the status bar. */
    void note(String message);
}
