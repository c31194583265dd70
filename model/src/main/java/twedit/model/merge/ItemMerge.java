package twedit.model.merge;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.UUID;
import twedit.model.document.edits.Edits;
import twedit.model.map.ListRef;
import twedit.model.map.Location;
import twedit.model.map.TwMap;
import twedit.model.map.UnknownItem;

/**
 * Merges the items the model does not interpret (kept to be written back as they are): paired by their type (or
 * UUID) and id, an item theirs added joins the merged map, one theirs changed or removed follows them, and one both
 * changed differently conflicts. Nothing of theirs the model cannot read is lost.
 */
final class ItemMerge {
    /** What names one kept item in a map. */
    private record Key(UUID uuid, int type, int id) {
        static Key of(UnknownItem u) {
            return new Key(u.uuid(), u.uuid() == null ? u.type() : 0, u.id());
        }

        @Override
        public String toString() {
            return "item " + (uuid != null ? uuid.toString() : "type " + type) + " id " + id;
        }
    }

    private final MergeState s;

    ItemMerge(MergeState s) {
        this.s = s;
    }

    private static Map<Key, UnknownItem> byKey(TwMap m) {
        Map<Key, UnknownItem> out = new LinkedHashMap<>();
        for (UnknownItem u : m.unknownItems()) {
            out.putIfAbsent(Key.of(u), u); // a repeated key: the first is what a reader finds
        }
        return out;
    }

    void run() {
        Map<Key, UnknownItem> base = byKey(s.base);
        Map<Key, UnknownItem> ours = byKey(s.merged);
        Map<Key, UnknownItem> theirs = byKey(s.theirs);
        if (base.equals(theirs)) {
            return;
        }
        java.util.Set<Key> keys = new java.util.LinkedHashSet<>(base.keySet());
        keys.addAll(theirs.keySet());
        for (Key k : keys) {
            UnknownItem b = base.get(k);
            UnknownItem o = ours.get(k);
            UnknownItem t = theirs.get(k);
            switch (ThreeWay.pick(b, o, t)) {
                case KEEP -> {}
                case THEIRS -> take(s.merged, o, t, s.document);
                case CONFLICT ->
                    s.conflictAs(
                            o == null ? Location.map() : at(o),
                            "kept " + k + (o == null ? " removed by ours" : t == null ? " removed by theirs" : ""),
                            o == null ? "removed" : o.data().length + " ints",
                            t == null ? "removed" : t.data().length + " ints",
                            doc -> take(doc.map(), indexIn(doc.map(), k) < 0 ? null : o, t, doc));
            }
        }
    }

    private Location at(UnknownItem o) {
        int i = s.merged.unknownItems().indexOf(o);
        return i < 0 ? Location.map() : Location.element(ListRef.unknownItems(s.merged), i);
    }

    private static int indexIn(TwMap m, Key k) {
        for (int i = 0; i < m.unknownItems().size(); i++) {
            if (Key.of(m.unknownItems().get(i)).equals(k)) {
                return i;
            }
        }
        return -1;
    }

    /** Makes the merged map's item of that key theirs: added, replaced or removed. */
    private static void take(TwMap m, UnknownItem o, UnknownItem t, twedit.model.document.MapDocument doc) {
        Key k = Key.of(o != null ? o : t);
        int i = indexIn(m, k);
        if (t == null) {
            if (i >= 0) {
                doc.apply(Edits.removeUnknownItem(m, i));
            }
        } else if (i >= 0) {
            doc.apply(Edits.setUnknownItem(m, i, t));
        } else {
            doc.apply(Edits.addUnknownItem(m, m.unknownItems().size(), t));
        }
    }
}
