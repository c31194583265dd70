package twedit.model.merge;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.UnaryOperator;
import twedit.model.document.MapDocument;
import twedit.model.document.edits.Edit;
import twedit.model.map.ElementId;
import twedit.model.map.Elements;
import twedit.model.map.Location;

/**
 * Merges a list of values (the quads or sound sources of a layer, the points of an envelope) element by element,
 * pairing base elements with each side's as {@code twedit diff} does (equal elements wherever they are, the rest in
 * order): a paired element theirs changed takes their value, one both changed differently is a conflict of its own,
 * what theirs removed leaves unless ours changed it, and what theirs added is inserted after the element before it.
 */
final class ListMerge {
    /** The edits of one list of the merged map. */
    interface Ops<E> {
        /** The merged map's list, whose element ids find an element again after others moved. */
        Elements<E> list();

        Edit set(int index, E value);

        Edit add(int index, E value);

        Edit remove(int index);

        /** The location of element {@code index} in the merged map. */
        Location at(int index);
    }

    private ListMerge() {}

    /**
     * For each element of {@code base}, the index of its partner in {@code side} or -1: equal ones (with the base's
     * references named as the side names them) pair first, wherever they are; the rest pair in order.
     */
    static int[] pair(List<?> base, List<?> side, UnaryOperator<Object> refs) {
        Map<Object, ArrayDeque<Integer>> free = new HashMap<>();
        for (int j = 0; j < side.size(); j++) {
            free.computeIfAbsent(side.get(j), x -> new ArrayDeque<>()).add(j);
        }
        int[] partner = new int[base.size()];
        boolean[] taken = new boolean[side.size()];
        List<Integer> restBase = new ArrayList<>();
        for (int i = 0; i < base.size(); i++) {
            ArrayDeque<Integer> q = free.get(MergeState.translate(base.get(i), refs));
            if (q != null && !q.isEmpty()) {
                partner[i] = q.poll();
                taken[partner[i]] = true;
            } else {
                partner[i] = -1;
                restBase.add(i);
            }
        }
        int j = 0;
        for (int i : restBase) {
            while (j < side.size() && taken[j]) {
                j++;
            }
            if (j < side.size()) {
                partner[i] = j;
                taken[j++] = true;
            }
        }
        return partner;
    }

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
        int[] po = pair(base, oursNow, s::baseToOurs);
        int[] pt = pair(base, theirsNow, s::baseToTheirs);
        Elements<E> list = ops.list();
        // ids, not indices: they find the elements again after removals and insertions move them
        ElementId[] oursId = new ElementId[base.size()];
        for (int i = 0; i < base.size(); i++) {
            oursId[i] = po[i] < 0 ? null : list.idAt(po[i]);
        }
        List<ElementId> removals = new ArrayList<>();
        for (int i = 0; i < base.size(); i++) {
            E b = base.get(i);
            E o = po[i] < 0 ? null : oursNow.get(po[i]);
            E t = pt[i] < 0 ? null : theirsNow.get(pt[i]);
            ElementId id = oursId[i];
            if (o != null && t != null) {
                switch (s.decide(b, o, t)) {
                    case KEEP -> {}
                    case THEIRS ->
                        s.apply(ops.set(list.indexOfId(id), (E) MergeState.translate(t, s.bringer(s.document))));
                    case CONFLICT ->
                        s.conflict(ops.at(po[i]), what + " " + (po[i] + 1), o, t, doc -> {
                            int k = list.indexOfId(id);
                            if (k >= 0) {
                                doc.apply(ops.set(k, (E) MergeState.translate(t, s.bringer(doc))));
                            }
                        });
                }
            } else if (o != null) {
                if (Objects.equals(MergeState.translate(b, s::baseToOurs), o)) {
                    removals.add(id);
                } else {
                    s.conflict(
                            ops.at(po[i]),
                            what + " " + (po[i] + 1) + " removed by theirs, changed by ours",
                            o,
                            "removed",
                            doc -> {
                                int k = list.indexOfId(id);
                                if (k >= 0) {
                                    doc.apply(ops.remove(k));
                                }
                            });
                }
            } else if (t != null && !Objects.equals(MergeState.translate(b, s::baseToTheirs), t)) {
                ElementId after = before(i, oursId);
                s.conflict(whole, what + " " + (i + 1) + " removed by ours, changed by theirs", "removed", t, doc -> {
                    int k = after == null ? -1 : list.indexOfId(after);
                    doc.apply(ops.add(after == null ? 0 : k + 1, (E) MergeState.translate(t, s.bringer(doc))));
                });
            }
        }
        for (ElementId id : removals) {
            int k = list.indexOfId(id);
            if (k >= 0) {
                s.apply(ops.remove(k));
            }
        }
        // their additions, each after what precedes it in their list (or first when nothing does)
        ElementId[] oursOfTheirs = new ElementId[theirsNow.size()];
        for (int i = 0; i < base.size(); i++) {
            if (pt[i] >= 0) {
                oursOfTheirs[pt[i]] = oursId[i];
            }
        }
        boolean[] pairedTheirs = new boolean[theirsNow.size()];
        for (int p : pt) {
            if (p >= 0) {
                pairedTheirs[p] = true;
            }
        }
        ElementId previous = null;
        for (int j = 0; j < theirsNow.size(); j++) {
            if (oursOfTheirs[j] != null && list.indexOfId(oursOfTheirs[j]) >= 0) {
                previous = oursOfTheirs[j];
                continue;
            }
            if (pairedTheirs[j]) {
                continue; // paired with a base element ours removed: a conflict above, or a removal
            }
            int k = previous == null ? 0 : list.indexOfId(previous) + 1;
            s.apply(ops.add(k, (E) MergeState.translate(theirsNow.get(j), s.bringer(s.document))));
            previous = list.idAt(k);
        }
    }

    /** Our id of the nearest base element before {@code i} that ours kept, or null. */
    private static ElementId before(int i, ElementId[] oursId) {
        for (int k = i - 1; k >= 0; k--) {
            if (oursId[k] != null) {
                return oursId[k];
            }
        }
        return null;
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
