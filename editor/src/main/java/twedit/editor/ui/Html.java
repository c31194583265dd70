package twedit.editor.ui;

/** Text put into Swing's HTML labels: names from maps may hold {@code <} and {@code &}. */
public final class Html {
    private Html() {}

    /** {@code s} with the characters HTML gives meaning escaped; null is the empty text. */
    public static String esc(String s) {
        return s == null ? "" : s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;");
    }

    /**
     * {@code html} (a fragment) in a block that wraps at {@code pixels} screen pixels. Swing's HTML counts a CSS "px"
     * as 1.3 screen pixels, so a width in pixels written as is would run 30% wider than the room it was meant for.
     */
    public static String wrappedAt(int pixels, String html) {
        return "<html><div style='width:" + Math.max(1, Math.round(pixels / 1.3f)) + "px'>" + html + "</div></html>";
    }

    /** Like {@link #esc}, with line breaks kept as {@code <br>}. */
    public static String lines(String s) {
        return esc(s).replace("\n", "<br>");
    }
}
