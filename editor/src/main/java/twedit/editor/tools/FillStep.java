package twedit.editor.tools;

import java.util.function.Function;
import javax.swing.SwingUtilities;
import twedit.model.document.MapDocument;
import twedit.model.document.edits.Edit;
import twedit.model.map.TileLayer;

/**
 * A fill (rectangle or bucket) as one undo step with the fill's name, with what reacts to it on the event thread
 * (live automapping, which runs just after a change and joins an open stroke): the fill is a one-step stroke that
 * stays open until the events queued by the fill have run, so its automapping undoes with it.
 */
final class FillStep {
    private FillStep() {}

    /** Applies one fill per layer as one undo step (several layers selected), named after the first. */
    static void applyAll(MapDocument doc, ToolBox box, java.util.List<Edit> fills) {
        if (fills.isEmpty()) {
            return;
        }
        String label = fills.get(0).label();
        doc.beginStroke(label);
        try {
            for (Edit f : fills) {
                doc.strokeApply(f);
            }
        } catch (RuntimeException | Error e) {
            doc.cancelStroke();
            throw e;
        }
        SwingUtilities.invokeLater(() -> {
            if (doc.inStroke()) {
                doc.endStroke(StepNames.fill(label));
            }
        });
    }

    /**
     * Applies {@code fill} of {@code layer} as a stroke of its own name, ended after the reactions it queued; a brush
     * from another map may land on another layer first (see {@link ToolBox#landing}).
     */
    static void apply(
            MapDocument doc, ToolBox box, TileLayer layer, boolean mayAddLayer, Function<TileLayer, Edit> fill) {
        Edit onLayer = fill.apply(layer);
        doc.beginStroke(onLayer.label());
        try {
            TileLayer into = box.landing(doc, layer, mayAddLayer);
            if (into != null) {
                doc.strokeApply(into == layer ? onLayer : fill.apply(into));
            }
        } catch (RuntimeException | Error e) {
            doc.cancelStroke();
            box.strokeEnded();
            throw e;
        }
        // queued after live automap's flush, which the fill's event scheduled: that flush finds the stroke open
        SwingUtilities.invokeLater(() -> {
            if (doc.inStroke()) {
                doc.endStroke(StepNames.fill(onLayer.label()));
            }
            box.strokeEnded();
        });
    }
}
