package twedit.model.datafile;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.UUID;

/**
 * A datafile's structure: its items in file order (grouped by type) and its data blocks, with no map meaning.
 * Immutable once built; the reader makes one from bytes, the writer turns one back into bytes.
 */
public final class Datafile {
    /** The type of UUID index items, which map UUID item types to the numbers used in the file (errata 1). */
    public static final int ITEMTYPE_EX = 0xFFFF;

    private final int version;
    private final List<DatafileItem> items;
    private final List<DataBlock> data;
    private final List<String> warnings;
    private final ReadLimits limits;
    private final int[] sizeFields;

    /**
     * @param sizeFields the header's size and swaplen as read, kept so an untouched file is rewritten byte for
     *     byte even when an old writer stored them wrongly; null to have the writer compute them
     */
    public Datafile(
            int version,
            List<DatafileItem> items,
            List<DataBlock> data,
            List<String> warnings,
            ReadLimits limits,
            int[] sizeFields) {
        this.version = version;
        this.sizeFields = sizeFields == null ? null : sizeFields.clone();
        this.items = List.copyOf(items);
        this.data = List.copyOf(data);
        this.warnings = List.copyOf(warnings);
        this.limits = limits;
    }

    /** A new datafile (version 4) from items and blocks, as an encoder builds it. */
    public static Datafile of(List<DatafileItem> items, List<DataBlock> data) {
        return new Datafile(4, items, data, List.of(), ReadLimits.DDNET, null);
    }

    public int version() {
        return version;
    }

    public List<DatafileItem> items() {
        return items;
    }

    public List<DataBlock> data() {
        return data;
    }

    /** Things the reader tolerated but a user may want to know (e.g. the old v4 header size bug). */
    public List<String> warnings() {
        return warnings;
    }

    /** The header's size and swaplen fields as read, or null for a datafile built in memory. */
    public int[] sizeFields() {
        return sizeFields == null ? null : sizeFields.clone();
    }

    public ReadLimits limits() {
        return limits;
    }

    /** All items of one type, in file order. */
    public List<DatafileItem> itemsOfType(int type) {
        List<DatafileItem> out = new ArrayList<>();
        for (DatafileItem item : items) {
            if (item.type() == type) {
                out.add(item);
            }
        }
        return out.isEmpty() ? Collections.emptyList() : out;
    }

    /** The item number that a UUID item type uses in this file, or -1 when the file has no such type. */
    public int typeOfUuid(UUID uuid) {
        int[] want = Uuids.toInts(uuid);
        for (DatafileItem item : items) {
            if (item.type() == ITEMTYPE_EX
                    && item.data().length >= 4
                    && item.data()[0] == want[0]
                    && item.data()[1] == want[1]
                    && item.data()[2] == want[2]
                    && item.data()[3] == want[3]) {
                return item.id();
            }
        }
        return -1;
    }

    /** The UUID an item type number stands for, or null when it is not a UUID item type. */
    public UUID uuidOfType(int type) {
        for (DatafileItem item : items) {
            if (item.type() == ITEMTYPE_EX && item.id() == type && item.data().length >= 4) {
                return Uuids.fromInts(item.data());
            }
        }
        return null;
    }

    /** The number of data blocks. */
    public int dataCount() {
        return data.size();
    }

    /**
     * The uncompressed bytes of data block {@code index}.
     *
     * @throws DatafileException when the index is out of range or the block is corrupt
     */
    public byte[] dataBytes(int index, String usedBy) throws DatafileException {
        return dataBytes(index, usedBy, Long.MAX_VALUE);
    }

    /**
     * The first {@code max} uncompressed bytes of data block {@code index} (see {@link DataBlock#bytes(ReadLimits,
     * long)}): a block declaring more is read only that far.
     *
     * @throws DatafileException when the index is out of range or the part needed is corrupt
     */
    public byte[] dataBytes(int index, String usedBy, long max) throws DatafileException {
        checkIndex(index, usedBy);
        try {
            return max == Long.MAX_VALUE
                    ? data.get(index).bytes(limits)
                    : data.get(index).bytes(limits, max);
        } catch (PartialDataException e) {
            throw new PartialDataException(usedBy + ": ", e);
        } catch (DatafileException e) {
            throw new DatafileException(usedBy + ": " + e.getMessage(), e);
        }
    }

    /**
     * Checks that data block {@code index} inflates as {@link #dataBytes} would, with the same messages, without
     * keeping its bytes (see {@link DataBlock#check}).
     *
     * @return the block's uncompressed size
     */
    public long checkData(int index, String usedBy) throws DatafileException {
        checkIndex(index, usedBy);
        try {
            return data.get(index).check(limits);
        } catch (DatafileException e) {
            throw new DatafileException(usedBy + ": " + e.getMessage(), e);
        }
    }

    private void checkIndex(int index, String usedBy) throws DatafileException {
        if (index < 0 || index >= data.size()) {
            throw new DatafileException(usedBy + ": data index " + index + " is out of range (the file has "
                    + data.size() + " data blocks)");
        }
    }
}
