package twedit.editor.tools;

import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.Rectangle;
import twedit.editor.state.Workspace;
import twedit.model.map.TileLayer;

/** Rectangle selection of tiles for copy, cut, paste and delete; a click without dragging clears it. */
final class SelectTool extends RectGestureTool {
    SelectTool(Workspace ws, ToolBox box) {
        super(ws, box);
    }

    @Override
    public String name() {
        return "Select";
    }

    @Override
    public void press(ToolEvent e) {
        if (ws.currentTileLayer() != null && e.button() == 1) {
            gesture.start(e);
        }
    }

    @Override
    public void release(ToolEvent e) {
        if (!gesture.active() || e.button() != 1) {
            return;
        }
        gesture.update(e);
        boolean click = gesture.isClick();
        Rectangle r = gesture.finish();
        TileLayer l = ws.currentTileLayer();
        if (l == null || click && box.selection() != null) {
            box.setSelection(null);
            return;
        }
        box.setSelection(new TileSelection(l, r));
    }

    @Override
    public void paintOverlay(Graphics2D g, OverlayCanvas canvas) {
        Rectangle r = gesture.active() ? gesture.rect() : null;
        TileSelection s = box.selection();
        if (r == null && s != null && s.layer() == ws.currentTileLayer()) {
            r = s.rect();
        }
        if (r != null) {
            RectGesture.paint(g, canvas.tileRect(r.x, r.y, r.width, r.height), new Color(255, 220, 80));
        }
    }
}
