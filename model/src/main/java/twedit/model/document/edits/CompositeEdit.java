package twedit.model.document.edits;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import twedit.model.map.MapMutator;

/** Several edits as one labelled step: applied in order, reverted in reverse order. */
public final class CompositeEdit implements Edit {
    private final String label;
    private final List<Edit> edits;

    public CompositeEdit(String label, List<? extends Edit> edits) {
        this.label = label;
        this.edits = List.copyOf(edits);
    }

    @Override
    public void apply(MapMutator map) {
        for (Edit e : edits) {
            e.apply(map);
        }
    }

    @Override
    public void revert(MapMutator map) {
        for (int i = edits.size() - 1; i >= 0; i--) {
            edits.get(i).revert(map);
        }
    }

    @Override
    public String label() {
        return label;
    }

    @Override
    public List<Change> changes() {
        LinkedHashSet<Change> all = new LinkedHashSet<>();
        for (Edit e : edits) {
            all.addAll(e.changes());
        }
        return new ArrayList<>(all);
    }

    @Override
    public long historyBytes() {
        long n = 32 + 8L * edits.size();
        for (Edit e : edits) {
            n += e.historyBytes();
        }
        return n;
    }

    /**
     * True when every part is a no-op. Parts are built against the state before the composite, so a composite
     * applied through a document should hold parts that do not depend on each other, or be built by a group.
     */
    @Override
    public boolean isNoOp() {
        for (Edit e : edits) {
            if (!e.isNoOp()) {
                return false;
            }
        }
        return true;
    }

    /** The parts, in apply order. */
    public List<Edit> edits() {
        return edits;
    }

    @Override
    public String toString() {
        return "CompositeEdit[" + label + ", " + edits + "]";
    }
}
