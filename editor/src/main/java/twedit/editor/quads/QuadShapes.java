package twedit.editor.quads;

import java.util.ArrayList;
import java.util.List;
import twedit.model.map.Color;
import twedit.model.map.Point;
import twedit.model.map.Quad;

/** Pure geometry on quads in the file's 22.10 fixed point: create, move, rotate, mirror, square, snap, hit-test. */
public final class QuadShapes {
    /** One world pixel in fixed point. */
    public static final int PX = 1024;
    /** The full image in texture coordinates. */
    public static final int TEX_FULL = 1024;

    private QuadShapes() {}

    /** A white quad of w x h world pixels centred on (cx, cy), showing the whole image, pivot at its centre. */
    public static Quad create(double cx, double cy, double w, double h) {
        int x0 = fx(cx - w / 2);
        int y0 = fx(cy - h / 2);
        int x1 = fx(cx + w / 2);
        int y1 = fx(cy + h / 2);
        List<Point> pts = List.of(
                new Point(x0, y0), new Point(x1, y0), new Point(x0, y1), new Point(x1, y1), new Point(fx(cx), fx(cy)));
        List<Point> tex =
                List.of(new Point(0, 0), new Point(TEX_FULL, 0), new Point(0, TEX_FULL), new Point(TEX_FULL, TEX_FULL));
        return new Quad(pts, List.of(Color.WHITE, Color.WHITE, Color.WHITE, Color.WHITE), tex, null, 0, null, 0);
    }

    /** World pixels to fixed point, rounded. */
    public static int fx(double px) {
        return (int) Math.round(px * PX);
    }

    /** All five points moved by (dx, dy) fixed-point units. */
    public static Quad translate(Quad q, int dx, int dy) {
        List<Point> p = new ArrayList<>();
        for (Point pt : q.points()) {
            p.add(new Point(pt.x() + dx, pt.y() + dy));
        }
        return q.withPoints(p);
    }

    /** Point {@code i} (0..3 corners, 4 pivot) set to {@code to}. */
    public static Quad setPoint(Quad q, int i, Point to) {
        List<Point> p = new ArrayList<>(q.points());
        p.set(i, to);
        return q.withPoints(p);
    }

    /** Texture coordinate {@code i} set to {@code to}. */
    public static Quad setTexCoord(Quad q, int i, Point to) {
        List<Point> t = new ArrayList<>(q.texCoords());
        t.set(i, to);
        return q.withTexCoords(t);
    }

