package twedit.model.datafile;

import java.io.FileNotFoundException;
import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;

/**
 * Reads a datafile (versions 3 and 4, magic DATA or ATAD) into a {@link Datafile}, refusing every layout DDNet's
 * loader refuses (map-checks.md items 1-7) with a message naming the field and its byte offset.
 */
public final class DatafileReader {
    static final int HEADER_SIZE = 36;
    private static final String[] HEADER_FIELDS = {
        "size", "swaplen", "num_item_types", "num_items", "num_data", "item_size", "data_size"
    };

    private final ReadLimits limits;

    public DatafileReader(ReadLimits limits) {
        this.limits = limits;
    }

    /** Reads a file, refusing one larger than the limits before reading it into memory. */
    public Datafile read(Path path) throws DatafileException, IOException {
        RandomAccessFile file = openDirect(path);
        if (file == null) {
            checkSize(Files.size(path));
            return read(Files.readAllBytes(path));
        }
        try (file) {
            byte[] bytes = new byte[checkSize(file.length())];
            file.readFully(bytes);
            return read(bytes);
        }
    }

    /**
     * The file opened for one read into an array of its size: RandomAccessFile's classes are in the JDK's class-data
     * archive, where the channel classes behind Files.readAllBytes are loaded from scratch by a cold JVM (7 ms of
     * opening a map). Null for a file it cannot open (missing, unreadable, a directory) or on another file system:
     * Files then reads it, or throws the exception that says why, as callers expect (NoSuchFileException...).
     */
    private static RandomAccessFile openDirect(Path path) {
        if (path.getFileSystem() != FileSystems.getDefault()) {
            return null;
        }
        try {
            return new RandomAccessFile(path.toFile(), "r");
        } catch (FileNotFoundException e) {
            return null;
        }
    }

    private int checkSize(long size) throws DatafileException {
        if (size > limits.maxTotalBytes() || size > Integer.MAX_VALUE - 8) {
            throw new DatafileException("file is " + size + " bytes, over the limit of " + limits.maxTotalBytes());
        }
        return (int) size;
    }

    /** Reads a datafile held in memory. The array must not change afterwards. */
    public Datafile read(byte[] file) throws DatafileException {
        List<String> warnings = new ArrayList<>();
        // version_header (datafile-format.md "Version header")
        if (file.length < 8) {
            throw new DatafileException("file is " + file.length + " bytes, too short for a datafile header");
        }
        String magic = new String(file, 0, 4, java.nio.charset.StandardCharsets.ISO_8859_1);
        if (!magic.equals("DATA") && !magic.equals("ATAD")) {
            throw new DatafileException(
                    "not a datafile: magic at offset 0 is " + printable(magic) + " (expected DATA or ATAD)");
        }
        int version = LittleEndian.i32(file, 4);
        if (version != 3 && version != 4) {
            throw new DatafileException(
                    "version at offset 4 is " + version + " (only datafile versions 3 and 4 exist)");
        }
        if (file.length < HEADER_SIZE) {
            throw new DatafileException("file is " + file.length + " bytes, too short for the 36-byte header");
        }
        int[] h = LittleEndian.i32s(file, 8, 7);
        for (int i = 2; i < 7; i++) {
            if (h[i] < 0) {
                throw new DatafileException("header field " + HEADER_FIELDS[i] + " at offset " + (8 + 4 * i)
                        + " is negative (" + h[i] + ")");
            }
        }
        int numTypes = h[2];
        int numItems = h[3];
        int numData = h[4];
        int itemSize = h[5];
        int dataSize = h[6];
        if (itemSize % 4 != 0) {
            throw new DatafileException("header field item_size at offset 28 is " + itemSize + ", not a multiple of 4");
        }
        if (numTypes > 0x10000) {
            throw new DatafileException(
                    "header field num_item_types at offset 16 is " + numTypes + " (at most 65536 item types exist)");
        }
        long typesAt = HEADER_SIZE;
        long itemOffsetsAt = typesAt + 12L * numTypes;
        long dataOffsetsAt = itemOffsetsAt + 4L * numItems;
        long dataSizesAt = dataOffsetsAt + 4L * numData;
        long itemsAt = dataSizesAt + (version == 4 ? 4L * numData : 0);
        long dataAt = itemsAt + itemSize;
        long total = dataAt + dataSize;
        if (total > limits.maxTotalBytes()) {
            throw new DatafileException(
                    "header declares " + total + " bytes in all, over the limit of " + limits.maxTotalBytes());
        }
        if (total != file.length) {
            throw new DatafileException("file is " + file.length + " bytes but its header declares " + total
                    + " (num_item_types=" + numTypes + ", num_items=" + numItems + ", num_data=" + numData
                    + ", item_size=" + itemSize + ", data_size=" + dataSize + ")"
                    + (total > file.length ? ": the file is truncated" : ": extra bytes at the end"));
        }
        if (h[0] != file.length - 16 || h[1] != file.length - dataSize - 16) {
            // older writers stored these differently; DDNet ignores both fields (map-checks.md item 3)
            warnings.add("header size/swaplen fields (" + h[0] + "/" + h[1] + ") do not match the file ("
                    + (file.length - 16) + "/" + (file.length - dataSize - 16) + "); ignored as DDNet does");
        }
        int[] typeOfIndex = readItemTypes(file, (int) typesAt, numTypes, numItems);
        int[] itemOffsets = readOffsets(file, (int) itemOffsetsAt, numItems, itemSize, "item");
        List<DatafileItem> items = readItems(file, (int) itemsAt, itemOffsets, itemSize, typeOfIndex, warnings);
        int[] dataOffsets = readOffsets(file, (int) dataOffsetsAt, numData, dataSize, "data");
        List<DataBlock> blocks = new ArrayList<>(numData);
        for (int i = 0; i < numData; i++) {
            int start = dataOffsets[i];
            int end = i + 1 < numData ? dataOffsets[i + 1] : dataSize;
            byte[] chunk = java.util.Arrays.copyOfRange(file, (int) dataAt + start, (int) dataAt + end);
            if (version == 4) {
                int declared = LittleEndian.i32(file, (int) dataSizesAt + 4 * i);
                blocks.add(DataBlock.compressed(i, chunk, declared));
            } else {
                blocks.add(DataBlock.raw(i, chunk));
            }
        }
        return new Datafile(version, items, blocks, warnings, limits, new int[] {h[0], h[1]});
    }

