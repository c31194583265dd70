package twedit.editor.docking;

import java.awt.Dimension;
import java.util.List;
import java.util.Map;

/**
 * The layout a first start (and View &gt; Reset layout) gives: a left column, the map with the panels below it, and a
 * right column, each column split in an upper and a lower stack. The columns and the bottom stack get a width and a
 * height in pixels that suit the window (so that the map keeps most of it), turned into shares of its size.
 */
final class DefaultLayout {
    /** Left column width: a share of the window within these bounds (pixels). */
    static final int LEFT_MIN = 220;

    static final int LEFT_MAX = 300;
    /** Right column width. */
    static final int RIGHT_MIN = 300;

    static final int RIGHT_MAX = 360;
    /** Height of the stack below the map: 220 leaves the envelope editor about 185 px under its tabs at 1366x768. */
    static final int BOTTOM_MIN = 220;

    static final int BOTTOM_MAX = 320;
    /** Share of a column the upper stack takes. */
    static final double UPPER_SHARE = 0.55;

    private DefaultLayout() {}

    /** The default layout of the panels in {@code slots} (ids in order) for a root of {@code size}; null if none. */
    static DockLayout of(Map<Slot, List<String>> slots, Dimension size) {
        int w = Math.max(size.width, 800);
        int h = Math.max(size.height, 400);
        DockLayout center = stack(slots, Slot.CENTER);
        DockLayout bottom = stack(slots, Slot.BOTTOM);
        if (center != null && bottom != null) {
            int px = clamp(h * 0.33, BOTTOM_MIN, BOTTOM_MAX);
            center = new DockLayout.Split(false, 1 - (double) px / h, center, bottom);
        } else if (center == null) {
            center = bottom;
        }
        DockLayout left = column(stack(slots, Slot.LEFT), stack(slots, Slot.LEFT_LOWER));
        DockLayout right = column(stack(slots, Slot.RIGHT), stack(slots, Slot.RIGHT_LOWER));
        int leftPx = left == null ? 0 : clamp(w * 0.17, LEFT_MIN, LEFT_MAX);
        DockLayout inner = center;
        if (right != null) {
            int rightPx = clamp(w * 0.2, RIGHT_MIN, RIGHT_MAX);
            inner = center == null
                    ? right
                    : new DockLayout.Split(true, 1 - (double) rightPx / (w - leftPx), center, right);
        }
        if (left == null) {
            return inner;
        }
        return inner == null ? left : new DockLayout.Split(true, (double) leftPx / w, left, inner);
    }

    private static DockLayout column(DockLayout upper, DockLayout lower) {
        if (upper == null || lower == null) {
            return upper == null ? lower : upper;
        }
        return new DockLayout.Split(false, UPPER_SHARE, upper, lower);
    }

    private static DockLayout stack(Map<Slot, List<String>> slots, Slot slot) {
        List<String> ids = slots.getOrDefault(slot, List.of());
        return ids.isEmpty() ? null : new DockLayout.Stack(ids, ids.get(0));
    }

    private static int clamp(double v, int min, int max) {
        return (int) Math.round(Math.max(min, Math.min(max, v)));
    }
}
