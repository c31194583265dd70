package twedit.editor.quads;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.geom.AffineTransform;
import java.awt.geom.Line2D;
import java.awt.geom.Point2D;
import java.awt.geom.Rectangle2D;
import java.util.ArrayList;
import java.util.List;
import twedit.editor.tools.ToolEvent;
import twedit.model.document.MapDocument;
import twedit.model.document.edits.Edits;
import twedit.model.envelope.AnimatedQuad;
import twedit.model.envelope.EnvelopeEvaluator;
import twedit.model.map.EnvPoint;
import twedit.model.map.Envelope;
import twedit.model.map.Point;
import twedit.model.map.Quad;
import twedit.model.map.QuadsLayer;

/**
 * The paths of the quads' position envelopes on the map, as DDNet's {@code DoQuadEnvelopes}: a cyan line through
 * the positions the pivot takes (sampled along bezier segments), the quad's outline at each point (moved and
 * rotated by it) and a handle per point; a handle dragged moves the point (Ctrl+drag: rotates it), one undo step.
 */
final class EnvPathOverlay {
    private static final Color PATH = new Color(0f, 1f, 1f, 0.75f);
    private static final Color GHOST = new Color(0f, 1f, 1f, 0.35f);
    private static final double HANDLE = 6;

    private final java.util.function.Supplier<MapDocument> docs;
    private Envelope dragging;
    private int point;
    private Quad quad;
    private boolean rotating;
    private EnvPoint original;
    private double pressScreenX;

    /** Where the document comes from (the workspace's current one). */
    EnvPathOverlay(java.util.function.Supplier<MapDocument> docs) {
        this.docs = docs;
    }

    /** The quads of {@code l} that have a position envelope with points, each with it. */
    static List<Quad> animated(QuadsLayer l) {
        List<Quad> out = new ArrayList<>();
        for (Quad q : l.quads()) {
            Envelope e = q.positionEnvelope();
            if (e != null && e.channels() == Envelope.POSITION && !e.points().isEmpty()) {
                out.add(q);
            }
        }
        return out;
    }

    /**
     * The world positions of the path of {@code q}'s position envelope, in order: each point, and on a bezier
     * segment DDNet's steps between (its length in seconds times 10, within 50..150).
     */
    static List<Point2D.Double> path(Quad q) {
        Envelope e = q.positionEnvelope();
        List<EnvPoint> pts = e.points();
        double px = q.pivot().x() / 1024.0;
        double py = q.pivot().y() / 1024.0;
        List<Point2D.Double> out = new ArrayList<>();
        for (int i = 0; i < pts.size(); i++) {
            EnvPoint a = pts.get(i);
            out.add(new Point2D.Double(px + a.value(0) / 1024.0, py + a.value(1) / 1024.0));
            if (i + 1 < pts.size() && a.curve() == EnvPoint.CURVE_BEZIER) {
                int range = pts.get(i + 1).time() - a.time();
                int steps = Math.max(50, Math.min(150, Math.round(range / 1000f * 10f)));
                float[] r = new float[4];
                for (int s = 1; s < steps; s++) {
                    double t = a.time() + range * (s / (double) steps);
                    EnvelopeEvaluator.evaluatePoints(pts, EnvelopeEvaluator.toNanos(t), r, 2);
                    out.add(new Point2D.Double(px + r[0], py + r[1]));
                }
            }
        }
        return out;
    }

    /** The handle of point {@code i}: the pivot moved by the point's x and y. */
    static Point2D.Double handle(Quad q, int i) {
        EnvPoint p = q.positionEnvelope().points().get(i);
        return new Point2D.Double(
                (q.pivot().x() + p.value(0)) / 1024.0, (q.pivot().y() + p.value(1)) / 1024.0);
    }

