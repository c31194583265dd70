package twedit.editor.quads;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.geom.AffineTransform;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Point2D;
import java.awt.geom.Rectangle2D;
import java.util.List;
import twedit.model.map.Point;
import twedit.model.map.Quad;

/**
 * The quad tool's handles, and DDNet's "Show quad bounds" option (ed_show_quads_rect): while quads are moved, the box around all of them (corners
 * and pivots), dashed, so that its edges can be lined up with the map; off until turned on.
 */
public final class MoveBounds {
    private boolean shown;

    public boolean shown() {
        return shown;
    }

    public void setShown(boolean on) {
        shown = on;
    }

    /** The box around every corner and pivot of {@code quads}, in world pixels, or null for none. */
    static Rectangle2D bounds(List<Quad> quads) {
        Rectangle2D r = null;
        for (Quad q : quads) {
            for (Point p : q.points()) {
                Rectangle2D pt = new Rectangle2D.Double(p.x() / 1024.0, p.y() / 1024.0, 0, 0);
                if (r == null) {
                    r = pt;
                } else {
                    r.add(pt.getX(), pt.getY());
                }
            }
        }
        return r;
    }

    /** Draws the box of the quads being moved (indices in {@code l}), when the option is on. */
    void paint(Graphics2D g, AffineTransform t, twedit.model.map.QuadsLayer l, List<Integer> moving) {
        List<Quad> qs = moving.stream()
                .filter(i -> i < l.quads().size())
                .map(l.quads()::get)
                .toList();
        Rectangle2D r = shown ? bounds(qs) : null;
        if (r == null) {
            return;
        }
        g.setColor(new Color(255, 120, 60));
        g.setStroke(new BasicStroke(1f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 4f, new float[] {6f, 4f}, 0f));
        g.draw(t.createTransformedShape(r));
        g.setStroke(new BasicStroke(1f));
    }

    /**
     * The handles of the selected quads: corners as squares (pink in UV mode, red when the corner is selected), the
     * pivot as a blue disc.
     */
    static void handles(
            Graphics2D g,
            AffineTransform t,
            twedit.model.map.QuadsLayer l,
            List<Integer> selected,
            boolean uvMode,
            QuadSelection sel) {
        for (int i : selected) {
            Quad q = l.quads().get(i);
            int corners = sel.corners(l, i);
            for (int p = 0; p < 5; p++) {
                Point2D sp = t.transform(
                        new Point2D.Double(
                                q.points().get(p).x() / 1024.0,
                                q.points().get(p).y() / 1024.0),
                        null);
                if (p == 4) {
                    g.setColor(new Color(80, 200, 255));
                    g.fill(new Ellipse2D.Double(sp.getX() - 5, sp.getY() - 5, 10, 10));
                    g.setColor(Color.BLACK);
                    g.draw(new Ellipse2D.Double(sp.getX() - 5, sp.getY() - 5, 10, 10));
                } else {
                    boolean picked = (corners & (1 << p)) != 0;
                    g.setColor(uvMode ? new Color(255, 120, 220) : picked ? new Color(255, 40, 40) : Color.WHITE);
                    Rectangle2D r = new Rectangle2D.Double(sp.getX() - 4, sp.getY() - 4, 8, 8);
                    g.fill(r);
                    g.setColor(Color.BLACK);
                    g.draw(r);
                }
            }
        }
    }

    /** Every quad's outline, the selected ones highlighted. */
    static void outlines(Graphics2D g, AffineTransform t, twedit.model.map.QuadsLayer l, QuadSelection sel) {
        g.setStroke(new BasicStroke(1f));
        for (int i = 0; i < l.quads().size(); i++) {
            g.setColor(sel.isSelected(l, i) ? new Color(255, 210, 60) : new Color(255, 255, 255, 90));
            g.draw(t.createTransformedShape(QuadShapes.outline(l.quads().get(i))));
        }
    }
}
