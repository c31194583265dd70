package twedit.model.map;

/**
 * One envelope point (map-format.md "Envelope Points"): time in ms, curve type to the next point, up to four channel
 * values in 22.10 fixed point (1024 = one pixel, one degree, or full colour/volume), and optional bezier tangents.
 */
public record EnvPoint(int time, int curve, int v0, int v1, int v2, int v3, Bezier bezier) {
    public static final int CURVE_STEP = 0;
    public static final int CURVE_LINEAR = 1;
    public static final int CURVE_SLOW = 2;
    public static final int CURVE_FAST = 3;
    public static final int CURVE_SMOOTH = 4;
    public static final int CURVE_BEZIER = 5;

    /** The value of channel {@code c} (0..3). */
    public int value(int c) {
        return switch (c) {
            case 0 -> v0;
            case 1 -> v1;
            case 2 -> v2;
            case 3 -> v3;
            default -> throw new IndexOutOfBoundsException("channel " + c);
        };
    }

    public EnvPoint withValue(int c, int v) {
        return new EnvPoint(time, curve, c == 0 ? v : v0, c == 1 ? v : v1, c == 2 ? v : v2, c == 3 ? v : v3, bezier);
    }

    public EnvPoint withTime(int t) {
        return new EnvPoint(t, curve, v0, v1, v2, v3, bezier);
    }

    public EnvPoint withCurve(int c) {
        return new EnvPoint(time, c, v0, v1, v2, v3, bezier);
    }

    public EnvPoint withBezier(Bezier b) {
        return new EnvPoint(time, curve, v0, v1, v2, v3, b);
    }
}
