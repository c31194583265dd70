package twedit.editor.tools;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.Shape;
import java.awt.Stroke;
import java.awt.geom.AffineTransform;
import java.awt.geom.Path2D;
import java.awt.image.BufferedImage;
import twedit.model.select.CellMask;

/**
 * Draws a selection whatever the current layer and tool: a faint tint over its cells and its outline (the border
 * between selected and unselected cells, holes included) as black and white dashes. The outline and the tint are
 * built once per mask, so a 1000x1000 selection costs one pass when it changes and a draw per frame.
 */
public final class SelectionOutline {
    private static final Color TINT = new Color(255, 220, 80, 55);
    private static final Stroke BLACK = new BasicStroke(3f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER);
    private static final Stroke DASH =
            new BasicStroke(1.5f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 10, new float[] {5, 4}, 0);
    private static final Color GOLD = new Color(255, 220, 80);

    private CellMask cached;
    private Path2D path;
    private BufferedImage tint;

    /**
     * Paints {@code mask}; {@code tileToScreen} maps tile coordinates of its layer (one unit a tile) to the screen.
     */
    public void paint(Graphics2D g, CellMask mask, AffineTransform tileToScreen) {
        if (mask.isEmpty()) {
            return;
        }
        if (mask != cached) {
            cached = mask;
            path = outline(mask);
            tint = mask.isRect() ? null : tint(mask);
        }
        Graphics2D g2 = (Graphics2D) g.create();
        try {
            AffineTransform at = new AffineTransform(tileToScreen);
            at.translate(mask.x(), mask.y());
            if (tint == null) {
                g2.setColor(TINT);
                g2.fill(at.createTransformedShape(new java.awt.Rectangle(0, 0, mask.width(), mask.height())));
            } else {
                g2.setRenderingHint(
                        RenderingHints.KEY_INTERPOLATION, RenderingHints.VALUE_INTERPOLATION_NEAREST_NEIGHBOR);
                g2.drawImage(tint, at, null);
            }
            Shape s = at.createTransformedShape(path);
            g2.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_OFF);
            g2.setColor(new Color(0, 0, 0, 220));
            g2.setStroke(BLACK);
            g2.draw(s);
            g2.setColor(GOLD);
            g2.setStroke(DASH);
            g2.draw(s);
        } finally {
            g2.dispose();
        }
    }

    /** The border segments of a mask in its own frame (the corner of its bounds at 0, 0), runs merged. */
    static Path2D outline(CellMask m) {
        Path2D.Float p = new Path2D.Float();
        int w = m.width();
        int h = m.height();
        int x0 = m.x();
        int y0 = m.y();
        // horizontal edges: between row y - 1 and row y
        for (int y = 0; y <= h; y++) {
            int start = -1;
            for (int x = 0; x <= w; x++) {
                boolean edge = x < w && m.contains(x0 + x, y0 + y) != m.contains(x0 + x, y0 + y - 1);
                if (edge && start < 0) {
                    start = x;
                } else if (!edge && start >= 0) {
                    p.moveTo(start, y);
                    p.lineTo(x, y);
                    start = -1;
                }
            }
        }
        // vertical edges: between column x - 1 and column x
        for (int x = 0; x <= w; x++) {
            int start = -1;
            for (int y = 0; y <= h; y++) {
                boolean edge = y < h && m.contains(x0 + x, y0 + y) != m.contains(x0 + x - 1, y0 + y);
                if (edge && start < 0) {
                    start = y;
                } else if (!edge && start >= 0) {
                    p.moveTo(x, start);
                    p.lineTo(x, y);
                    start = -1;
                }
            }
        }
        return p;
    }

    private static BufferedImage tint(CellMask m) {
        BufferedImage img = new BufferedImage(m.width(), m.height(), BufferedImage.TYPE_INT_ARGB);
        int[] row = new int[m.width()];
        int argb = TINT.getRGB();
        for (int y = 0; y < m.height(); y++) {
            for (int x = 0; x < m.width(); x++) {
                row[x] = m.contains(m.x() + x, m.y() + y) ? argb : 0;
            }
            img.setRGB(0, y, m.width(), 1, row, 0, m.width());
        }
        return img;
    }
}
