package twedit.model.automap;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import twedit.model.document.edits.TilePatch;
import twedit.model.map.TileGrid;
import twedit.model.map.TileKind;
import twedit.model.map.TileLayer;
import twedit.model.tiles.DdnetTiles;
import twedit.model.tiles.OpaqueTiles;

/**
 * What an automapper run computed for a rectangle of a layer (the whole layer or part of it): the old and new cell
 * bytes of the rectangle, row-major, and the seed used. Nothing is applied: turn it into an undoable edit with
 * {@link #toEdit}, or write it into a grid with {@link #applyTo}.
 */
public final class AutomapResult {
    private final int layerWidth;
    private final int layerHeight;
    private final int x;
    private final int y;
    private final int width;
    private final int height;
    private final int cellBytes;
    private final int seed;
    private final byte[] oldCells;
    private final byte[] newCells;
    private int changed = -1;

    AutomapResult(
            int layerWidth,
            int layerHeight,
            int x,
            int y,
            int width,
            int height,
            int cellBytes,
            int seed,
            byte[] oldCells,
            byte[] newCells) {
        this.layerWidth = layerWidth;
        this.layerHeight = layerHeight;
        this.x = x;
        this.y = y;
        this.width = width;
        this.height = height;
        this.cellBytes = cellBytes;
        this.seed = seed;
        this.oldCells = oldCells;
        this.newCells = newCells;
    }

    /** Receives one changed cell: its layer position and where its old and new bytes are. */
    @FunctionalInterface
    public interface ChangeVisitor {
        void cell(int x, int y, byte[] oldCells, int oldOffset, byte[] newCells, int newOffset);
    }

    /** One changed cell with copies of its old and new bytes. */
    public record CellChange(int x, int y, byte[] oldBytes, byte[] newBytes) {}

    public int layerWidth() {
        return layerWidth;
    }

    public int layerHeight() {
        return layerHeight;
    }

    /** The rectangle's left column in the layer. */
    public int x() {
        return x;
    }

    public int y() {
        return y;
    }

    public int width() {
        return width;
    }

    public int height() {
        return height;
    }

    public int cellBytes() {
        return cellBytes;
    }

    /** The seed the run used (a fresh random one when it was asked for seed 0). */
    public int seed() {
        return seed;
    }

    public boolean coversLayer() {
        return x == 0 && y == 0 && width == layerWidth && height == layerHeight;
    }

    /** The rectangle's new cell bytes, row-major (a copy). */
    public byte[] newCells() {
        return newCells.clone();
    }

    /** The rectangle's cell bytes before the run, row-major (a copy). */
    public byte[] oldCells() {
        return oldCells.clone();
    }

    /** The new index at layer position (px, py), which must be inside the rectangle. */
    public int newIndex(int px, int py) {
        return newCells[offset(px, py)] & 0xFF;
    }

    /** The new flags at layer position (px, py), which must be inside the rectangle. */
    public int newFlags(int px, int py) {
        return newCells[offset(px, py) + 1] & 0xFF;
    }

    private int offset(int px, int py) {
        if (px < x || py < y || px >= x + width || py >= y + height) {
            throw new IndexOutOfBoundsException("(" + px + ", " + py + ") is outside the result");
        }
        return ((py - y) * width + (px - x)) * cellBytes;
    }

    /**
     * This result with the flags DDNet's editor saves for the new tiles of a tiles layer whose image has
     * {@code opaque} tiles (see {@link OpaqueTiles#flags}): the automapper sets the turning bits, the image decides
     * the opaque bit. Empty cells, and results of other cell sizes, are left as they are.
     */
    public AutomapResult withOpacity(OpaqueTiles opaque) {
        if (cellBytes != TileKind.TILES.cellBytes()) {
            return this;
        }
        byte[] out = newCells.clone();
        opaque.applyTo(out);
        return new AutomapResult(layerWidth, layerHeight, x, y, width, height, cellBytes, seed, oldCells, out);
    }

    /** The number of cells whose bytes change. */
    public int changedCount() {
        if (changed < 0) {
            int n = 0;
            for (int o = 0; o < newCells.length; o += cellBytes) {
                if (!Arrays.equals(oldCells, o, o + cellBytes, newCells, o, o + cellBytes)) {
                    n++;
                }
            }
            changed = n;
        }
        return changed;
    }

    /**
     * The number of cells that change in what DDNet reads of them ({@link DdnetTiles#readBytes}): a cell empty before
     * and after counts as unchanged whatever its other bytes, as {@code twedit diff} counts.
     */
    public int readChangedCount() {
        int mask =
                cellBytes == TileKind.TILES.cellBytes() ? DdnetTiles.readBytes(TileKind.TILES) : (1 << cellBytes) - 1;
        int n = 0;
        for (int o = 0; o < newCells.length; o += cellBytes) {
            if (oldCells[o] == 0 && newCells[o] == 0) {
                continue;
            }
            for (int i = 0; i < cellBytes; i++) {
                if ((mask >> i & 1) != 0 && oldCells[o + i] != newCells[o + i]) {
                    n++;
                    break;
                }
            }
        }
        return n;
    }

    public boolean isEmpty() {
        return changedCount() == 0;
    }

    /** Visits the changed cells in row-major order. */
    public void forEachChange(ChangeVisitor visitor) {
        int o = 0;
        for (int row = 0; row < height; row++) {
            for (int col = 0; col < width; col++, o += cellBytes) {
                if (!Arrays.equals(oldCells, o, o + cellBytes, newCells, o, o + cellBytes)) {
                    visitor.cell(x + col, y + row, oldCells, o, newCells, o);
                }
            }
        }
    }

    /** The changed cells in row-major order (allocates per cell; prefer {@link #forEachChange} for big layers). */
    public List<CellChange> changes() {
        List<CellChange> out = new ArrayList<>();
        forEachChange((cx, cy, ob, oo, nb, no) -> out.add(new CellChange(
                cx, cy, Arrays.copyOfRange(ob, oo, oo + cellBytes), Arrays.copyOfRange(nb, no, no + cellBytes))));
        return out;
    }

    /** A copy of {@code base} with the changed cells written (maps change only through {@link #toEdit}). */
    public TileGrid applyToCopy(TileGrid base) {
        checkSize(base.width(), base.height(), base.cellBytes());
        byte[] cells = base.toBytes();
        int w = base.width();
        forEachChange(
                (cx, cy, ob, oo, nb, no) -> System.arraycopy(nb, no, cells, (cy * w + cx) * cellBytes, cellBytes));
        return new TileGrid(base.width(), base.height(), base.cellBytes(), cells, null);
    }

    /**
     * The result as one undoable edit of {@code layer} (the layer it was computed from, same size), labelled
     * "Automap"; give it to {@code MapDocument.apply}. Old values are read from the layer when building.
     */
    public TilePatch toEdit(TileLayer layer) {
        checkSize(layer.width(), layer.height(), layer.kind().cellBytes());
        TilePatch.Builder b = TilePatch.builder(layer);
        forEachChange((cx, cy, ob, oo, nb, no) -> b.set(cx, cy, nb, no));
        return b.build("Automap");
    }

    private void checkSize(int w, int h, int cb) {
        if (w != layerWidth || h != layerHeight || cb != cellBytes) {
            throw new IllegalArgumentException("the result is for a " + layerWidth + "x" + layerHeight + " layer of "
                    + cellBytes + "-byte cells, not " + w + "x" + h + " of " + cb);
        }
    }

    @Override
    public String toString() {
        return "AutomapResult[" + width + "x" + height + " at (" + x + ", " + y + "), seed " + seed + ", "
                + changedCount() + " changed]";
    }
}
