package twedit.model.envelope;

/**
 * DDNet's {@code SolveBezier}: finds the parameter a of a cubic bezier whose x coordinate equals a given x, by
 * Cardano's formula in double precision, plus the float De Casteljau evaluation DDNet uses for the value.
 *
 * <p>Control points and x come in as floats and the result goes out as a float, as in DDNet; the polynomial
 * {@code x(a) = x3 a^3 + x2 a^2 + x1 a + x0} is solved in double. The result is not clamped: the caller clamps it
 * into [0, 1] (as {@link EnvelopeEvaluator} does).
 */
public final class BezierSolver {
    /** Upper acceptance bound for a root, as in DDNet (a little above 1 to tolerate rounding). */
    static final double ROOT_MAX = 1.0001;

    /** Which branch of the solver a given input takes (for tests and diagnostics). */
    enum Branch {
        LINEAR,
        QUADRATIC,
        CUBIC_ONE_ROOT,
        CUBIC_DOUBLE_ROOT,
        CUBIC_THREE_ROOTS
    }

    private BezierSolver() {}

    /**
     * The parameter a with {@code x(a) = x} for the cubic bezier with x control points p0..p3, computed exactly as
     * DDNet does (including its choice among several real roots, and NaN where DDNet yields NaN).
     */
    public static float solve(float x, float p0, float p1, float p2, float p3) {
        final double x3 = -p0 + 3.0 * p1 - 3.0 * p2 + p3;
        final double x2 = 3.0 * p0 - 6.0 * p1 + 3.0 * p2;
        final double x1 = -3.0 * p0 + 3.0 * p1;
        final double x0 = p0 - x;
        // Note: -p0 is a float negation, then widened: exact either way.
        if (x3 == 0.0 && x2 == 0.0) {
            // linear: x1 * t + x0 = 0
            if (x1 == 0.0) {
                return 0.0f;
            }
            return (float) (-x0 / x1);
        } else if (x3 == 0.0) {
            // quadratic: t^2 + b t + c = 0
            final double b = x1 / x2;
            final double c = x0 / x2;
            if (c == 0.0) {
                return 0.0f;
            }
            final double d = b * b - 4.0 * c;
            final double sqrtD = Math.sqrt(d);
            final double t = (-b + sqrtD) / 2.0;
            if (0.0 <= t && t <= ROOT_MAX) {
                return (float) t;
            }
            return (float) ((-b - sqrtD) / 2.0);
        }
        // cubic: t^3 + a t^2 + b t + c = 0; substitute t = y - a/3, depressed y^3 + p y + q = 0 (Cardano)
        final double a = x2 / x3;
        final double b = x1 / x3;
        final double c = x0 / x3;
        final double sub = a / 3.0;
        final double p = b / 3.0 - a * a / 9.0;
        final double q = (2.0 * a * a * a / 27.0 - a * b / 3.0 + c) / 2.0;
        final double d = q * q + p * p * p;
        if (d > 0.0) {
            // one real root
            final double s = Math.sqrt(d);
            return (float) (Math.cbrt(s - q) - Math.cbrt(s + q) - sub);
        } else if (d == 0.0) {
            // a single and a double root, or a triple root
            final double s = Math.cbrt(-q);
            final double t = 2.0 * s - sub;
            if (0.0 <= t && t <= ROOT_MAX) {
                return (float) t;
            }
            return (float) (-s - sub);
        }
        // casus irreducibilis: three real roots
        final double phi = Math.acos(-q / Math.sqrt(-(p * p * p))) / 3.0;
        final double s = 2.0 * Math.sqrt(-p);
        final double t1 = s * Math.cos(phi) - sub;
        if (0.0 <= t1 && t1 <= ROOT_MAX) {
            return (float) t1;
        }
        final double t2 = -s * Math.cos(phi + Math.PI / 3.0) - sub;
        if (0.0 <= t2 && t2 <= ROOT_MAX) {
            return (float) t2;
        }
        return (float) (-s * Math.cos(phi - Math.PI / 3.0) - sub);
    }

    /** The branch {@link #solve} takes for these inputs. */
    static Branch branch(float x, float p0, float p1, float p2, float p3) {
        final double x3 = -p0 + 3.0 * p1 - 3.0 * p2 + p3;
        final double x2 = 3.0 * p0 - 6.0 * p1 + 3.0 * p2;
        final double x1 = -3.0 * p0 + 3.0 * p1;
        final double x0 = p0 - x;
        if (x3 == 0.0 && x2 == 0.0) {
            return Branch.LINEAR;
        } else if (x3 == 0.0) {
            return Branch.QUADRATIC;
        }
        final double a = x2 / x3;
        final double b = x1 / x3;
        final double c = x0 / x3;
        final double p = b / 3.0 - a * a / 9.0;
        final double q = (2.0 * a * a * a / 27.0 - a * b / 3.0 + c) / 2.0;
        final double d = q * q + p * p * p;
        return d > 0.0 ? Branch.CUBIC_ONE_ROOT : d == 0.0 ? Branch.CUBIC_DOUBLE_ROOT : Branch.CUBIC_THREE_ROOTS;
    }

    /**
     * The cubic bezier through p0..p3 at parameter a, by De Casteljau in float as DDNet's {@code bezier()} does;
     * mathematically {@code (1-a)^3 p0 + 3(1-a)^2 a p1 + 3(1-a) a^2 p2 + a^3 p3}.
     */
    public static float bezier(float p0, float p1, float p2, float p3, float a) {
        final float c10 = mix(p0, p1, a);
        final float c11 = mix(p1, p2, a);
        final float c12 = mix(p2, p3, a);
        final float c20 = mix(c10, c11, a);
        final float c21 = mix(c11, c12, a);
        return mix(c20, c21, a);
    }

    private static float mix(float a, float b, float amount) {
        return a + (b - a) * amount;
    }
}
