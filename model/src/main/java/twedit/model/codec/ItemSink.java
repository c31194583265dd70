package twedit.model.codec;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.UUID;
import twedit.model.datafile.DataBlock;
import twedit.model.datafile.Datafile;
import twedit.model.datafile.DatafileItem;
import twedit.model.datafile.Uuids;

/**
 * Collects the items and data blocks an encoder produces and lays them out as DDNet's writer does: types in
 * ascending order, UUID types numbered down from 0xFFFE with their index items in type 0xFFFF.
 */
final class ItemSink {
    private final TreeMap<Integer, List<DatafileItem>> byType = new TreeMap<>();
    private final Map<UUID, Integer> uuidTypes = new java.util.LinkedHashMap<>();
    private final List<DataBlock> data = new ArrayList<>();
    private int nextUuidType = 0xFFFE;

    void add(int type, int id, int[] values) {
        byType.computeIfAbsent(type, t -> new ArrayList<>()).add(new DatafileItem(type, id, values));
    }

    void addUuid(UUID uuid, int id, int[] values) {
        Integer type = uuidTypes.get(uuid);
        if (type == null) {
            while (byType.containsKey(nextUuidType)) {
                nextUuidType--;
            }
            type = nextUuidType--;
            uuidTypes.put(uuid, type);
            add(Datafile.ITEMTYPE_EX, type, Uuids.toInts(uuid));
        }
        add(type, id, values);
    }

    /** Adds a data block and returns its index. */
    int data(DataBlock block) {
        data.add(block);
        return data.size() - 1;
    }

    int data(byte[] bytes) {
        return data(DataBlock.of(bytes));
    }

    Datafile build() {
        List<DatafileItem> items = new ArrayList<>();
        for (List<DatafileItem> group : byType.values()) {
            items.addAll(group);
        }
        return Datafile.of(items, data);
    }
}
