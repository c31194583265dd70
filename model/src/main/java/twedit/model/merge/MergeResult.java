package twedit.model.merge;

import java.util.List;
import twedit.model.map.TwMap;

/**
 * The merged map (with our side of every conflict), the conflicts, and notes on what the merge did that a mapper
 * should know (an image renamed because both sides added one of that name).
 */
public record MergeResult(TwMap map, List<Conflict> conflicts, List<String> notes) {
    public MergeResult {
        conflicts = List.copyOf(conflicts);
        notes = List.copyOf(notes);
    }

    /** Whether nothing conflicted. */
    public boolean clean() {
        return conflicts.isEmpty();
    }
}
