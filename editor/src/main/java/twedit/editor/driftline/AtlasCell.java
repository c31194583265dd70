package twedit.editor.driftline;

import java.util.Comparator;

/**
 * A cell of a Driftline tileset atlas, column {@code ax} and row {@code ay}.
 *
 * @param ax atlas column
 * @param ay atlas row
 */
public record AtlasCell(int ax, int ay) {
    /** Reading order: row by row, then column, as the picker shows the cells. */
    public static final Comparator<AtlasCell> ORDER =
            Comparator.comparingInt(AtlasCell::ay).thenComparingInt(AtlasCell::ax);
}
