package twedit.model.transfer;

import java.util.List;
import twedit.model.document.edits.Edit;
import twedit.model.map.Layer;

/** What pasting tiles or quads of another map into a layer needs first: nothing, some edits, or it cannot be done. */
public sealed interface PastePlan {
    /** The layer takes the paste as it is (same map, same image, or no image involved). */
    record Direct() implements PastePlan {}

    /**
     * Apply {@code edits} (in order, in the same undo step as the paste), then paste into {@code into}: the layer
     * pasted on when it now uses {@code match}'s image, or a new layer above it ({@code newLayer}) when it held tiles
     * or quads drawn with another image.
     */
    record Prepared(List<Edit> edits, Layer into, ImageMatch match, boolean newLayer) implements PastePlan {
        public Prepared {
            edits = List.copyOf(edits);
        }

        /** What happened, for the status bar, e.g. "brought image grass_main along into a new layer". */
        public String note() {
            String name = match.image().name();
            String how;
            if (match instanceof ImageMatch.Brought) {
                how = "brought image " + name + " along";
            } else if (match instanceof ImageMatch.SameName) {
                how = "used this map's image " + name + " (same name, other pixels)";
            } else {
                how = "used this map's image " + name;
            }
            return how + (newLayer ? " in a new layer " + into.name() : "");
        }
    }

    /** The paste cannot land (e.g. the map holds as many images as clients load); {@code reason} says why. */
    record Refused(String reason) implements PastePlan {}
}
