package twedit.editor.envelopes;

import java.util.List;
import twedit.model.document.MapDocument;
import twedit.model.document.edits.Edits;
import twedit.model.map.Bezier;
import twedit.model.map.EnvPoint;
import twedit.model.map.Envelope;

/** Envelope point commands as document edits: add in time order, delete, retime within neighbours, curve types. */
public final class PointOps {
    /** The curve type names in file order (0 step .. 5 bezier). */
    public static final String[] CURVES = {"Step", "Linear", "Slow", "Fast", "Smooth", "Bezier"};

    private PointOps() {}

    /** Where a point at {@code time} goes to keep the list sorted (after points of the same time). */
    public static int insertIndex(Envelope env, int time) {
        List<EnvPoint> pts = env.points();
        int i = 0;
        while (i < pts.size() && pts.get(i).time() <= time) {
            i++;
        }
        return i;
    }

    /** Adds a linear point with the given values; returns its index, or -1 when a point has that time already. */
    public static int add(MapDocument doc, Envelope env, int time, int[] values) {
        for (EnvPoint p : env.points()) {
            if (p.time() == time) {
                return -1;
            }
        }
        int idx = insertIndex(env, time);
        EnvPoint p = new EnvPoint(time, EnvPoint.CURVE_LINEAR, values[0], values[1], values[2], values[3], null);
        doc.apply(Edits.addPoint(env, idx, p));
        return idx;
    }

    /** {@code t} clamped strictly between the neighbours of point {@code idx} (and not below 0). */
    public static int clampTime(Envelope env, int idx, int t) {
        List<EnvPoint> pts = env.points();
        int lo = idx > 0 ? pts.get(idx - 1).time() + 1 : 0;
        int hi = idx < pts.size() - 1 ? pts.get(idx + 1).time() - 1 : Integer.MAX_VALUE / 2;
        return Math.max(lo, Math.min(hi, t));
    }

    /**
     * Sets the curve type of point {@code idx}; switching to bezier gives zero tangents a smooth default (a third
     * of the segment in time, flat) on it and the next point, which DDNet needs to evaluate the bezier.
     */
    public static void setCurve(MapDocument doc, Envelope env, int idx, int curve) {
        doc.compound("Curve type", () -> {
            EnvPoint p = env.points().get(idx);
            if (curve != EnvPoint.CURVE_BEZIER || idx + 1 >= env.points().size()) {
                doc.apply(Edits.setPoint(env, idx, p.withCurve(curve)));
                return;
            }
            EnvPoint next = env.points().get(idx + 1);
            int third = Math.max(1, (next.time() - p.time()) / 3);
            int[] out = p.bezier() == null ? new int[16] : p.bezier().values();
            int[] in = next.bezier() == null ? new int[16] : next.bezier().values();
            for (int c = 0; c < 4; c++) {
                if (out[8 + c] == 0 && out[12 + c] == 0) {
                    out[8 + c] = third;
                }
                if (in[c] == 0 && in[4 + c] == 0) {
                    in[c] = -third;
                }
            }
            doc.apply(Edits.setPoint(env, idx, p.withCurve(curve).withBezier(new Bezier(out))));
            doc.apply(Edits.setPoint(env, idx + 1, next.withBezier(new Bezier(in))));
        });
    }

    /** Point {@code p} with channel {@code c}'s out (or in) tangent set to (dx ms, dy fixed point). */
    public static EnvPoint withTangent(EnvPoint p, int c, boolean out, int dx, int dy) {
        int[] v = p.bezier() == null ? new int[16] : p.bezier().values();
        v[(out ? 8 : 0) + c] = dx;
        v[(out ? 12 : 4) + c] = dy;
        return p.withBezier(new Bezier(v));
    }

    /**
     * A point value (fixed point, 1024 = 1) kept within what the channel means: a colour channel or a sound volume
     * within 0..1 as DDNet's editor keeps them (the game clamps both, so more only hides where the curve really is);
     * other channels as they are.
     */
    public static int clampValue(int channels, int value) {
        // DDNet clamps colour (4 channels) and sound volume (1 channel) values on drag and scale (envelope_editor.cpp)
        boolean bounded = channels == Envelope.COLOR || channels == Envelope.SOUND;
        return bounded ? Math.max(0, Math.min(1024, value)) : value;
    }

    /** The default values of a new envelope's first point: white for colour, full volume for sound, else 0. */
    public static int[] defaults(int channels) {
        return channels == Envelope.POSITION ? new int[4] : new int[] {1024, 1024, 1024, 1024};
    }
}
