package twedit.editor.tools;

import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.Rectangle;
import twedit.editor.state.Workspace;
import twedit.model.map.TileLayer;
import twedit.model.select.CellMask;

/**
 * Rectangle selection of tiles for copy, cut, paste and delete: a drag selects, Shift+drag adds to the selection,
 * Ctrl+drag takes away from it, a click without dragging clears it. With the group-wide option the rectangle holds
 * on every tile layer of the group.
 */
final class SelectTool extends RectGestureTool {
    private static final Color ADD = new Color(120, 230, 120);
    private static final Color SUBTRACT = new Color(255, 110, 110);

    private boolean add;
    private boolean subtract;

    SelectTool(Workspace ws, ToolBox box) {
        super(ws, box);
    }

    @Override
    public String name() {
        return "Select";
    }

    @Override
    public String hint() {
        String opts = box.selectOptions().describe(false);
        return "Drag: select tiles \u00b7 Shift+drag: add \u00b7 Ctrl+drag: subtract \u00b7 click: clear"
                + (opts.isEmpty() ? "" : " (" + opts + ")");
    }

    @Override
    public void press(ToolEvent e) {
        if (ws.currentTileLayer() != null && e.button() == 1) {
            add = e.shift();
            subtract = e.ctrl() && !add;
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
        if (l == null || click && !add && !subtract && box.selection() != null) {
            box.setSelection(null);
            return;
        }
        box.select(l, CellMask.rect(r.x, r.y, r.width, r.height), add, subtract);
    }

    @Override
    public void paintOverlay(Graphics2D g, OverlayCanvas canvas) {
        if (gesture.active()) {
            Rectangle r = gesture.rect();
            RectGesture.paint(
                    g, canvas.tileRect(r.x, r.y, r.width, r.height), add ? ADD : subtract ? SUBTRACT : Color.WHITE);
        }
    }
}
