package twedit.editor.testserver;

/** What became of a map sent to a running test server. */
public sealed interface Outcome {
    /** The map's name on the server. */
    String name();

    /**
     * The server runs the new map.
     *
     * @param millis from sending the map to the server running it
     */
    record Reloaded(String name, long millis) implements Outcome {}

    /**
     * The server would not take the map; the previous one keeps running.
     *
     * @param reason the server's words (or how it ended)
     * @param restarted the server had crashed on the map and was started again on the previous one
     */
    record Refused(String name, String reason, boolean restarted) implements Outcome {}
}
