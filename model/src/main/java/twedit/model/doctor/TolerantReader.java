package twedit.model.doctor;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import twedit.model.codec.ItemTypes;
import twedit.model.datafile.Datafile;
import twedit.model.datafile.DatafileException;
import twedit.model.datafile.DatafileItem;
import twedit.model.datafile.DatafileReader;
import twedit.model.datafile.LittleEndian;
import twedit.model.datafile.ReadLimits;

/**
 * Reads a damaged datafile as far as it can be trusted (datafile-format.md): finds the section layout that explains
 * the most of the file (trying header counts rebuilt from the item types and the file length), keeps each item and
 * data block whose own bounds check out, reports the rest, and hands back a well-formed datafile (rebuilt and read
 * by the strict {@link DatafileReader}) in which every dropped data block is a stub that fails when used.
 */
final class TolerantReader {
    private static final int HEADER = 36;
    /** The item types the map refers to by their position within the type (map-format.md "Items"). */
    private static final Set<Integer> HELD_TYPES =
            Set.of(ItemTypes.IMAGE, ItemTypes.ENVELOPE, ItemTypes.GROUP, ItemTypes.LAYER, ItemTypes.SOUND);

    private static final String[] FIELDS = {"num_item_types", "num_items", "num_data", "item_size", "data_size"};

    private final ReadLimits limits;
    private final List<String> problems = new ArrayList<>();
    /** Whether the file is shorter than its header says (so blocks past its end were cut off). */
    private boolean truncated;

    TolerantReader(ReadLimits limits) {
        this.limits = limits;
    }

    /** What was corrected or dropped, each as "where: what". */
    List<String> problems() {
        return problems;
    }

    /** The section sizes of one way to read the file; offsets follow from them. */
    private record Layout(int version, long types, long items, long data, long itemSize, long dataSize) {
        long itemOffsetsAt() {
            return HEADER + 12 * types;
        }

        long dataOffsetsAt() {
            return itemOffsetsAt() + 4 * items;
        }

        long dataSizesAt() {
            return dataOffsetsAt() + 4 * data;
        }

        long itemsAt() {
            return dataSizesAt() + (version == 4 ? 4 * data : 0);
        }

        long dataAt() {
            return itemsAt() + itemSize;
        }

        boolean fits(long fileLength) {
            return types >= 0
                    && types <= 0x10000
                    && items >= 0
                    && data >= 0
                    && itemSize >= 0
                    && itemSize % 4 == 0
                    && dataSize >= 0
                    && itemsAt() <= fileLength;
        }
    }

    /** The outcome of reading the file with one layout. */
    private static final class Parsed {
        final List<DatafileItem> items = new ArrayList<>();
        final List<byte[]> chunks = new ArrayList<>();
        final List<Integer> declared = new ArrayList<>();
        final List<String> problems = new ArrayList<>();
        int goodItems;
        int goodBlocks;

        int score(Layout l, long fileLength) {
            return 4 * goodItems + goodBlocks + (l.dataAt() + l.dataSize == fileLength ? 1 : 0);
        }
    }

    Datafile read(byte[] f) throws DatafileException {
        if (f.length < 8) {
            throw new DatafileException("file is " + f.length + " bytes, too short for a datafile header");
        }
        String magic = new String(f, 0, 4, StandardCharsets.ISO_8859_1);
        if (!magic.equals("DATA") && !magic.equals("ATAD")) {
            throw new DatafileException("not a datafile: the magic at offset 0 is not DATA or ATAD");
        }
        if (f.length < HEADER) {
            throw new DatafileException("file is " + f.length + " bytes, too short for the 36-byte header");
        }
        if (f.length > limits.maxTotalBytes()) {
            throw new DatafileException("file is " + f.length + " bytes, over the limit of " + limits.maxTotalBytes());
        }
        Layout declared = new Layout(
                4,
                LittleEndian.i32(f, 16),
                LittleEndian.i32(f, 20),
                LittleEndian.i32(f, 24),
                LittleEndian.i32(f, 28),
                LittleEndian.i32(f, 32));
        truncated = declared.dataAt() + declared.dataSize > f.length;
        Layout best = null;
        Parsed bestParse = null;
        int bestScore = -1;
        for (Layout l : candidates(f)) {
            Parsed p = parse(f, l, false);
            int s = p.score(l, f.length);
            if (s > bestScore) {
                best = l;
                bestParse = p;
                bestScore = s;
            }
        }
        if (best == null || bestParse.goodItems == 0) {
            throw new DatafileException("no item of the datafile can be recovered (the header and item tables are"
                    + " damaged beyond repair)");
        }
        int version = LittleEndian.i32(f, 4);
        if (version != best.version) {
            problems.add("header: version at offset 4 is " + version + " (read as " + best.version + ")");
        }
        long[] header = {
            LittleEndian.i32(f, 16),
            LittleEndian.i32(f, 20),
            LittleEndian.i32(f, 24),
            LittleEndian.i32(f, 28),
            LittleEndian.i32(f, 32)
        };
        long[] chosen = {best.types, best.items, best.data, best.itemSize, best.dataSize};
        for (int i = 0; i < 5; i++) {
            if (header[i] != chosen[i]) {
                problems.add("header: " + FIELDS[i] + " at offset " + (16 + 4 * i) + " is " + header[i] + " (read as "
                        + chosen[i] + ", which fits the rest of the file)");
            }
        }
        Parsed p = parse(f, best, true);
        problems.addAll(p.problems);
        return new DatafileReader(limits).read(DatafileRebuild.write(best.version, p.items, p.chunks, p.declared));
    }

