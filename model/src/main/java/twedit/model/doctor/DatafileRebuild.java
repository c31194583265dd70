package twedit.model.doctor;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import twedit.model.datafile.DatafileItem;
import twedit.model.datafile.LittleEndian;

/**
 * Lays out salvaged items and data chunks as a well-formed version 3 or 4 datafile (datafile-format.md), so the
 * strict reader can read what the {@link TolerantReader} kept.
 */
final class DatafileRebuild {
    private static final int HEADER = 36;

    private DatafileRebuild() {}

    /**
     * The bytes of a well-formed datafile of {@code items} (grouped by type in order of first appearance) and
     * {@code chunks} as stored (zlib data with {@code declared} uncompressed sizes for version 4, raw for 3).
     */
    static byte[] write(int version, List<DatafileItem> items, List<byte[]> chunks, List<Integer> declared) {
        Map<Integer, List<DatafileItem>> byType = new LinkedHashMap<>();
        for (DatafileItem it : items) {
            byType.computeIfAbsent(it.type(), t -> new ArrayList<>()).add(it);
        }
        long itemSize = 0;
        for (DatafileItem it : items) {
            itemSize += 8 + 4L * it.data().length;
        }
        long dataSize = 0;
        for (byte[] c : chunks) {
            dataSize += c.length;
        }
        int nd = chunks.size();
        long total =
                HEADER + 12L * byType.size() + 4L * items.size() + (version == 4 ? 8L : 4L) * nd + itemSize + dataSize;
        byte[] out = new byte[(int) total];
        out[0] = 'D';
        out[1] = 'A';
        out[2] = 'T';
        out[3] = 'A';
        int[] header = {
            version,
            (int) total - 16,
            (int) (total - dataSize - 16),
            byType.size(),
            items.size(),
            nd,
            (int) itemSize,
            (int) dataSize
        };
        int w = 4;
        for (int v : header) {
            LittleEndian.putI32(out, w, v);
            w += 4;
        }
        int start = 0;
        for (Map.Entry<Integer, List<DatafileItem>> e : byType.entrySet()) {
            w = put(out, w, e.getKey(), start, e.getValue().size());
            start += e.getValue().size();
        }
        int offset = 0;
        for (List<DatafileItem> group : byType.values()) {
            for (DatafileItem it : group) {
                w = put(out, w, offset);
                offset += 8 + 4 * it.data().length;
            }
        }
        offset = 0;
        for (byte[] c : chunks) {
            w = put(out, w, offset);
            offset += c.length;
        }
        if (version == 4) {
            for (int d : declared) {
                w = put(out, w, d);
            }
        }
        for (List<DatafileItem> group : byType.values()) {
            for (DatafileItem it : group) {
                w = put(out, w, it.type() << 16 | it.id(), 4 * it.data().length);
                w = put(out, w, it.data());
            }
        }
        for (byte[] c : chunks) {
            System.arraycopy(c, 0, out, w, c.length);
            w += c.length;
        }
        return out;
    }

    private static int put(byte[] b, int at, int... values) {
        for (int v : values) {
            LittleEndian.putI32(b, at, v);
            at += 4;
        }
        return at;
    }
}
