package twedit.model.envelope;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;
import static twedit.model.envelope.Envs.env;
import static twedit.model.envelope.Envs.eval;
import static twedit.model.envelope.Envs.eval1;
import static twedit.model.envelope.Envs.pt;
import static twedit.model.map.EnvPoint.CURVE_FAST;
import static twedit.model.map.EnvPoint.CURVE_LINEAR;
import static twedit.model.map.EnvPoint.CURVE_SLOW;
import static twedit.model.map.EnvPoint.CURVE_SMOOTH;
import static twedit.model.map.EnvPoint.CURVE_STEP;

import java.util.List;
import org.junit.jupiter.api.Test;
import twedit.model.map.Envelope;

/**
 * Non-bezier curves, time handling and the caller's-defaults rules, each expected value worked out by hand from
 * DDNet's formulas (fx2f(v) = v / 1024; a = (t - t_i) / delta shaped by the curve; v0 + (v1 - v0) * a).
 */
class EnvelopeEvaluatorTest {
    /** One channel from 0 at 0 ms to 4.0 (4096) at 1000 ms, the first point's curve given. */
    private static Envelope ramp(int curve) {
        return env(1, pt(0, curve, 0), pt(1000, CURVE_LINEAR, 4096));
    }

    @Test
    void linear() {
        Envelope e = ramp(CURVE_LINEAR);
        // t=250: a = 250/1000 = 0.25 -> 0 + (4 - 0) * 0.25 = 1.0
        assertThat(eval1(e, 250)).isEqualTo(1.0f);
        // t=500: a = 0.5 -> 2.0
        assertThat(eval1(e, 500)).isEqualTo(2.0f);
        // t=0: a = 0 -> 0.0
        assertThat(eval1(e, 0)).isEqualTo(0.0f);
        // t=999.5: a = 0.9995 -> 3.998
        assertThat(eval1(e, 999.5)).isCloseTo(3.998f, within(1e-5f));
    }

    @Test
    void step() {
        Envelope e = ramp(CURVE_STEP);
        // STEP: a = 0 anywhere inside the segment -> v0 = 0.0
        assertThat(eval1(e, 250)).isEqualTo(0.0f);
        assertThat(eval1(e, 999)).isEqualTo(0.0f);
    }

    @Test
    void slow() {
        Envelope e = ramp(CURVE_SLOW);
        // t=500: a = 0.5^3 = 0.125 -> 4 * 0.125 = 0.5
        assertThat(eval1(e, 500)).isEqualTo(0.5f);
        // t=250: a = 0.25^3 = 1/64 -> 4/64 = 0.0625
        assertThat(eval1(e, 250)).isEqualTo(0.0625f);
    }

    @Test
    void fast() {
        Envelope e = ramp(CURVE_FAST);
        // t=500: a = 1 - (1 - 0.5)^3 = 0.875 -> 4 * 0.875 = 3.5
        assertThat(eval1(e, 500)).isEqualTo(3.5f);
        // t=250: a = 1 - 0.75^3 = 1 - 0.421875 = 0.578125 -> 2.3125
        assertThat(eval1(e, 250)).isEqualTo(2.3125f);
    }

    @Test
    void smooth() {
        Envelope e = ramp(CURVE_SMOOTH);
        // t=250: a = -2/64 + 3/16 = -0.03125 + 0.1875 = 0.15625 -> 4 * 0.15625 = 0.625
        assertThat(eval1(e, 250)).isEqualTo(0.625f);
        // t=500: a = -2/8 + 3/4 = 0.5 -> 2.0
        assertThat(eval1(e, 500)).isEqualTo(2.0f);
        // t=750: a = -2*27/64 + 3*9/16 = -0.84375 + 1.6875 = 0.84375 -> 3.375
        assertThat(eval1(e, 750)).isEqualTo(3.375f);
    }

    @Test
    void unknownCurveValuesAreLinear() {
        // curve 7 and -1 are unknown: a unchanged, as LINEAR: t=250 -> 1.0
        assertThat(eval1(ramp(7), 250)).isEqualTo(1.0f);
        assertThat(eval1(ramp(-1), 250)).isEqualTo(1.0f);
        assertThat(eval1(ramp(Integer.MAX_VALUE), 750)).isEqualTo(3.0f);
    }

    @Test
    void fourChannelsInterpolateIndependently() {
        // (1.0, 0, 0.5, 1.0) -> (0, 1.0, 0.5, 0); t=250, a=0.25:
        // r = 1 - 0.25 = 0.75, g = 0.25, b = 0.5, a = 0.75
        Envelope e = env(4, pt(0, CURVE_LINEAR, 1024, 0, 512, 1024), pt(1000, CURVE_LINEAR, 0, 1024, 512, 0));
        assertThat(eval(e, 250, 4, 1, 1, 1, 1)).containsExactly(0.75f, 0.25f, 0.5f, 0.75f);
    }

