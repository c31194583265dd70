package twedit.editor.tools;

import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.Rectangle;
import twedit.editor.state.Workspace;
import twedit.model.document.edits.Cells;
import twedit.model.document.edits.TileBrush;
import twedit.model.document.edits.TileOps;
import twedit.model.map.TileLayer;

/** Rectangle fill: left-drag fills the rectangle with the brush repeated, right-drag clears it; one undo step. */
final class RectFillTool extends RectGestureTool {
    RectFillTool(Workspace ws, ToolBox box) {
        super(ws, box);
    }

    @Override
    public String name() {
        return "Rectangle fill";
    }

    @Override
    public void press(ToolEvent e) {
        if (ws.currentTileLayer() != null && (e.button() == 1 || e.button() == 3) && !gesture.active()) {
            gesture.start(e);
        }
    }

    @Override
    public void release(ToolEvent e) {
        if (!gesture.active() || e.button() != gesture.button()) {
            return;
        }
        gesture.update(e);
        Rectangle r = gesture.finish();
        TileLayer l = ws.currentTileLayer();
        if (l == null) {
            return;
        }
        TileBrush pattern = gesture.button() == 3 ? TileBrush.single(Cells.empty(l.kind())) : box.brushFor(l);
        if (pattern == null) {
            return;
        }
        ws.document().apply(TileOps.fillRect(l, r.x, r.y, r.width, r.height, pattern));
    }

    @Override
    public void paintOverlay(Graphics2D g, OverlayCanvas canvas) {
        if (gesture.active()) {
            Rectangle r = gesture.rect();
            TileLayer l = ws.currentTileLayer();
            if (gesture.button() == 1 && l != null && box.refuses(l)) {
                OverlayStyle.refused(
                        g, canvas.tileRect(r.x, r.y, r.width, r.height), StampTool.refusal(l), canvas.bounds());
                return;
            }
            RectGesture.paint(
                    g,
                    canvas.tileRect(r.x, r.y, r.width, r.height),
                    gesture.button() == 3 ? new Color(255, 90, 90) : new Color(120, 200, 255));
        }
    }
}
