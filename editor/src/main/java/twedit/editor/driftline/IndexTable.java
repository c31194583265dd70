package twedit.editor.driftline;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A fixed table from DDNet tile index (1..255; 0 means empty) to a key (an atlas cell or a team), and back.
 *
 * @param <K> the key type, with value equality
 */
public final class IndexTable<K> {
    /** The most keys a table can hold: tile indices are one byte and 0 is empty. */
    public static final int MAX = 255;

    private final List<K> keys;
    private final Map<K, Integer> indices = new HashMap<>();

    /** A table with index {@code i + 1} for {@code keys.get(i)}; at most {@link #MAX} distinct keys. */
    public IndexTable(List<K> keys) {
        if (keys.size() > MAX) {
            throw new IllegalArgumentException(
                    "at most " + MAX + " entries fit a tile index (got " + keys.size() + ")");
        }
        this.keys = List.copyOf(keys);
        for (int i = 0; i < this.keys.size(); i++) {
            if (indices.put(this.keys.get(i), i + 1) != null) {
                throw new IllegalArgumentException("duplicate entry " + this.keys.get(i));
            }
        }
    }

    /** The key of tile index {@code index}, or null for 0 and indices beyond the table. */
    public K key(int index) {
        return index >= 1 && index <= keys.size() ? keys.get(index - 1) : null;
    }

    /** The tile index of {@code key}, or 0 when the table does not hold it. */
    public int index(K key) {
        Integer i = indices.get(key);
        return i == null ? 0 : i;
    }

    public int size() {
        return keys.size();
    }

    /** The keys in index order. */
    public List<K> keys() {
        return new ArrayList<>(keys);
    }
}