    @Test
    void timeWrapsAroundTheLastPointsTime() {
        Envelope e = ramp(CURVE_LINEAR);
        // 1250 mod 1000 = 250 -> 1.0
        assertThat(eval1(e, 1250)).isEqualTo(1.0f);
        // 3500 mod 1000 = 500 -> 2.0
        assertThat(eval1(e, 3500)).isEqualTo(2.0f);
        // 1000 mod 1000 = 0 -> the first value 0.0, never the last point's 4.0
        assertThat(eval1(e, 1000)).isEqualTo(0.0f);
        // 1000000.25 ms -> 0.25 ms -> a = 0.00025 -> 0.001
        assertThat(eval1(e, 1_000_000.25)).isCloseTo(0.001f, within(1e-6f));
        // offset overload: 900 + 350 = 1250 -> 250 -> 1.0
        float[] r = new float[1];
        EnvelopeEvaluator.evaluate(e, 900, 350, r, 1);
        assertThat(r[0]).isEqualTo(1.0f);
    }

    @Test
    void beforeTheFirstPointGivesTheLastPointsValues() {
        // points at 200 ms (1.0) and 600 ms (3.0)
        Envelope e = env(1, pt(200, CURVE_LINEAR, 1024), pt(600, CURVE_LINEAR, 3072));
        // t=400: a = 200/400 = 0.5 -> 1 + 2 * 0.5 = 2.0
        assertThat(eval1(e, 400)).isEqualTo(2.0f);
        // t=100: no i with time_i <= 100 < time_i+1 -> the last point: 3.0 (not the first point's 1.0)
        assertThat(eval1(e, 100)).isEqualTo(3.0f);
        // t=600 wraps to 0 -> before the first point -> 3.0; t=700 -> 100 -> 3.0
        assertThat(eval1(e, 600)).isEqualTo(3.0f);
        assertThat(eval1(e, 700)).isEqualTo(3.0f);
        // t=599.9: inside the segment, a = 399.9/400 = 0.99975 -> 1 + 2 * 0.99975 = 2.9995
        assertThat(eval1(e, 599.9)).isCloseTo(2.9995f, within(1e-5f));
    }

    @Test
    void negativeTimesFollowCTruncation() {
        Envelope e = ramp(CURVE_LINEAR);
        // -250 ms: -250e6 % 1000e6 = -250e6 (sign of the dividend, like C++) -> t = -250 < 0 -> last point: 4.0
        assertThat(eval1(e, -250)).isEqualTo(4.0f);
        // -1250 ms -> -250 ms -> 4.0
        assertThat(eval1(e, -1250)).isEqualTo(4.0f);
        // -0.5 ms: the search uses (int) -0.5 = 0 -> segment 0, a = -0.5/1000 = -0.0005 -> 4 * -0.0005 = -0.002
        assertThat(eval1(e, -0.5)).isCloseTo(-0.002f, within(1e-7f));
    }

    @Test
    void zeroLengthSegmentsJump() {
        // 0 ms 0.0, 500 ms 1.0, 500 ms 2.0, 1000 ms 4.0
        Envelope e = env(
                1,
                pt(0, CURVE_LINEAR, 0),
                pt(500, CURVE_LINEAR, 1024),
                pt(500, CURVE_LINEAR, 2048),
                pt(1000, CURVE_LINEAR, 4096));
        // t=250: segment 0, a = 0.5 -> 0.5
        assertThat(eval1(e, 250)).isEqualTo(0.5f);
        // t=500: segment 1 (500..500) does not hold 500, segment 2 does: a = 0 -> 2.0
        assertThat(eval1(e, 500)).isEqualTo(2.0f);
        // t=750: segment 2, a = 0.5 -> 2 + 2 * 0.5 = 3.0
        assertThat(eval1(e, 750)).isEqualTo(3.0f);
        // t=499.5: segment 0, a = 0.999 -> 0.999
        assertThat(eval1(e, 499.5)).isCloseTo(0.999f, within(1e-6f));

        // a zero-length first segment: 0 ms 1.0, 0 ms 2.0, 1000 ms 4.0; t=0 is in segment 1 -> 2.0
        Envelope first = env(1, pt(0, CURVE_LINEAR, 1024), pt(0, CURVE_LINEAR, 2048), pt(1000, CURVE_LINEAR, 4096));
        assertThat(eval1(first, 0)).isEqualTo(2.0f);
        // t=500: segment 1, a = 0.5 -> 3.0
        assertThat(eval1(first, 500)).isEqualTo(3.0f);
    }

    @Test
    void lastTimeZeroPinsTimeToZero() {
        // both points at 0 ms: last time 0 -> t = 0; no segment holds 0 (0 < 0 is false) -> the last point: 2.0
        Envelope e = env(1, pt(0, CURVE_LINEAR, 1024), pt(0, CURVE_LINEAR, 2048));
        assertThat(eval1(e, 0)).isEqualTo(2.0f);
        assertThat(eval1(e, 12345)).isEqualTo(2.0f);
        // a negative last time: also t = 0; segment 0 (-100..-50)? 0 is not inside -> last point 3.0
        Envelope neg = env(1, pt(-100, CURVE_LINEAR, 1024), pt(-50, CURVE_LINEAR, 3072));
        assertThat(eval1(neg, 777)).isEqualTo(3.0f);
    }

