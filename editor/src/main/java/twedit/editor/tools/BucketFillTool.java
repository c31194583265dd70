package twedit.editor.tools;

import twedit.editor.state.Workspace;
import twedit.model.document.edits.TileBrush;
import twedit.model.document.edits.TileOps;
import twedit.model.map.TileLayer;

/**
 * Bucket fill: a left click replaces the 4-connected region of the same tile with the brush's first cell. The right
 * button grabs and clears the brush as in every tool ({@link TileGestures}); it never fills.
 */
final class BucketFillTool implements Tool {
    private final Workspace ws;
    private final ToolBox box;

    BucketFillTool(Workspace ws, ToolBox box) {
        this.ws = ws;
        this.box = box;
    }

    @Override
    public String name() {
        return "Bucket fill";
    }

    @Override
    public void press(ToolEvent e) {
        TileLayer l = ws.currentTileLayer();
        if (l == null || e.button() != 1 || !l.grid().contains(e.tileX(), e.tileY())) {
            return;
        }
        TileBrush b = box.brushFor(l);
        if (b != null) {
            ws.document().apply(TileOps.floodFill(l, e.tileX(), e.tileY(), b.cell(0, 0)));
        }
    }
}
