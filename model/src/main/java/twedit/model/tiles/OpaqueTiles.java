package twedit.model.tiles;

import java.util.Arrays;

/**
 * Which of an image's 256 tiles are fully opaque, as DDNet's editor decides it (src/game/editor/mapitems/image.cpp
 * {@code AnalyseTileFlags}): the image is cut into 16 x 16 square tiles of width/16 pixels (integer division; an
 * image whose width/16 and height/16 differ has no opaque tile), and a tile is opaque when every pixel of it has an
 * alpha of 250 or more. An image narrower than 16 pixels has tiles of no pixels, which DDNet counts as opaque.
 */
public final class OpaqueTiles {
    /** No tile is opaque: the flags of a layer without an image, or drawn with a translucent colour. */
    public static final OpaqueTiles NONE = new OpaqueTiles(new long[4]);

    private static final int MIN_ALPHA = 250;

    private final long[] bits;

    private OpaqueTiles(long[] bits) {
        this.bits = bits;
    }

    /**
     * Analyses RGBA pixels (4 bytes per pixel, row-major) of a {@code width} x {@code height} image; pixels missing
     * from a short array count as transparent.
     */
    public static OpaqueTiles ofRgba(int width, int height, byte[] rgba) {
        return analyse(width, height, (x, y) -> {
            long p = ((long) y * width + x) * 4 + 3;
            return p < rgba.length ? rgba[(int) p] & 0xFF : 0;
        });
    }

    /** Every tile opaque when the tiles are square (an image without an alpha channel, e.g. 0.7's RGB images). */
    public static OpaqueTiles ofOpaque(int width, int height) {
        return analyse(width, height, (x, y) -> 255);
    }

    private interface Alpha {
        int at(int x, int y);
    }

    private static OpaqueTiles analyse(int width, int height, Alpha alpha) {
        int tile = width / 16;
        if (width < 0 || height < 0 || tile != height / 16) {
            return NONE;
        }
        long[] bits = new long[4];
        for (int id = 0; id < 256; id++) {
            int x0 = id % 16 * tile;
            int y0 = id / 16 * tile;
            boolean opaque = true;
            for (int y = 0; y < tile && opaque; y++) {
                for (int x = 0; x < tile; x++) {
                    if (alpha.at(x0 + x, y0 + y) < MIN_ALPHA) {
                        opaque = false;
                        break;
                    }
                }
            }
            if (opaque) {
                bits[id >>> 6] |= 1L << (id & 63);
            }
        }
        return new OpaqueTiles(bits);
    }

    /** Whether tile {@code index} (0..255) is opaque. */
    public boolean opaque(int index) {
        return (bits[(index & 0xFF) >>> 6] & 1L << (index & 63)) != 0;
    }

    /** How many of the 256 tiles are opaque. */
    public int count() {
        int n = 0;
        for (long b : bits) {
            n += Long.bitCount(b);
        }
        return n;
    }

    /**
     * The flags byte DDNet's editor saves for a tile of this image: the turning bits kept, the opaque bit set from
     * the image, everything else cleared (layer_tiles.cpp {@code PrepareForSave}).
     */
    public int flags(int index, int flags) {
        return flags & TileFlags.TRANSFORM | (opaque(index) ? TileFlags.OPAQUE : 0);
    }

    /**
     * The flags of {@link #flags} written into packed tiles-layer cells (4 bytes each: index, flags, skip, reserved);
     * empty cells (index 0) are left all zero. Returns whether any byte changed.
     */
    public boolean applyTo(byte[] tilesCells) {
        boolean changed = false;
        for (int o = 0; o + 1 < tilesCells.length; o += 4) {
            int index = tilesCells[o] & 0xFF;
            if (index != 0) {
                byte want = (byte) flags(index, tilesCells[o + 1] & 0xFF);
                changed |= want != tilesCells[o + 1];
                tilesCells[o + 1] = want;
            }
        }
        return changed;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof OpaqueTiles && Arrays.equals(bits, ((OpaqueTiles) o).bits);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(bits);
    }

    @Override
    public String toString() {
        return "OpaqueTiles[" + count() + " of 256]";
    }
}