    @Test
    void onePointGivesItsValuesAtAnyTime() {
        Envelope e = env(4, pt(300, CURVE_SMOOTH, 1024, 2048, 512, 256));
        // fx2f: 1024 -> 1.0, 2048 -> 2.0, 512 -> 0.5, 256 -> 0.25
        for (double t : new double[] {0, 299, 300, 5000, -7}) {
            assertThat(eval(e, t, 4, 9, 9, 9, 9)).containsExactly(1.0f, 2.0f, 0.5f, 0.25f);
        }
    }

    @Test
    void noPointsNoEnvelopeOrNoChannelsLeaveTheDefaults() {
        // no points: the caller's defaults stay
        assertThat(eval(env(4), 123, 4, 1, 1, 1, 1)).containsExactly(1f, 1f, 1f, 1f);
        assertThat(eval(env(3), 123, 3, 0, 0, 0, 0)).containsExactly(0f, 0f, 0f, 0f);
        // no envelope at all
        assertThat(eval(null, 123, 4, 1, 1, 1, 1)).containsExactly(1f, 1f, 1f, 1f);
        // an envelope claiming 0 channels is ignored even with points
        assertThat(eval(env(0, pt(0, CURVE_LINEAR, 0)), 5, 4, 1, 1, 1, 1)).containsExactly(1f, 1f, 1f, 1f);
        // the raw point evaluation with an empty list writes nothing either
        float[] r = {7, 7};
        EnvelopeEvaluator.evaluatePoints(List.of(), 0, r, 2);
        assertThat(r).containsExactly(7f, 7f);
    }

    @Test
    void channelsAreCappedByTheEnvelopesChannelCount() {
        // a 3-channel (position) envelope used as a colour: r, g, b written, alpha keeps the default 1.0
        Envelope pos = env(3, pt(0, CURVE_LINEAR, 512, 512, 512, 0));
        assertThat(eval(pos, 0, 4, 1, 1, 1, 1)).containsExactly(0.5f, 0.5f, 0.5f, 1.0f);
        // a 1-channel (sound) envelope: only channel 0
        Envelope sound = env(1, pt(0, CURVE_LINEAR, 256, 0, 0, 0));
        assertThat(eval(sound, 0, 4, 1, 1, 1, 1)).containsExactly(0.25f, 1f, 1f, 1f);
        // a broken envelope claiming 7 channels: at most 4
        Envelope seven = env(7, pt(0, CURVE_LINEAR, 1024, 1024, 1024, 1024));
        assertThat(eval(seven, 0, 4, 0, 0, 0, 0)).containsExactly(1f, 1f, 1f, 1f);
        // fewer channels asked than the envelope has: only those
        Envelope color = env(4, pt(0, CURVE_LINEAR, 0, 0, 0, 0));
        assertThat(eval(color, 0, 2, 1, 1, 1, 1)).containsExactly(0f, 0f, 1f, 1f);
    }

    @Test
    void badChannelCountsAreRejected() {
        assertThatThrownBy(() -> EnvelopeEvaluator.evaluate(ramp(CURVE_LINEAR), 0, new float[4], 5))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> EnvelopeEvaluator.evaluate(ramp(CURVE_LINEAR), 0, new float[2], 3))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void binarySearchFindsTheSegment() {
        Envelope e = env(1, pt(0, 1, 0), pt(10, 1, 0), pt(20, 1, 0), pt(30, 1, 0), pt(40, 1, 0));
        assertThat(EnvelopeEvaluator.findPointIndex(e.points(), 0)).isEqualTo(0);
        assertThat(EnvelopeEvaluator.findPointIndex(e.points(), 19)).isEqualTo(1);
        assertThat(EnvelopeEvaluator.findPointIndex(e.points(), 20)).isEqualTo(2);
        assertThat(EnvelopeEvaluator.findPointIndex(e.points(), 39)).isEqualTo(3);
        assertThat(EnvelopeEvaluator.findPointIndex(e.points(), 40)).isEqualTo(-1);
        assertThat(EnvelopeEvaluator.findPointIndex(e.points(), -1)).isEqualTo(-1);
    }

    @Test
    void fixedPointConversion() {
        assertThat(EnvelopeEvaluator.fx2f(1024)).isEqualTo(1.0f);
        assertThat(EnvelopeEvaluator.fx2f(-512)).isEqualTo(-0.5f);
        assertThat(EnvelopeEvaluator.fx2f(1)).isEqualTo(1 / 1024f);
        assertThat(EnvelopeEvaluator.toNanos(0.1)).isEqualTo(100_000L);
        assertThat(EnvelopeEvaluator.toNanos(-1.5)).isEqualTo(-1_500_000L);
    }
}
