package twedit.editor.quads;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.geom.AffineTransform;
import java.awt.geom.Line2D;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import twedit.model.map.Point;
import twedit.model.map.Quad;
import twedit.model.map.QuadsLayer;

/**
 * DDNet's quad alignment while dragging (editor.cpp {@code ComputePointAlignments}, {@code ComputePointsAlignments},
 * {@code ComputeAABBAlignments}, {@code ApplyAlignments}): the dragged points or the box around the dragged quads snap
 * to the corners, pivots and centres of the other quads within ten screen pixels (at least five world pixels); with
 * the grid on only exact matches count, so the grid keeps its hold. All in fixed point (1024 per pixel) as DDNet.
 */
public final class QuadSnap {
    /** One alignment: the point aligned to, which axis stays equal, the moving coordinate's start and the shift. */
    public record Alignment(int ax, int ay, boolean sameX, int orig, int diff) {}

    /** A point being dragged: its quad, its index (0 to 3 corners, 4 the pivot) and where it started. */
    public record Dragged(int quad, int point, Point original) {}

    /** The offset after alignment and the alignments that made it (to draw). */
    public record Result(int dx, int dy, List<Alignment> alignments) {}

    private QuadSnap() {}

    /** DDNet's threshold: {@code f2fx(max(5, 10 * world px per screen px))}. */
    public static int threshold(double screenPerWorld) {
        return (int) (Math.max(5.0f, 10.0f / Math.max(1e-6, screenPerWorld)) * 1024);
    }

    /** The nearest alignments seen so far on one axis (DDNet keeps every alignment at the smallest distance). */
    private static final class Best {
        int smallest;
        final List<Alignment> list = new ArrayList<>();

        Best(int start) {
            smallest = start;
        }

        void offer(int abs, Alignment a) {
            if (abs < smallest) {
                list.clear();
                smallest = abs;
            }
            if (abs == smallest) {
                list.add(a);
            }
        }
    }

    /**
     * Aligns dragged points ({@code ComputePointsAlignments} then {@code ApplyAlignments}): each point is checked
     * against every other point of the layer and the centres of unselected quads; the nearest on each axis wins.
     */
    public static Result points(
            QuadsLayer l, Set<Integer> selected, List<Dragged> dragged, int dx, int dy, int thr, boolean grid) {
        Best bx = new Best(Integer.MAX_VALUE);
        Best by = new Best(Integer.MAX_VALUE);
        for (Dragged d : dragged) {
            for (Alignment a : point(l, selected, dragged, d, dx, dy, thr, grid)) {
                (a.sameX() ? bx : by).offer(Math.abs(a.diff()), a);
            }
        }
        return apply(bx, by, dx, dy);
    }

    private static List<Alignment> point(
            QuadsLayer l,
            Set<Integer> selected,
            List<Dragged> dragged,
            Dragged d,
            int dx,
            int dy,
            int thr,
            boolean grid) {
        int px = d.original().x() + dx;
        int py = d.original().y() + dy;
        Best bx = new Best(thr + 1);
        Best by = new Best(thr + 1);
        for (int i = 0; i < l.quads().size(); i++) {
            Quad q = l.quads().get(i);
            int[] box = box(List.of(q));
            for (int v = 0; v < 5; v++) {
                if (isDragged(dragged, i, v)) {
                    continue; // the point itself and the other moving points
                }
                Point t = q.points().get(v);
                check(t.x(), t.y(), px, py, d.original(), thr, grid, bx, by);
            }
            if (!selected.contains(i)) {
                check(box[4], box[5], px, py, d.original(), thr, grid, bx, by);
            }
        }
        List<Alignment> out = new ArrayList<>(bx.list);
        out.addAll(by.list);
        return out;
    }

    private static boolean isDragged(List<Dragged> dragged, int quad, int point) {
        for (Dragged d : dragged) {
            if (d.quad() == quad && d.point() == point) {
                return true;
            }
        }
        return false;
    }

