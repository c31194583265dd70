package twedit.editor.quads;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import twedit.model.map.Point;
import twedit.model.map.Quad;
import twedit.model.map.QuadsLayer;

/**
 * One drag of quads, pivots or corners with DDNet's snapping (editor.cpp {@code DoQuad}, {@code DoQuadPoint}): the
 * offset is where the grabbed point would be (snapped to the grid when it is on and Alt is not held, to 8 px with
 * Ctrl), less where it started; Shift keeps it on one axis; then the moved box (whole quads) or the moved points
 * (pivots, corners) align to the other quads. Each quad's new form is its original moved by that one offset.
 */
final class QuadDrag {
    /** What moves. */
    enum Kind {
        QUADS,
        PIVOTS,
        CORNERS
    }

    private final Kind kind;
    private final List<Integer> quads;
    private final List<Quad> originals;
    /** The moving points with where they started (pivots or corners; none for whole quads). */
    private final List<QuadSnap.Dragged> points;
    /** The grabbed point at the start: what the grid snaps. */
    private final Point ref;

    private QuadSnap.Result last;

    /**
     * @param corners for CORNERS, per quad of {@code quads} the bit mask of its moving corners (bit p: corner p)
     */
    QuadDrag(Kind kind, QuadsLayer l, List<Integer> quads, List<Integer> corners, Point ref) {
        this.kind = kind;
        this.quads = List.copyOf(quads);
        this.ref = ref;
        List<Quad> o = new ArrayList<>();
        List<QuadSnap.Dragged> pts = new ArrayList<>();
        for (int k = 0; k < quads.size(); k++) {
            Quad q = l.quads().get(quads.get(k));
            o.add(q);
            for (int p = 0; p < 5; p++) {
                boolean moves = kind == Kind.PIVOTS ? p == 4 : kind == Kind.CORNERS && (corners.get(k) & (1 << p)) != 0;
                if (moves) {
                    pts.add(new QuadSnap.Dragged(quads.get(k), p, q.points().get(p)));
                }
            }
        }
        originals = o;
        points = pts;
    }

    List<Integer> quads() {
        return quads;
    }

    /** How many points move (pivots or corners; 0 for whole quads). */
    int pointCount() {
        return points.size();
    }

    /** The alignments of the last step (to draw), or null. */
    QuadSnap.Result last() {
        return last;
    }

    /**
     * The dragged quads' new forms for a pointer moved by ({@code wdx}, {@code wdy}) world pixels since the press.
     *
     * @param grid the grid to snap to, or null (grid off, or Alt held)
     * @param threshold the alignment distance in fixed point, or a negative number for no alignment
     */
    List<Quad> step(
            QuadsLayer l,
            Set<Integer> selected,
            double wdx,
            double wdy,
            QuadGrid grid,
            boolean ctrl,
            boolean shift,
            int threshold) {
        int dx;
        int dy;
        if (grid != null || ctrl) {
            double x = ref.x() / 1024.0 + wdx;
            double y = ref.y() / 1024.0 + wdy;
            int tx = ctrl ? QuadShapes.snap(QuadShapes.fx(x), 8) : QuadShapes.fx(grid.snap(x));
            int ty = ctrl ? QuadShapes.snap(QuadShapes.fx(y), 8) : QuadShapes.fx(grid.snap(y));
            dx = tx - ref.x();
            dy = ty - ref.y();
        } else {
            dx = QuadShapes.fx(wdx);
            dy = QuadShapes.fx(wdy);
        }
        int[] lock = QuadSnap.axisLock(dx, dy, shift);
        dx = lock[0];
        dy = lock[1];
        if (threshold >= 0 && !ctrl) {
            last = kind == Kind.QUADS
                    ? QuadSnap.box(l, selected, originals, dx, dy, threshold, grid != null)
                    : QuadSnap.points(l, selected, points, dx, dy, threshold, grid != null);
            dx = last.dx();
            dy = last.dy();
        } else {
            last = null;
        }
        List<Quad> out = new ArrayList<>();
        for (int k = 0; k < quads.size(); k++) {
            Quad o = originals.get(k);
            Quad q = o;
            if (kind == Kind.QUADS) {
                q = QuadShapes.translate(o, dx, dy);
            } else {
                for (QuadSnap.Dragged d : points) {
                    if (d.quad() == quads.get(k)) {
                        Point p = d.original();
                        q = QuadShapes.setPoint(q, d.point(), new Point(p.x() + dx, p.y() + dy));
                    }
                }
            }
            out.add(q);
        }
        return out;
    }
}
