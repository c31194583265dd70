package twedit.cli;

/**
 * The line layout the commands' text reports share: an indented "label: value" line, labels padded to a column when
 * several lines belong together (`twedit info`'s map info, `twedit merge`'s two sides of a conflict).
 */
final class ReportLines {
    /** How far a report's detail lines are indented under their heading. */
    static final String INDENT = "  ";

    private ReportLines() {}

    /** Appends "  label: value" and a newline, the label padded to {@code width} characters (0: not padded). */
    static StringBuilder field(StringBuilder b, String label, String value, int width) {
        b.append(INDENT).append(label).append(':');
        for (int i = label.length(); i < width; i++) {
            b.append(' ');
        }
        return b.append(' ').append(value).append('\n');
    }
}
