package twedit.model.size;

import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import java.util.zip.Adler32;
import java.util.zip.CRC32;
import java.util.zip.Deflater;
import twedit.model.datafile.DataBlock;
import twedit.model.datafile.DatafileException;
import twedit.model.datafile.ReadLimits;

/**
 * The zlib-compressed length of data blocks, remembered by content (length and two checksums), so that measuring a
 * map again after an edit compresses only the blocks whose bytes changed.
 */
public final class CompressedSizes {
    /** Enough for every block of a big map; the oldest are forgotten first. */
    private static final int CAPACITY = 4096;

    private record Key(int length, long crc, long adler) {}

    private final Map<Key, Integer> known = new LinkedHashMap<>(64, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<Key, Integer> eldest) {
            return size() > CAPACITY;
        }
    };

    private final byte[] scratch = new byte[64 * 1024];

    /**
     * Lengths by the array a block was made from (image pixels, sound data): those arrays are replaced, never changed
     * in place, so one seen before needs neither compressing nor hashing. Only the open map's arrays are kept.
     */
    private Map<Source, Integer> bySource = new HashMap<>();

    /** A block's source array (compared by identity, as arrays are) and the form it was encoded for. */
    record Source(byte[] array, String form) {}

    /** The length of {@code block}, made from {@code source}; remembered by the source's identity. */
    public synchronized int of(DataBlock block, Source source) {
        Integer known = bySource.get(source);
        if (known == null) {
            known = of(block);
            bySource.put(source, known);
        }
        return known;
    }

    /** Forgets the source arrays not in {@code live} (images and sounds replaced or gone). */
    synchronized void retainSources(Set<Source> live) {
        bySource.keySet().retainAll(live);
    }

    /** The length {@code block} has in the file: its on-disk form when it kept one, else what zlib makes of it. */
    public synchronized int of(DataBlock block) {
        if (block.hasCompressed()) {
            return block.compressed().length;
        }
        byte[] bytes;
        try {
            bytes = block.bytes(ReadLimits.DDNET);
        } catch (DatafileException e) {
            // blocks made in memory hold their bytes and cannot fail to give them; compress as the writer would
            return block.compressed().length;
        }
        CRC32 crc = new CRC32();
        crc.update(bytes);
        Adler32 adler = new Adler32();
        adler.update(bytes);
        Key key = new Key(bytes.length, crc.getValue(), adler.getValue());
        Integer size = known.get(key);
        if (size == null) {
            size = deflatedLength(bytes);
            known.put(key, size);
        }
        return size;
    }

    /** How many blocks are remembered. */
    public synchronized int cached() {
        return known.size();
    }

    /** zlib `compress` at the default level, as {@link DataBlock} writes it; only the length is kept. */
    private int deflatedLength(byte[] input) {
        Deflater deflater = new Deflater();
        try {
            deflater.setInput(input);
            deflater.finish();
            int n = 0;
            while (!deflater.finished()) {
                n += deflater.deflate(scratch, 0, scratch.length);
            }
            return n;
        } finally {
            deflater.end();
        }
    }
}
