package twedit.model.optimize;

import java.util.Arrays;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.zip.Deflater;
import twedit.model.datafile.DataBlock;

/**
 * The level-9 zlib form of block contents, compressed once per content: the image step sizes its candidate pixels
 * with it ({@link PixelMemo#PixelMemo(TightBlocks)}) and {@link TightEncoder} then writes the very bytes it computed
 * instead of compressing the image again. Thread-safe. It holds the contents it compressed (the map holds them too),
 * so it is made for one map and dropped with it.
 */
public final class TightBlocks {
    private final Map<Content, byte[]> zlib = new ConcurrentHashMap<>();

    /** The level-9 zlib form of {@code raw} (treated as read-only from now on), compressing it the first time. */
    byte[] zlib(byte[] raw) {
        Content key = Content.of(raw);
        byte[] z = zlib.get(key);
        if (z == null) {
            // compressed outside the map's locks: two equal contents compressed at once give equal bytes
            z = deflate(raw);
            byte[] had = zlib.putIfAbsent(key, z);
            z = had != null ? had : z;
        }
        return z;
    }

    /** The level-9 form compressed before for this content, or null. */
    byte[] known(byte[] raw) {
        return zlib.isEmpty() ? null : zlib.get(Content.of(raw));
    }

    /** zlib at level 9 (map_optimize's Z_BEST_COMPRESSION), default strategy. */
    static byte[] deflate(byte[] input) {
        return DataBlock.deflate(input, Deflater.BEST_COMPRESSION);
    }

    /** Bytes compared by value, hashed by a sample (see {@link #sampledHash}). */
    record Content(byte[] bytes, int hash) {
        static Content of(byte[] bytes) {
            return new Content(bytes, sampledHash(bytes));
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Content c && c.hash == hash && Arrays.equals(c.bytes, bytes);
        }

        @Override
        public int hashCode() {
            return hash;
        }

        @Override
        public String toString() {
            return "Content[" + bytes.length + " bytes]";
        }

        /**
         * A hash of every 61st byte and the length: hashing whole images cost a sixth of a batch optimize, and most
         * keys are never looked up twice; equal keys are still compared byte for byte.
         */
        static int sampledHash(byte[] b) {
            int h = b.length;
            for (int i = 0; i < b.length; i += 61) {
                h = h * 31 + b[i];
            }
            return h;
        }
    }
}
