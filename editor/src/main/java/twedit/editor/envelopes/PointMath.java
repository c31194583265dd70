package twedit.editor.envelopes;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import twedit.model.envelope.EnvelopeEvaluator;
import twedit.model.map.EnvPoint;
import twedit.model.map.Envelope;

/**
 * What DDNet's envelope editor does to several selected points at once (envelope_editor.cpp): move them together,
 * scale them (S) about zero or their middle, project them onto the curve between the first and last selected; pure
 * functions from the points before to the points after, so that a drag always computes from where it started.
 */
public final class PointMath {
    private PointMath() {}

    /** A selected value: point {@code index}'s channel {@code channel}. */
    public record Ref(int index, int channel) {}

    /** The distinct point indices of a selection, in order. */
    static Set<Integer> indices(List<Ref> sel) {
        Set<Integer> out = new TreeSet<>();
        for (Ref r : sel) {
            out.add(r.index());
        }
        return out;
    }

    /**
     * The least and greatest time point {@code i} may take without passing a point that is not selected (DDNet: one
     * millisecond from it), never below 0.
     */
    static int[] bounds(List<EnvPoint> pts, Set<Integer> selected, int i) {
        int lo = 0;
        int hi = Integer.MAX_VALUE / 2;
        for (int j = 0; j < i; j++) {
            if (!selected.contains(j)) {
                lo = Math.max(lo, pts.get(j).time() + 1);
            }
        }
        for (int j = i + 1; j < pts.size(); j++) {
            if (!selected.contains(j)) {
                hi = Math.min(hi, pts.get(j).time() - 1);
            }
        }
        return new int[] {lo, hi};
    }

    /**
     * The selected points moved together by {@code dt} ms and {@code dv} (fixed point) from {@code base}: the time
     * step is cut so that none passes an unselected neighbour, as DDNet's ClampDelta; each colour value stays in 0..1.
     */
    public static List<EnvPoint> move(List<EnvPoint> base, List<Ref> sel, int dt, int dv, int channels) {
        Set<Integer> idx = indices(sel);
        long d = dt;
        for (int i : idx) {
            int[] b = bounds(base, idx, i);
            int t = base.get(i).time();
            d = Math.max(b[0] - (long) t, Math.min(b[1] - (long) t, d));
        }
        List<EnvPoint> out = new ArrayList<>(base);
        for (int i : idx) {
            out.set(i, out.get(i).withTime((int) (base.get(i).time() + d)));
        }
        for (Ref r : sel) {
            EnvPoint p = out.get(r.index());
            int v = PointOps.clampValue(channels, (int) Math.max(
                    Integer.MIN_VALUE / 2,
                    Math.min(Integer.MAX_VALUE / 2, (long) base.get(r.index()).value(r.channel()) + dv)));
            out.set(r.index(), p.withValue(r.channel(), v));
        }
        return out;
    }

    /**
     * The selected values scaled by {@code factor} as DDNet's S does: about 0, or about the middle of their range
     * when {@code aboutMiddle} (Alt); rounded to the fixed point, a colour within 0..1.
     */
    public static List<EnvPoint> scaleValues(
            List<EnvPoint> base, List<Ref> sel, double factor, boolean aboutMiddle, int channels) {
        double lo = Double.MAX_VALUE;
        double hi = -Double.MAX_VALUE;
        for (Ref r : sel) {
            lo = Math.min(lo, base.get(r.index()).value(r.channel()));
            hi = Math.max(hi, base.get(r.index()).value(r.channel()));
        }
        double mid = (hi - lo) / 2 + lo;
        float f = (float) factor;
        List<EnvPoint> out = new ArrayList<>(base);
        for (Ref r : sel) {
            float v = base.get(r.index()).value(r.channel());
            // DDNet computes in float: the same rounding here gives the same fixed-point value
            float scaled = aboutMiddle ? (v - (float) mid) * f + (float) mid : v * f;
            int nv = PointOps.clampValue(channels, (int) roundHalfAway(scaled));
            out.set(r.index(), out.get(r.index()).withValue(r.channel(), nv));
        }
        return out;
    }

