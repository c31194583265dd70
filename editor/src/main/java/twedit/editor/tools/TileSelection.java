package twedit.editor.tools;

import java.awt.Rectangle;
import java.util.List;
import twedit.model.map.Location;
import twedit.model.map.TileLayer;
import twedit.model.select.CellMask;

/**
 * Cells selected on a layer (the target of copy, cut and delete): any set of cells as a mask, its bounding box
 * {@link #rect()}. A group-wide selection holds the same cells on every tile layer of a group; {@link #layer()} is
 * the one it was made on (copy takes it), {@link #layers()} all of them (cut and delete clear them all).
 */
public record TileSelection(TileLayer layer, CellMask mask, List<TileLayer> layers) {
    public TileSelection {
        layers = List.copyOf(layers);
        if (!layers.contains(layer)) {
            throw new IllegalArgumentException("the selection's layer must be one of its layers");
        }
    }

    /** A rectangle on one layer. */
    public TileSelection(TileLayer layer, Rectangle rect) {
        this(layer, CellMask.rect(rect.x, rect.y, rect.width, rect.height), List.of(layer));
    }

    /** A mask on one layer. */
    public TileSelection(TileLayer layer, CellMask mask) {
        this(layer, mask, List.of(layer));
    }

    /** The same layers with other cells. */
    public TileSelection withMask(CellMask m) {
        return new TileSelection(layer, m, layers);
    }

    /** The bounding box of the selected cells (may reach off the layer). */
    public Rectangle rect() {
        return new Rectangle(mask.x(), mask.y(), mask.width(), mask.height());
    }

    /** The bounding box clipped to the layer, possibly empty. */
    public Rectangle clipped() {
        return rect().intersection(new Rectangle(0, 0, layer.width(), layer.height()));
    }

    /** The selected cells that lie on {@code l}. */
    public CellMask maskOn(TileLayer l) {
        return mask.clipped(l.width(), l.height());
    }

    /** Whether the cell (x, y) is selected. */
    public boolean contains(int x, int y) {
        return mask.contains(x, y);
    }

    /** Whether the selection spans several layers of a group. */
    public boolean spansLayers() {
        return layers.size() > 1;
    }

    /** The selected cells (clipped to the layer) as a location; the layer itself when nothing of it is selected. */
    public Location location() {
        Rectangle c = clipped();
        return c.isEmpty() ? Location.of(layer) : Location.cells(layer, c.x, c.y, c.width, c.height);
    }
}
