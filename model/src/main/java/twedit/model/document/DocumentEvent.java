package twedit.model.document;

import java.util.List;
import java.util.Objects;
import twedit.model.document.edits.Change;

/**
 * What happened to a document: the kind of step, the label of the edit (or stroke, or group) for people, who
 * produced it ({@link Origin}, for listeners to decide by) and the changes to the map, which are empty for
 * {@link Kind#HISTORY} events.
 */
public record DocumentEvent(MapDocument document, Kind kind, String label, Origin origin, List<Change> changes) {
    /** The kinds of document events. */
    public enum Kind {
        /** An edit was applied (recorded, or pending inside an open group). */
        APPLY,
        /** One step of an open stroke was applied; the stroke is recorded when it ends. */
        STROKE_STEP,
        /** A history entry was undone. */
        UNDO,
        /** A history entry was redone. */
        REDO,
        /** An open stroke or group was cancelled and everything it applied reverted. */
        CANCEL,
        /** Only the history changed (a stroke or group was recorded, or the document was saved). */
        HISTORY
    }

    public DocumentEvent {
        Objects.requireNonNull(origin);
        changes = List.copyOf(changes);
    }
}
