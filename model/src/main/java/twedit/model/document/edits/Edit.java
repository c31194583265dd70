package twedit.model.document.edits;

import java.util.List;
import twedit.model.map.MapMutator;

/**
 * One reversible change of a map, built against the map's current state and applied through
 * {@code MapDocument.apply}, which hands it the map's {@link MapMutator}: the only way to change a map.
 * {@link #revert} restores exactly the state {@link #apply} started from, ids included.
 */
public interface Edit {
    /** Changes the map; only valid on the state the edit was built against (or restored to by undo). */
    void apply(MapMutator map);

    /** Undoes {@link #apply}; only valid right after it (edits are undone in reverse order). */
    void revert(MapMutator map);

    /** A short label for the undo/redo menu, e.g. "Paint" or "Remove image": for people, never for logic. */
    String label();

    /** What {@link #apply} and {@link #revert} change, for listeners. */
    List<Change> changes();

    /** An estimate of the memory, in bytes, this edit keeps alive while it sits in the history. */
    long historyBytes();

    /** True when applying would change nothing; such edits are not applied, recorded or announced. */
    boolean isNoOp();

    /**
     * This edit followed by {@code next} as one edit, used when a stroke or group ends, or null when the two cannot
     * merge. Both have already been applied, this one first; the result must revert both.
     */
    default Edit mergeWith(Edit next) {
        return null;
    }
}
