package twedit.model.select;

import java.util.Arrays;

/**
 * An immutable set of cells of a layer: a bounding rectangle and one bit per cell inside it (row-major). The bounds
 * are kept tight by the operations that build masks, so an empty mask has zero width and height.
 */
public final class CellMask {
    private static final CellMask EMPTY = new CellMask(0, 0, 0, 0, new long[0], 0);

    private final int x;
    private final int y;
    private final int width;
    private final int height;
    private final long[] bits;
    private final int count;

    private CellMask(int x, int y, int width, int height, long[] bits, int count) {
        this.x = x;
        this.y = y;
        this.width = width;
        this.height = height;
        this.bits = bits;
        this.count = count;
    }

    /** The mask without cells. */
    public static CellMask empty() {
        return EMPTY;
    }

    /** Every cell of a rectangle (empty when {@code w} or {@code h} is not positive). */
    public static CellMask rect(int x, int y, int w, int h) {
        if (w <= 0 || h <= 0) {
            return EMPTY;
        }
        long n = (long) w * h;
        if (n > Integer.MAX_VALUE - 64) {
            throw new IllegalArgumentException("selection too large: " + w + "x" + h);
        }
        long[] bits = new long[words((int) n)];
        Arrays.fill(bits, -1L);
        int tail = (int) (n % 64);
        if (tail != 0) {
            bits[bits.length - 1] = (1L << tail) - 1;
        }
        return new CellMask(x, y, w, h, bits, (int) n);
    }

    /**
     * The cells set in {@code layerBits}, a bit set over a whole {@code layerWidth} x {@code layerHeight} layer
     * (index y * layerWidth + x), trimmed to their bounds.
     */
    public static CellMask ofLayerBits(long[] layerBits, int layerWidth, int layerHeight) {
        int x0 = Integer.MAX_VALUE;
        int y0 = Integer.MAX_VALUE;
        int x1 = -1;
        int y1 = -1;
        for (int w = 0; w < layerBits.length; w++) {
            long word = layerBits[w];
            while (word != 0) {
                int idx = w * 64 + Long.numberOfTrailingZeros(word);
                word &= word - 1;
                if (idx >= layerWidth * layerHeight) {
                    break;
                }
                int cx = idx % layerWidth;
                int cy = idx / layerWidth;
                x0 = Math.min(x0, cx);
                x1 = Math.max(x1, cx);
                y0 = Math.min(y0, cy);
                y1 = Math.max(y1, cy);
            }
        }
        if (x1 < 0) {
            return EMPTY;
        }
        if (x0 == 0 && y0 == 0 && x1 == layerWidth - 1 && y1 == layerHeight - 1) {
            long[] copy = Arrays.copyOf(layerBits, words(layerWidth * layerHeight));
            return new CellMask(0, 0, layerWidth, layerHeight, copy, cardinality(copy));
        }
        int w = x1 - x0 + 1;
        int h = y1 - y0 + 1;
        long[] out = new long[words(w * h)];
        for (int row = 0; row < h; row++) {
            copyBits(layerBits, (y0 + row) * layerWidth + x0, out, row * w, w);
        }
        return new CellMask(x0, y0, w, h, out, cardinality(out));
    }

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

    /** The number of cells in the mask. */
    public int count() {
        return count;
    }

    public boolean isEmpty() {
        return count == 0;
    }

    /** Whether every cell of the bounding rectangle is in the mask. */
    public boolean isRect() {
        return count == width * height;
    }

    /** Whether the cell (cx, cy), in layer coordinates, is in the mask. */
    public boolean contains(int cx, int cy) {
        int lx = cx - x;
        int ly = cy - y;
        if (lx < 0 || ly < 0 || lx >= width || ly >= height) {
            return false;
        }
        int i = ly * width + lx;
        return (bits[i >>> 6] & 1L << i) != 0;
    }

    /** The cells of both masks. */
    public CellMask union(CellMask other) {
        if (other.isEmpty()) {
            return this;
        }
        if (isEmpty()) {
            return other;
        }
        int nx = Math.min(x, other.x);
        int ny = Math.min(y, other.y);
        int w = Math.max(x + width, other.x + other.width) - nx;
        int h = Math.max(y + height, other.y + other.height) - ny;
        long[] out = new long[words(Math.multiplyExact(w, h))];
        paste(out, nx, ny, w);
        other.paste(out, nx, ny, w);
        return new CellMask(nx, ny, w, h, out, cardinality(out)).trimmed();
    }