    void paint(Graphics2D g, AffineTransform t, QuadsLayer l) {
        g.setStroke(new BasicStroke(1.2f));
        for (Quad q : animated(l)) {
            List<Point2D.Double> path = path(q);
            g.setColor(PATH);
            for (int k = 1; k < path.size(); k++) {
                g.draw(t.createTransformedShape(new Line2D.Double(path.get(k - 1), path.get(k))));
            }
            List<EnvPoint> pts = q.positionEnvelope().points();
            for (int i = 0; i < pts.size(); i++) {
                EnvPoint p = pts.get(i);
                Quad ghost = QuadShapes.translate(rotated(q, p.value(2) / 1024f), p.value(0), p.value(1));
                boolean active = q.positionEnvelope() == dragging && i == point;
                g.setColor(active ? new Color(1f, 1f, 1f, 0.65f) : GHOST);
                g.draw(t.createTransformedShape(QuadShapes.outline(ghost)));
                Point2D c = t.transform(handle(q, i), null);
                g.setColor(active ? Color.WHITE : Color.CYAN);
                g.fill(new Rectangle2D.Double(c.getX() - 3, c.getY() - 3, 6, 6));
            }
        }
    }

    /** {@code q}'s corners turned {@code degrees} about its pivot, as the game turns them. */
    private static Quad rotated(Quad q, float degrees) {
        if (degrees == 0) {
            return q;
        }
        List<Point> p = new ArrayList<>(q.points());
        float rad = degrees / 180f * (float) Math.PI;
        for (int k = 0; k < 4; k++) {
            int[] r = AnimatedQuad.rotate(q.pivot(), p.get(k), rad);
            p.set(k, new Point(r[0], r[1]));
        }
        return q.withPoints(p);
    }

    /** Starts dragging the envelope point handle under the pointer, if there is one; Ctrl rotates it. */
    boolean press(QuadsLayer l, ToolEvent e, double scale) {
        double r = HANDLE / Math.max(1e-6, scale);
        for (Quad q : animated(l)) {
            for (int i = q.positionEnvelope().points().size() - 1; i >= 0; i--) {
                Point2D.Double h = handle(q, i);
                if (h.distance(e.worldX(), e.worldY()) <= r) {
                    dragging = q.positionEnvelope();
                    point = i;
                    quad = q;
                    rotating = e.ctrl();
                    original = dragging.points().get(i);
                    pressScreenX = e.worldX() * scale;
                    docs.get().beginStroke(rotating ? "Rotate envelope point" : "Move envelope point");
                    return true;
                }
            }
        }
        return false;
    }

    boolean active() {
        return dragging != null;
    }

    /**
     * Moves the dragged point so the handle follows the pointer (DDNet: the point's x and y are the pointer's world
     * position less the pivot, the position snapped to the grid when it is on), or with Ctrl turns it 10 units (1/1024
     * degree) per screen pixel moved sideways.
     *
     * @param grid the grid to snap to, or null (off, or Alt held)
     */
    void drag(ToolEvent e, double scale, QuadGrid grid) {
        if (dragging == null || point >= dragging.points().size()) {
            return;
        }
        EnvPoint p;
        if (rotating) {
            int dx = (int) Math.round(e.worldX() * scale - pressScreenX);
            p = original.withValue(2, original.value(2) + 10 * dx);
        } else {
            double wx = grid == null ? e.worldX() : grid.snap(e.worldX());
            double wy = grid == null ? e.worldY() : grid.snap(e.worldY());
            int x = QuadShapes.fx(wx) - quad.pivot().x();
            int y = QuadShapes.fx(wy) - quad.pivot().y();
            p = original.withValue(0, x).withValue(1, y);
        }
        if (!p.equals(dragging.points().get(point))) {
            docs.get().strokeApply(Edits.setPoint(dragging, point, p));
        }
    }

    void release() {
        if (dragging != null) {
            dragging = null;
            docs.get().endStroke();
        }
    }

    void cancel() {
        if (dragging != null) {
            dragging = null;
            docs.get().cancelStroke();
        }
    }
}
