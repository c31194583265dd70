package twedit.model.envelope;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;
import twedit.model.envelope.BezierSolver.Branch;

/** Every branch of DDNet's SolveBezier on inputs whose roots are known by hand, and the De Casteljau value. */
class BezierSolverTest {
    private static final float EPS = 1e-6f;

    @Test
    void linear() {
        // (0, 100, 200, 300): x3 = x2 = 0, x1 = 300, x0 = -75 -> a = 75/300 = 0.25
        assertThat(BezierSolver.solve(75, 0, 100, 200, 300)).isEqualTo(0.25f);
        assertThat(BezierSolver.branch(75, 0, 100, 200, 300)).isEqualTo(Branch.LINEAR);
        // all control points equal: x1 = 0 -> 0
        assertThat(BezierSolver.solve(5, 1, 1, 1, 1)).isEqualTo(0.0f);
    }

    @Test
    void quadratic() {
        // (0, 0, 100, 300): x(a) = 300a^2; x = 75 -> 0.5; x = 0 -> c = 0 -> 0
        assertThat(BezierSolver.solve(75, 0, 0, 100, 300)).isCloseTo(0.5f, within(EPS));
        assertThat(BezierSolver.solve(0, 0, 0, 100, 300)).isEqualTo(0.0f);
        // (0, 200, 300, 300): x(a) = -300a^2 + 600a; x = 225: roots 1.5 (rejected) and 0.5
        assertThat(BezierSolver.solve(225, 0, 200, 300, 300)).isCloseTo(0.5f, within(EPS));
        assertThat(BezierSolver.branch(225, 0, 200, 300, 300)).isEqualTo(Branch.QUADRATIC);
    }

    @Test
    void cubicOneRealRoot() {
        // (0, 100, 100, 200): x(a) = 200a^3 - 300a^2 + 300a; x(0.25) = 59.375
        assertThat(BezierSolver.solve(59.375f, 0, 100, 100, 200)).isCloseTo(0.25f, within(EPS));
        assertThat(BezierSolver.branch(59.375f, 0, 100, 100, 200)).isEqualTo(Branch.CUBIC_ONE_ROOT);
    }

    @Test
    void cubicDoubleRoot() {
        // (0, 1000, 0, 1000) at 500: triple root 0.5 (p = q = 0), 2s - sub = 0.5 accepted
        assertThat(BezierSolver.solve(500, 0, 1000, 0, 1000)).isEqualTo(0.5f);
        // (0, 3, 2, 1) at 2: x3 = 4, x2 = -12, x1 = 9, x0 = -2 -> monic a^3 - 3a^2 + 2.25a - 0.5
        // = (a - 0.5)^2 (a - 2): sub = -1, p = 0.75 - 1 = -0.25, q = (-2 + 2.25 - 0.5)/2 = -0.125,
        // D = 1/64 - 1/64 = 0; s = cbrt(0.125) = 0.5; 2s - sub = 2 (rejected) -> -s - sub = 0.5
        assertThat(BezierSolver.branch(2, 0, 3, 2, 1)).isEqualTo(Branch.CUBIC_DOUBLE_ROOT);
        assertThat(BezierSolver.solve(2, 0, 3, 2, 1)).isCloseTo(0.5f, within(EPS));
    }

    @Test
    void cubicThreeRealRootsTakesTheFirstInRange() {
        // (0, 1, 7, 24) at 6: x3 = 6, x2 = 15, x1 = 3, x0 = -6 -> monic a^3 + 2.5a^2 + 0.5a - 1
        // = (a + 2)(a + 1)(a - 0.5): t1 (the largest root) = 0.5 accepted
        assertThat(BezierSolver.branch(6, 0, 1, 7, 24)).isEqualTo(Branch.CUBIC_THREE_ROOTS);
        assertThat(BezierSolver.solve(6, 0, 1, 7, 24)).isCloseTo(0.5f, within(EPS));
        // (0, 0, 1000, 1000) at 500: roots -0.366, 0.5, 1.366: t1 = 1.366 rejected, t2 = 0.5 accepted
        assertThat(BezierSolver.branch(500, 0, 0, 1000, 1000)).isEqualTo(Branch.CUBIC_THREE_ROOTS);
        assertThat(BezierSolver.solve(500, 0, 0, 1000, 1000)).isCloseTo(0.5f, within(EPS));
        // (0, 17, 23, 24) at 18: x3 = 6, x2 = -33, x1 = 51, x0 = -18 -> monic a^3 - 5.5a^2 + 8.5a - 3
        // = (a - 0.5)(a - 2)(a - 3): t1 = 3, t2 = 2 rejected, the third formula gives 0.5
        assertThat(BezierSolver.branch(18, 0, 17, 23, 24)).isEqualTo(Branch.CUBIC_THREE_ROOTS);
        assertThat(BezierSolver.solve(18, 0, 17, 23, 24)).isCloseTo(0.5f, within(EPS));
    }

    @Test
    void deCasteljau() {
        // (0, 1, 2, 3) at 0.25: 0.25, 1.25, 2.25 -> 0.5, 1.5 -> 0.75
        assertThat(BezierSolver.bezier(0, 1, 2, 3, 0.25f)).isEqualTo(0.75f);
        // (0, 0, 1, 1) at 0.25: 3a^2 - 2a^3 = 0.1875 - 0.03125 = 0.15625
        assertThat(BezierSolver.bezier(0, 0, 1, 1, 0.25f)).isEqualTo(0.15625f);
        // (2, -1, 5, 0) at 0.5: (2 + 3*-1 + 3*5 + 0) / 8 = 14/8 = 1.75
        assertThat(BezierSolver.bezier(2, -1, 5, 0, 0.5f)).isEqualTo(1.75f);
        // endpoints
        assertThat(BezierSolver.bezier(2, -1, 5, 7, 0f)).isEqualTo(2f);
        assertThat(BezierSolver.bezier(2, -1, 5, 7, 1f)).isEqualTo(7f);
    }

    @Test
    void ddnetPicksTheWrongRootAtAFlatStart() {
        // (0, 0, 5, 12) at x = 0: x3 = -3, x2 = 15, x1 = 0, x0 = 0 -> -3a^3 + 15a^2 = 0: roots 0 (double) and 5.
        // Exactly D = q^2 + p^3 = (125/27)^2 - (25/9)^3 = 0, but rounding in double leaves D > 0, so the
        // one-root formula returns the other root, 5, which the clamp turns into 1: at the very start of a
        // bezier segment whose out tangent has dx 0, DDNet shows the segment's end value for that instant.
        // Kept on purpose: this is what the game does.
        assertThat(BezierSolver.branch(0, 0, 0, 5, 12)).isEqualTo(Branch.CUBIC_ONE_ROOT);
        assertThat(BezierSolver.solve(0, 0, 0, 5, 12)).isCloseTo(5f, within(1e-4f));
        // the same through the evaluator: 0 -> 1.0 over 12 ms, out (0, 0), in (-7, 0): p2.x = 12 - 7 = 5
        twedit.model.map.Envelope e = Envs.env(
                1,
                Envs.tangents(Envs.pt(0, twedit.model.map.EnvPoint.CURVE_BEZIER, 0), 0, 0, 0, 0),
                Envs.tangents(Envs.pt(12, twedit.model.map.EnvPoint.CURVE_LINEAR, 1024), -7, 0, 0, 0));
        assertThat(Envs.eval1(e, 0)).isEqualTo(1.0f);
        // a microsecond later the three-root formula finds the right root, near 0: the value is near 0
        assertThat(Envs.eval1(e, 0.001)).isCloseTo(0f, within(1e-3f));
    }
}
