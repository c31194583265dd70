package twedit.model.datafile;

import java.util.Arrays;
import java.util.zip.DataFormatException;
import java.util.zip.Deflater;
import java.util.zip.Inflater;

/**
 * One data block of a datafile: kept as read (compressed, for byte-exact resaves) and inflated on first use,
 * never beyond its declared size.
 */
public final class DataBlock {
    /** The buffer {@link #check} inflates into: small enough to stay in cache, large enough for few native calls. */
    private static final int SCRATCH_BYTES = 32 << 10;

    private final int index;
    private final long declaredSize;
    private byte[] compressed;
    /** The uncompressed bytes of a block made in memory or read uncompressed (v3); null for read v4 blocks. */
    private final byte[] bytes;

    private DataBlock(int index, byte[] compressed, byte[] bytes, long declaredSize) {
        this.index = index;
        this.compressed = compressed;
        this.bytes = bytes;
        this.declaredSize = declaredSize;
    }

    /** A block made from uncompressed bytes (compressed when written). */
    public static DataBlock of(byte[] bytes) {
        return new DataBlock(-1, null, bytes, bytes.length);
    }

    /**
     * A block made from uncompressed bytes together with a zlib form of them compressed elsewhere (e.g. harder than
     * the default level), which the writer then stores as it is.
     */
    public static DataBlock precompressed(byte[] bytes, byte[] zlib) {
        return new DataBlock(-1, zlib, bytes, bytes.length);
    }

    /** A block read from a version 4 file: zlib data that must inflate to exactly {@code declaredSize} bytes. */
    static DataBlock compressed(int index, byte[] compressed, long declaredSize) {
        return new DataBlock(index, compressed, null, declaredSize);
    }

    /** A block read from a version 3 file, stored uncompressed. */
    static DataBlock raw(int index, byte[] bytes) {
        return new DataBlock(index, null, bytes, bytes.length);
    }

    /**
     * Whether the block holds its uncompressed bytes (made in memory, or read uncompressed), so a user that lets go
     * of a copy of them frees nothing.
     */
    public boolean keepsBytes() {
        return bytes != null;
    }

    /**
     * Whether the block was made from exactly {@code array} (the same object, not a copy): its holder may then read
     * the bytes from there instead of asking {@link #bytes} for a copy.
     */
    public boolean wraps(byte[] array) {
        return bytes != null && bytes == array;
    }

    /** The size the block claims to have uncompressed (v4 header field, or the raw length). */
    public long declaredSize() {
        return declaredSize;
    }

    /**
     * The uncompressed bytes, as a fresh array the caller may keep and modify (blocks read from a file are
     * inflated on each call and not cached, so a decoded map holds its tiles only once). Inflates at most the
     * declared size, so a zlib bomb cannot exhaust memory.
     *
     * @param limits caps the declared size before anything is allocated
     * @throws DatafileException when the block is corrupt or its inflated size differs from the declared size
     */
    public byte[] bytes(ReadLimits limits) throws DatafileException {
        // decided by the final field: `compressed` may be filled in by another thread (compressed() on a writer's
        // pool), so it is only read under the lock
        if (bytes != null) {
            return bytes.clone();
        }
        return inflate(limits, compressed(), true, declaredSize);
    }

    /**
     * The first {@code max} uncompressed bytes (all of them when the block is smaller), for a user that needs no
     * more, e.g. a tile layer its width x height x cell size: a block declaring more than that is neither allocated
     * nor inflated past it (DDNet 16.4 ignores the rest too: it never checks what zlib says about it), so a small
     * file whose block inflates to gigabytes costs what the layer needs. Checks as {@link #bytes(ReadLimits)} does
     * when the block is not larger than {@code max}; when it is, only that the first {@code max} bytes are there.
     *
     * @throws DatafileException when the block is corrupt or ends before {@code max} bytes (and before its declared
     *     size)
     */
    public byte[] bytes(ReadLimits limits, long max) throws DatafileException {
        if (bytes != null) {
            return max < bytes.length ? Arrays.copyOf(bytes, (int) Math.max(0, max)) : bytes.clone();
        }
        return inflate(limits, compressed(), true, Math.max(0, Math.min(max, declaredSize)));
    }

    /**
     * The uncompressed bytes as a stream that inflates as it is read, for a reader that converts them piece by piece
     * instead of holding them (the caller closes it). It gives what the data inflates to, unchecked: call it for a
     * block {@link #check} passed, whose bytes are then exactly {@link #declaredSize} long.
     */
    public java.io.InputStream open() {
        if (bytes != null) {
            return new java.io.ByteArrayInputStream(bytes);
        }
        Inflater inflater = new Inflater();
        return new java.util.zip.InflaterInputStream(
                new java.io.ByteArrayInputStream(compressed()), inflater, SCRATCH_BYTES) {
            @Override
            public void close() throws java.io.IOException {
                try {
                    super.close();
                } finally {
                    inflater.end(); // a stream given its own Inflater leaves ending it to its owner
                }
            }
        };
    }

