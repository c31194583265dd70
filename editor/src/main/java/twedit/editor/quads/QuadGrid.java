package twedit.editor.quads;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.Rectangle;
import java.awt.geom.AffineTransform;
import java.awt.geom.NoninvertibleTransformException;
import java.awt.geom.Point2D;

/**
 * DDNet's map grid for quads and envelope points (map_grid.cpp): lines every 4 to 512 world pixels depending on the
 * zoom, every factor-th line red, and {@code SnapToGrid} rounding a position to the nearest multiple of line distance
 * times factor. DDNet's zoom is a percentage of the area its default view shows; twedit's zoom is converted to it by
 * the world width the view shows against DDNet's default width for the view's aspect ({@code CalcScreenParams}).
 *
 * @param lineDistance world pixels between two grid lines
 * @param factor every this many lines one stands out (1 to 15), and the snap steps this many lines
 */
public record QuadGrid(int lineDistance, int factor) {
    /** The grid of a view {@code viewW} by {@code viewH} screen pixels at {@code scale} screen px per world px. */
    public static QuadGrid of(double scale, int viewW, int viewH, int factor) {
        return new QuadGrid(lineDistance(ddnetZoom(scale, viewW, viewH)), Math.max(1, Math.min(15, factor)));
    }

    /** DDNet's zoom value (100: its default view) for the area twedit's view shows. */
    static double ddnetZoom(double scale, int viewW, int viewH) {
        double aspect = viewW / (double) Math.max(1, viewH);
        double f = Math.sqrt(1150 * 1000) / Math.sqrt(aspect);
        double w = f * aspect;
        double h = f;
        if (w > 1500) {
            w = 1500;
            h = w / aspect;
        }
        if (h > 1050) {
            w = 1050 * aspect;
        }
        return 100 * (viewW / Math.max(1e-6, scale)) / w;
    }

    /** {@code CMapGrid::GridLineDistance}. */
    static int lineDistance(double zoom) {
        if (zoom <= 10) {
            return 4;
        } else if (zoom <= 50) {
            return 8;
        } else if (zoom <= 100) {
            return 16;
        } else if (zoom <= 250) {
            return 32;
        } else if (zoom <= 450) {
            return 64;
        } else if (zoom <= 850) {
            return 128;
        } else if (zoom <= 1550) {
            return 256;
        }
        return 512;
    }

    /** {@code CMapGrid::SnapToGrid} of one world coordinate (in float, truncated toward zero, as DDNet). */
    public float snap(double v) {
        int d = lineDistance * factor;
        float p = (float) v;
        return (int) ((p + (p >= 0 ? 1.0f : -1.0f) * d / 2) / d) * d;
    }

    /** Draws {@code grid} (null: none) over the visible part of the view (screen rectangle {@code view}). */
    static void paint(Graphics2D g, AffineTransform t, Rectangle view, QuadGrid grid) {
        if (grid != null) {
            grid.paint(g, t, view);
        }
    }

    private void paint(Graphics2D g, AffineTransform t, Rectangle view) {
        Point2D a;
        Point2D b;
        try {
            a = t.inverseTransform(new Point2D.Double(view.x, view.y), null);
            b = t.inverseTransform(new Point2D.Double(view.getMaxX(), view.getMaxY()), null);
        } catch (NoninvertibleTransformException e) {
            return;
        }
        double step = lineDistance * t.getScaleX();
        if (step < 3) {
            return;
        }
        g.setStroke(new BasicStroke(1f));
        long x0 = (long) Math.floor(a.getX() / lineDistance);
        long x1 = (long) Math.ceil(b.getX() / lineDistance);
        for (long x = x0; x <= x1; x++) {
            g.setColor(color(x));
            int sx = (int) Math.round(t.getTranslateX() + x * lineDistance * t.getScaleX());
            g.drawLine(sx, view.y, sx, view.y + view.height);
        }
        long y0 = (long) Math.floor(a.getY() / lineDistance);
        long y1 = (long) Math.ceil(b.getY() / lineDistance);
        for (long y = y0; y <= y1; y++) {
            g.setColor(color(y));
            int sy = (int) Math.round(t.getTranslateY() + y * lineDistance * t.getScaleY());
            g.drawLine(view.x, sy, view.x + view.width, sy);
        }
    }

    /** DDNet's colours: factor lines red (1, 0.3, 0.3, 0.3), the others white at 0.15. */
    private Color color(long line) {
        return Math.floorMod(line, factor) == 0 ? new Color(255, 77, 77, 77) : new Color(255, 255, 255, 38);
    }
}
