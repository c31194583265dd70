package twedit.editor.tools;

import java.util.function.Consumer;
import twedit.editor.state.Workspace;
import twedit.model.document.MapDocument;
import twedit.model.map.MapImage;
import twedit.model.map.TileLayer;
import twedit.model.transfer.CrossPaste;
import twedit.model.transfer.PastePlan;

/**
 * Where a brush taken from another map (another tab) paints: its image is found in the shown map or brought along
 * ({@link CrossPaste}) inside the stroke, so one undo takes both back, and a new layer it lands on becomes current
 * once the stroke ends.
 */
final class CrossMapLanding {
    private final Workspace workspace;
    private final Consumer<String> notes;
    private Runnable afterStroke;

    CrossMapLanding(Workspace workspace, Consumer<String> notes) {
        this.workspace = workspace;
        this.notes = notes;
    }

    /**
     * The layer to paint tiles drawn with {@code image} into, applying what that needs to the open stroke of
     * {@code doc}: {@code layer} itself when the image is this map's or the layer uses the same one; else the image
     * lands on the layer when it is empty, or the tiles on a new layer above it named and coloured as {@code look}, the layer they came from (only when {@code mayAddLayer}, else
     * on the layer as they are). Null: the paste cannot land (the user is told why).
     */
    TileLayer landing(
            MapDocument doc,
            TileLayer layer,
            MapImage image,
            twedit.model.transfer.LayerLook look,
            boolean mayAddLayer) {
        if (image == null || workspace.map().images().contains(image)) {
            return layer;
        }
        PastePlan plan = CrossPaste.tiles(workspace.map(), layer, image, look);
        if (plan instanceof PastePlan.Refused r) {
            notes.accept("Cannot paste: " + r.reason());
            return null;
        }
        if (!(plan instanceof PastePlan.Prepared p) || (p.newLayer() && !mayAddLayer)) {
            return layer;
        }
        p.edits().forEach(doc::strokeApply);
        TileLayer into = (TileLayer) p.into();
        notes.accept("Pasted from another map: " + p.note());
        if (into != layer) {
            // made current once the stroke ends: changing the layer now would cancel it
            afterStroke = () -> workspace.map().groupOf(into).ifPresent(g -> workspace.select(g, into));
        }
        return into;
    }

    /** Runs what the last landing left for after its stroke. */
    void strokeEnded() {
        Runnable r = afterStroke;
        afterStroke = null;
        if (r != null) {
            r.run();
        }
    }
}
