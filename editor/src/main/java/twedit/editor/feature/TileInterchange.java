package twedit.editor.feature;

import java.util.ArrayList;
import java.util.List;
import twedit.model.document.MapDocument;
import twedit.model.document.edits.TileBrush;
import twedit.model.map.Layer;
import twedit.model.map.MapImage;
import twedit.model.map.TileKind;

/**
 * Copy and paste between documents of different formats: tiles copied from a document held in another format's
 * layout (Driftline) leave it in the form every map pastes, and tiles pasted into one come back into its layout, by
 * the same cell mapping its Save As and `twedit convert` use. Documents of no registered form pass tiles as they are.
 */
public final class TileInterchange {
    /** Tiles on their way between maps: the brush, the kind of layer it was taken from, the image of its indices. */
    public record Tiles(TileBrush brush, TileKind kind, MapImage image) {}

    /** One format's translation; each method returns null for documents that are not of its format. */
    public interface Form {
        /** {@code copied} from {@code layer} of {@code doc}, in the form every map pastes. */
        Tiles exported(MapDocument doc, Layer layer, Tiles copied);

        /** {@code pasted} into {@code doc}, in its own layout. */
        Tiles imported(MapDocument doc, Tiles pasted);
    }

    private final List<Form> forms = new ArrayList<>();

    public void add(Form form) {
        forms.add(form);
    }

    /** The tiles to put on the clipboard for tiles copied from {@code layer} of {@code doc}. */
    public Tiles exported(MapDocument doc, Layer layer, Tiles copied) {
        for (Form f : forms) {
            Tiles t = f.exported(doc, layer, copied);
            if (t != null) {
                return t;
            }
        }
        return copied;
    }

    /** The brush for tiles pasted into {@code doc}. */
    public Tiles imported(MapDocument doc, Tiles pasted) {
        for (Form f : forms) {
            Tiles t = f.imported(doc, pasted);
            if (t != null) {
                return t;
            }
        }
        return pasted;
    }
}
