package twedit.model.map;

import java.util.Arrays;
import java.util.UUID;

/**
 * An item the decoder does not understand, kept to be written back unchanged (errata 4): a UUID item type
 * (uuid set) or a plain numbered type (uuid null).
 */
public record UnknownItem(UUID uuid, int type, int id, int[] data) {
    public UnknownItem {
        data = data.clone();
    }

    @Override
    public int[] data() {
        return data.clone();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof UnknownItem u
                && java.util.Objects.equals(uuid, u.uuid)
                && (uuid != null || type == u.type)
                && id == u.id
                && Arrays.equals(data, u.data);
    }

    @Override
    public int hashCode() {
        return java.util.Objects.hash(uuid, uuid == null ? type : 0, id) * 31 + Arrays.hashCode(data);
    }

    @Override
    public String toString() {
        return "UnknownItem[" + (uuid != null ? uuid : "type " + type) + " id " + id + ", " + data.length + " ints]";
    }
}
