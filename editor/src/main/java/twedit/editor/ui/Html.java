package twedit.editor.ui;

/** Text put into Swing's HTML labels: names from maps may hold {@code <} and {@code &}. */
public final class Html {
    private Html() {}

    /** {@code s} with the characters HTML gives meaning escaped; null is the empty text. */
    public static String esc(String s) {
        return s == null ? "" : s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;");
    }

    /** Like {@link #esc}, with line breaks kept as {@code <br>}. */
    public static String lines(String s) {
        return esc(s).replace("\n", "<br>");
    }
}