    /**
     * Inflates the block as {@link #bytes} does, with the same checks and messages, but keeps nothing: a loader
     * learns that the block is sound without holding (and touching fresh memory for) its bytes until they are used.
     * A damaged block throws a plain {@link DatafileException}: no partial bytes are kept to hand on.
     *
     * @return the uncompressed size, which {@link #bytes} then returns
     */
    public long check(ReadLimits limits) throws DatafileException {
        if (bytes != null) {
            return bytes.length;
        }
        try {
            inflate(limits, compressed(), false, declaredSize);
        } catch (PartialDataException e) {
            throw new DatafileException(e.getMessage(), e);
        }
        return declaredSize;
    }

    /**
     * Inflates the first {@code want} bytes (the declared size, or less for a user that needs less) into a fresh
     * array ({@code keep}) or into a small scratch buffer that is overwritten as it fills. Only a whole block is
     * held to its declared size: the stream must end exactly there.
     */
    private byte[] inflate(ReadLimits limits, byte[] compressed, boolean keep, long want) throws DatafileException {
        String where = "data block " + index;
        if (declaredSize < 0) {
            throw new DatafileException(where + ": declared uncompressed size " + declaredSize + " is negative");
        }
        // what is allocated is checked, not what is declared: a part of a huge block fits the limits
        if (want > limits.maxTotalBytes() || want > Integer.MAX_VALUE - 8) {
            throw new DatafileException(where + ": declared uncompressed size " + declaredSize
                    + " is over the limit of " + limits.maxTotalBytes() + " bytes");
        }
        // zlib cannot compress better than about 1032:1, so a larger claim is a lie told before allocating
        if (want > 1100L * compressed.length + 1024) {
            throw new DatafileException(where + ": declared uncompressed size " + declaredSize + " is impossible for "
                    + compressed.length + " bytes of zlib data");
        }
        boolean whole = want == declaredSize;
        // allocate what is declared up to a cap, then grow as data actually arrives
        byte[] out = new byte[(int) Math.min(want, keep ? 64L << 20 : SCRATCH_BYTES)];
        Inflater inflater = new Inflater();
        int inflated = 0;
        try {
            inflater.setInput(compressed);
            int n = 0;
            int at = 0;
            while (n < want && !inflater.finished()) {
                if (at == out.length) {
                    if (keep) {
                        out = Arrays.copyOf(out, (int) Math.min(want, 2L * out.length));
                    } else {
                        at = 0;
                    }
                }
                // never past the declared size, so the probe below sees whatever the stream holds beyond it
                int got = inflater.inflate(out, at, (int) Math.min(out.length - at, want - n));
                if (got == 0 && (inflater.needsInput() || inflater.needsDictionary())) {
                    throw new PartialDataException(
                            where + ": zlib data ends after " + n + " of " + declaredSize + " declared bytes",
                            out,
                            keep ? n : 0);
                }
                n += got;
                at += got;
                inflated = n;
            }
            if (!whole) {
                // the user's part is full: what follows is not its business (nor DDNet's)
                return keep && out.length != n ? Arrays.copyOf(out, n) : out;
            }
            if (!inflater.finished()) {
                // the declared size is full; see whether the stream holds more than it claims
                byte[] probe = new byte[1];
                if (inflater.inflate(probe) > 0 || !inflater.finished()) {
                    throw new PartialDataException(
                            where + ": zlib data inflates to more than the declared " + declaredSize + " bytes",
                            out,
                            keep ? n : 0);
                }
            }
            if (n != declaredSize) {
                throw new DatafileException(
                        where + ": zlib data inflates to " + n + " bytes, declared " + declaredSize);
            }
            return out.length == n || !keep ? out : Arrays.copyOf(out, n);
        } catch (DataFormatException e) {
            // what inflated before the corrupt part is handed on: salvage keeps those cells
            throw new PartialDataException(
                    where + ": corrupt zlib data (" + e.getMessage() + ")", out, keep ? inflated : 0);
        } finally {
            inflater.end();
        }
    }

    /** The zlib-compressed form: the bytes read from the file when there were any, else freshly compressed. */
    public synchronized byte[] compressed() {
        if (compressed == null) {
            compressed = deflate(bytes);
        }
        return compressed;
    }

    /** Whether the block still holds its on-disk compressed form, so writing it costs no compression. */
    public synchronized boolean hasCompressed() {
        return compressed != null;
    }

    /** zlib `compress` with the default level, which java.util.zip reproduces byte for byte. */
    static byte[] deflate(byte[] input) {
        return deflate(input, Deflater.DEFAULT_COMPRESSION);
    }

    /**
     * The zlib form of {@code input} at {@code level} (0-9, or -1 for zlib's default): the one compression loop of
     * the model, for the datafile writer, the merge driver's faster level, optimize's level 9 and packed tile grids.
     */
    public static byte[] deflate(byte[] input, int level) {
        Deflater deflater = new Deflater(level);
        try {
            deflater.setInput(input);
            deflater.finish();
            // a guess that most blocks fit (they shrink); the buffer doubles for the rest
            byte[] buf = new byte[Math.max(64, input.length / 4 + 64)];
            int n = 0;
            while (!deflater.finished()) {
                if (n == buf.length) {
                    buf = Arrays.copyOf(buf, buf.length * 2);
                }
                n += deflater.deflate(buf, n, buf.length - n);
            }
            return Arrays.copyOf(buf, n);
        } finally {
            deflater.end();
        }
    }
}
