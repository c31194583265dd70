package twedit.model.document.edits;

import java.util.Arrays;

/** A minimal open-addressing map from non-negative int keys to int values, with no object per entry. */
final class IntIntMap {
    private int[] keys;
    private int[] values;
    private int size;
    private int mask;

    IntIntMap(int expected) {
        int cap = Integer.highestOneBit(Math.max(16, expected * 2 - 1)) << 1;
        alloc(cap);
    }

    private void alloc(int cap) {
        keys = new int[cap];
        Arrays.fill(keys, -1);
        values = new int[cap];
        mask = cap - 1;
    }

    private int slot(int key) {
        int h = key * 0x9E3779B9;
        return (h ^ (h >>> 16)) & mask;
    }

    /** The value for {@code key}, or -1. */
    int get(int key) {
        for (int i = slot(key); ; i = (i + 1) & mask) {
            int k = keys[i];
            if (k == key) {
                return values[i];
            }
            if (k < 0) {
                return -1;
            }
        }
    }

    void put(int key, int value) {
        if ((size + 1) * 2 > keys.length) {
            int[] oldKeys = keys;
            int[] oldValues = values;
            alloc(keys.length * 2);
            size = 0;
            for (int i = 0; i < oldKeys.length; i++) {
                if (oldKeys[i] >= 0) {
                    put(oldKeys[i], oldValues[i]);
                }
            }
        }
        for (int i = slot(key); ; i = (i + 1) & mask) {
            if (keys[i] == key) {
                values[i] = value;
                return;
            }
            if (keys[i] < 0) {
                keys[i] = key;
                values[i] = value;
                size++;
                return;
            }
        }
    }
}
