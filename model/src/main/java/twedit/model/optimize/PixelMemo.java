package twedit.model.optimize;

import java.util.Arrays;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Remembers the pixels {@link OptimizeEdits#clearUnusedTiles} computed, by image content, so a second run on an
 * equal map (the editor analyses a copy in the background, then applies on its event thread) reuses them instead of
 * dilating again. Thread-safe; one per analysis, never shared globally.
 */
public final class PixelMemo {
    private final Map<Key, byte[]> results = new ConcurrentHashMap<>();

    /** The image content and what clearing depends on; compared by value. */
    private record Key(byte[] pixels, int width, int height, boolean[] ids, int hash) {
        static Key of(byte[] pixels, int width, int height, boolean[] ids) {
            int h = sampledHash(pixels) * 31 + Arrays.hashCode(ids);
            return new Key(pixels, width, height, ids == null ? null : ids.clone(), h * 31 + width * 7 + height);
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Key k
                    && k.hash == hash
                    && k.width == width
                    && k.height == height
                    && Arrays.equals(k.ids, ids)
                    && Arrays.equals(k.pixels, pixels);
        }

        @Override
        public int hashCode() {
            return hash;
        }

        /**
         * A hash of every 61st byte and the length: hashing whole images cost a sixth of a batch optimize, and most
         * keys are never looked up twice; equal keys are still compared byte for byte.
         */
        private static int sampledHash(byte[] b) {
            int h = b.length;
            for (int i = 0; i < b.length; i += 61) {
                h = h * 31 + b[i];
            }
            return h;
        }
    }

    /** The processed pixels for this content, computing them once. */
    byte[] get(byte[] pixels, int width, int height, boolean[] tileIds, java.util.function.Supplier<byte[]> compute) {
        return results.computeIfAbsent(Key.of(pixels, width, height, tileIds), k -> compute.get());
    }
}
