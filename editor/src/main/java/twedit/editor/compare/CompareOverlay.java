package twedit.editor.compare;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Graphics2D;
import java.util.BitSet;
import java.util.Map;
import twedit.editor.state.Workspace;
import twedit.editor.view.Camera;
import twedit.editor.view.MapView;
import twedit.model.map.Group;
import twedit.model.map.TileLayer;

/**
 * Draws the cells a comparison found changed: filled and outlined on the current layer, outlined only on the other
 * layers (each in its group's place), and only the visible part, so big maps stay quick.
 */
final class CompareOverlay implements MapView.ViewOverlay {
    private static final Color FILL = new Color(255, 0, 200, 70);
    private static final Color EDGE = new Color(255, 0, 200, 220);
    private static final Color OTHER_EDGE = new Color(255, 160, 0, 170);

    private final Workspace ws;
    private Comparison shown;

    CompareOverlay(Workspace ws) {
        this.ws = ws;
    }

    void show(Comparison c) {
        shown = c;
    }

    @Override
    public void paint(Graphics2D g, Camera camera) {
        Comparison c = shown;
        if (c == null) {
            return;
        }
        for (Map.Entry<TileLayer, BitSet> e : c.changedCells().entrySet()) {
            TileLayer layer = e.getKey();
            Group group = ws.map().groupOf(layer).orElse(null);
            if (group == null) {
                continue; // the layer is gone since the comparison
            }
            boolean current = layer == ws.currentLayer();
            paintCells(g, camera.transform(group), camera, layer, e.getValue(), current);
        }
    }

    private static void paintCells(
            Graphics2D g, Camera.GroupTransform t, Camera camera, TileLayer layer, BitSet cells, boolean current) {
        int w = layer.width();
        int h = layer.height();
        int x0 = Math.max(0, (int) Math.floor(t.toWorldX(0) / 32));
        int y0 = Math.max(0, (int) Math.floor(t.toWorldY(0) / 32));
        int x1 = Math.min(w - 1, (int) Math.floor(t.toWorldX(camera.viewWidth()) / 32));
        int y1 = Math.min(h - 1, (int) Math.floor(t.toWorldY(camera.viewHeight()) / 32));
        double size = 32 * t.scale();
        g.setStroke(new BasicStroke(current ? 1.5f : 1f));
        for (int y = y0; y <= y1; y++) {
            int row = y * w;
            for (int x = cells.nextSetBit(row + x0); x >= 0 && x <= row + x1; x = cells.nextSetBit(x + 1)) {
                int cx = x - row;
                double sx = t.toScreenX(cx * 32.0);
                double sy = t.toScreenY(y * 32.0);
                java.awt.geom.Rectangle2D r = new java.awt.geom.Rectangle2D.Double(sx, sy, size, size);
                if (current) {
                    g.setColor(FILL);
                    g.fill(r);
                }
                if (size >= 4) {
                    g.setColor(current ? EDGE : OTHER_EDGE);
                    g.draw(r);
                }
            }
        }
    }
}
