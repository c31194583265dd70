package twedit.editor.quads;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.geom.AffineTransform;
import java.awt.geom.Rectangle2D;
import twedit.editor.tools.ToolEvent;

/**
 * A selection rectangle dragged on empty space in world pixels, with how it combines with the selection: replace it,
 * add to it (Shift) or take from it (Ctrl). It only counts as a box once the pointer moved a few screen pixels.
 */
public final class MarqueeBox {
    /** How the objects in the box change the selection. */
    public enum Combine {
        REPLACE,
        ADD,
        REMOVE;

        /** Shift adds, Ctrl removes, otherwise the box replaces the selection. */
        public static Combine of(ToolEvent e) {
            return e.shift() ? ADD : e.ctrl() ? REMOVE : REPLACE;
        }
    }

    /** Screen pixels the pointer must move before a press on empty space becomes a box (a click stays a click). */
    private static final double THRESHOLD = 4;

    private final double x0;
    private final double y0;
    private final Combine combine;
    private double x1;
    private double y1;
    private boolean dragged;

    public MarqueeBox(ToolEvent start) {
        x0 = start.worldX();
        y0 = start.worldY();
        x1 = x0;
        y1 = y0;
        combine = Combine.of(start);
    }

    public Combine combine() {
        return combine;
    }

    /** Follows the pointer; {@code scale} is screen pixels per world pixel. */
    public void drag(ToolEvent e, double scale) {
        x1 = e.worldX();
        y1 = e.worldY();
        dragged |= Math.hypot(x1 - x0, y1 - y0) * scale >= THRESHOLD;
    }

    /** Whether the pointer moved far enough for a box (else the gesture was a click). */
    public boolean dragged() {
        return dragged;
    }

    /** Whether world point (x, y) lies in the box (edges included). */
    public boolean contains(double x, double y) {
        return x >= Math.min(x0, x1) && x <= Math.max(x0, x1) && y >= Math.min(y0, y1) && y <= Math.max(y0, y1);
    }

    /** Draws the box, dashed, with a light fill. */
    public void paint(Graphics2D g, AffineTransform worldToScreen) {
        if (!dragged) {
            return;
        }
        Rectangle2D r =
                new Rectangle2D.Double(Math.min(x0, x1), Math.min(y0, y1), Math.abs(x1 - x0), Math.abs(y1 - y0));
        java.awt.Shape s = worldToScreen.createTransformedShape(r);
        g.setColor(new Color(120, 190, 255, 40));
        g.fill(s);
        g.setColor(combine == Combine.REMOVE ? new Color(255, 120, 120) : new Color(120, 190, 255));
        g.setStroke(new BasicStroke(1f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 4f, new float[] {5f, 3f}, 0f));
        g.draw(s);
    }

    /** Applies the finished box to the selection: a quad is in it when its pivot is (a click without drag clears). */
    void select(twedit.model.map.QuadsLayer l, QuadSelection sel) {
        if (!dragged()) {
            if (combine() == Combine.REPLACE) {
                sel.set(l, java.util.List.of());
            }
            return;
        }
        // DDNet's handle for the whole quad is its pivot, and it is the point mappers see
        java.util.List<Integer> in = new java.util.ArrayList<>();
        for (int i = 0; i < l.quads().size(); i++) {
            twedit.model.map.Point p = l.quads().get(i).pivot();
            if (contains(p.x() / 1024.0, p.y() / 1024.0)) {
                in.add(i);
            }
        }
        sel.combine(l, in, combine());
    }
}
