package twedit.editor.tools;

import javax.swing.SwingUtilities;
import twedit.model.document.MapDocument;
import twedit.model.document.edits.Edit;

/**
 * A fill (rectangle or bucket) as one undo step with the fill's name, with what reacts to it on the event thread
 * (live automapping, which runs just after a change and joins an open stroke): the fill is a one-step stroke that
 * stays open until the events queued by the fill have run, so its automapping undoes with it.
 */
final class FillStep {
    private FillStep() {}

    /** Applies {@code fill} as a stroke of its own name, ended after the reactions it queued. */
    static void apply(MapDocument doc, Edit fill) {
        doc.beginStroke(fill.label());
        try {
            doc.strokeApply(fill);
        } catch (RuntimeException | Error e) {
            doc.cancelStroke();
            throw e;
        }
        // queued after live automap's flush, which the fill's event scheduled: that flush finds the stroke open
        SwingUtilities.invokeLater(() -> {
            if (doc.inStroke()) {
                doc.endStroke();
            }
        });
    }
}
