package twedit.editor.docking;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Predicate;

/** A docking layout as a tree: splits in two parts, down to stacks of panels (by id) shown as tabs. */
public sealed interface DockLayout permits DockLayout.Split, DockLayout.Stack {
    /**
     * Two parts side by side (horizontal) or one above the other.
     *
     * @param proportion the first part's share of the room, 0..1
     */
    record Split(boolean horizontal, double proportion, DockLayout first, DockLayout second) implements DockLayout {
        public Split {
            proportion = Double.isNaN(proportion) ? 0.5 : Math.max(0.02, Math.min(0.98, proportion));
        }
    }

    /** Panels stacked as tabs, {@code selected} in front. */
    record Stack(List<String> ids, String selected) implements DockLayout {
        public Stack {
            ids = List.copyOf(ids);
            if (ids.isEmpty()) {
                throw new IllegalArgumentException("an empty stack");
            }
            if (selected == null || !ids.contains(selected)) {
                selected = ids.get(0);
            }
        }

        /** A stack of {@code ids} with the first in front. */
        public static Stack of(String... ids) {
            return new Stack(List.of(ids), ids[0]);
        }
    }

    /** The ids of the panels in this layout, in order. */
    default Set<String> panelIds() {
        Set<String> out = new LinkedHashSet<>();
        collect(this, out);
        return out;
    }

    /** This layout with only the panels {@code keep} accepts (a split left with one part becomes it), or null. */
    default DockLayout retain(Predicate<String> keep) {
        if (this instanceof Stack s) {
            List<String> ids = new ArrayList<>();
            for (String id : s.ids()) {
                if (keep.test(id) && !ids.contains(id)) {
                    ids.add(id);
                }
            }
            return ids.isEmpty() ? null : new Stack(ids, s.selected());
        }
        Split s = (Split) this;
        DockLayout a = s.first().retain(keep);
        DockLayout b = s.second().retain(keep);
        if (a == null || b == null) {
            return a == null ? b : a;
        }
        return new Split(s.horizontal(), s.proportion(), a, b);
    }

    private static void collect(DockLayout l, Set<String> out) {
        if (l instanceof Stack s) {
            out.addAll(s.ids());
        } else {
            Split s = (Split) l;
            collect(s.first(), out);
            collect(s.second(), out);
        }
    }
}
