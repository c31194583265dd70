package twedit.model.envelope;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;
import static twedit.model.envelope.Envs.env;
import static twedit.model.envelope.Envs.eval;
import static twedit.model.envelope.Envs.eval1;
import static twedit.model.envelope.Envs.pt;
import static twedit.model.envelope.Envs.tangents;
import static twedit.model.map.EnvPoint.CURVE_BEZIER;
import static twedit.model.map.EnvPoint.CURVE_LINEAR;

import org.junit.jupiter.api.Test;
import twedit.model.envelope.BezierSolver.Branch;
import twedit.model.map.Bezier;
import twedit.model.map.EnvPoint;
import twedit.model.map.Envelope;

/**
 * Bezier segments through the evaluator, by hand: p0 = (t_i, v_i), p3 = (t_i+1, v_i+1), p1 = p0 + out tangent
 * of point i, p2 = p3 + in tangent of point i+1, x clamped into [p0.x, p3.x]; a solves x(a) = t; the value is the
 * bezier of the y's at a. Tangent dx in ms, dy in 22.10 fixed point.
 */
class BezierEnvelopeTest {
    private static final float EPS = 1e-5f;

    /** A one-channel bezier segment from (0 ms, v0) to (t1 ms, v1) with the given tangents. */
    private static Envelope segment(int v0, int outDx, int outDy, int t1, int v1, int inDx, int inDy) {
        EnvPoint a = tangents(pt(0, CURVE_BEZIER, v0), 0, 0, outDx, outDy);
        EnvPoint b = tangents(pt(t1, CURVE_LINEAR, v1), inDx, inDy, 0, 0);
        return env(1, a, b);
    }

    @Test
    void tangentsOnTheChordAreExactlyLinear() {
        // p0 = (0, 0), p1 = (100, 1), p2 = (300 - 100, 3 - 1) = (200, 2), p3 = (300, 3)
        // x3 = -0 + 300 - 600 + 300 = 0, x2 = 0 - 600 + 600 = 0, x1 = 300: linear branch, a = t / 300
        // y's 0, 1, 2, 3 are evenly spaced, so y(a) = 3a = t / 100
        Envelope e = segment(0, 100, 1024, 300, 3072, -100, -1024);
        // t=75: a = 0.25 -> De Casteljau: 0.25, 1.25, 2.25 -> 0.5, 1.5 -> 0.75
        assertThat(eval1(e, 75)).isEqualTo(0.75f);
        // t=150: a = 0.5 -> 1.5
        assertThat(eval1(e, 150)).isEqualTo(1.5f);
        assertThat(BezierSolver.branch(75, 0, 100, 200, 300)).isEqualTo(Branch.LINEAR);
    }

    @Test
    void symmetricEaseInOut() {
        // p0 = (0, 0), p1 = (100, 0), p2 = (200 - 100, 1 + 0) = (100, 1), p3 = (200, 1)
        // x(a) = 200a^3 - 300a^2 + 300a (x3 = 200, x2 = -300, x1 = 300): cubic with one real root
        // y(a) = 3a^2 - 2a^3
        Envelope e = segment(0, 100, 0, 200, 1024, -100, 0);
        // a = 0.25: x = 200/64 - 300/16 + 75 = 3.125 - 18.75 + 75 = 59.375; y = 3/16 - 2/64 = 0.15625
        assertThat(eval1(e, 59.375)).isCloseTo(0.15625f, within(EPS));
        // a = 0.75: x = 200 * 27/64 - 300 * 9/16 + 225 = 84.375 - 168.75 + 225 = 140.625;
        // y = 27/16 - 54/64 = 1.6875 - 0.84375 = 0.84375
        assertThat(eval1(e, 140.625)).isCloseTo(0.84375f, within(EPS));
        // a = 0.5: x = 25 - 75 + 150 = 100; y = 0.75 - 0.25 = 0.5. Cardano: a' = -1.5, b' = 1.5, c' = -0.5,
        // sub = -0.5, p = 0.5 - 0.25 = 0.25, q = (-0.25 + 0.75 - 0.5) / 2 = 0, D = 1/64 > 0,
        // s = 1/8: cbrt(1/8) - cbrt(1/8) + 0.5 = 0.5 exactly
        assertThat(eval1(e, 100)).isEqualTo(0.5f);
        assertThat(BezierSolver.branch(100, 0, 100, 100, 200)).isEqualTo(Branch.CUBIC_ONE_ROOT);
        // point symmetry about (100, 0.5): y(t) + y(200 - t) = 1
        for (int t = 1; t < 200; t += 7) {
            assertThat(eval1(e, t) + eval1(e, 200 - t)).isCloseTo(1.0f, within(EPS));
        }
    }