    /** The header's layout, and layouts with one or two counts rebuilt from the item types or the file length. */
    private static Set<Layout> candidates(byte[] f) {
        int v = LittleEndian.i32(f, 4);
        int[] versions = v == 3 || v == 4 ? new int[] {v} : new int[] {4, 3};
        long len = f.length;
        long hT = LittleEndian.i32(f, 16);
        long hI = LittleEndian.i32(f, 20);
        long hD = LittleEndian.i32(f, 24);
        long hIS = LittleEndian.i32(f, 28);
        long hDS = LittleEndian.i32(f, 32);
        long[] walked = walkTypes(f);
        Set<Layout> out = new LinkedHashSet<>();
        for (int ver : versions) {
            long perData = ver == 4 ? 8 : 4;
            for (long t : new long[] {hT, walked[0]}) {
                for (long i : new long[] {hI, walked[1]}) {
                    long rest = HEADER + 12 * t + 4 * i;
                    out.add(new Layout(ver, t, i, hD, hIS, hDS));
                    out.add(new Layout(ver, t, i, hD, hIS, len - rest - perData * hD - hIS));
                    out.add(new Layout(ver, t, i, hD, len - rest - perData * hD - hDS, hDS));
                    long x = len - rest - hIS - hDS;
                    if (x >= 0 && x % perData == 0) {
                        out.add(new Layout(ver, t, i, x / perData, hIS, hDS));
                    }
                }
            }
        }
        out.removeIf(l -> !l.fits(len));
        return out;
    }

    /** How many item types the table holds and how many items they add up to, read until an entry is broken. */
    private static long[] walkTypes(byte[] f) {
        BitSet seen = new BitSet(0x10000);
        long sum = 0;
        int t = 0;
        int max = Math.min(0x10000, (f.length - HEADER) / 12);
        for (; t < max; t++) {
            int at = HEADER + 12 * t;
            int type = LittleEndian.i32(f, at);
            int start = LittleEndian.i32(f, at + 4);
            int num = LittleEndian.i32(f, at + 8);
            if (type < 0 || type > 0xFFFF || seen.get(type) || num <= 0 || start != sum || sum + num > f.length / 8) {
                break;
            }
            seen.set(type);
            sum += num;
        }
        return new long[] {t, sum};
    }

    private Parsed parse(byte[] f, Layout l, boolean keep) {
        Parsed p = new Parsed();
        items(f, l, p, keep);
        data(f, l, p, keep);
        return p;
    }

    /** The item type of each item index from the type table, or null when the table does not tile the items. */
    private static int[] typeTable(byte[] f, Layout l) {
        int[] typeOf = new int[(int) l.items];
        BitSet seen = new BitSet(0x10000);
        long next = 0;
        for (int t = 0; t < l.types; t++) {
            int at = HEADER + 12 * t;
            int type = LittleEndian.i32(f, at);
            int start = LittleEndian.i32(f, at + 4);
            int num = LittleEndian.i32(f, at + 8);
            if (type < 0 || type > 0xFFFF || seen.get(type) || num <= 0 || start != next || next + num > l.items) {
                return null;
            }
            seen.set(type);
            java.util.Arrays.fill(typeOf, (int) next, (int) (next + num), type);
            next += num;
        }
        return next == l.items ? typeOf : null;
    }

