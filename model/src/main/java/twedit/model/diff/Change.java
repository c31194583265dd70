package twedit.model.diff;

/** Whether something is new in the second map, gone from it, or in both but different. */
public enum Change {
    ADDED,
    REMOVED,
    CHANGED;

    /** The word a report line uses. */
    public String word() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }
}
