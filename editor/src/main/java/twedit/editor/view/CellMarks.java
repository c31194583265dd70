package twedit.editor.view;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.geom.Rectangle2D;
import java.util.BitSet;
import java.util.List;
import java.util.function.Supplier;
import twedit.model.map.Group;

/**
 * Marks cells of tile layers on the map, each mark in its group's place with colours of its own: single cells (a
 * comparison's changed cells; only the visible part is drawn, so big maps stay quick) or rectangles (a merge's
 * conflicts). The feature that shows marks hands a supplier asked at each paint, so the marks follow its state.
 */
public final class CellMarks implements MapView.ViewOverlay {
    /**
     * Marked cells of one layer: a set of cells (index y * width + x) or one rectangle, filled with {@code fill}
     * (null: not filled) and outlined with {@code edge}.
     */
    public record Mark(
            Group group,
            int layerWidth,
            int layerHeight,
            BitSet cells,
            int x,
            int y,
            int width,
            int height,
            Color fill,
            Color edge,
            float stroke) {
        /** The cells of a layer of {@code width} x {@code height} set in {@code cells}, each marked on its own. */
        public static Mark cells(
                Group group, int width, int height, BitSet cells, Color fill, Color edge, float stroke) {
            return new Mark(group, width, height, cells, 0, 0, 0, 0, fill, edge, stroke);
        }

        /** One rectangle of cells, marked as a whole. */
        public static Mark rect(
                Group group, int x, int y, int width, int height, Color fill, Color edge, float stroke) {
            return new Mark(group, 0, 0, null, x, y, width, height, fill, edge, stroke);
        }
    }

    private Supplier<List<Mark>> marks;

    /** Shows what {@code marks} gives at each paint; null shows nothing. */
    public void show(Supplier<List<Mark>> marks) {
        this.marks = marks;
    }

    @Override
    public void paint(Graphics2D g, Camera camera) {
        Supplier<List<Mark>> source = marks;
        if (source == null) {
            return;
        }
        for (Mark m : source.get()) {
            Camera.GroupTransform t = camera.transform(m.group());
            g.setStroke(new BasicStroke(m.stroke()));
            if (m.cells() == null) {
                draw(
                        g,
                        m,
                        new Rectangle2D.Double(
                                t.toScreenX(m.x() * 32.0),
                                t.toScreenY(m.y() * 32.0),
                                32 * t.scale() * m.width(),
                                32 * t.scale() * m.height()),
                        true);
            } else {
                paintCells(g, t, camera, m);
            }
        }
    }

    private static void draw(Graphics2D g, Mark m, Rectangle2D r, boolean edge) {
        if (m.fill() != null) {
            g.setColor(m.fill());
            g.fill(r);
        }
        if (edge && m.edge() != null) {
            g.setColor(m.edge());
            g.draw(r);
        }
    }

    private static void paintCells(Graphics2D g, Camera.GroupTransform t, Camera camera, Mark m) {
        int w = m.layerWidth();
        int h = m.layerHeight();
        int x0 = Math.max(0, (int) Math.floor(t.toWorldX(0) / 32));
        int y0 = Math.max(0, (int) Math.floor(t.toWorldY(0) / 32));
        int x1 = Math.min(w - 1, (int) Math.floor(t.toWorldX(camera.viewWidth()) / 32));
        int y1 = Math.min(h - 1, (int) Math.floor(t.toWorldY(camera.viewHeight()) / 32));
        double size = 32 * t.scale();
        BitSet cells = m.cells();
        for (int y = y0; y <= y1; y++) {
            int row = y * w;
            for (int x = cells.nextSetBit(row + x0); x >= 0 && x <= row + x1; x = cells.nextSetBit(x + 1)) {
                Rectangle2D r =
                        new Rectangle2D.Double(t.toScreenX((x - row) * 32.0), t.toScreenY(y * 32.0), size, size);
                draw(g, m, r, size >= 4); // outlines of cells smaller than that would hide the map
            }
        }
    }
}