    private static void check(int tx, int ty, int px, int py, Point orig, int thr, boolean grid, Best bx, Best by) {
        int ddx = tx - px;
        int ddy = ty - py;
        int ax = Math.abs(ddx);
        int ay = Math.abs(ddy);
        if (ax <= thr && (!grid || ax == 0)) {
            bx.offer(ax, new Alignment(tx, ty, true, orig.y(), ddx));
        }
        if (ay <= thr && (!grid || ay == 0)) {
            by.offer(ay, new Alignment(tx, ty, false, orig.x(), ddy));
        }
    }

    /**
     * Aligns the box around the moved quads ({@code ComputeAABBAlignments}): its corners and centre against the
     * corners and centre of the box of every unselected quad.
     */
    public static Result box(
            QuadsLayer l, Set<Integer> selected, List<Quad> moved, int dx, int dy, int thr, boolean g) {
        int[] b = box(moved);
        int[][] own = corners(b);
        Best bx = new Best(thr + 1);
        Best by = new Best(thr + 1);
        for (int i = 0; i < l.quads().size(); i++) {
            if (selected.contains(i)) {
                continue;
            }
            for (int[] t : corners(box(List.of(l.quads().get(i))))) {
                for (int[] p : own) {
                    check(t[0], t[1], p[0] + dx, p[1] + dy, new Point(p[0], p[1]), thr, g, bx, by);
                }
            }
        }
        return apply(bx, by, dx, dy);
    }

    /** Top left, top right, bottom left, bottom right and centre of a box from {@link #box(List)}. */
    private static int[][] corners(int[] b) {
        return new int[][] {{b[0], b[1]}, {b[2], b[1]}, {b[0], b[3]}, {b[2], b[3]}, {b[4], b[5]}};
    }

    /**
     * The box around the corners (not the pivots) of {@code quads} as min x, min y, max x, max y and its centre,
     * computed as DDNet's {@code (Min + Max) / 2.0f} (a float, truncated).
     */
    static int[] box(List<Quad> quads) {
        int x0 = Integer.MAX_VALUE;
        int y0 = Integer.MAX_VALUE;
        int x1 = Integer.MIN_VALUE;
        int y1 = Integer.MIN_VALUE;
        for (Quad q : quads) {
            for (int v = 0; v < 4; v++) {
                Point p = q.points().get(v);
                x0 = Math.min(x0, p.x());
                y0 = Math.min(y0, p.y());
                x1 = Math.max(x1, p.x());
                y1 = Math.max(y1, p.y());
            }
        }
        return new int[] {x0, y0, x1, y1, (int) ((float) (x0 + x1) / 2.0f), (int) ((float) (y0 + y1) / 2.0f)};
    }

    /** {@code ApplyAlignments}: the first alignment on each axis shifts the offset by its difference. */
    private static Result apply(Best bx, Best by, int dx, int dy) {
        List<Alignment> all = new ArrayList<>(bx.list);
        all.addAll(by.list);
        int ox = bx.list.isEmpty() ? dx : dx + bx.list.get(0).diff();
        int oy = by.list.isEmpty() ? dy : dy + by.list.get(0).diff();
        return new Result(ox, oy, all);
    }

    /** {@code ApplyAxisAlignment}: with Shift held only the larger axis of the offset moves. */
    public static int[] axisLock(int dx, int dy, boolean shift) {
        if (!shift) {
            return new int[] {dx, dy};
        }
        return Math.abs(dx) < Math.abs(dy) ? new int[] {0, dy} : new int[] {dx, 0};
    }

    /** Draws the alignments as DDNet's red lines from the point aligned to to the moving point. */
    static void paint(Graphics2D g, AffineTransform t, Result r) {
        if (r == null) {
            return;
        }
        g.setColor(new Color(255, 0, 26));
        g.setStroke(new BasicStroke(1f));
        for (Alignment a : r.alignments()) {
            double x0 = a.ax() / 1024.0;
            double y0 = a.ay() / 1024.0;
            Line2D line = a.sameX()
                    ? new Line2D.Double(x0, y0, x0, (a.orig() + r.dy()) / 1024.0)
                    : new Line2D.Double(x0, y0, (a.orig() + r.dx()) / 1024.0, y0);
            g.draw(t.createTransformedShape(line));
        }
    }
}
