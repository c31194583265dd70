package twedit.editor.tools;

import twedit.editor.state.Workspace;
import twedit.model.document.edits.Cells;
import twedit.model.document.edits.TileBrush;
import twedit.model.document.edits.TileOps;
import twedit.model.map.TileLayer;

/** Bucket fill: replaces the 4-connected region of the same tile with the brush's first cell (right: empty). */
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
        if (l == null || !l.grid().contains(e.tileX(), e.tileY())) {
            return;
        }
        byte[] cell;
        if (e.button() == 3) {
            cell = Cells.empty(l.kind());
        } else if (e.button() == 1) {
            TileBrush b = box.brushFor(l);
            if (b == null) {
                return;
            }
            cell = b.cell(0, 0);
        } else {
            return;
        }
        ws.document().apply(TileOps.floodFill(l, e.tileX(), e.tileY(), cell));
    }
}
