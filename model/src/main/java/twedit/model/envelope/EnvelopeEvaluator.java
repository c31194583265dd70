package twedit.model.envelope;

import java.util.List;
import twedit.model.map.Bezier;
import twedit.model.map.EnvPoint;
import twedit.model.map.Envelope;

/**
 * Evaluates an envelope at a time exactly as DDNet's client does ({@code CRenderMap::RenderEvalEnvelope} and the
 * {@code EnvelopeEval} wrappers around it, DDNet 17-19), writing the channel values into the caller's array.
 *
 * <p><b>Caller's defaults.</b> The result array holds the caller's defaults on entry (DDNet uses colour
 * {@code 1,1,1,1} and position {@code 0,0,0}); channels the envelope does not define are left untouched. No
 * envelope, an envelope with {@code channels() <= 0}, or one without points leaves the whole result unchanged. The
 * channel count actually written is {@code min(channels, envelope.channels(), 4)}, as in DDNet, so a 3-channel
 * envelope used as a colour leaves alpha at the default.
 *
 * <p><b>Time.</b> Time is measured in nanoseconds internally, like DDNet's {@code std::chrono::nanoseconds}: it is
 * reduced modulo the last point's time on integer nanoseconds (Java's {@code %} truncates like C++'s, so a
 * negative time stays negative), converted to double milliseconds, and the segment is found by a binary search on
 * the millisecond time truncated to an int, as DDNet's {@code CFixedTime} does. For times {@code >= 0} this is
 * exactly "{@code point[i].time <= t < point[i+1].time}".
 *
 * <p><b>Time sources.</b> In the game, unsynchronized envelopes run on the client's local clock (time since the
 * client started, or the menu's clock for background maps) and synchronized ones (and all envelopes of version-1
 * items) run on the server's game-tick clock since round start, interpolated between ticks, so that every player
 * sees them in the same phase. An editor's playback has one clock: both kinds are evaluated at the playback time,
 * and the sync flag ({@link Envelope#sync()}) only matters in game. This class just takes the time it is given.
 */
public final class EnvelopeEvaluator {
    /** Nanoseconds per millisecond. */
    public static final long NANOS_PER_MILLI = 1_000_000L;
    /** The most channels an envelope point carries. */
    public static final int MAX_CHANNELS = 4;

    private EnvelopeEvaluator() {}

    /** 22.10 fixed point to float: {@code v / 1024f}. */
    public static float fx2f(int v) {
        return v / 1024.0f;
    }

    /** A time in (fractional) milliseconds as whole nanoseconds, rounded to the nearest nanosecond. */
    public static long toNanos(double timeMs) {
        return Math.round(timeMs * NANOS_PER_MILLI);
    }

    /**
     * Evaluates {@code env} at {@code timeMs} into {@code result[0..channels)}, keeping the caller's defaults where
     * DDNet keeps them (see the class comment). {@code env} may be null (no envelope: nothing changes).
     */
    public static void evaluate(Envelope env, double timeMs, float[] result, int channels) {
        evaluateNanos(env, toNanos(timeMs), result, channels);
    }

    /** As {@link #evaluate(Envelope, double, float[], int)} at {@code timeMs + offsetMs}, the offset added exactly. */
    public static void evaluate(Envelope env, double timeMs, int offsetMs, float[] result, int channels) {
        evaluateNanos(env, toNanos(timeMs) + offsetMs * NANOS_PER_MILLI, result, channels);
    }

    /** As {@link #evaluate(Envelope, double, float[], int)} with the time in nanoseconds. */
    public static void evaluateNanos(Envelope env, long timeNanos, float[] result, int channels) {
        checkChannels(result, channels);
        if (env == null || env.channels() <= 0) {
            return;
        }
        int n = Math.min(channels, Math.min(env.channels(), MAX_CHANNELS));
        evaluatePoints(env.points(), timeNanos, result, n);
    }

