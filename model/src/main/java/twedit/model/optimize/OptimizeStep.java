package twedit.model.optimize;

import java.util.List;
import twedit.model.document.edits.Edit;

/** One optimization's edit for the current map together with the actions it performs (empty: nothing to do). */
public record OptimizeStep(Edit edit, List<OptimizeAction> actions) {
    public OptimizeStep {
        actions = List.copyOf(actions);
    }

    /** Whether the step would change nothing. */
    public boolean isEmpty() {
        return actions.isEmpty();
    }
}
