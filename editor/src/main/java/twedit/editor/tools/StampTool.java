package twedit.editor.tools;

import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.Rectangle;
import twedit.editor.state.Workspace;
import twedit.model.document.edits.Cells;
import twedit.model.document.edits.TileBrush;
import twedit.model.map.TileKind;
import twedit.model.map.TileLayer;

/**
 * The stamp brush (and, with an empty cell, the eraser): a left-drag stamps the brush at every tile between two mouse
 * positions as one stroke; empty brush cells keep the map's tiles unless Shift is held. Grabbing and clearing the
 * brush are the same in every tool ({@link TileGestures}).
 */
final class StampTool implements Tool {
    private final Workspace ws;
    private final ToolBox box;
    private final boolean eraser;
    private BrushStroke stroke;
    private int curX;
    private int curY;
    private boolean hover;

    StampTool(Workspace ws, ToolBox box, boolean eraser) {
        this.ws = ws;
        this.box = box;
        this.eraser = eraser;
    }

    @Override
    public String name() {
        return eraser ? "Eraser" : "Brush";
    }

    private TileBrush brush(TileLayer l) {
        return eraser ? TileBrush.single(Cells.empty(l.kind())) : box.brushFor(l);
    }

    @Override
    public void press(ToolEvent e) {
        TileLayer l = ws.currentTileLayer();
        curX = e.tileX();
        curY = e.tileY();
        if (l == null || stroke != null || e.button() != 1) {
            return;
        }
        java.util.List<LayerBrushes.Target> several = targets(l);
        if (several != null) {
            // several layers selected (or a brush of several layers): each selected layer gets its part
            stroke = new BrushStroke(
                    ws.document(), box, several, !eraser && !e.shift(), eraser ? "Erase" : "Paint", curX, curY);
            return;
        }
        TileBrush b = brush(l);
        if (b != null) {
            boolean keepUnder = !eraser && !e.shift();
            stroke = new BrushStroke(
                    ws.document(), box, l, b, keepUnder, eraser, eraser ? "Erase" : box.strokeVerb(), curX, curY);
        }
    }

    /** The layers and parts of a stroke over several layers (the eraser's empty cell on each), or null for one. */
    private java.util.List<LayerBrushes.Target> targets(TileLayer l) {
        if (!eraser) {
            return box.targets();
        }
        java.util.List<TileLayer> layers = ws.selectedTileLayers();
        if (layers.size() <= 1) {
            return null;
        }
        java.util.List<LayerBrushes.Target> out = new java.util.ArrayList<>();
        for (TileLayer t : layers) {
            out.add(new LayerBrushes.Target(t, TileBrush.single(Cells.empty(t.kind()))));
        }
        return out;
    }

    @Override
    public void drag(ToolEvent e) {
        curX = e.tileX();
        curY = e.tileY();
        if (stroke != null) {
            stroke.to(curX, curY, e.alt());
        }
    }

    @Override
    public void release(ToolEvent e) {
        if (stroke != null && e.button() == 1) {
            BrushStroke s = stroke;
            stroke = null;
            s.end();
        }
    }

    @Override
    public void move(ToolEvent e) {
        curX = e.tileX();
        curY = e.tileY();
        hover = true;
        box.mouseMoved();
    }

    @Override
    public void exit() {
        hover = false;
    }

    @Override
    public void cancel() {
        if (stroke != null) {
            BrushStroke s = stroke;
            stroke = null;
            s.cancel();
        }
    }

    @Override
    public boolean busy() {
        return stroke != null;
    }

    @Override
    public void paintOverlay(Graphics2D g, OverlayCanvas canvas) {
        TileLayer l = ws.currentTileLayer();
        if (l == null || !hover) {
            return;
        }
        java.util.List<LayerBrushes.Target> several = eraser ? null : box.targets();
        if (several != null && !several.isEmpty()) {
            paintParts(g, canvas, several);
            return;
        }
        if (!eraser && box.refuses(l)) {
            TileBrush raw = box.brush();
            OverlayStyle.refused(
                    g,
                    canvas.tileRect(curX, curY, raw.width(), raw.height()),
                    refusal(l, box.brushKind()),
                    canvas.bounds());
            return;
        }
        TileBrush b = brush(l);
        int w = b == null ? 1 : b.width();
        int h = b == null ? 1 : b.height();
        if (b != null && !eraser && box.previewShown()) {
            canvas.paintBrush(g, b, curX, curY);
        }
        Rectangle s = canvas.tileRect(curX, curY, w, h);
        Color c = eraser ? new Color(255, 80, 80) : Color.WHITE;
        OverlayStyle.tint(g, s, c, eraser ? 70 : 30);
        OverlayStyle.outline(g, s, c, false);
    }

    /** The preview of a brush of several parts: every part as its layer shows it, under one outline. */
    private void paintParts(Graphics2D g, OverlayCanvas canvas, java.util.List<LayerBrushes.Target> several) {
        int w = 1;
        int h = 1;
        for (LayerBrushes.Target t : several) {
            canvas.paintBrush(g, t.brush(), t.layer(), curX, curY);
            w = Math.max(w, t.brush().width());
            h = Math.max(h, t.brush().height());
        }
        Rectangle s = canvas.tileRect(curX, curY, w, h);
        OverlayStyle.tint(g, s, Color.WHITE, 30);
        OverlayStyle.outline(g, s, Color.WHITE, false);
    }

    /** Why a brush of {@code brushKind} does not paint on a layer, shown under it. */
    static String refusal(TileLayer l, TileKind brushKind) {
        String tiles = brushKind.isPhysics() ? brushKind.defaultName() : "Design";
        return tiles + " tiles do not go on the " + l.kind().defaultName() + " layer: pick "
                + l.kind().defaultName().toLowerCase(java.util.Locale.ROOT) + " tiles (Space)";
    }
}
