package twedit.model.diff;

import java.util.ArrayList;
import java.util.List;

/**
 * Where the first tile layer's cell (0, 0) is in the second: nonzero when a resize moved the content along (a layer
 * grown or cropped on the left or top).
 */
record Shift(int dx, int dy) {
    static final Shift NONE = new Shift(0, 0);

    /**
     * A resize from {@code aw}x{@code ah} to {@code bw}x{@code bh} with this shift, as a person says it:
     * "70x50 -> 71x50, grown by 1 column on the left".
     */
    String describe(int aw, int ah, int bw, int bh) {
        List<String> grown = new ArrayList<>();
        List<String> cropped = new ArrayList<>();
        side(dx, "column", "on the left", grown, cropped);
        side(bw - aw - dx, "column", "on the right", grown, cropped);
        side(dy, "row", "at the top", grown, cropped);
        side(bh - ah - dy, "row", "at the bottom", grown, cropped);
        StringBuilder b = new StringBuilder().append(aw).append('x').append(ah);
        b.append(" -> ").append(bw).append('x').append(bh);
        if (!grown.isEmpty()) {
            b.append(", grown by ").append(String.join(" and ", grown));
        }
        if (!cropped.isEmpty()) {
            b.append(", cropped by ").append(String.join(" and ", cropped));
        }
        return b.toString();
    }

    private static void side(int n, String unit, String where, List<String> grown, List<String> cropped) {
        if (n != 0) {
            int k = Math.abs(n);
            (n > 0 ? grown : cropped).add(k + " " + unit + (k == 1 ? "" : "s") + " " + where);
        }
    }
}
