package twedit.model.size;

/** What a line of a size report stands for. */
public enum SizeKind {
    IMAGE("image"),
    SOUND("sound"),
    LAYER("layer"),
    ENVELOPE("envelope"),
    /** Headers, item tables and the items no object owns (version, info, groups, settings, unknown items). */
    OTHER("other");

    private final String label;

    SizeKind(String label) {
        this.label = label;
    }

    /** The kind in words, for listings. */
    public String label() {
        return label;
    }
}