    /**
     * The selected points' times scaled by {@code factor} (Shift+S in DDNet): about 0, or about the middle of their
     * span; the factor is cut so that no point passes an unselected neighbour, later points are pushed to stay
     * strictly after earlier ones, and when the first point moved off 0 every time shifts back by as much.
     */
    public static List<EnvPoint> scaleTimes(List<EnvPoint> base, List<Ref> sel, double factor, boolean aboutMiddle) {
        Set<Integer> idx = indices(sel);
        if (idx.isEmpty()) {
            return base;
        }
        double lo = Double.MAX_VALUE;
        double hi = -Double.MAX_VALUE;
        for (int i : idx) {
            lo = Math.min(lo, base.get(i).time());
            hi = Math.max(hi, base.get(i).time());
        }
        double mid = aboutMiddle ? (hi - lo) / 2 + lo : 0;
        double f = factor;
        for (int i : idx) {
            int[] b = bounds(base, idx, i);
            double v = base.get(i).time();
            if (v == mid) {
                continue; // a point on the middle stays there whatever the factor
            }
            double a = (b[0] - mid) / (v - mid);
            double c = (b[1] - mid) / (v - mid);
            f = Math.max(Math.min(a, c), Math.min(Math.max(a, c), f));
        }
        List<EnvPoint> out = new ArrayList<>(base);
        for (int i : idx) {
            // in float as DDNet computes, so that the rounding lands on the same millisecond
            float v = base.get(i).time();
            float m = (float) mid;
            // DDNet's least factor keeps a point a hair away from the middle (it never folds over it)
            float least = v - m > 0.001f ? 0.001f / (v - m) : 0;
            float g = Math.max(least, (float) f);
            out.set(i, out.get(i).withTime((int) roundHalfAway((v - m) * g + m)));
        }
        for (int k = 1; k < out.size(); k++) {
            if (out.get(k).time() <= out.get(k - 1).time()) {
                out.set(k, out.get(k).withTime(out.get(k - 1).time() + 1));
            }
        }
        if (idx.contains(0) && !out.isEmpty() && out.get(0).time() != 0) {
            int offset = out.get(0).time();
            for (int k = 0; k < out.size(); k++) {
                out.set(k, out.get(k).withTime(out.get(k).time() - offset));
            }
        }
        return out;
    }

    /**
     * DDNet's "Project onto": on each channel, the selected values between the first and last selected point are
     * set to where a curve of type {@code curve} from the first to the last passes at their time.
     */
    public static List<EnvPoint> project(List<EnvPoint> base, List<Ref> sel, int curve) {
        List<EnvPoint> out = new ArrayList<>(base);
        for (int c = 0; c < 4; c++) {
            int first = Integer.MAX_VALUE;
            int last = -1;
            for (Ref r : sel) {
                if (r.channel() == c) {
                    first = Math.min(first, r.index());
                    last = Math.max(last, r.index());
                }
            }
            if (last < 0 || first == last) {
                continue;
            }
            EnvPoint a = base.get(first);
            EnvPoint b = base.get(last);
            List<EnvPoint> helper = List.of(
                    new EnvPoint(a.time(), curve, a.value(c), 0, 0, 0, null),
                    new EnvPoint(b.time(), EnvPoint.CURVE_LINEAR, b.value(c), 0, 0, 0, null));
            float[] r = new float[4];
            for (Ref s : sel) {
                if (s.channel() == c && s.index() != first && s.index() != last) {
                    long nanos = (long) base.get(s.index()).time() * EnvelopeEvaluator.NANOS_PER_MILLI;
                    EnvelopeEvaluator.evaluatePoints(helper, nanos, r, 1);
                    int v = roundToInt(r[0] * 1024f);
                    out.set(s.index(), out.get(s.index()).withValue(c, v));
                }
            }
        }
        return out;
    }

    /** C's {@code std::round}: halves away from zero. */
    static double roundHalfAway(double v) {
        return v < 0 ? -Math.floor(-v + 0.5) : Math.floor(v + 0.5);
    }

    /** DDNet's {@code round_to_int} (base/math.h), in float as there. */
    static int roundToInt(float f) {
        return (int) (f < 0 ? f - 0.5f : f + 0.5f);
    }

    /** Whether a value of an envelope with {@code channels} channels is a colour, kept within 0..1. */
    static boolean isColour(int channels) {
        return channels == Envelope.COLOR;
    }
}
