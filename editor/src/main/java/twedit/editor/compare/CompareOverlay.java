package twedit.editor.compare;

import java.awt.Color;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.Map;
import twedit.editor.state.Workspace;
import twedit.editor.view.CellMarks;
import twedit.model.map.Group;
import twedit.model.map.TileLayer;

/**
 * The cells a comparison found changed, as cell marks: filled and outlined on the current layer, outlined only on
 * the other layers.
 */
final class CompareOverlay {
    private static final Color FILL = new Color(255, 0, 200, 70);
    private static final Color EDGE = new Color(255, 0, 200, 220);
    private static final Color OTHER_EDGE = new Color(255, 160, 0, 170);

    private final Workspace ws;
    private final CellMarks marks = new CellMarks();

    CompareOverlay(Workspace ws) {
        this.ws = ws;
    }

    CellMarks marks() {
        return marks;
    }

    void show(Comparison c) {
        marks.show(c == null ? null : () -> marks(c));
    }

    private List<CellMarks.Mark> marks(Comparison c) {
        List<CellMarks.Mark> out = new ArrayList<>();
        for (Map.Entry<TileLayer, BitSet> e : c.changedCells().entrySet()) {
            TileLayer layer = e.getKey();
            Group group = ws.map().groupOf(layer).orElse(null);
            if (group == null) {
                continue; // the layer is gone since the comparison
            }
            boolean current = layer == ws.currentLayer();
            out.add(CellMarks.Mark.cells(
                    group,
                    layer.width(),
                    layer.height(),
                    e.getValue(),
                    current ? FILL : null,
                    current ? EDGE : OTHER_EDGE,
                    current ? 1.5f : 1f));
        }
        return out;
    }
}