    /**
     * DDNet's {@code RenderEvalEnvelope} on a point list: writes exactly {@code channels} values (0..4) unless the
     * list is empty. Useful for previewing points that are not in an envelope yet.
     */
    public static void evaluatePoints(List<EnvPoint> points, long timeNanos, float[] result, int channels) {
        checkChannels(result, channels);
        final int numPoints = points.size();
        if (numPoints == 0) {
            return;
        }
        if (numPoints == 1) {
            copyValues(points.get(0), result, channels);
            return;
        }
        final EnvPoint last = points.get(numPoints - 1);
        final long maxPointTime = (long) last.time() * NANOS_PER_MILLI;
        final long nanos = maxPointTime > 0 ? timeNanos % maxPointTime : 0L;
        final double timeMillis = nanos / (double) NANOS_PER_MILLI;

        final int found = findPointIndex(points, (int) timeMillis);
        if (found == -1) {
            copyValues(last, result, channels);
            return;
        }
        final EnvPoint current = points.get(found);
        final EnvPoint next = points.get(found + 1);
        final int delta = next.time() - current.time();
        if (delta <= 0) {
            copyValues(current, result, channels);
            return;
        }

        float a = (float) (timeMillis - current.time()) / delta;
        switch (current.curve()) {
            case EnvPoint.CURVE_STEP:
                a = 0.0f;
                break;
            case EnvPoint.CURVE_SLOW:
                a = a * a * a;
                break;
            case EnvPoint.CURVE_FAST:
                a = 1.0f - a;
                a = 1.0f - a * a * a;
                break;
            case EnvPoint.CURVE_SMOOTH:
                a = -2.0f * a * a * a + 3.0f * a * a;
                break;
            case EnvPoint.CURVE_BEZIER:
                if (current.bezier() != null && next.bezier() != null) {
                    evaluateBezier(current, next, (float) timeMillis, result, channels);
                    return;
                }
                break; // no tangents: linear
            default:
                break; // CURVE_LINEAR and unknown values: linear
        }
        for (int c = 0; c < channels; c++) {
            final float v0 = fx2f(current.value(c));
            final float v1 = fx2f(next.value(c));
            result[c] = v0 + (v1 - v0) * a;
        }
    }

    /** DDNet's {@code FindPointIndex}: binary search for i with {@code time[i] <= t < time[i+1]}, or -1. */
    static int findPointIndex(List<EnvPoint> points, int time) {
        int low = 0;
        int high = points.size() - 2;
        while (low <= high) {
            final int mid = low + (high - low) / 2;
            final int midTime = points.get(mid).time();
            if (time >= midTime && time < points.get(mid + 1).time()) {
                return mid;
            } else if (time < midTime) {
                high = mid - 1;
            } else {
                low = mid + 1;
            }
        }
        return -1;
    }

    private static void evaluateBezier(EnvPoint current, EnvPoint next, float time, float[] result, int channels) {
        final Bezier out = current.bezier();
        final Bezier in = next.bezier();
        for (int c = 0; c < channels; c++) {
            // monotonic 2d cubic bezier curve: x in ms, y in channel units
            final float p0x = current.time();
            final float p0y = fx2f(current.value(c));
            final float p3x = next.time();
            final float p3y = fx2f(next.value(c));
            float p1x = p0x + (float) out.outDx(c);
            final float p1y = p0y + fx2f(out.outDy(c));
            float p2x = p3x + (float) in.inDx(c);
            final float p2y = p3y + fx2f(in.inDy(c));
            p1x = clamp(p1x, p0x, p3x);
            p2x = clamp(p2x, p0x, p3x);
            final float a = clamp(BezierSolver.solve(time, p0x, p1x, p2x, p3x), 0.0f, 1.0f);
            result[c] = BezierSolver.bezier(p0y, p1y, p2y, p3y, a);
        }
    }

    /** {@code std::clamp}: NaN stays NaN. */
    static float clamp(float v, float lo, float hi) {
        if (v < lo) {
            return lo;
        }
        if (hi < v) {
            return hi;
        }
        return v;
    }

    private static void copyValues(EnvPoint p, float[] result, int channels) {
        for (int c = 0; c < channels; c++) {
            result[c] = fx2f(p.value(c));
        }
    }

    private static void checkChannels(float[] result, int channels) {
        if (channels < 0 || channels > MAX_CHANNELS || channels > result.length) {
            throw new IllegalArgumentException("channels " + channels + " for a result of " + result.length);
        }
    }
}
