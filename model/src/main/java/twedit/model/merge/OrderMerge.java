package twedit.model.merge;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.function.Function;
import twedit.model.document.MapDocument;
import twedit.model.document.edits.Edit;
import twedit.model.document.edits.Edits;
import twedit.model.map.Group;
import twedit.model.map.Location;

/**
 * Merges the order of groups, and of the layers of each group, as a sequence: when theirs reordered what all three
 * maps have and ours kept the base's order, the merged map takes their order; both reordering differently keeps
 * ours and conflicts.
 */
final class OrderMerge {
    private final MergeState s;

    OrderMerge(MergeState s) {
        this.s = s;
    }

    void run() {
        order(s.base.groups(), s.theirs.groups(), s.merged.groups(), Edits::moveGroup, "group order", Location.map());
        for (Group bg : s.base.groups()) {
            Group og = s.toOurs.partner(bg);
            Group tg = s.toTheirs.partner(bg);
            if (og != null && tg != null && s.merged.groups().indexOfSame(og) >= 0) {
                order(
                        bg.layers(),
                        tg.layers(),
                        og.layers(),
                        (m, from, to) -> Edits.moveLayer(og, from, og, to),
                        "layer order of group '" + bg.name() + "'",
                        Location.of(og));
            }
        }
    }

    /** Moves element {@code from} of a list of the merged map to {@code to}. */
    private interface ListMover {
        Edit move(twedit.model.map.TwMap map, int from, int to);
    }

    private <T> void order(List<T> base, List<T> theirs, List<T> merged, ListMover mover, String what, Location at) {
        List<T> common = new ArrayList<>(); // base elements all three have, as ours names them
        List<Integer> theirsIndex = new ArrayList<>();
        for (T b : base) {
            T o = s.toOurs.partner(b);
            T t = s.toTheirs.partner(b);
            if (o != null && t != null && indexOf(merged, o) >= 0 && theirs.contains(t)) {
                common.add(o);
                theirsIndex.add(indexOf(theirs, t));
            }
        }
        if (common.size() < 2) {
            return;
        }
        List<T> theirsOrder = sorted(common, x -> theirsIndex.get(common.indexOf(x)));
        if (theirsOrder.equals(common)) {
            return; // theirs kept the base's order
        }
        List<T> oursOrder = sorted(common, x -> indexOf(merged, x));
        if (oursOrder.equals(common)) {
            apply(s.document, merged, theirsOrder, mover);
        } else if (!oursOrder.equals(theirsOrder)) {
            s.conflictAs(at, what, "reordered", "reordered otherwise", doc -> apply(doc, merged, theirsOrder, mover));
        }
    }

    /** Puts {@code wanted} in that order into the places they take in {@code list} now. */
    private static <T> void apply(MapDocument doc, List<T> list, List<T> wanted, ListMover mover) {
        List<Integer> slots = new ArrayList<>();
        for (T x : wanted) {
            slots.add(indexOf(list, x));
        }
        slots.sort(Comparator.naturalOrder());
        for (int k = 0; k < wanted.size(); k++) {
            int cur = indexOf(list, wanted.get(k));
            int slot = slots.get(k);
            if (cur >= 0 && cur != slot) {
                doc.apply(mover.move(doc.map(), cur, slot));
            }
        }
    }

    private static <T> List<T> sorted(List<T> l, Function<T, Integer> key) {
        List<T> out = new ArrayList<>(l);
        out.sort(Comparator.comparing(key));
        return out;
    }

    private static int indexOf(List<?> l, Object o) {
        for (int i = 0; i < l.size(); i++) {
            if (l.get(i) == o) {
                return i;
            }
        }
        return -1;
    }
}
