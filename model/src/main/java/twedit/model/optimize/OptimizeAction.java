package twedit.model.optimize;

/** One thing an optimization did or would do, of a {@link Kind}, described for people in {@code what}. */
public record OptimizeAction(Kind kind, String what) {
    /** The kinds of optimization, each a separate edit and a separate checkbox in the editor. */
    public enum Kind {
        DUPLICATE_IMAGE("Remove duplicate images"),
        EMPTY_LAYER("Remove empty layers"),
        SHRINK_LAYER("Shrink tile layers with empty borders"),
        UNUSED_ENVELOPE("Remove unused envelopes"),
        UNUSED_IMAGE("Remove unused images"),
        UNUSED_SOUND("Remove unused sounds"),
        CLEAR_TILES("Clear unused tileset cells");

        private final String title;

        Kind(String title) {
            this.title = title;
        }

        /** The label the editor and the CLI show for this kind. */
        public String title() {
            return title;
        }
    }

    @Override
    public String toString() {
        return kind + ": " + what;
    }
}
