package twedit.model.datafile;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;
import java.util.zip.Deflater;

/**
 * Compresses the blocks a datafile still has to compress at a faster zlib level where that gives the same size
 * class, in parallel: for a writer that must be quick (git's merge driver) rather than byte for byte what DDNet
 * writes. Each block's first part is compressed at both levels; when the faster one is at most
 * {@link #SAME_CLASS_PERCENT} percent larger, the whole block takes it, else the default level. The result is
 * ordinary zlib that every reader inflates; {@link DatafileWriter} then stores the blocks as they are. Its
 * {@link #zlib} is there for any user that picks its own level (the optimize command's harder compression).
 */
public final class QuickCompression {
    /** The faster level: zlib's lazy matching with short chains. */
    static final int FAST_LEVEL = 4;

    /** How much larger than the default level the faster one may be, in percent, to count as the same size. */
    static final int SAME_CLASS_PERCENT = 3;

    /** The part of a block both levels compress to compare them. */
    private static final int SAMPLE = 256 << 10;

    /** Blocks below this size are compressed at the default level without comparing: they cost little anyway. */
    private static final int SMALL = 64 << 10;

    private QuickCompression() {}

    /** The zlib form of {@code input} at {@code level} (0-9, or -1 for zlib's default). */
    /** The zlib form of {@code input} at {@code level}: {@link DataBlock#deflate(byte[], int)}. */
    public static byte[] zlib(byte[] input, int level) {
        return DataBlock.deflate(input, level);
    }

    /** The zlib form of one block's bytes: the faster level when its sample compresses about as small. */
    static byte[] compress(byte[] bytes) {
        if (bytes.length < SMALL) {
            return DataBlock.deflate(bytes);
        }
        byte[] sample = bytes.length <= SAMPLE ? bytes : Arrays.copyOf(bytes, SAMPLE);
        long fast = zlib(sample, FAST_LEVEL).length;
        long normal = zlib(sample, Deflater.DEFAULT_COMPRESSION).length;
        boolean sameClass = fast * 100 <= normal * (100 + SAME_CLASS_PERCENT);
        return sameClass ? zlib(bytes, FAST_LEVEL) : DataBlock.deflate(bytes);
    }

    /**
     * {@code datafile} with every block that has no compressed form yet compressed as {@link #compress} does, on
     * {@code pool} (null: on the calling thread). Blocks already compressed (kept as read) stay as they are.
     */
    public static Datafile of(Datafile datafile, ExecutorService pool) {
        List<DataBlock> blocks = datafile.data();
        List<Future<DataBlock>> futures = new ArrayList<>();
        List<DataBlock> out = new ArrayList<>(blocks.size());
        for (DataBlock b : blocks) {
            Callable<DataBlock> job = () -> quick(b, datafile.limits());
            futures.add(b.hasCompressed() || pool == null ? null : pool.submit(job));
        }
        for (int i = 0; i < blocks.size(); i++) {
            DataBlock b = blocks.get(i);
            Future<DataBlock> f = futures.get(i);
            try {
                out.add(b.hasCompressed() ? b : f == null ? quick(b, datafile.limits()) : f.get());
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException("interrupted while compressing", e);
            } catch (ExecutionException e) {
                throw new IllegalStateException("compression failed", e.getCause());
            } catch (DatafileException e) {
                throw new IllegalStateException("a block made in memory could not be read", e);
            }
        }
        return new Datafile(
                datafile.version(),
                datafile.items(),
                out,
                datafile.warnings(),
                datafile.limits(),
                datafile.sizeFields());
    }

    private static DataBlock quick(DataBlock b, ReadLimits limits) throws DatafileException {
        byte[] bytes = b.bytes(limits);
        return DataBlock.precompressed(bytes, compress(bytes));
    }
}
