package twedit.model.optimize;

import java.util.Arrays;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Supplier;

/**
 * Remembers the pixels {@link OptimizeEdits#clearUnusedTiles} computed, by image content, and the size they are
 * written at, so a second run on an equal map (the editor analyses a copy in the background, then applies on its
 * event thread) reuses them instead of dilating and compressing again. Sizes are what Save writes (zlib's default
 * level), or with {@link #PixelMemo(TightBlocks)} what {@link TightEncoder} writes. Thread-safe; one per analysis,
 * never shared globally.
 */
public final class PixelMemo {
    private final Map<Key, byte[]> results = new ConcurrentHashMap<>();
    private final Map<TightBlocks.Content, Long> sizes = new ConcurrentHashMap<>();
    /** Where sizes come from when images are written at level 9; null: as Save writes them. */
    private final TightBlocks tight;

    /** A memo sizing pixels as Save writes them. */
    public PixelMemo() {
        this(null);
    }

    /**
     * A memo sizing pixels as {@link TightEncoder} writes them (level 9), keeping their compressed form in {@code
     * tight} for the encoder given the same: each image is then compressed once.
     */
    public PixelMemo(TightBlocks tight) {
        this.tight = tight;
    }

    /** The image content and what clearing depends on; compared by value. */
    private record Key(byte[] pixels, int width, int height, boolean[] ids, int hash) {
        static Key of(byte[] pixels, int width, int height, boolean[] ids) {
            int h = TightBlocks.Content.sampledHash(pixels) * 31 + Arrays.hashCode(ids);
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
    }

    /** The processed pixels for this content, computing them once. */
    byte[] get(byte[] pixels, int width, int height, boolean[] tileIds, Supplier<byte[]> compute) {
        Key key = Key.of(pixels, width, height, tileIds);
        byte[] px = results.get(key);
        if (px == null) {
            // computed outside the map's locks, so images in the same bin are processed in parallel; two threads
            // computing one content get equal pixels, and the first stored is kept
            px = compute.get();
            byte[] had = results.putIfAbsent(key, px);
            px = had != null ? had : px;
        }
        return px;
    }

    /** The bytes {@code pixels} (read-only from now on) take in the file as written; computed once per content. */
    long savedSize(byte[] pixels) {
        if (tight != null) {
            return tight.zlib(pixels).length;
        }
        TightBlocks.Content key = TightBlocks.Content.of(pixels);
        Long size = sizes.get(key);
        if (size == null) {
            size = OptimizeEdits.savedSize(pixels);
            sizes.putIfAbsent(key, size);
        }
        return size;
    }
}