    @Test
    void withoutTangentsOnEitherPointBezierIsLinear() {
        // the same segment as symmetricEaseInOut, but a missing tangent set on either side: linear,
        // t=59.375: a = 59.375 / 200 = 0.296875 -> 0.296875
        EnvPoint a = tangents(pt(0, CURVE_BEZIER, 0), 0, 0, 100, 0);
        EnvPoint b = tangents(pt(200, CURVE_LINEAR, 1024), -100, 0, 0, 0);
        assertThat(eval1(env(1, a, b.withBezier(null)), 59.375)).isEqualTo(0.296875f);
        assertThat(eval1(env(1, a.withBezier(null), b), 59.375)).isEqualTo(0.296875f);
        assertThat(eval1(env(1, a.withBezier(null), b.withBezier(null)), 59.375))
                .isEqualTo(0.296875f);
        // with both: the bezier value 0.15625 (see symmetricEaseInOut)
        assertThat(eval1(env(1, a, b), 59.375)).isCloseTo(0.15625f, within(EPS));
    }

    @Test
    void quadraticEaseIn() {
        // p0 = (0, 0), p1 = (0, 0), p2 = (300 - 200, 1) = (100, 1), p3 = (300, 1)
        // x3 = 0 + 0 - 300 + 300 = 0, x2 = 0 - 0 + 300 = 300, x1 = 0: quadratic, x(a) = 300a^2
        Envelope e = segment(0, 0, 0, 300, 1024, -200, 0);
        // t=75: b = 0, c = -75/300 = -0.25, D = 1, a = (0 + 1)/2 = 0.5; y = 3/4 - 2/8 = 0.5 (linear would be 0.25)
        assertThat(eval1(e, 75)).isCloseTo(0.5f, within(EPS));
        // t=27: a^2 = 0.09, a = 0.3; y = 3 * 0.09 - 2 * 0.027 = 0.27 - 0.054 = 0.216
        assertThat(eval1(e, 27)).isCloseTo(0.216f, within(EPS));
        // t=0: c = 0 -> a = 0 -> y = 0
        assertThat(eval1(e, 0)).isEqualTo(0.0f);
        assertThat(BezierSolver.branch(75, 0, 0, 100, 300)).isEqualTo(Branch.QUADRATIC);
    }

    @Test
    void quadraticEaseOutTakesTheOtherRoot() {
        // p0 = (0, 0), p1 = (200, 0), p2 = (300, 1), p3 = (300, 1)
        // x3 = 0 + 600 - 900 + 300 = 0, x2 = 0 - 1200 + 900 = -300, x1 = 600: x(a) = -300a^2 + 600a
        Envelope e = segment(0, 200, 0, 300, 1024, 0, 0);
        // t=225: b = 600/-300 = -2, c = -225/-300 = 0.75, D = 4 - 3 = 1;
        // (2 + 1)/2 = 1.5 is out of [0, 1.0001] -> (2 - 1)/2 = 0.5; y(0.5) = 0.5 (linear would be 0.75)
        assertThat(eval1(e, 225)).isCloseTo(0.5f, within(EPS));
        assertThat(BezierSolver.branch(225, 0, 200, 300, 300)).isEqualTo(Branch.QUADRATIC);
    }

    @Test
    void zeroTangentsHitTheThreeRootCase() {
        // all-zero tangents (present, not null): p1 = p0 = (0, 0), p2 = p3 = (1000, 2)
        // x(a) = 1000 (3a^2 - 2a^3), y(a) = 2 (3a^2 - 2a^3) = 2 x(a) / 1000: the value is linear in t
        EnvPoint a = pt(0, CURVE_BEZIER, 0).withBezier(Bezier.ZERO);
        EnvPoint b = pt(1000, CURVE_LINEAR, 2048).withBezier(Bezier.ZERO);
        Envelope e = env(1, a, b);
        // t=500: x3 = -2000, x2 = 3000, x1 = 0, x0 = -500: a' = -1.5, b' = 0, c' = 0.25, sub = -0.5,
        // p = -0.25, q = (-0.25 + 0.25) / 2 = 0, D = -1/64 < 0; phi = acos(0)/3 = pi/6, s = 1;
        // t1 = cos(pi/6) + 0.5 = 1.366 (out), t2 = -cos(pi/2) + 0.5 = 0.5 -> y = 2 * 0.5 = 1.0
        assertThat(eval1(e, 500)).isCloseTo(1.0f, within(EPS));
        assertThat(BezierSolver.branch(500, 0, 0, 1000, 1000)).isEqualTo(Branch.CUBIC_THREE_ROOTS);
        // t=250 -> 2 * 250/1000 = 0.5; t=900 -> 1.8
        assertThat(eval1(e, 250)).isCloseTo(0.5f, within(EPS));
        assertThat(eval1(e, 900)).isCloseTo(1.8f, within(EPS));
    }