    private static void items(byte[] f, Layout l, Parsed p, boolean keep) {
        int n = (int) l.items;
        int[] typeOf = typeTable(f, l);
        if (typeOf == null && keep && l.types > 0) {
            p.problems.add("item types: the table does not match the items; each item's own header is trusted");
        }
        int itemsAt = (int) l.itemsAt();
        long area = Math.min(l.itemSize, f.length - l.itemsAt());
        int[] starts = new int[n];
        int prev = -1;
        long walk = 0;
        for (int i = 0; i < n; i++) {
            long off = LittleEndian.i32(f, (int) l.itemOffsetsAt() + 4 * i);
            boolean offOk = off >= 0 && off % 4 == 0 && off + 8 <= area && off > prev;
            boolean walkOk = walk >= 0 && walk % 4 == 0 && walk + 8 <= area && walk > prev;
            long s = -1;
            if (offOk && walkOk && off != walk) {
                s = typeOf != null
                                && headerType(f, itemsAt + (int) walk) == typeOf[i]
                                && headerType(f, itemsAt + (int) off) != typeOf[i]
                        ? walk
                        : off;
            } else if (offOk) {
                s = off;
            } else if (walkOk) {
                s = walk;
            }
            starts[i] = (int) s;
            if (s >= 0) {
                prev = (int) s;
                int size = LittleEndian.i32(f, itemsAt + (int) s + 4);
                walk = size >= 0 ? s + 8 + size : -1;
            } else {
                walk = -1;
            }
        }
        Set<Long> ids = new HashSet<>();
        List<Integer> holes = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            int s = starts[i];
            String where = "item " + i;
            if (s < 0) {
                dropOrHold(
                        p,
                        keep,
                        where,
                        "its offset " + LittleEndian.i32(f, (int) l.itemOffsetsAt() + 4 * i)
                                + " does not lead to an item",
                        typeOf != null ? typeOf[i] : -1,
                        holes);
                continue;
            }
            int at = itemsAt + s;
            int typeAndId = LittleEndian.i32(f, at);
            int size = LittleEndian.i32(f, at + 4);
            int type = (typeAndId >>> 16) & 0xFFFF;
            int id = typeAndId & 0xFFFF;
            where = "item " + i + " of type " + type + " (at byte " + at + ")";
            long end = i + 1 < n && starts[i + 1] >= 0 ? starts[i + 1] : i + 1 == n ? Math.min(l.itemSize, area) : -1;
            String bad = null;
            if (size < 0 || size % 4 != 0 || (long) s + 8 + size > area) {
                bad = "size " + size + " is negative, not a multiple of 4 or past the item area";
            } else if (end >= 0 && (long) s + 8 + size != end) {
                bad = "size " + size + " disagrees with where the next item starts";
            } else if (typeOf != null && type != typeOf[i]) {
                bad = "its header says type " + type + " but it lies in the range of type " + typeOf[i];
            } else if (!ids.add((long) type << 16 | id) && type != Datafile.ITEMTYPE_EX) {
                bad = "id " + id + " is used twice within type " + type;
            }
            if (bad != null) {
                dropOrHold(p, keep, where, bad, typeOf != null ? typeOf[i] : type, holes);
                continue;
            }
            p.goodItems++;
            if (keep) {
                p.items.add(new DatafileItem(type, id, LittleEndian.i32s(f, at + 8, size / 4)));
            }
        }
        giveHolesIds(p, holes, ids);
    }

    /**
     * Drops a damaged item; one of a type the map refers to by position (images, envelopes, groups, layers, sounds:
     * map-format.md) leaves an empty item of its type in its place, so the decoder keeps every later element at its
     * index (every link to it stays right) and makes the lost one a placeholder (images, sounds) or drops it alone.
     */
    private static void dropOrHold(Parsed p, boolean keep, String where, String why, int type, List<Integer> holes) {
        if (!HELD_TYPES.contains(type)) {
            drop(p, keep, where, why);
            return;
        }
        if (keep) {
            p.problems.add(where + ": " + why + "; its content is lost, an empty item of type " + type
                    + " keeps its place so the items after it keep their positions");
            holes.add(p.items.size());
            p.items.add(new DatafileItem(type, 0, new int[0]));
        }
    }

    /** Gives each hole an id its type does not use yet (the strict reader refuses repeated ids). */
    private static void giveHolesIds(Parsed p, List<Integer> holes, Set<Long> ids) {
        for (int k : holes) {
            int type = p.items.get(k).type();
            int id = 0;
            while (ids.contains((long) type << 16 | id)) {
                id++;
            }
            ids.add((long) type << 16 | id);
            p.items.set(k, new DatafileItem(type, id, new int[0]));
        }
    }

    private static int headerType(byte[] f, int at) {
        return (LittleEndian.i32(f, at) >>> 16) & 0xFFFF;
    }

    private void data(byte[] f, Layout l, Parsed p, boolean keep) {
        int n = (int) l.data;
        long dataAt = l.dataAt();
        String[] bad = blockProblems(f, l);
        for (int j = 0; j < n; j++) {
            if (bad[j] == null) {
                p.goodBlocks++;
            } else if (j + 1 == n || !bad[j].equals(bad[j + 1])) {
                // a run of blocks with the same problem (a truncated file) is reported once
                int first = j;
                while (first > 0 && bad[j].equals(bad[first - 1])) {
                    first--;
                }
                drop(p, keep, first == j ? "data block " + j : "data blocks " + first + ".." + j, bad[j]);
            }
            if (keep) {
                long start = LittleEndian.i32(f, (int) l.dataOffsetsAt() + 4 * j);
                long end = j + 1 < n ? LittleEndian.i32(f, (int) l.dataOffsetsAt() + 4 * j + 4) : l.dataSize;
                // a dropped block becomes a stub that fails when used, so later block indices stay right
                p.chunks.add(
                        bad[j] != null
                                ? new byte[] {l.version == 4 ? (byte) 0 : (byte) 0xFF}
                                : java.util.Arrays.copyOfRange(f, (int) (dataAt + start), (int) (dataAt + end)));
                p.declared.add(
                        bad[j] != null ? 1 : l.version == 4 ? LittleEndian.i32(f, (int) l.dataSizesAt() + 4 * j) : 0);
            }
        }
    }

    /** Why each data block cannot be kept, or null when its bounds (and, in version 4, its zlib header) check out. */
    private String[] blockProblems(byte[] f, Layout l) {
        int n = (int) l.data;
        long dataAt = l.dataAt();
        long available = Math.max(0, Math.min(l.dataSize, f.length - dataAt));
        long[] raw = new long[n];
        boolean[] startOk = new boolean[n];
        long[] before = new long[n];
        long prev = -1;
        for (int j = 0; j < n; j++) {
            raw[j] = LittleEndian.i32(f, (int) l.dataOffsetsAt() + 4 * j);
            before[j] = prev;
            startOk[j] = raw[j] >= 0 && raw[j] > prev && raw[j] < l.dataSize;
            prev = startOk[j] ? raw[j] : prev;
        }
        String[] bad = new String[n];
        for (int j = 0; j < n; j++) {
            long start = raw[j];
            long end = j + 1 < n ? raw[j + 1] : l.dataSize;
            int declared = l.version == 4 ? LittleEndian.i32(f, (int) l.dataSizesAt() + 4 * j) : 0;
            if (!startOk[j] && truncated && start > before[j] && start >= available) {
                bad[j] = "beyond the end of the file (the file is truncated)";
            } else if (!startOk[j]) {
                bad[j] = "its offset " + start + " is not after the previous block's or outside the data area";
            } else if (end <= start) {
                bad[j] = "its end is unknown (the next block's offset " + end + " is damaged)";
            } else if (end > available) {
                bad[j] = truncated
                        ? "cut off by the end of the file (the file is truncated)"
                        : "its end lies past the data area (the next block's offset " + end + " is damaged)";
            } else if (l.version == 4
                    && (declared < 0 || declared > limits.maxTotalBytes() || declared > 1100L * (end - start) + 1024)) {
                bad[j] = "declared uncompressed size " + declared + " is impossible";
            } else if (l.version == 4 && !zlibHeader(f, (int) (dataAt + start))) {
                bad[j] = "its data does not start with a zlib header";
            }
        }
        return bad;
    }

    /** Whether two bytes at {@code at} are a zlib stream header (deflate, checksum a multiple of 31). */
    private static boolean zlibHeader(byte[] f, int at) {
        if (at + 1 >= f.length) {
            return false;
        }
        int cmf = f[at] & 0xFF;
        int flg = f[at + 1] & 0xFF;
        return (cmf & 0x0F) == 8 && (cmf >> 4) <= 7 && (cmf * 256 + flg) % 31 == 0;
    }

    private static void drop(Parsed p, boolean keep, String where, String why) {
        if (keep) {
            p.problems.add(where + ": " + why + "; dropped");
        }
    }
}
