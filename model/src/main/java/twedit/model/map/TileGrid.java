package twedit.model.map;

import java.util.Arrays;
import twedit.model.datafile.DataBlock;
import twedit.model.datafile.DatafileException;
import twedit.model.datafile.ReadLimits;

/**
 * The cells of a tilemap layer as raw bytes in the file's own tile layout (row-major, {@code cellBytes} per cell),
 * so unknown bytes survive and a whole-layer fill is one array operation. Remembers the data block it was read
 * from until its first change, so an untouched layer is saved without recompressing; while it is unchanged its
 * cells may be let go ({@link #release}) and are inflated from that block again when next read, so a map that is
 * open but not shown holds its tiles compressed.
 */
public final class TileGrid {
    private final int width;
    private final int height;
    private final int cellBytes;
    /** Null only while {@link #source} is set and the cells were let go; read through {@link #cells()}. */
    private volatile byte[] cells;

    private volatile DataBlock source;

    /** The cells of a changed grid, zlib-compressed by {@link #release} while they are let go; null otherwise. */
    private volatile byte[] packed;

    /** Below this a changed grid is not worth compressing when let go. */
    static final int PACK_MIN_BYTES = 64 << 10;

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

    /**
     * A grid of the cells {@code source} holds compressed (checked by the caller to inflate to exactly width x
     * height x cellBytes bytes), inflated on first use.
     */
    public static TileGrid compressed(int width, int height, int cellBytes, DataBlock source) {
        if (source.declaredSize() != checkedSize(width, height, cellBytes)) {
            throw new IllegalArgumentException("block declares " + source.declaredSize() + " bytes, expected "
                    + (long) width * height * cellBytes);
        }
        return new TileGrid(width, height, cellBytes, source);
    }

    /** A grid holding only its unchanged source block, inflated on first use. */
    private TileGrid(int width, int height, int cellBytes, DataBlock source) {
        this.width = width;
        this.height = height;
        this.cellBytes = cellBytes;
        this.source = source;
    }

    /** The cell bytes, inflated from the source block when they were let go. */
    private byte[] cells() {
        byte[] c = cells;
        return c != null ? c : inflate();
    }

    private synchronized byte[] inflate() {
        byte[] c = cells;
        if (c == null) {
            int size = checkedSize(width, height, cellBytes);
            byte[] p = packed;
            if (p != null) {
                c = unpack(p, size);
                cells = c;
                packed = null;
                return c;
            }
            try {
                // the block was checked when the map was read: it holds at least these bytes
                c = source.bytes(ReadLimits.DDNET, size);
            } catch (DatafileException e) {
                throw new IllegalStateException("tile data block changed after it was read: " + e.getMessage(), e);
            }
            if (c.length != size) {
                throw new IllegalStateException("tile data block holds " + c.length + " bytes, expected " + size);
            }
            cells = c;
        }
        return c;
    }

    /**
     * Lets go of the cell bytes while they equal the data block they were read from (which holds them compressed);
     * a changed (or new) grid of some size is compressed first and holds that instead. The next read inflates them
     * again.
     *
     * @return the bytes saved, 0 when nothing was let go
     */
    public synchronized long release() {
        DataBlock s = source;
        byte[] c = cells;
        if (c == null) {
            return 0;
        }
        if (s == null || s.keepsBytes()) {
            if (c.length < PACK_MIN_BYTES) {
                return 0;
            }
            // a changed layer is held compressed too (mostly empty cells pack to a fraction of a percent)
            byte[] p = pack(c);
            packed = p;
            cells = null;
            return c.length - (long) p.length;
        }
        cells = null;
        return c.length;
    }

    private static byte[] pack(byte[] c) {
        return DataBlock.deflate(c, java.util.zip.Deflater.BEST_SPEED);
    }

    private static byte[] unpack(byte[] p, int size) {
        java.util.zip.Inflater inf = new java.util.zip.Inflater();
        try {
            inf.setInput(p);
            byte[] out = new byte[size];
            int n = 0;
            while (n < size && !inf.finished()) {
                int got = inf.inflate(out, n, size - n);
                if (got == 0 && (inf.needsInput() || inf.needsDictionary())) {
                    break;
                }
                n += got;
            }
            if (n != size) {
                throw new IllegalStateException("packed cells inflate to " + n + " bytes, expected " + size);
            }
            return out;
        } catch (java.util.zip.DataFormatException e) {
            throw new IllegalStateException("packed cells are corrupt: " + e.getMessage(), e);
        } finally {
            inf.end();
        }
    }

    /** Whether the cell bytes are held uncompressed now (false after {@link #release} until next read). */
    public boolean inflated() {
        return cells != null;
    }

    /** Marks the grid changed: its cells no longer equal the source block, so they are held from now on. */
    private byte[] changing() {
        byte[] c = cells();
        source = null;
        packed = null;
        return c;
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
        return cells()[(y * width + x) * cellBytes + field] & 0xFF;
    }

    void set(int x, int y, int field, int value) {
        changing()[(y * width + x) * cellBytes + field] = (byte) value;
    }

    /** Copies the cell at (x, y) into {@code dst} at {@code dstOffset}. */
    public void readCell(int x, int y, byte[] dst, int dstOffset) {
        System.arraycopy(cells(), (y * width + x) * cellBytes, dst, dstOffset, cellBytes);
    }

    /** Overwrites the cell at (x, y) from {@code src} at {@code srcOffset}. */
    void writeCell(int x, int y, byte[] src, int srcOffset) {
        System.arraycopy(src, srcOffset, changing(), (y * width + x) * cellBytes, cellBytes);
    }

    /** Copies a rectangle (clipped to the grid by the caller) row by row into {@code dst}. */
    public void readRect(int x, int y, int w, int h, byte[] dst) {
        byte[] cells = cells();
        for (int row = 0; row < h; row++) {
            System.arraycopy(cells, ((y + row) * width + x) * cellBytes, dst, row * w * cellBytes, w * cellBytes);
        }
    }

    /** Writes a rectangle previously read with {@link #readRect}. */
    void writeRect(int x, int y, int w, int h, byte[] src) {
        byte[] cells = changing();
        for (int row = 0; row < h; row++) {
            System.arraycopy(src, row * w * cellBytes, cells, ((y + row) * width + x) * cellBytes, w * cellBytes);
        }
    }

    /** A copy of all cell bytes. */
    public byte[] toBytes() {
        return cells().clone();
    }

    /**
     * The live cell bytes, for encoders and renderers that only read them (inflated first when they were let go;
     * a caller keeps the array only for the work at hand, since a later read may inflate a fresh one).
     */
    public byte[] rawCells() {
        return cells();
    }

    /** The data block these cells were read from, while they are unchanged; null otherwise. */
    public DataBlock source() {
        return source;
    }

    /** A copy; a copy of an unchanged grid holds only its source block until read, like a released grid. */
    public TileGrid copy() {
        DataBlock s = source;
        if (s != null && !s.keepsBytes()) {
            return new TileGrid(width, height, cellBytes, s);
        }
        return new TileGrid(width, height, cellBytes, cells().clone(), s);
    }

    /** A new grid of another size holding this one's cells shifted by (dx, dy); new cells are zero. */
    public TileGrid resized(int newWidth, int newHeight, int dx, int dy) {
        TileGrid out = new TileGrid(newWidth, newHeight, cellBytes);
        byte[] cells = cells();
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
                && Arrays.equals(g.cells(), cells());
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(cells()) * 31 + width * 7 + height;
    }
}