    /** The corners rotated by {@code degrees} (clockwise on screen) around the pivot. */
    public static Quad rotate(Quad q, double degrees) {
        double r = Math.toRadians(degrees);
        double cos = Math.cos(r);
        double sin = Math.sin(r);
        Point c = q.pivot();
        List<Point> p = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            double x = q.corner(i).x() - c.x();
            double y = q.corner(i).y() - c.y();
            p.add(new Point((int) Math.round(c.x() + x * cos - y * sin), (int) Math.round(c.y() + x * sin + y * cos)));
        }
        p.add(c);
        return q.withPoints(p);
    }

    /** Mirrored left-right: the image and corner colours swap sides, the outline stays. */
    public static Quad mirrorX(Quad q) {
        return swap(q, new int[] {1, 0, 3, 2});
    }

    /** Mirrored top-bottom. */
    public static Quad mirrorY(Quad q) {
        return swap(q, new int[] {2, 3, 0, 1});
    }

    private static Quad swap(Quad q, int[] order) {
        List<Point> t = new ArrayList<>();
        List<Color> c = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            t.add(q.texCoords().get(order[i]));
            c.add(q.colors().get(order[i]));
        }
        return q.withTexCoords(t).withColors(c);
    }

    /** The corners set to their axis-aligned bounding box (DDNet's "Square"). */
    public static Quad square(Quad q) {
        int[] b = bounds(q);
        List<Point> p = List.of(
                new Point(b[0], b[1]), new Point(b[2], b[1]), new Point(b[0], b[3]), new Point(b[2], b[3]), q.pivot());
        return q.withPoints(p);
    }

    /** All five points snapped to a grid of {@code step} world pixels. */
    public static Quad snap(Quad q, int step) {
        List<Point> p = new ArrayList<>();
        for (Point pt : q.points()) {
            p.add(new Point(snap(pt.x(), step), snap(pt.y(), step)));
        }
        return q.withPoints(p);
    }

    /**
     * DDNet's "Align" (popups.cpp): corners 1 to 3 cut to a multiple of 1000 in fixed point (toward zero, as C's
     * integer division), the first corner and the pivot as they are. DDNet leaves the first corner out too.
     */
    public static Quad align(Quad q) {
        List<Point> p = new ArrayList<>(q.points());
        for (int k = 1; k < 4 && k < p.size(); k++) {
            Point pt = p.get(k);
            p.set(k, new Point(1000 * (pt.x() / 1000), 1000 * (pt.y() / 1000)));
        }
        return q.withPoints(p);
    }

    /** A fixed-point coordinate snapped to a grid of {@code step} world pixels. */
    public static int snap(int v, int step) {
        long s = (long) step * PX;
        return (int) (Math.round(v / (double) s) * s);
    }

    /** The height changed so the quad has the image's aspect ratio (top edge kept); squares it first. */
    public static Quad aspect(Quad q, int imageWidth, int imageHeight) {
        int[] b = bounds(square(q));
        int h = (int) Math.round((b[2] - b[0]) * (double) imageHeight / Math.max(1, imageWidth));
        List<Point> p = List.of(
                new Point(b[0], b[1]),
                new Point(b[2], b[1]),
                new Point(b[0], b[1] + h),
                new Point(b[2], b[1] + h),
                q.pivot());
        return q.withPoints(p);
    }

    /** The pivot moved to the centre of the corners. */
    public static Quad centerPivot(Quad q) {
        long x = 0;
        long y = 0;
        for (int i = 0; i < 4; i++) {
            x += q.corner(i).x();
            y += q.corner(i).y();
        }
        return setPoint(q, 4, new Point((int) (x / 4), (int) (y / 4)));
    }

    /** The centre of the four corners in world pixels: {x, y}. */
    public static double[] centre(Quad q) {
        double x = 0;
        double y = 0;
        for (int i = 0; i < 4; i++) {
            x += q.corner(i).x();
            y += q.corner(i).y();
        }
        return new double[] {x / 4 / PX, y / 4 / PX};
    }

    /** The top edge's length (corner 0 to 1) in world pixels: the width of a rotated rectangle. */
    public static double width(Quad q) {
        return dist(q.corner(0), q.corner(1));
    }

    /** The left edge's length (corner 0 to 2) in world pixels. */
    public static double height(Quad q) {
        return dist(q.corner(0), q.corner(2));
    }

    private static double dist(Point a, Point b) {
        return Math.hypot(b.x() - a.x(), b.y() - a.y()) / PX;
    }

    /** The top edge's direction in degrees, clockwise on screen, in (-180, 180]; 0 for an unrotated quad. */
    public static double angle(Quad q) {
        Point a = q.corner(0);
        Point b = q.corner(1);
        if (a.equals(b)) {
            return 0;
        }
        return Math.toDegrees(Math.atan2(b.y() - a.y(), b.x() - a.x()));
    }

    /**
     * The corners scaled along the quad's own axes (top edge and its perpendicular) around their centre so the quad is
     * {@code w} x {@code h} world pixels; rotation, centre and pivot are kept.
     */
    public static Quad resize(Quad q, double w, double h) {
        double r = Math.toRadians(angle(q));
        double ux = Math.cos(r);
        double uy = Math.sin(r);
        double[] c = centre(q);
        double cx = c[0] * PX;
        double cy = c[1] * PX;
        double ow = width(q);
        double oh = height(q);
        List<Point> p = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            double dx = q.corner(i).x() - cx;
            double dy = q.corner(i).y() - cy;
            double a = dx * ux + dy * uy;
            double b = -dx * uy + dy * ux;
            // a flat quad has no extent to scale: its corners go to the sides they stand for
            a = ow > 0 ? a * w / ow : (i % 2 == 0 ? -0.5 : 0.5) * w * PX;
            b = oh > 0 ? b * h / oh : (i < 2 ? -0.5 : 0.5) * h * PX;
            p.add(new Point((int) Math.round(cx + a * ux - b * uy), (int) Math.round(cy + a * uy + b * ux)));
        }
        p.add(q.pivot());
        return q.withPoints(p);
    }

    /** Corner {@code i}'s colour set to {@code c}. */
    public static Quad setColor(Quad q, int i, Color c) {
        List<Color> cs = new ArrayList<>(q.colors());
        cs.set(i, c);
        return q.withColors(cs);
    }

    /** {minX, minY, maxX, maxY} of the corners in fixed point. */
    public static int[] bounds(Quad q) {
        int[] b = {Integer.MAX_VALUE, Integer.MAX_VALUE, Integer.MIN_VALUE, Integer.MIN_VALUE};
        for (int i = 0; i < 4; i++) {
            b[0] = Math.min(b[0], q.corner(i).x());
            b[1] = Math.min(b[1], q.corner(i).y());
            b[2] = Math.max(b[2], q.corner(i).x());
            b[3] = Math.max(b[3], q.corner(i).y());
        }
        return b;
    }

    /** Whether world point (wx, wy) lies in the quad's outline (two triangles, any winding). */
    public static boolean contains(Quad q, double wx, double wy) {
        return inTriangle(q, 0, 1, 2, wx, wy) || inTriangle(q, 1, 3, 2, wx, wy);
    }

    private static boolean inTriangle(Quad q, int a, int b, int c, double x, double y) {
        double d1 = side(q.corner(a), q.corner(b), x, y);
        double d2 = side(q.corner(b), q.corner(c), x, y);
        double d3 = side(q.corner(c), q.corner(a), x, y);
        boolean neg = d1 < 0 || d2 < 0 || d3 < 0;
        boolean pos = d1 > 0 || d2 > 0 || d3 > 0;
        return !(neg && pos);
    }

    private static double side(Point p1, Point p2, double x, double y) {
        double x1 = p1.x() / (double) PX;
        double y1 = p1.y() / (double) PX;
        double x2 = p2.x() / (double) PX;
        double y2 = p2.y() / (double) PX;
        return (x - x2) * (y1 - y2) - (x1 - x2) * (y - y2);
    }

    /** Texture coordinate {@code point} of {@code o} moved as a drag of (dx, dy) world pixels over the image. */
    static Quad uvDrag(twedit.model.map.QuadsLayer l, Quad o, int point, double dx, double dy) {
        int w = l.image() == null ? 64 : Math.max(1, l.image().width());
        int h = l.image() == null ? 64 : Math.max(1, l.image().height());
        Point t = o.texCoords().get(point);
        return setTexCoord(
                o, point, new Point(t.x() + (int) Math.round(dx * 1024 / w), t.y() + (int) Math.round(dy * 1024 / h)));
    }

    /** The quad's outline in world pixels (corners in drawing order). */
    static java.awt.geom.Path2D outline(Quad q) {
        java.awt.geom.Path2D.Double p = new java.awt.geom.Path2D.Double();
        int[] order = {0, 1, 3, 2};
        for (int k = 0; k < 4; k++) {
            Point c = q.corner(order[k]);
            if (k == 0) {
                p.moveTo(c.x() / 1024.0, c.y() / 1024.0);
            } else {
                p.lineTo(c.x() / 1024.0, c.y() / 1024.0);
            }
        }
        p.closePath();
        return p;
    }
}
