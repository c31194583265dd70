package twedit.model.datafile;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;

/**
 * Writes a {@link Datafile} as version 4, laid out exactly as DDNet's writer does (datafile-format.md "Format"):
 * types in the order their first item appears, items grouped by type, blocks compressed with zlib.
 */
public final class DatafileWriter {
    private final ExecutorService compressor;

    /** A writer that compresses blocks on the calling thread. */
    public DatafileWriter() {
        this(null);
    }

    /** A writer that compresses blocks needing it on {@code compressor} (null: the calling thread). */
    public DatafileWriter(ExecutorService compressor) {
        this.compressor = compressor;
    }

    /** The file's bytes. Blocks that still hold their on-disk compressed form are copied as they are. */
    public byte[] write(Datafile datafile) {
        Map<Integer, List<DatafileItem>> byType = new LinkedHashMap<>();
        for (DatafileItem item : datafile.items()) {
            byType.computeIfAbsent(item.type(), t -> new ArrayList<>()).add(item);
        }
        List<byte[]> compressed = compressAll(datafile.data());
        int numItems = datafile.items().size();
        int numData = compressed.size();
        long itemSize = 0;
        for (DatafileItem item : datafile.items()) {
            itemSize += 8 + 4L * item.data().length;
        }
        long dataSize = 0;
        for (byte[] c : compressed) {
            dataSize += c.length;
        }
        long fileSize =
                DatafileReader.HEADER_SIZE + 12L * byType.size() + 4L * (numItems + 2L * numData) + itemSize + dataSize;
        if (fileSize > Integer.MAX_VALUE - 8) {
            throw new IllegalArgumentException("datafile would be " + fileSize + " bytes, too large to write");
        }
        byte[] out = new byte[(int) fileSize];
        int p = 0;
        out[p++] = 'D';
        out[p++] = 'A';
        out[p++] = 'T';
        out[p++] = 'A';
        int[] sizeFields = datafile.sizeFields();
        if (sizeFields == null) {
            sizeFields = new int[] {(int) fileSize - 16, (int) (fileSize - dataSize - 16)};
        }
        int[] header = {
            4, sizeFields[0], sizeFields[1], byType.size(), numItems, numData, (int) itemSize, (int) dataSize
        };
        for (int v : header) {
            LittleEndian.putI32(out, p, v);
            p += 4;
        }
        int start = 0;
        for (Map.Entry<Integer, List<DatafileItem>> e : byType.entrySet()) {
            LittleEndian.putI32(out, p, e.getKey());
            LittleEndian.putI32(out, p + 4, start);
            LittleEndian.putI32(out, p + 8, e.getValue().size());
            p += 12;
            start += e.getValue().size();
        }
        int offset = 0;
        for (List<DatafileItem> group : byType.values()) {
            for (DatafileItem item : group) {
                LittleEndian.putI32(out, p, offset);
                p += 4;
                offset += 8 + 4 * item.data().length;
            }
        }
        offset = 0;
        for (byte[] c : compressed) {
            LittleEndian.putI32(out, p, offset);
            p += 4;
            offset += c.length;
        }
        for (DataBlock block : datafile.data()) {
            LittleEndian.putI32(out, p, (int) block.declaredSize());
            p += 4;
        }
        for (List<DatafileItem> group : byType.values()) {
            for (DatafileItem item : group) {
                LittleEndian.putI32(out, p, item.type() << 16 | item.id());
                LittleEndian.putI32(out, p + 4, 4 * item.data().length);
                p += 8;
                for (int v : item.data()) {
                    LittleEndian.putI32(out, p, v);
                    p += 4;
                }
            }
        }
        for (byte[] c : compressed) {
            System.arraycopy(c, 0, out, p, c.length);
            p += c.length;
        }
        return out;
    }

    private List<byte[]> compressAll(List<DataBlock> blocks) {
        List<byte[]> out = new ArrayList<>(blocks.size());
        if (compressor == null) {
            for (DataBlock b : blocks) {
                out.add(b.compressed());
            }
            return out;
        }
        List<Future<byte[]>> futures = new ArrayList<>(blocks.size());
        for (DataBlock b : blocks) {
            futures.add(
                    b.hasCompressed()
                            ? null
                            : compressor.submit((java.util.concurrent.Callable<byte[]>) b::compressed));
        }
        for (int i = 0; i < blocks.size(); i++) {
            Future<byte[]> f = futures.get(i);
            try {
                out.add(f == null ? blocks.get(i).compressed() : f.get());
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException("interrupted while compressing", e);
            } catch (java.util.concurrent.ExecutionException e) {
                throw new IllegalStateException("compression failed", e.getCause());
            }
        }
        return out;
    }
}
