package twedit.editor.tools;

import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.Rectangle;
import twedit.editor.state.Workspace;
import twedit.model.document.edits.TileBrush;
import twedit.model.document.edits.TileOps;
import twedit.model.map.TileLayer;

/**
 * Rectangle fill: a left-drag fills the rectangle with the brush repeated, as one undo step. The right button grabs
 * and clears the brush as in every tool ({@link TileGestures}); it never fills.
 */
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
        if (ws.currentTileLayer() != null && e.button() == 1 && !gesture.active()) {
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
        java.util.List<LayerBrushes.Target> several = box.targets();
        if (several != null) {
            java.util.List<twedit.model.document.edits.Edit> fills = new java.util.ArrayList<>();
            for (LayerBrushes.Target t : several) {
                fills.add(
                        box.destructive()
                                ? TileOps.fillRect(t.layer(), r.x, r.y, r.width, r.height, t.brush())
                                : NonDestructive.fillRect(t.layer(), r.x, r.y, r.width, r.height, t.brush()));
            }
            FillStep.applyAll(ws.document(), box, fills);
            return;
        }
        TileBrush pattern = l == null ? null : box.brushFor(l);
        if (pattern != null) {
            FillStep.apply(
                    ws.document(),
                    box,
                    l,
                    true,
                    into -> box.destructive()
                            ? TileOps.fillRect(
                                    into, r.x, r.y, r.width, r.height, into == l ? pattern : box.brushFor(into))
                            : NonDestructive.fillRect(
                                    into, r.x, r.y, r.width, r.height, into == l ? pattern : box.brushFor(into)));
        }
    }

    @Override
    public void paintOverlay(Graphics2D g, OverlayCanvas canvas) {
        if (gesture.active()) {
            Rectangle r = gesture.rect();
            TileLayer l = ws.currentTileLayer();
            if (gesture.button() == 1 && l != null && box.refuses(l)) {
                OverlayStyle.refused(
                        g,
                        canvas.tileRect(r.x, r.y, r.width, r.height),
                        StampTool.refusal(l, box.brushKind()),
                        canvas.bounds());
                return;
            }
            RectGesture.paint(g, canvas.tileRect(r.x, r.y, r.width, r.height), new Color(120, 200, 255));
        }
    }
}
