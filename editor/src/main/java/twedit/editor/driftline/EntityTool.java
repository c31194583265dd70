package twedit.editor.driftline;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.Rectangle;
import java.awt.event.KeyEvent;
import java.util.function.Supplier;
import twedit.editor.state.Workspace;
import twedit.editor.tools.OverlayCanvas;
import twedit.editor.tools.Tool;
import twedit.editor.tools.ToolBox;
import twedit.editor.tools.ToolEvent;
import twedit.model.document.MapDocument;
import twedit.model.document.edits.Cells;
import twedit.model.document.edits.TileBrush;
import twedit.model.document.edits.TilePatch;
import twedit.model.driftline.DriftlineEntityType;
import twedit.model.map.TileLayer;

/**
 * The tool of the spawn, flag and base layers: a click on an empty cell places an entity of the layer's type with
 * the team picked in the tile picker (team 0 by default), dragging an entity moves it (one undo step), and a
 * right click or Delete over an entity removes it.
 */
public final class EntityTool implements Tool {
    private final Workspace ws;
    private final ToolBox tools;
    private final Supplier<DriftlineSession> session;
    private boolean dragging;
    private int dragX;
    private int dragY;
    private int dragIndex;
    private int hoverX = -1;
    private int hoverY = -1;

    public EntityTool(Workspace ws, ToolBox tools, Supplier<DriftlineSession> session) {
        this.ws = ws;
        this.tools = tools;
        this.session = session;
    }

    @Override
    public String name() {
        return "Entity";
    }

    /** The tile index of the team to place: the picked brush's first cell, else team 0. */
    int placeIndex(TileLayer layer) {
        TileBrush b = tools.brushFor(layer);
        int picked = b == null || b.width() == 0 ? 0 : b.cell(0, 0)[0] & 0xFF;
        DriftlineSession s = session.get();
        if (picked != 0 && s != null && s.teams().key(picked) != null) {
            return picked;
        }
        return s == null ? 1 : Math.max(1, s.teams().index(0));
    }

    @Override
    public void press(ToolEvent e) {
        TileLayer layer = ws.currentTileLayer();
        DriftlineSession s = session.get();
        if (layer == null || s == null || !inside(s, e.tileX(), e.tileY())) {
            return;
        }
        int index = layer.grid().get(e.tileX(), e.tileY(), 0);
        if (e.button() == 3) {
            delete(layer, e.tileX(), e.tileY());
        } else if (e.button() == 1 && index != 0) {
            dragging = true;
            dragX = e.tileX();
            dragY = e.tileY();
            dragIndex = index;
            ws.document().beginStroke("Move " + typeName(s, layer));
        } else if (e.button() == 1) {
            ws.document().apply(set(layer, e.tileX(), e.tileY(), placeIndex(layer), "Place " + typeName(s, layer)));
        }
    }

    @Override
    public void drag(ToolEvent e) {
        hover(e);
        TileLayer layer = ws.currentTileLayer();
        DriftlineSession s = session.get();
        if (!dragging
                || layer == null
                || s == null
                || (e.tileX() == dragX && e.tileY() == dragY)
                || !inside(s, e.tileX(), e.tileY())
                || layer.grid().get(e.tileX(), e.tileY(), 0) != 0) {
            return;
        }
        MapDocument doc = ws.document();
        doc.strokeApply(set(layer, dragX, dragY, 0, "Move"));
        doc.strokeApply(set(layer, e.tileX(), e.tileY(), dragIndex, "Move"));
        dragX = e.tileX();
        dragY = e.tileY();
    }

    @Override
    public void release(ToolEvent e) {
        if (dragging) {
            dragging = false;
            ws.document().endStroke();
        }
    }

    @Override
    public void move(ToolEvent e) {
        hover(e);
    }

    private void hover(ToolEvent e) {
        hoverX = e.tileX();
        hoverY = e.tileY();
    }

    @Override
    public boolean key(KeyEvent e) {
        TileLayer layer = ws.currentTileLayer();
        if ((e.getKeyCode() == KeyEvent.VK_DELETE || e.getKeyCode() == KeyEvent.VK_BACK_SPACE)
                && layer != null
                && !dragging
                && session.get() != null
                && inside(session.get(), hoverX, hoverY)) {
            return delete(layer, hoverX, hoverY);
        }
        return false;
    }

    private boolean delete(TileLayer layer, int x, int y) {
        if (layer.grid().get(x, y, 0) == 0) {
            return false;
        }
        return ws.document().apply(set(layer, x, y, 0, "Delete " + typeName(session.get(), layer)));
    }

    @Override
    public void paintOverlay(Graphics2D g, OverlayCanvas canvas) {
        TileLayer layer = ws.currentTileLayer();
        DriftlineSession s = session.get();
        if (layer == null || s == null || !inside(s, hoverX, hoverY)) {
            return;
        }
        Rectangle r = canvas.tileRect(hoverX, hoverY, 1, 1);
        boolean occupied = layer.grid().get(hoverX, hoverY, 0) != 0;
        g.setStroke(new BasicStroke(2f));
        g.setColor(occupied ? new Color(255, 220, 80) : new Color(255, 255, 255, 200));
        g.drawRect(r.x, r.y, r.width, r.height);
        if (!occupied) {
            Integer team = s.teams().key(placeIndex(layer));
            g.drawString(typeName(s, layer) + " " + team, r.x + 2, r.y - 4);
        }
    }

    @Override
    public void cancel() {
        if (dragging) {
            dragging = false;
            if (ws.document().inStroke()) {
                ws.document().cancelStroke();
            }
        }
    }

    @Override
    public boolean busy() {
        return dragging;
    }

    private static boolean inside(DriftlineSession s, int x, int y) {
        return s.meta().contains(x, y);
    }

    private static String typeName(DriftlineSession s, TileLayer layer) {
        DriftlineEntityType t = s == null ? null : s.entityType(layer);
        return t == null ? "entity" : t.jsonName();
    }

    private static TilePatch set(TileLayer layer, int x, int y, int index, String label) {
        return TilePatch.builder(layer).set(x, y, Cells.tile(index, 0)).build(label);
    }
}
