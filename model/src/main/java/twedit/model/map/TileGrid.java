package twedit.model.map;

import java.util.Arrays;
import twedit.model.datafile.DataBlock;

/**
 * The cells of a tilemap layer as raw bytes in the file's own tile layout (row-major, {@code cellBytes} per cell),
 * so unknown bytes survive and a whole-layer fill is one array operation. Remembers the data block it was read
 * from until its first change, so an untouched layer is saved without recompressing.
 */
public final class TileGrid {
    private final int width;
    private final int height;
    private final int cellBytes;
    private final byte[] cells;
    private DataBlock source;

    public TileGrid(int width, int height, int cellBytes) {
        this(width, height, cellBytes, new byte[checkedSize(width, height, cellBytes)], null);
    }

    /** A grid over {@code cells} (taken, not copied), optionally remembering the block it came from. */
    public TileGrid(int width, int height, int cellBytes, byte[] cells, DataBlock source) {
        if (cells.length != checkedSize(width, height, cellBytes)) {
            throw new IllegalArgumentException(
                    "cells hold " + cells.length + " bytes, expected " + (long) width * height * cellBytes);
        }
        this.width = width;
        this.height = height;
        this.cellBytes = cellBytes;
        this.cells = cells;
        this.source = source;
    }

    private static int checkedSize(int width, int height, int cellBytes) {
        long size = (long) width * height * cellBytes;
        if (width < 0 || height < 0 || size > Integer.MAX_VALUE - 8) {
            throw new IllegalArgumentException("grid " + width + "x" + height + " is too large");
        }
        return (int) size;
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

    public boolean contains(int x, int y) {
        return x >= 0 && y >= 0 && x < width && y < height;
    }

    /** Byte {@code field} of the cell at (x, y), 0..255. */
    public int get(int x, int y, int field) {
        return cells[(y * width + x) * cellBytes + field] & 0xFF;
    }

    void set(int x, int y, int field, int value) {
        source = null;
        cells[(y * width + x) * cellBytes + field] = (byte) value;
    }

    /** Copies the cell at (x, y) into {@code dst} at {@code dstOffset}. */
    public void readCell(int x, int y, byte[] dst, int dstOffset) {
        System.arraycopy(cells, (y * width + x) * cellBytes, dst, dstOffset, cellBytes);
    }

    /** Overwrites the cell at (x, y) from {@code src} at {@code srcOffset}. */
    void writeCell(int x, int y, byte[] src, int srcOffset) {
        source = null;
        System.arraycopy(src, srcOffset, cells, (y * width + x) * cellBytes, cellBytes);
    }

    /** Copies a rectangle (clipped to the grid by the caller) row by row into {@code dst}. */
    public void readRect(int x, int y, int w, int h, byte[] dst) {
        for (int row = 0; row < h; row++) {
            System.arraycopy(cells, ((y + row) * width + x) * cellBytes, dst, row * w * cellBytes, w * cellBytes);
        }
    }

    /** Writes a rectangle previously read with {@link #readRect}. */
    void writeRect(int x, int y, int w, int h, byte[] src) {
        source = null;
        for (int row = 0; row < h; row++) {
            System.arraycopy(src, row * w * cellBytes, cells, ((y + row) * width + x) * cellBytes, w * cellBytes);
        }
    }

    /** A copy of all cell bytes. */
    public byte[] toBytes() {
        return cells.clone();
    }

    /** The live cell bytes, for encoders and renderers that only read them. */
    public byte[] rawCells() {
        return cells;
    }

    /** The data block these cells were read from, while they are unchanged; null otherwise. */
    public DataBlock source() {
        return source;
    }

    public TileGrid copy() {
        return new TileGrid(width, height, cellBytes, cells.clone(), source);
    }

    /** A new grid of another size holding this one's cells shifted by (dx, dy); new cells are zero. */
    public TileGrid resized(int newWidth, int newHeight, int dx, int dy) {
        TileGrid out = new TileGrid(newWidth, newHeight, cellBytes);
        for (int y = 0; y < height; y++) {
            int ny = y + dy;
            if (ny < 0 || ny >= newHeight) {
                continue;
            }
            int x0 = Math.max(0, -dx);
            int x1 = Math.min(width, newWidth - dx);
            if (x1 > x0) {
                System.arraycopy(
                        cells,
                        (y * width + x0) * cellBytes,
                        out.cells,
                        (ny * newWidth + x0 + dx) * cellBytes,
                        (x1 - x0) * cellBytes);
            }
        }
        return out;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof TileGrid g
                && g.width == width
                && g.height == height
                && g.cellBytes == cellBytes
                && Arrays.equals(g.cells, cells);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(cells) * 31 + width * 7 + height;
    }
}
