package twedit.editor.docking;

import ModernDocking.DockingRegion;
import java.awt.Dimension;
import java.util.List;
import java.util.Map;

/**
 * The layout a first start (and View &gt; Reset layout) gives: the map in the middle, as high as the window, between a
 * narrow left column (layers over properties) and a right one (tiles, images, sounds over the quad inspector and the
 * automapper). The panels needed now and then ({@link Slot#BOTTOM}) start hidden and open below the map on demand.
 * Column widths are pixels that suit the window, turned into shares of its size: dense, so that the map keeps at
 * least half of a 1366x768 screen and 60% of a 1920x1080 one.
 */
final class DefaultLayout {
    /** Left column width: a share of the window within these bounds (pixels). */
    static final int LEFT_MIN = 210;

    static final int LEFT_MAX = 303;
    /** Right column width: the quad inspector's spinners ("1839.64") and a tile palette's names fit at the least. */
    static final int RIGHT_MIN = 290;

    static final int RIGHT_MAX = 290;
    /**
     * Height of the stack opened below the map: 270 leaves the envelope curve over 120 px at 1366x768 (its list, tool
     * row and point fields take the rest).
     */
    static final int BOTTOM_MIN = 270;

    static final int BOTTOM_MAX = 340;
    /** Share of the left column the layer tree takes. */
    static final double LEFT_UPPER_SHARE = 0.5;
    /** Share of the right column the tile palettes take: eight rows of a palette at 1366x768. */
    static final double RIGHT_UPPER_SHARE = 0.6;

    /**
     * Below this height (a 1366x768 screen) the right column is one stack as high as the window, the panel in front
     * following the selected layer (tiles or quads): a tile palette then shows eight rows and more, the quad inspector
     * all its fields; above it the column is split in two stacks.
     */
    static final int TALL = 700;

    private DefaultLayout() {}

    /** The default layout of the panels in {@code slots} (ids in order) for a root of {@code size}; null if none. */
    static DockLayout of(Map<Slot, List<String>> slots, Dimension size) {
        int w = Math.max(size.width, 800);
        DockLayout center = stack(slots, Slot.CENTER);
        DockLayout left = column(stack(slots, Slot.LEFT), stack(slots, Slot.LEFT_LOWER), LEFT_UPPER_SHARE);
        DockLayout right = size.height < TALL
                ? merged(stack(slots, Slot.RIGHT), stack(slots, Slot.RIGHT_LOWER))
                : column(stack(slots, Slot.RIGHT), stack(slots, Slot.RIGHT_LOWER), RIGHT_UPPER_SHARE);
        int leftPx = left == null ? 0 : leftWidth(w);
        DockLayout inner = center;
        if (right != null) {
            int rightPx = rightWidth(w);
            inner = center == null
                    ? right
                    : new DockLayout.Split(true, 1 - (double) rightPx / (w - leftPx), center, right);
        }
        if (left == null) {
            return inner;
        }
        return inner == null ? left : new DockLayout.Split(true, (double) leftPx / w, left, inner);
    }

    static int leftWidth(int w) {
        // 211 at 1366 wide, 303 (a long layer label whole) at 1920
        return clamp(211 + (w - 1366) * 92.0 / 554, LEFT_MIN, LEFT_MAX);
    }

    static int rightWidth(int w) {
        return clamp(w * 0.15, RIGHT_MIN, RIGHT_MAX);
    }

    /** The share a panel docked at {@code region} of the map takes of the map's room, for a root of {@code size}. */
    static double besideMap(DockingRegion region, Dimension size) {
        int w = Math.max(size.width, 800);
        int h = Math.max(size.height, 400);
        return switch (region) {
            case WEST -> (double) leftWidth(w) / w;
            case EAST -> (double) rightWidth(w) / w;
            default -> (double) clamp(h * 0.4, BOTTOM_MIN, BOTTOM_MAX) / h;
        };
    }

    private static DockLayout column(DockLayout upper, DockLayout lower, double share) {
        if (upper == null || lower == null) {
            return upper == null ? lower : upper;
        }
        return new DockLayout.Split(false, share, upper, lower);
    }

    private static DockLayout merged(DockLayout upper, DockLayout lower) {
        if (upper == null || lower == null) {
            return upper == null ? lower : upper;
        }
        java.util.List<String> ids = new java.util.ArrayList<>(upper.panelIds());
        ids.addAll(lower.panelIds());
        return new DockLayout.Stack(ids, ids.get(0));
    }

    private static DockLayout stack(Map<Slot, List<String>> slots, Slot slot) {
        List<String> ids = slots.getOrDefault(slot, List.of());
        return ids.isEmpty() ? null : new DockLayout.Stack(ids, ids.get(0));
    }

    private static int clamp(double v, int min, int max) {
        return (int) Math.round(Math.max(min, Math.min(max, v)));
    }
}
