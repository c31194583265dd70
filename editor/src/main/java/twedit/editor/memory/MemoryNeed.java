package twedit.editor.memory;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * How much heap opening a map takes, estimated from its file before reading it: the data blocks' inflated sizes its
 * header declares (measured: an open, shown map holds 2-3 times them), or ten times the file for a file without them.
 * Only the header and size tables are read, each size checked, so a hostile file costs nothing.
 */
public final class MemoryNeed {
    /** Heap an open, shown map holds per byte of its inflated data (Tutorial.map: 278 MB for 98 MB). */
    static final int HELD_PER_BYTE = 3;

    private static final int HEADER = 36;
    private static final int MAX_TABLE = 64 << 20;

    private MemoryNeed() {}

    /** The heap opening {@code map} is expected to take, in MB (at least 1). */
    public static long megabytes(Path map) {
        long fileBytes;
        try {
            fileBytes = Files.size(map);
        } catch (IOException e) {
            return 1;
        }
        long inflated = inflatedBytes(map);
        long bytes = inflated > 0 ? inflated * HELD_PER_BYTE : fileBytes * 10;
        return Math.max(1, bytes >> 20);
    }

    /** The sum of the data blocks' inflated sizes the header of a version 4 datafile declares; 0 when it has none. */
    static long inflatedBytes(Path map) {
        try (InputStream in = Files.newInputStream(map)) {
            ByteBuffer h = ByteBuffer.wrap(in.readNBytes(HEADER)).order(ByteOrder.LITTLE_ENDIAN);
            if (h.limit() < HEADER) {
                return 0;
            }
            int magic = h.getInt(0);
            int version = h.getInt(4);
            // "DATA", or "ATAD" as big-endian writers put it
            boolean known = magic == 0x41544144 || magic == 0x44415441;
            if (!known || version != 4) {
                return 0;
            }
            int types = h.getInt(16);
            int items = h.getInt(20);
            int data = h.getInt(24);
            long skip = 12L * types + 4L * items + 4L * data;
            if (types < 0 || items < 0 || data <= 0 || skip > MAX_TABLE || 4L * data > MAX_TABLE) {
                return 0;
            }
            in.skipNBytes(skip);
            ByteBuffer sizes = ByteBuffer.wrap(in.readNBytes(4 * data)).order(ByteOrder.LITTLE_ENDIAN);
            long sum = 0;
            for (int i = 0; i + 4 <= sizes.limit(); i += 4) {
                sum += Math.max(0, sizes.getInt(i));
            }
            return sum;
        } catch (IOException | RuntimeException e) {
            return 0;
        }
    }
}
