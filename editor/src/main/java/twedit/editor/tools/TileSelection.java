package twedit.editor.tools;

import java.awt.Rectangle;
import twedit.model.map.Location;
import twedit.model.map.TileLayer;

/** A rectangle of tiles selected on a layer (the target of copy, cut and delete). */
public record TileSelection(TileLayer layer, Rectangle rect) {
    public TileSelection {
        rect = new Rectangle(rect);
    }

    /** The rectangle clipped to the layer, possibly empty. */
    public Rectangle clipped() {
        return rect.intersection(new Rectangle(0, 0, layer.width(), layer.height()));
    }

    /** The selected cells (clipped to the layer) as a location; the layer itself when nothing of it is selected. */
    public Location location() {
        Rectangle c = clipped();
        return c.isEmpty() ? Location.of(layer) : Location.cells(layer, c.x, c.y, c.width, c.height);
    }
}
