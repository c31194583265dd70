package twedit.editor.feature;

import java.awt.Dimension;
import java.util.function.Supplier;
import javax.swing.JComponent;

/**
 * A panel a feature adds: a stable id (the saved docking layout knows it by that), its title, the area the default
 * layout puts it in, the size its place keeps before it is built, whether it waits for the window's first frame, and
 * the factory that builds it. The user may move it anywhere, stack it with others or hide it.
 *
 * @param preferredSize the size of its place while it is not built yet, or null
 * @param minimumSize the minimum size of that place, or null
 * @param deferred built after the first frame when the window defers its feature panels
 */
public record Panel(
        String id,
        String title,
        Area area,
        Dimension preferredSize,
        Dimension minimumSize,
        boolean deferred,
        Supplier<JComponent> factory) {
    /** Where the default layout puts a panel. */
    public enum Area {
        /** The right column's upper stack, with Tiles. */
        SIDE,
        /** The right column's lower stack. */
        SIDE_LOWER,
        /** Below the map, stacked with the other bottom panels. */
        BOTTOM
    }

    /** A side tab built with the window. */
    public static Panel side(String id, String title, Supplier<JComponent> factory) {
        return new Panel(id, title, Area.SIDE, null, null, false, factory);
    }

    /** A side tab built after the first frame when the window defers its panels. */
    public static Panel lateSide(String id, String title, Supplier<JComponent> factory) {
        return new Panel(id, title, Area.SIDE, null, null, true, factory);
    }

    /** A tab of the right column's lower stack, built after the first frame when the window defers its panels. */
    public static Panel lateLowerSide(String id, String title, Supplier<JComponent> factory) {
        return new Panel(id, title, Area.SIDE_LOWER, null, null, true, factory);
    }

    /** A tab below the map, built after the first frame when the window defers its panels. */
    public static Panel lateBottom(String id, String title, Supplier<JComponent> factory) {
        return new Panel(id, title, Area.BOTTOM, null, null, true, factory);
    }
}
