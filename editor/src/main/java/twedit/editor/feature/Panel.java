package twedit.editor.feature;

import java.awt.Dimension;
import java.util.function.Supplier;
import javax.swing.JComponent;

/**
 * A panel a feature adds: a stable id (for docking layouts to come), its title, the area it goes in, the size its
 * place keeps before it is built, whether it waits for the window's first frame, and the factory that builds it.
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
    /** Where a panel goes. */
    public enum Area {
        /** A tab of the side tabs, after Tiles and History. */
        SIDE,
        /** Below the map, in a split the user can drag. */
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
}