    /** item_types: each type once, in 0..0xFFFF, non-empty, and their ranges tiling the item array in order. */
    private static int[] readItemTypes(byte[] file, int at, int numTypes, int numItems) throws DatafileException {
        int[] typeOfIndex = new int[numItems];
        BitSet seen = new BitSet(0x10000);
        long next = 0;
        for (int t = 0; t < numTypes; t++) {
            int off = at + 12 * t;
            int type = LittleEndian.i32(file, off);
            int start = LittleEndian.i32(file, off + 4);
            int num = LittleEndian.i32(file, off + 8);
            String where = "item type " + t + " (offset " + off + ")";
            if (type < 0 || type > 0xFFFF) {
                throw new DatafileException(where + ": type_id " + type + " is outside 0..65535");
            }
            if (seen.get(type)) {
                throw new DatafileException(where + ": type_id " + type + " is listed twice");
            }
            seen.set(type);
            if (num <= 0) {
                throw new DatafileException(where + ": type " + type + " has " + num + " items (must be at least 1)");
            }
            if (start != next) {
                throw new DatafileException(where + ": type " + type + " starts at item " + start
                        + " but the previous types end at item " + next);
            }
            if (next + num > numItems) {
                throw new DatafileException(where + ": type " + type + " claims items " + start + ".."
                        + (next + num - 1) + " but the file has only " + numItems + " items");
            }
            for (int i = 0; i < num; i++) {
                typeOfIndex[(int) next + i] = type;
            }
            next += num;
        }
        if (next != numItems) {
            throw new DatafileException("item types cover " + next + " items but the header declares " + numItems);
        }
        return typeOfIndex;
    }

    /** item_offsets / data_offsets: start at 0, strictly increase, stay inside their area. */
    private static int[] readOffsets(byte[] file, int at, int count, int areaSize, String what)
            throws DatafileException {
        int[] offsets = new int[count];
        for (int i = 0; i < count; i++) {
            int off = LittleEndian.i32(file, at + 4 * i);
            String where = what + " offset " + i + " (at byte " + (at + 4 * i) + ")";
            if (i == 0 && off != 0) {
                throw new DatafileException(where + " is " + off + "; the first must be 0");
            }
            if (i > 0 && off <= offsets[i - 1]) {
                throw new DatafileException(where + " is " + off + ", not after the previous " + offsets[i - 1]);
            }
            if (off >= areaSize) {
                throw new DatafileException(
                        where + " is " + off + ", past the " + what + " area of " + areaSize + " bytes");
            }
            offsets[i] = off;
        }
        return offsets;
    }

    private static List<DatafileItem> readItems(
            byte[] file, int itemsAt, int[] offsets, int itemSize, int[] typeOfIndex, List<String> warnings)
            throws DatafileException {
        List<DatafileItem> items = new ArrayList<>(offsets.length);
        BitSet idsOfType = new BitSet(0x10000);
        for (int i = 0; i < offsets.length; i++) {
            int off = offsets[i];
            int end = i + 1 < offsets.length ? offsets[i + 1] : itemSize;
            int at = itemsAt + off;
            if (end - off < 8) {
                throw new DatafileException("item " + i + " at byte " + at + ": only " + (end - off)
                        + " bytes, too short for its 8-byte header");
            }
            int typeAndId = LittleEndian.i32(file, at);
            int size = LittleEndian.i32(file, at + 4);
            int type = (typeAndId >>> 16) & 0xFFFF;
            int id = typeAndId & 0xFFFF;
            String where = "item " + i + " of type " + type + " (at byte " + at + ")";
            if (size < 0 || size % 4 != 0) {
                throw new DatafileException(where + ": size " + size + " is negative or not a multiple of 4");
            }
            if ((long) off + 8 + size != end) {
                throw new DatafileException(where + ": size " + size + " runs "
                        + ((long) off + 8 + size > end ? "past" : "short of") + " the item's end at item byte " + end);
            }
            if (type != typeOfIndex[i]) {
                throw new DatafileException(where + ": its header says type " + type
                        + " but it lies in the range of type " + typeOfIndex[i]);
            }
            if (i == 0 || typeOfIndex[i - 1] != type) {
                idsOfType.clear();
            }
            if (idsOfType.get(id) && type == Datafile.ITEMTYPE_EX) {
                // an older DDNet writer registered some UUID types twice; DDNet 16.4 loads such maps (maps7/Tsunami)
                warnings.add(where + ": UUID index id " + id + " is listed twice; the first entry is used");
            } else if (idsOfType.get(id)) {
                throw new DatafileException(where + ": id " + id + " is used twice within type " + type);
            }
            idsOfType.set(id);
            items.add(new DatafileItem(type, id, LittleEndian.i32s(file, at + 8, size / 4)));
        }
        return items;
    }

    private static String printable(String s) {
        StringBuilder b = new StringBuilder("'");
        for (char c : s.toCharArray()) {
            b.append(c >= 32 && c < 127 ? String.valueOf(c) : String.format("\\x%02x", (int) c));
        }
        return b.append('\'').toString();
    }
}