    @Test
    void doubleRootCase() {
        // p0 = (0, 0), p1 = (1000, 0), p2 = (1000 - 1000, 1) = (0, 1), p3 = (1000, 1)
        // x(a) = 4000a^3 - 6000a^2 + 3000a, x'(a) = 3000 (2a - 1)^2: a triple point at a = 0.5, x = 500
        Envelope e = segment(0, 1000, 0, 1000, 1024, -1000, 0);
        // t=500: a' = -1.5, b' = 0.75, c' = -0.125, sub = -0.5, p = 0.25 - 0.25 = 0,
        // q = (-0.25 + 0.375 - 0.125) / 2 = 0, D = 0; s = cbrt(0) = 0, t = 0 + 0.5 = 0.5 -> y(0.5) = 0.5
        assertThat(eval1(e, 500)).isEqualTo(0.5f);
        assertThat(BezierSolver.branch(500, 0, 1000, 0, 1000)).isEqualTo(Branch.CUBIC_DOUBLE_ROOT);
    }

    @Test
    void tangentXIsClampedIntoTheSegment() {
        // out dx 5000 -> p1.x = 5000 clamped to 1000; in dx +300 -> p2.x = 1300 clamped to 1000
        // x: 0, 1000, 1000, 1000 -> x(a) = 1000 (1 - (1 - a)^3); y: 0, 0, 1, 1
        Envelope e = segment(0, 5000, 0, 1000, 1024, 300, 0);
        // t=875: (1 - a)^3 = 0.125 -> a = 0.5 -> y = 0.5. Cardano: a' = -3, b' = 3, c' = -0.875, sub = -1,
        // p = 1 - 1 = 0, q = (-2 + 3 - 0.875)/2 = 0.0625, D = q^2 > 0, s = 0.0625:
        // cbrt(0) - cbrt(0.125) + 1 = 0.5
        assertThat(eval1(e, 875)).isCloseTo(0.5f, within(EPS));
        // negative out dx -> p1.x clamped up to p0.x = 0: same as the ease-in of quadraticEaseIn
        Envelope neg = segment(0, -400, 0, 300, 1024, -200, 0);
        assertThat(eval1(neg, 75)).isCloseTo(0.5f, within(EPS));
    }

    @Test
    void eachChannelUsesItsOwnTangents() {
        // channel 0: the exactly-linear tangents (0 -> 3 over 300 ms); channel 1: the quadratic ease-in
        // (0 -> 1 over 300 ms, in dx -200); channels 2 and 3: no tangent dx/dy (zero) from 1 to 1 -> 1
        Bezier out = Envs.bezier(0, 0, 0, 100, 1024, null);
        Bezier in = Envs.bezier(0, -100, -1024, 0, 0, null);
        in = Envs.bezier(1, -200, 0, 0, 0, in);
        EnvPoint a = pt(0, CURVE_BEZIER, 0, 0, 1024, 1024).withBezier(out);
        EnvPoint b = pt(300, CURVE_LINEAR, 3072, 1024, 1024, 1024).withBezier(in);
        // t=75: channel 0 -> 0.75, channel 1 -> 0.5, channels 2, 3 -> 1.0 (constant)
        float[] r = eval(env(4, a, b), 75, 4, 9, 9, 9, 9);
        assertThat(r[0]).isEqualTo(0.75f);
        assertThat(r[1]).isCloseTo(0.5f, within(EPS));
        assertThat(r[2]).isCloseTo(1.0f, within(EPS));
        assertThat(r[3]).isCloseTo(1.0f, within(EPS));
    }

    @Test
    void bezierOnlyAppliesToTheSegmentItStarts() {
        // 0 ms linear 0 -> 1000 ms bezier 4.0 -> 2000 ms 0.0: the first segment ignores the bezier tangents
        EnvPoint p0 = pt(0, CURVE_LINEAR, 0).withBezier(Bezier.ZERO);
        EnvPoint p1 = tangents(pt(1000, CURVE_BEZIER, 4096), 0, 0, 0, 0);
        EnvPoint p2 = pt(2000, CURVE_LINEAR, 0).withBezier(Bezier.ZERO);
        Envelope e = env(1, p0, p1, p2);
        // t=250: linear a = 0.25 -> 1.0
        assertThat(eval1(e, 250)).isEqualTo(1.0f);
        // t=1500: zero-tangent bezier from 4 to 0 is linear in t (see zeroTangentsHitTheThreeRootCase): 2.0
        assertThat(eval1(e, 1500)).isCloseTo(2.0f, within(EPS));
    }
}
