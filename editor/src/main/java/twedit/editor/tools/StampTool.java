package twedit.editor.tools;

import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.Rectangle;
import twedit.editor.state.Workspace;
import twedit.model.document.MapDocument;
import twedit.model.document.edits.Cells;
import twedit.model.document.edits.TileBrush;
import twedit.model.document.edits.TileOps;
import twedit.model.map.TileLayer;

/**
 * The stamp brush (and, with an empty cell, the eraser): left-drag stamps the brush at every tile between two mouse
 * positions as one stroke (empty brush cells keep the map's tiles unless Shift is held); right-drag grabs a
 * rectangle of the layer as the new brush, a right click clears the brush.
 */
final class StampTool implements Tool {
    private final Workspace ws;
    private final ToolBox box;
    private final boolean eraser;
    private MapDocument strokeDoc;
    private TileLayer layer;
    private TileBrush strokeBrush;
    private boolean destructive;
    private int lastX;
    private int lastY;
    private boolean grabbing;
    private int grabX;
    private int grabY;
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
        if (l == null || busy()) {
            return;
        }
        curX = e.tileX();
        curY = e.tileY();
        if (e.button() == 3 && !eraser) {
            grabbing = true;
            grabX = e.tileX();
            grabY = e.tileY();
            return;
        }
        TileBrush b = brush(l);
        if (e.button() != 1 || b == null) {
            return;
        }
        layer = l;
        strokeBrush = b;
        destructive = eraser || e.shift();
        strokeDoc = ws.document();
        strokeDoc.beginStroke(eraser ? "Erase" : "Paint");
        lastX = e.tileX();
        lastY = e.tileY();
        stamp(lastX, lastY);
    }

    @Override
    public void drag(ToolEvent e) {
        curX = e.tileX();
        curY = e.tileY();
        if (strokeDoc != null) {
            // every tile on the line between the two mouse positions (Bresenham), so fast strokes leave no gaps
            int x0 = lastX;
            int y0 = lastY;
            int dx = Math.abs(curX - x0);
            int dy = -Math.abs(curY - y0);
            int sx = x0 < curX ? 1 : -1;
            int sy = y0 < curY ? 1 : -1;
            int err = dx + dy;
            while (x0 != curX || y0 != curY) {
                int e2 = 2 * err;
                if (e2 >= dy) {
                    err += dy;
                    x0 += sx;
                }
                if (e2 <= dx) {
                    err += dx;
                    y0 += sy;
                }
                stamp(x0, y0);
            }
            lastX = curX;
            lastY = curY;
        }
    }

    private void stamp(int x, int y) {
        strokeDoc.strokeApply(TileOps.stamp(layer, x, y, strokeBrush, !destructive));
    }

    @Override
    public void release(ToolEvent e) {
        if (strokeDoc != null && e.button() == 1) {
            MapDocument d = strokeDoc;
            strokeDoc = null;
            d.endStroke();
        } else if (grabbing && e.button() == 3) {
            grabbing = false;
            TileLayer l = ws.currentTileLayer();
            if (l == null) {
                return;
            }
            boolean click = curX == grabX && curY == grabY;
            if (click && box.brush() != null) {
                box.setBrush(null, null);
                return;
            }
            Rectangle r = rect().intersection(new Rectangle(0, 0, l.width(), l.height()));
            if (!r.isEmpty()) {
                box.setBrush(TileBrush.copyOf(l, r.x, r.y, r.width, r.height), l.kind());
            }
        }
    }

    @Override
    public void move(ToolEvent e) {
        curX = e.tileX();
        curY = e.tileY();
        hover = true;
    }

    private Rectangle rect() {
        return new Rectangle(
                Math.min(grabX, curX), Math.min(grabY, curY), Math.abs(curX - grabX) + 1, Math.abs(curY - grabY) + 1);
    }

    @Override
    public void cancel() {
        grabbing = false;
        if (strokeDoc != null) {
            MapDocument d = strokeDoc;
            strokeDoc = null;
            if (d.inStroke()) {
                d.cancelStroke();
            }
        }
    }

    @Override
    public boolean busy() {
        return strokeDoc != null || grabbing;
    }

    @Override
    public void paintOverlay(Graphics2D g, OverlayCanvas canvas) {
        TileLayer l = ws.currentTileLayer();
        if (l == null) {
            return;
        }
        if (grabbing) {
            Rectangle s = canvas.tileRect(rect().x, rect().y, rect().width, rect().height);
            OverlayStyle.tint(g, s, Color.WHITE, 50);
            OverlayStyle.outline(g, s, Color.WHITE, false);
            return;
        }
        if (!hover) {
            return;
        }
        if (!eraser && box.refuses(l)) {
            TileBrush raw = box.brush();
            OverlayStyle.refused(
                    g, canvas.tileRect(curX, curY, raw.width(), raw.height()), refusal(l), canvas.bounds());
            return;
        }
        TileBrush b = brush(l);
        int w = b == null ? 1 : b.width();
        int h = b == null ? 1 : b.height();
        if (b != null && !eraser) {
            canvas.paintBrush(g, b, curX, curY);
        }
        Rectangle s = canvas.tileRect(curX, curY, w, h);
        Color c = eraser ? new Color(255, 80, 80) : Color.WHITE;
        OverlayStyle.tint(g, s, c, eraser ? 70 : 30);
        OverlayStyle.outline(g, s, c, false);
    }

    /** Why the brush does not paint on a layer, shown under it. */
    static String refusal(TileLayer l) {
        return "Design tiles do not go on the " + l.kind().defaultName() + " layer: pick "
                + l.kind().defaultName().toLowerCase(java.util.Locale.ROOT) + " tiles (Space)";
    }
}
