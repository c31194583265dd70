package twedit.model.datafile;

import java.util.Arrays;

/**
 * One item of a datafile: a 16-bit type, a 16-bit id and its i32 payload (datafile-format.md "Items").
 *
 * @param type the item type (0..0xFFFF); UUID item types use the numbers their UUID index items assign
 * @param id the item id, unique within its type (0..0xFFFF)
 * @param data the item payload; callers must not modify it after handing it over
 */
public record DatafileItem(int type, int id, int[] data) {
    public DatafileItem {
        if (type < 0 || type > 0xFFFF || id < 0 || id > 0xFFFF) {
            throw new IllegalArgumentException("item type/id out of range: " + type + "/" + id);
        }
    }

    /** The value at {@code index}, or {@code fallback} when the item is too short to hold it (old item versions). */
    public int get(int index, int fallback) {
        return index < data.length ? data[index] : fallback;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof DatafileItem other
                && type == other.type
                && id == other.id
                && Arrays.equals(data, other.data);
    }

    @Override
    public int hashCode() {
        return (type * 31 + id) * 31 + Arrays.hashCode(data);
    }

    @Override
    public String toString() {
        return "DatafileItem[type=" + type + ", id=" + id + ", data=" + Arrays.toString(data) + "]";
    }
}
