package twedit.model.document.edits;

import java.util.ArrayList;
import java.util.List;
import twedit.model.map.MapMutator;
import twedit.model.map.TileGrid;
import twedit.model.map.TileLayer;

/**
 * Resizes or shifts tile layers: each gets a grid of the new size holding its cells moved by (dx, dy), new cells
 * empty. Keeps the old grids to restore them exactly (resizing the Game layer takes every physics layer along).
 */
public final class ResizeEdit implements Edit {
    private final String label;
    private final List<TileLayer> layers;
    private final int newWidth;
    private final int newHeight;
    private final int dx;
    private final int dy;
    private final TileGrid[] oldGrids;
    private final long bytes;
    private final boolean noOp;

    /** Resizes every layer of {@code layers} to newWidth x newHeight, moving cells by (dx, dy). */
    public ResizeEdit(String label, List<TileLayer> layers, int newWidth, int newHeight, int dx, int dy) {
        if (newWidth <= 0 || newHeight <= 0) {
            throw new IllegalArgumentException("a layer must be at least 1x1, not " + newWidth + "x" + newHeight);
        }
        this.label = label;
        this.layers = List.copyOf(layers);
        this.newWidth = newWidth;
        this.newHeight = newHeight;
        this.dx = dx;
        this.dy = dy;
        this.oldGrids = new TileGrid[this.layers.size()];
        long b = 64;
        boolean same = dx == 0 && dy == 0;
        for (TileLayer l : this.layers) {
            b += 32L + l.grid().rawCells().length;
            same &= l.width() == newWidth && l.height() == newHeight;
        }
        this.bytes = b;
        this.noOp = same;
    }

    @Override
    public void apply(MapMutator map) {
        for (int i = 0; i < layers.size(); i++) {
            TileLayer l = layers.get(i);
            oldGrids[i] = l.grid();
            map.setGrid(l, oldGrids[i].resized(newWidth, newHeight, dx, dy));
        }
    }

    @Override
    public void revert(MapMutator map) {
        for (int i = layers.size() - 1; i >= 0; i--) {
            map.setGrid(layers.get(i), oldGrids[i]);
        }
    }

    @Override
    public String label() {
        return label;
    }

    @Override
    public List<Change> changes() {
        List<Change> out = new ArrayList<>();
        for (TileLayer l : layers) {
            out.add(new Change.GridReplaced(l));
        }
        return out;
    }

    @Override
    public long historyBytes() {
        return bytes;
    }

    @Override
    public boolean isNoOp() {
        return noOp;
    }
}
