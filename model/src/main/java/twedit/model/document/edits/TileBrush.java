package twedit.model.document.edits;

import java.util.Arrays;
import twedit.model.map.TileKind;
import twedit.model.map.TileLayer;
import twedit.model.tiles.OpaqueTiles;

/**
 * A rectangle of cells to paint, paste or tile a fill with: width x height cells of {@code cellBytes} bytes each,
 * row-major in the file's tile layout. Immutable: the cells are copied in and out.
 */
public final class TileBrush {
    private final int width;
    private final int height;
    private final int cellBytes;
    private final byte[] cells;

    /** A brush over a copy of {@code cells} (width x height x cellBytes bytes). */
    public TileBrush(int width, int height, int cellBytes, byte[] cells) {
        if (width <= 0 || height <= 0 || cellBytes <= 0 || cells.length != width * height * cellBytes) {
            throw new IllegalArgumentException("a " + width + "x" + height + " brush of " + cellBytes
                    + "-byte cells cannot hold " + cells.length + " bytes");
        }
        this.width = width;
        this.height = height;
        this.cellBytes = cellBytes;
        this.cells = cells.clone();
    }

    /** A 1x1 brush of one cell. */
    public static TileBrush single(byte[] cell) {
        return new TileBrush(1, 1, cell.length, cell);
    }

    /** A brush copied from a rectangle of a layer, which must lie inside the layer. */
    public static TileBrush copyOf(TileLayer layer, int x, int y, int w, int h) {
        if (x < 0 || y < 0 || w <= 0 || h <= 0 || x + w > layer.width() || y + h > layer.height()) {
            throw new IllegalArgumentException(
                    "rectangle " + x + "," + y + " " + w + "x" + h + " is not inside " + layer);
        }
        byte[] b = new byte[w * h * layer.kind().cellBytes()];
        layer.grid().readRect(x, y, w, h, b);
        return new TileBrush(w, h, layer.kind().cellBytes(), b);
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

    /** A copy of the cell at (x, y). */
    public byte[] cell(int x, int y) {
        int off = (y * width + x) * cellBytes;
        return Arrays.copyOfRange(cells, off, off + cellBytes);
    }

    /** Whether every cell is air (tile id 0), whatever its other bytes: such a brush draws nothing. */
    public boolean isAir() {
        for (int off = 0; off < cells.length; off += cellBytes) {
            if (cells[off] != 0) {
                return false;
            }
        }
        return true;
    }

    /** Whether every byte of the cell at (x, y) is zero (an empty tile of any kind). */
    public boolean isEmpty(int x, int y) {
        int off = (y * width + x) * cellBytes;
        for (int i = 0; i < cellBytes; i++) {
            if (cells[off + i] != 0) {
                return false;
            }
        }
        return true;
    }

    /**
     * This brush as it lands on a tiles layer whose image has {@code opaque} tiles: every non-empty cell's flags as
     * DDNet's editor saves them ({@link OpaqueTiles#flags}); empty cells stay all zero. Brushes of other cell sizes
     * (physics layers) are returned as they are.
     */
    public TileBrush withOpacity(OpaqueTiles opaque) {
        if (cellBytes != TileKind.TILES.cellBytes()) {
            return this;
        }
        byte[] out = cells.clone();
        return opaque.applyTo(out) ? new TileBrush(width, height, cellBytes, out) : this;
    }

    /** A copy of all cell bytes. */
    public byte[] toBytes() {
        return cells.clone();
    }

    /** The live bytes, for edits of this package that only read them. */
    byte[] raw() {
        return cells;
    }

    /** Fills {@code row} (w cells) with brush row {@code py}, starting at brush column {@code px}, repeating. */
    void fillRow(int py, int px, byte[] row, int w) {
        int cb = cellBytes;
        int first = Math.min(w, width);
        for (int c = 0; c < first; c++) {
            System.arraycopy(cells, (py * width + (px + c) % width) * cb, row, c * cb, cb);
        }
        // the row repeats with period `width` cells: double the filled prefix (always a multiple of the period)
        int filled = first;
        while (filled < w) {
            int n = Math.min(filled, w - filled);
            System.arraycopy(row, 0, row, filled * cb, n * cb);
            filled += n;
        }
    }
}
