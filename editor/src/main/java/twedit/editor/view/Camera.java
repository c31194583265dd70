package twedit.editor.view;

import java.awt.geom.Point2D;
import twedit.model.map.Group;

/**
 * Where the view looks: the world point (in the game group's frame) at the centre of the screen and the zoom as
 * screen pixels per world pixel; maps points between screen and a group's world frame with DDNet's parallax.
 */
public final class Camera {
    /** Smallest and largest zoom (screen px per world px). */
    public static final double MIN_SCALE = 1 / 64.0;

    public static final double MAX_SCALE = 16;

    private double centerX;
    private double centerY;
    private double scale = 1;
    private int viewWidth = 1;
    private int viewHeight = 1;

    public double centerX() {
        return centerX;
    }

    public double centerY() {
        return centerY;
    }

    public double scale() {
        return scale;
    }

    public int viewWidth() {
        return viewWidth;
    }

    public int viewHeight() {
        return viewHeight;
    }

    public void setViewSize(int w, int h) {
        viewWidth = Math.max(1, w);
        viewHeight = Math.max(1, h);
    }

    public void setCenter(double x, double y) {
        centerX = x;
        centerY = y;
    }

    public void setScale(double s) {
        scale = Math.max(MIN_SCALE, Math.min(MAX_SCALE, s));
    }

    /** Moves the view by a screen-pixel delta (content follows the mouse). */
    public void panByScreen(double dx, double dy) {
        centerX -= dx / scale;
        centerY -= dy / scale;
    }

    /** Zooms by {@code factor} keeping the game-frame world point under screen point (sx, sy) in place. */
    public void zoomAt(double sx, double sy, double factor) {
        double wx = (sx - viewWidth / 2.0) / scale + centerX;
        double wy = (sy - viewHeight / 2.0) / scale + centerY;
        setScale(scale * factor);
        centerX = wx - (sx - viewWidth / 2.0) / scale;
        centerY = wy - (sy - viewHeight / 2.0) / scale;
    }

    /** Fits the world rectangle (game frame) into the view with a small margin. */
    public void fit(double x, double y, double w, double h) {
        centerX = x + w / 2;
        centerY = y + h / 2;
        double s = Math.min(viewWidth / Math.max(1, w), viewHeight / Math.max(1, h)) * 0.95;
        setScale(s);
    }

    /** The transform of a group: screen = world * scale + translate, per axis. */
    public GroupTransform transform(Group g) {
        return transform(g.offsetX(), g.offsetY(), g.parallaxX(), g.parallaxY());
    }

    /**
     * The transform for a group's offset and parallax, as DDNet maps it: the group's visible world area starts at
     * {@code offset + camera * parallax / 100 - screen / 2}.
     */
    public GroupTransform transform(int offsetX, int offsetY, int parallaxX, int parallaxY) {
        double tx = viewWidth / 2.0 - (offsetX + centerX * parallaxX / 100.0) * scale;
        double ty = viewHeight / 2.0 - (offsetY + centerY * parallaxY / 100.0) * scale;
        return new GroupTransform(scale, tx, ty);
    }

    /** The game-frame world point under a screen point. */
    public Point2D.Double screenToWorld(double sx, double sy) {
        return new Point2D.Double((sx - viewWidth / 2.0) / scale + centerX, (sy - viewHeight / 2.0) / scale + centerY);
    }

    /** Affine map of one group's world frame to the screen: screen = world * scale + (tx, ty). */
    public record GroupTransform(double scale, double tx, double ty) {
        public double toScreenX(double wx) {
            return wx * scale + tx;
        }

        public double toScreenY(double wy) {
            return wy * scale + ty;
        }

        public double toWorldX(double sx) {
            return (sx - tx) / scale;
        }

        public double toWorldY(double sy) {
            return (sy - ty) / scale;
        }
    }
}
