package twedit.model.document;

import java.util.Objects;

/**
 * Who produced a change of a document, as data: the user's own editing, or a command or feature acting for them
 * (automapping, live automapping, a repair, ...). Listeners decide by origin, never by the label, which is for people.
 * Features name their own origins; the common ones are here.
 */
public record Origin(String source) {
    /** The user's own editing: painting, dragging, panels and dialogs. */
    public static final Origin USER = new Origin("user");
    /** An automapper run the user asked for. */
    public static final Origin AUTOMAP = new Origin("automap");
    /** The automapper following painting on a layer with live automapping. */
    public static final Origin LIVE_AUTOMAP = new Origin("live-automap");
    /** The doctor repairing problems. */
    public static final Origin REPAIR = new Origin("repair");

    public Origin {
        Objects.requireNonNull(source);
    }
}
