package twedit.model.envelope;

import java.util.Arrays;

/**
 * A quad as the game draws it at one moment: its four corners in world pixels and its four RGBA corner colours
 * (0..1), or {@link #HIDDEN} when its colour envelope's alpha is {@code <= 0} and the game skips it.
 *
 * <p>Corners are indexed like {@link twedit.model.map.Quad#corner(int)} (0 top-left, 1 top-right, 2 bottom-left,
 * 3 bottom-right). Texture coordinates are not animated: take them from the quad.
 */
public final class QuadGeometry {
    /** The geometry of a quad the game does not draw at that moment. */
    public static final QuadGeometry HIDDEN = new QuadGeometry(false, new float[8], new float[16], 0, 0, 0, 0, 0);

    private final boolean visible;
    private final float[] corners;
    private final float[] colors;
    private final float pivotX;
    private final float pivotY;
    private final float offsetX;
    private final float offsetY;
    private final float rotation;

    QuadGeometry(
            boolean visible,
            float[] corners,
            float[] colors,
            float pivotX,
            float pivotY,
            float offsetX,
            float offsetY,
            float rotation) {
        this.visible = visible;
        this.corners = corners;
        this.colors = colors;
        this.pivotX = pivotX;
        this.pivotY = pivotY;
        this.offsetX = offsetX;
        this.offsetY = offsetY;
        this.rotation = rotation;
    }

    /** False when the game skips the quad (colour envelope alpha {@code <= 0}); then nothing else is meaningful. */
    public boolean visible() {
        return visible;
    }

    public boolean hidden() {
        return !visible;
    }

    /** Corner {@code i}'s x in world pixels. */
    public float x(int i) {
        return corners[2 * i];
    }

    /** Corner {@code i}'s y in world pixels. */
    public float y(int i) {
        return corners[2 * i + 1];
    }

    /** Corner {@code i}'s red, 0..1 (quad colour / 255 times the colour envelope). */
    public float red(int i) {
        return colors[4 * i];
    }

    public float green(int i) {
        return colors[4 * i + 1];
    }

    public float blue(int i) {
        return colors[4 * i + 2];
    }

    public float alpha(int i) {
        return colors[4 * i + 3];
    }

    /** The corners as {@code x0, y0, x1, y1, x2, y2, x3, y3} (a copy). */
    public float[] corners() {
        return corners.clone();
    }

    /** The corner colours as {@code r0, g0, b0, a0, ..., r3, g3, b3, a3} (a copy). */
    public float[] colors() {
        return colors.clone();
    }

    /** The pivot's x in world pixels: moved by the envelope offset, never rotated. */
    public float pivotX() {
        return pivotX;
    }

    public float pivotY() {
        return pivotY;
    }

    /** The position envelope's x offset in world pixels (0 without an envelope). */
    public float offsetX() {
        return offsetX;
    }

    public float offsetY() {
        return offsetY;
    }

    /** The position envelope's rotation in radians, as DDNet computes it in float. */
    public float rotation() {
        return rotation;
    }

    @Override
    public String toString() {
        return visible ? "QuadGeometry" + Arrays.toString(corners) + Arrays.toString(colors) : "QuadGeometry[hidden]";
    }
}
