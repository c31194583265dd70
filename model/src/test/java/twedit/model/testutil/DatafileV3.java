package twedit.model.testutil;

import java.io.ByteArrayOutputStream;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import twedit.model.datafile.DataBlock;
import twedit.model.datafile.Datafile;
import twedit.model.datafile.DatafileException;
import twedit.model.datafile.DatafileItem;

/** Writes a datafile in the old version 3 layout (no data sizes, data uncompressed), which we read but never write. */
public final class DatafileV3 {
    private DatafileV3() {}

    public static byte[] write(Datafile df, boolean reversedMagic) throws DatafileException {
        Map<Integer, List<DatafileItem>> byType = new LinkedHashMap<>();
        for (DatafileItem it : df.items()) {
            byType.computeIfAbsent(it.type(), t -> new ArrayList<>()).add(it);
        }
        List<byte[]> data = new ArrayList<>();
        for (DataBlock b : df.data()) {
            data.add(b.bytes(df.limits()));
        }
        int itemSize = 0;
        for (DatafileItem it : df.items()) {
            itemSize += 8 + 4 * it.data().length;
        }
        int dataSize = data.stream().mapToInt(d -> d.length).sum();
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.writeBytes((reversedMagic ? "ATAD" : "DATA").getBytes(java.nio.charset.StandardCharsets.US_ASCII));
        int total = 36 + 12 * byType.size() + 4 * (df.items().size() + data.size()) + itemSize + dataSize;
        for (int v : new int[] {
            3, total - 16, total - dataSize - 16, byType.size(), df.items().size(), data.size(), itemSize, dataSize
        }) {
            le(out, v);
        }
        int start = 0;
        for (Map.Entry<Integer, List<DatafileItem>> e : byType.entrySet()) {
            le(out, e.getKey());
            le(out, start);
            le(out, e.getValue().size());
            start += e.getValue().size();
        }
        int off = 0;
        for (List<DatafileItem> g : byType.values()) {
            for (DatafileItem it : g) {
                le(out, off);
                off += 8 + 4 * it.data().length;
            }
        }
        off = 0;
        for (byte[] d : data) {
            le(out, off);
            off += d.length;
        }
        for (List<DatafileItem> g : byType.values()) {
            for (DatafileItem it : g) {
                le(out, it.type() << 16 | it.id());
                le(out, 4 * it.data().length);
                for (int v : it.data()) {
                    le(out, v);
                }
            }
        }
        for (byte[] d : data) {
            out.writeBytes(d);
        }
        return out.toByteArray();
    }

    private static void le(ByteArrayOutputStream out, int v) {
        out.write(v);
        out.write(v >>> 8);
        out.write(v >>> 16);
        out.write(v >>> 24);
    }
}
