package twedit.model.envelope;

import java.util.Arrays;
import java.util.List;
import twedit.model.map.Bezier;
import twedit.model.map.EnvPoint;
import twedit.model.map.Envelope;

/** Small builders for envelope tests: points, tangents and envelopes in the map's fixed-point units. */
final class Envs {
    private Envs() {}

    /** A point at {@code time} ms with the given curve and fixed-point values (missing channels 0), no tangents. */
    static EnvPoint pt(int time, int curve, int... values) {
        int[] v = Arrays.copyOf(values, 4);
        return new EnvPoint(time, curve, v[0], v[1], v[2], v[3], null);
    }

    /** {@code p} with tangents on channel 0: in (dx ms, dy fixed), out (dx ms, dy fixed). */
    static EnvPoint tangents(EnvPoint p, int inDx, int inDy, int outDx, int outDy) {
        return p.withBezier(bezier(0, inDx, inDy, outDx, outDy, p.bezier()));
    }

    /** Tangents of channel {@code c} set on top of {@code base} (null: all zero). */
    static Bezier bezier(int c, int inDx, int inDy, int outDx, int outDy, Bezier base) {
        int[] v = base == null ? new int[16] : base.values();
        v[c] = inDx;
        v[4 + c] = inDy;
        v[8 + c] = outDx;
        v[12 + c] = outDy;
        return new Bezier(v);
    }

    static Envelope env(int channels, EnvPoint... points) {
        return new Envelope(channels, "test", false, List.of(points));
    }

    /** Evaluates {@code env} at {@code timeMs} over {@code channels} channels, starting from {@code defaults}. */
    static float[] eval(Envelope env, double timeMs, int channels, float... defaults) {
        float[] r = Arrays.copyOf(defaults, 4);
        EnvelopeEvaluator.evaluate(env, timeMs, r, channels);
        return r;
    }

    /** Channel 0 of a 1-channel envelope at {@code timeMs} (default 0). */
    static float eval1(Envelope env, double timeMs) {
        return eval(env, timeMs, 1)[0];
    }
}