    /** The cells of this mask that are not in {@code other}. */
    public CellMask minus(CellMask other) {
        if (other.isEmpty() || isEmpty()) {
            return this;
        }
        long[] out = bits.clone();
        int ox0 = Math.max(x, other.x);
        int oy0 = Math.max(y, other.y);
        int ox1 = Math.min(x + width, other.x + other.width);
        int oy1 = Math.min(y + height, other.y + other.height);
        for (int cy = oy0; cy < oy1; cy++) {
            for (int cx = ox0; cx < ox1; cx++) {
                if (other.contains(cx, cy)) {
                    int i = (cy - y) * width + cx - x;
                    out[i >>> 6] &= ~(1L << i);
                }
            }
        }
        return new CellMask(x, y, width, height, out, cardinality(out)).trimmed();
    }

    /** The cells inside a {@code layerWidth} x {@code layerHeight} layer. */
    public CellMask clipped(int layerWidth, int layerHeight) {
        if (x >= 0 && y >= 0 && x + width <= layerWidth && y + height <= layerHeight) {
            return this;
        }
        return minus(outside(layerWidth, layerHeight));
    }

    private CellMask outside(int layerWidth, int layerHeight) {
        // the part of the bounds off the layer, as a mask of this mask's bounds
        long[] out = new long[bits.length];
        for (int ly = 0; ly < height; ly++) {
            for (int lx = 0; lx < width; lx++) {
                int cx = x + lx;
                int cy = y + ly;
                if (cx < 0 || cy < 0 || cx >= layerWidth || cy >= layerHeight) {
                    int i = ly * width + lx;
                    out[i >>> 6] |= 1L << i;
                }
            }
        }
        return new CellMask(x, y, width, height, out, cardinality(out));
    }

    /** Calls {@code visitor} for every cell of the mask, row by row, in layer coordinates. */
    public void forEach(CellVisitor visitor) {
        for (int w = 0; w < bits.length; w++) {
            long word = bits[w];
            while (word != 0) {
                int i = w * 64 + Long.numberOfTrailingZeros(word);
                word &= word - 1;
                visitor.cell(x + i % width, y + i / width);
            }
        }
    }

    /** Receives the cells of a mask. */
    @FunctionalInterface
    public interface CellVisitor {
        void cell(int x, int y);
    }

    private CellMask trimmed() {
        if (count == 0) {
            return EMPTY;
        }
        if (isRect()) {
            return this;
        }
        int x0 = width;
        int x1 = -1;
        int y0 = height;
        int y1 = -1;
        for (int ly = 0; ly < height; ly++) {
            for (int lx = 0; lx < width; lx++) {
                int i = ly * width + lx;
                if ((bits[i >>> 6] & 1L << i) != 0) {
                    x0 = Math.min(x0, lx);
                    x1 = Math.max(x1, lx);
                    y0 = Math.min(y0, ly);
                    y1 = Math.max(y1, ly);
                }
            }
        }
        if (x0 == 0 && y0 == 0 && x1 == width - 1 && y1 == height - 1) {
            return this;
        }
        int w = x1 - x0 + 1;
        int h = y1 - y0 + 1;
        long[] out = new long[words(w * h)];
        for (int row = 0; row < h; row++) {
            copyBits(bits, (y0 + row) * width + x0, out, row * w, w);
        }
        return new CellMask(x + x0, y + y0, w, h, out, count);
    }

    /** Sets this mask's cells in {@code out}, a bit set of a {@code outWidth}-wide frame whose corner is (ox, oy). */
    private void paste(long[] out, int ox, int oy, int outWidth) {
        for (int row = 0; row < height; row++) {
            orBits(bits, row * width, out, (y + row - oy) * outWidth + x - ox, width);
        }
    }

    private static void copyBits(long[] src, int from, long[] dst, int to, int n) {
        orBits(src, from, dst, to, n);
    }

    private static void orBits(long[] src, int from, long[] dst, int to, int n) {
        int done = 0;
        while (done < n) {
            int s = from + done;
            int d = to + done;
            // as many bits as fit in the rest of both the source and the destination word
            int take = Math.min(n - done, Math.min(64 - (s & 63), 64 - (d & 63)));
            long chunk = src[s >>> 6] >>> (s & 63);
            if (take < 64) {
                chunk &= (1L << take) - 1;
            }
            dst[d >>> 6] |= chunk << (d & 63);
            done += take;
        }
    }

    private static int cardinality(long[] bits) {
        int n = 0;
        for (long b : bits) {
            n += Long.bitCount(b);
        }
        return n;
    }

    private static int words(int n) {
        return (n + 63) >>> 6;
    }

    @Override
    public boolean equals(Object o) {
        if (!(o instanceof CellMask m) || m.count != count) {
            return false;
        }
        return m.x == x && m.y == y && m.width == width && m.height == height && Arrays.equals(m.bits, bits);
    }

    @Override
    public int hashCode() {
        return ((x * 31 + y) * 31 + width) * 31 + height + Arrays.hashCode(bits);
    }

    @Override
    public String toString() {
        return "CellMask[" + count + " cells in " + width + "x" + height + " at " + x + "," + y + "]";
    }
}
