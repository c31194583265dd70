package twedit.editor.tools;

import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.Rectangle;
import java.awt.event.KeyEvent;
import twedit.editor.state.Workspace;
import twedit.model.document.edits.TileBrush;
import twedit.model.map.TileLayer;

/**
 * What the mouse does the same way in every tile tool, in front of the tool's own job, so that DDNet's and Tiled's
 * habits both work whichever tool is active: a right-drag captures the dragged rectangle into the brush (Tiled), a
 * right click without a drag clears the brush (DDNet), a left-drag with an empty brush grabs the rectangle (DDNet), and
 * Shift+left paints the brush continuously (DDNet). Tools that do not paint with the brush (eraser, select, picker)
 * hand over to the brush tool after a capture, as the picker always did after a pick.
 */
final class TileGestures implements Tool {
    /** When a left press grabs instead of reaching the tool. */
    enum LeftGrab {
        /** While the brush is empty (tools that paint with it: brush, fills). */
        WHEN_EMPTY,
        /** Always (the picker). */
        ALWAYS,
        /** Never: the left button is the tool's (eraser, select). */
        NEVER
    }

    /**
     * How a tool takes part.
     *
     * @param usesBrush the tool paints with the brush, so it stays active after a capture
     * @param leftGrab when a left press grabs
     * @param shiftPaints Shift+left paints the brush here; false for the stamp tools, whose own stroke Shift already
     *     makes destructive (brush) or which erase (eraser)
     */
    record Habits(boolean usesBrush, LeftGrab leftGrab, boolean shiftPaints) {}

    private final Workspace ws;
    private final ToolBox box;
    private final Tool tool;
    private final Habits habits;
    private final RectGesture grab = new RectGesture();
    private BrushStroke stroke;
    private int curX;
    private int curY;

    TileGestures(Workspace ws, ToolBox box, Tool tool, Habits habits) {
        this.ws = ws;
        this.box = box;
        this.tool = tool;
        this.habits = habits;
    }

    /** The tool behind the shared gestures. */
    Tool tool() {
        return tool;
    }

    @Override
    public String name() {
        return tool.name();
    }

    @Override
    public void press(ToolEvent e) {
        TileLayer l = ws.currentTileLayer();
        curX = e.tileX();
        curY = e.tileY();
        if (l == null || busy()) {
            tool.press(e);
            return;
        }
        if (e.button() == 3 && e.ctrl()) {
            return; // Ctrl+right-click picks a layer (the layer picker), as in DDNet: no capture
        }
        // with several layers the brush is empty only when there is none (its first part may not suit this layer)
        TileBrush brush = box.targets() != null ? box.brush() : box.brushFor(l);
        if (e.button() == 3) {
            grab.start(e);
        } else if (e.button() == 1 && e.shift() && habits.shiftPaints() && box.targets() != null) {
            if (!box.targets().isEmpty()) {
                stroke = new BrushStroke(ws.document(), box, box.targets(), false, "Paint", curX, curY);
            }
        } else if (e.button() == 1 && e.shift() && habits.shiftPaints() && brush != null) {
            stroke = new BrushStroke(ws.document(), box, l, brush, false, false, box.strokeVerb(), curX, curY);
        } else if (e.button() == 1
                && (habits.leftGrab() == LeftGrab.ALWAYS
                        || habits.leftGrab() == LeftGrab.WHEN_EMPTY && brush == null)) {
            grab.start(e);
        } else {
            tool.press(e);
        }
    }

    @Override
    public void drag(ToolEvent e) {
        curX = e.tileX();
        curY = e.tileY();
        if (grab.active()) {
            grab.update(e);
        } else if (stroke != null) {
            stroke.to(curX, curY, e.alt());
        } else {
            tool.drag(e);
        }
    }

    @Override
    public void release(ToolEvent e) {
        if (grab.active()) {
            if (e.button() == grab.button()) {
                grab.update(e);
                finishGrab();
            }
        } else if (stroke != null) {
            if (e.button() == 1) {
                BrushStroke s = stroke;
                stroke = null;
                s.end();
            }
        } else {
            tool.release(e);
        }
    }

    private void finishGrab() {
        boolean rightClick = grab.button() == 3 && grab.isClick();
        Rectangle r = grab.finish();
        if (rightClick) {
            box.setBrush(null, null);
            return;
        }
        TileLayer l = ws.currentTileLayer();
        if (l == null) {
            return;
        }
        java.util.List<TileLayer> several = ws.selectedTileLayers();
        if (several.size() > 1) {
            // DDNet grabs from every selected layer: the brush gets a part per layer
            java.util.List<BrushPart> parts = LayerBrushes.grab(several, r, null);
            if (!parts.isEmpty()) {
                box.setParts(parts);
                if (!habits.usesBrush()) {
                    box.activate(ToolBox.Id.BRUSH);
                }
            }
            return;
        }
        Rectangle in = r.intersection(new Rectangle(0, 0, l.width(), l.height()));
        if (in.isEmpty()) {
            return;
        }
        box.setBrush(TileBrush.copyOf(l, in.x, in.y, in.width, in.height), l.kind());
        if (!habits.usesBrush()) {
            box.activate(ToolBox.Id.BRUSH);
        }
    }

    @Override
    public void move(ToolEvent e) {
        curX = e.tileX();
        curY = e.tileY();
        tool.move(e);
    }

    @Override
    public void exit() {
        tool.exit();
    }

    @Override
    public String hint() {
        return tool.hint();
    }

    @Override
    public boolean key(KeyEvent e) {
        return tool.key(e);
    }

    @Override
    public void paintOverlay(Graphics2D g, OverlayCanvas canvas) {
        if (grab.active()) {
            Rectangle r = grab.rect();
            RectGesture.paint(g, canvas.tileRect(r.x, r.y, r.width, r.height), Color.WHITE);
            return;
        }
        TileLayer l = ws.currentTileLayer();
        TileBrush b = l == null ? null : box.brushFor(l);
        java.util.List<LayerBrushes.Target> several = stroke == null ? null : box.targets();
        if (several != null) {
            for (LayerBrushes.Target t : several) {
                canvas.paintBrush(g, t.brush(), t.layer(), curX, curY);
            }
            return;
        }
        if (stroke != null && b != null) {
            canvas.paintBrush(g, b, curX, curY);
            return;
        }
        tool.paintOverlay(g, canvas);
    }

    @Override
    public void cancel() {
        grab.cancel();
        if (stroke != null) {
            BrushStroke s = stroke;
            stroke = null;
            s.cancel();
        }
        tool.cancel();
    }

    @Override
    public boolean busy() {
        return grab.active() || stroke != null || tool.busy();
    }
}
