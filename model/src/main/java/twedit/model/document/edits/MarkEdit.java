package twedit.model.document.edits;

import java.util.List;
import twedit.model.map.MapMutator;

/**
 * A step that changes nothing in the map but records a decision (keeping our side of a merge conflict), so that
 * undo takes the decision back and redo makes it again like any other step.
 */
final class MarkEdit implements Edit {
    private final String label;

    MarkEdit(String label) {
        this.label = label;
    }

    @Override
    public void apply(MapMutator map) {
        // the decision is the step itself: the map stays as it is
    }

    @Override
    public void revert(MapMutator map) {
        // nothing was changed
    }

    @Override
    public String label() {
        return label;
    }

    @Override
    public List<Change> changes() {
        return List.of();
    }

    @Override
    public long historyBytes() {
        return 32L + 2L * label.length();
    }

    @Override
    public boolean isNoOp() {
        return false;
    }
}
