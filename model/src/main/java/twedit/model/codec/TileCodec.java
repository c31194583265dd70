package twedit.model.codec;

import java.io.ByteArrayOutputStream;
import twedit.model.datafile.DatafileException;

/** Teeworlds 0.7 tile "skip" compression (map-format.md "'Tile' tile type"): runs of equal 4-byte tiles. */
public final class TileCodec {
    private TileCodec() {}

    /**
     * Expands skip-compressed tiles to exactly {@code count} tiles, zeroing the skip bytes.
     *
     * @throws DatafileException when the runs do not add up to exactly {@code count} tiles (map-checks.md item 13)
     */
    public static byte[] expand(byte[] packed, int count, String where) throws DatafileException {
        if (packed.length % 4 != 0) {
            throw new DatafileException(
                    where + ": compressed tile data of " + packed.length + " bytes is not a whole number of tiles");
        }
        if ((long) count > 256L * (packed.length / 4)) {
            throw new DatafileException(where + ": " + packed.length / 4 + " compressed tiles cannot expand to the"
                    + " layer's " + count + " tiles (at most 256 each)");
        }
        byte[] out = new byte[count * 4];
        int n = 0;
        for (int i = 0; i < packed.length; i += 4) {
            int run = (packed[i + 2] & 0xFF) + 1;
            if (n + run > count) {
                throw new DatafileException(where + ": compressed tiles expand past the layer's " + count + " tiles");
            }
            for (int k = 0; k < run; k++) {
                int o = (n + k) * 4;
                out[o] = packed[i];
                out[o + 1] = packed[i + 1];
                out[o + 3] = packed[i + 3];
            }
            n += run;
        }
        if (n != count) {
            throw new DatafileException(where + ": compressed tiles expand to " + n + " tiles, the layer has " + count);
        }
        return out;
    }

    /** Compresses 4-byte tiles into runs of at most 256 equal tiles (the skip byte holds run length - 1). */
    public static byte[] compress(byte[] tiles) {
        ByteArrayOutputStream out = new ByteArrayOutputStream(Math.min(tiles.length, 1 << 16));
        int count = tiles.length / 4;
        int i = 0;
        while (i < count) {
            int run = 1;
            while (i + run < count && run < 256 && sameTile(tiles, i, i + run)) {
                run++;
            }
            out.write(tiles[4 * i]);
            out.write(tiles[4 * i + 1]);
            out.write(run - 1);
            out.write(tiles[4 * i + 3]);
            i += run;
        }
        return out.toByteArray();
    }

    /**
     * Whether {@link #compress} stores {@code tiles} in fewer tiles than they are (two neighbours are equal): then a
     * reader that takes the block for the whole layer runs past its end.
     */
    public static boolean packs(byte[] tiles) {
        int count = tiles.length / 4;
        for (int i = 1; i < count; i++) {
            if (sameTile(tiles, i - 1, i)) {
                return true;
            }
        }
        return false;
    }

    private static boolean sameTile(byte[] t, int a, int b) {
        // the skip byte is ignored: expanded tiles carry 0 there
        return t[4 * a] == t[4 * b] && t[4 * a + 1] == t[4 * b + 1] && t[4 * a + 3] == t[4 * b + 3];
    }
}
