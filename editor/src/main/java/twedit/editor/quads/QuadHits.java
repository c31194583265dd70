package twedit.editor.quads;

import java.util.List;
import twedit.editor.tools.ToolEvent;
import twedit.model.map.Point;
import twedit.model.map.QuadsLayer;

/** What the quad tool's pointer is over: a handle of a selected quad, or the topmost quad. */
final class QuadHits {
    /** Handle radius in screen pixels. */
    static final double HANDLE = 6;

    private QuadHits() {}

    /**
     * The handle of a selected quad under the pointer as quad * 8 + point, or -1 (in UV mode the corners only).
     *
     * @param scale screen pixels per world pixel
     */
    static int handleAt(QuadsLayer l, List<Integer> selected, ToolEvent e, double scale, boolean uvMode) {
        double r = HANDLE / Math.max(1e-6, scale);
        for (int i : selected) {
            for (int p = uvMode ? 3 : 4; p >= 0; p--) {
                if (near(l.quads().get(i).points().get(p), e.worldX(), e.worldY(), r)) {
                    return i * 8 + p;
                }
            }
        }
        return -1;
    }

    /** The topmost quad under the pointer: a selected quad's pivot handle first, then the outlines; or -1. */
    static int quadAt(QuadsLayer l, List<Integer> selected, ToolEvent e, double scale) {
        double r = HANDLE / Math.max(1e-6, scale);
        for (int i : selected) {
            if (near(l.quads().get(i).pivot(), e.worldX(), e.worldY(), r)) {
                return i;
            }
        }
        for (int i = l.quads().size() - 1; i >= 0; i--) {
            if (QuadShapes.contains(l.quads().get(i), e.worldX(), e.worldY())) {
                return i;
            }
        }
        return -1;
    }

    private static boolean near(Point p, double x, double y, double r) {
        double dx = p.x() / 1024.0 - x;
        double dy = p.y() / 1024.0 - y;
        return dx * dx + dy * dy <= r * r;
    }
}
