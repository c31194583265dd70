package twedit.model.merge;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import twedit.model.document.MapDocument;
import twedit.model.document.edits.Edit;
import twedit.model.map.Location;

/**
 * Merges a list of values (the quads or sound sources of a layer, the points of an envelope) element by element:
 * when all three lists have the same length each place merges on its own; otherwise the side that changed the list
 * wins, and both changing it is one conflict for the whole list.
 */
final class ListMerge {
    /** The edits of one list of the merged map. */
    interface Ops<E> {
        Edit set(int index, E value);

        Edit add(int index, E value);

        Edit remove(int index);

        /** The location of element {@code index} in the merged map. */
        Location at(int index);
    }

    private ListMerge() {}

    @SuppressWarnings("unchecked")
    static <E> void merge(
            MergeState s, List<E> base, List<E> ours, List<E> theirs, Ops<E> ops, Location whole, String what) {
        List<Object> baseInTheirs = new ArrayList<>();
        for (E e : base) {
            baseInTheirs.add(MergeState.translate(e, s::baseToTheirs));
        }
        if (baseInTheirs.equals(theirs)) {
            return;
        }
        List<Object> baseInOurs = new ArrayList<>();
        for (E e : base) {
            baseInOurs.add(MergeState.translate(e, s::baseToOurs));
        }
        List<E> oursNow = List.copyOf(ours);
        List<E> theirsNow = List.copyOf(theirs);
        if (baseInOurs.equals(oursNow)) {
            replace(s.document, s, oursNow, theirsNow, ops);
            return;
        }
        if (base.size() == ours.size() && base.size() == theirs.size()) {
            for (int i = 0; i < base.size(); i++) {
                E o = oursNow.get(i);
                E t = theirsNow.get(i);
                int index = i;
                switch (s.decide(base.get(i), o, t)) {
                    case KEEP -> {}
                    case THEIRS -> s.apply(ops.set(i, (E) MergeState.translate(t, s.bringer(s.document))));
                    case CONFLICT ->
                        s.conflict(
                                ops.at(i),
                                what + " " + (i + 1),
                                o,
                                t,
                                doc -> doc.apply(ops.set(index, (E) MergeState.translate(t, s.bringer(doc)))));
                }
            }
            return;
        }
        s.conflictAs(
                whole,
                what + "s (changed on both sides)",
                ours.size() + " " + what + "s",
                theirs.size() + " " + what + "s",
                doc -> replace(doc, s, oursNow, theirsNow, ops));
    }

    /** Makes the merged list (now {@code ours}) equal theirs, changing only the places that differ. */
    @SuppressWarnings("unchecked")
    private static <E> void replace(MapDocument doc, MergeState s, List<E> ours, List<E> theirs, Ops<E> ops) {
        int n = Math.min(ours.size(), theirs.size());
        for (int i = 0; i < n; i++) {
            E t = (E) MergeState.translate(theirs.get(i), s.bringer(doc));
            if (!Objects.equals(ours.get(i), t)) {
                doc.apply(ops.set(i, t));
            }
        }
        for (int i = ours.size() - 1; i >= n; i--) {
            doc.apply(ops.remove(i));
        }
        for (int i = n; i < theirs.size(); i++) {
            doc.apply(ops.add(i, (E) MergeState.translate(theirs.get(i), s.bringer(doc))));
        }
    }
}
