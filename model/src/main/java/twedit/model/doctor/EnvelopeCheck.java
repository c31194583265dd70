package twedit.model.doctor;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import twedit.model.document.edits.Edit;
import twedit.model.document.edits.Edits;
import twedit.model.document.edits.ListSetEdit;
import twedit.model.map.EnvPoint;
import twedit.model.map.Envelope;
import twedit.model.map.Layer;
import twedit.model.map.ListRef;
import twedit.model.map.Props;
import twedit.model.map.Quad;
import twedit.model.map.QuadsLayer;
import twedit.model.map.SoundSource;
import twedit.model.map.SoundsLayer;
import twedit.model.map.TileLayer;
import twedit.model.map.TwMap;

/**
 * Envelopes (map-checks.md item 17 and the community rules): 1, 3 or 4 channels (an 8-channel envelope once
 * crashed DDNet's editor), points with times of at least 0 in non-decreasing order and curve types 0..5.
 */
final class EnvelopeCheck implements Check {
    @Override
    public List<Finding> check(TwMap map) {
        List<Finding> out = new ArrayList<>();
        Map<Envelope, Integer> usage = null;
        for (Envelope e : map.envelopes()) {
            Where.Place where = Where.envelope(map, e);
            int ch = e.channels();
            if (ch != Envelope.SOUND && ch != Envelope.POSITION && ch != Envelope.COLOR) {
                if (usage == null) {
                    usage = usage(map);
                }
                int want = usage.getOrDefault(e, Envelope.COLOR);
                String kind = want == Envelope.POSITION ? "position" : want == Envelope.SOUND ? "sound" : "colour";
                out.add(Finding.error(
                        "envelopes.channels",
                        where,
                        ch + " channels; only 1 (sound), 3 (position) and" + " 4 (colour) exist",
                        Repair.of(
                                "make it a " + kind + " envelope (" + want + " channels)",
                                m -> Edits.set(e, Props.ENVELOPE_CHANNELS, want))));
            }
            points(e, where, out);
        }
        return out;
    }

    private static void points(Envelope e, Where.Place where, List<Finding> out) {
        int negative = 0;
        int curves = 0;
        boolean unordered = false;
        List<EnvPoint> pts = e.points();
        for (int i = 0; i < pts.size(); i++) {
            EnvPoint p = pts.get(i);
            negative += p.time() < 0 ? 1 : 0;
            curves += p.curve() < EnvPoint.CURVE_STEP || p.curve() > EnvPoint.CURVE_BEZIER ? 1 : 0;
            unordered |= i > 0 && p.time() < pts.get(i - 1).time();
        }
        if (negative == 0 && curves == 0 && !unordered) {
            return;
        }
        List<String> problems = new ArrayList<>();
        if (negative > 0) {
            problems.add(negative + " point" + (negative == 1 ? " has a" : "s have") + " negative time");
        }
        if (curves > 0) {
            problems.add(curves + " point" + (curves == 1 ? " has an" : "s have") + " unknown curve type");
        }
        if (unordered) {
            problems.add("point times go backwards");
        }
        out.add(Finding.warning(
                "envelopes.points",
                where,
                String.join(", ", problems),
                Repair.of(
                        "set negative times" + " to 0 and unknown curves to linear, and sort the points by time",
                        m -> fixPoints(e))));
    }

    private static Edit fixPoints(Envelope e) {
        List<EnvPoint> fixed = new ArrayList<>(e.points().size());
        for (EnvPoint p : e.points()) {
            EnvPoint q = p.time() < 0 ? p.withTime(0) : p;
            fixed.add(
                    q.curve() < EnvPoint.CURVE_STEP || q.curve() > EnvPoint.CURVE_BEZIER
                            ? q.withCurve(EnvPoint.CURVE_LINEAR)
                            : q);
        }
        fixed.sort(Comparator.comparingInt(EnvPoint::time)); // stable: equal times keep their order
        List<Edit> parts = new ArrayList<>();
        ListRef<EnvPoint> ref = ListRef.points(e);
        for (int i = 0; i < fixed.size(); i++) {
            if (!fixed.get(i).equals(e.points().get(i))) {
                parts.add(new ListSetEdit<>("Fix envelope points", ref, i, fixed.get(i)));
            }
        }
        return RepairEdits.compose("Fix envelope points", parts);
    }

    /** The kind each envelope is used as, when all its users agree. */
    private static Map<Envelope, Integer> usage(TwMap map) {
        Map<Envelope, Integer> kinds = new IdentityHashMap<>();
        Map<Envelope, Boolean> conflict = new IdentityHashMap<>();
        for (Layer l : map.allLayers()) {
            if (l instanceof TileLayer t) {
                use(kinds, conflict, t.colorEnvelope(), Envelope.COLOR);
            } else if (l instanceof QuadsLayer q) {
                for (Quad quad : q.quads()) {
                    use(kinds, conflict, quad.positionEnvelope(), Envelope.POSITION);
                    use(kinds, conflict, quad.colorEnvelope(), Envelope.COLOR);
                }
            } else if (l instanceof SoundsLayer s) {
                for (SoundSource src : s.sources()) {
                    use(kinds, conflict, src.positionEnvelope(), Envelope.POSITION);
                    use(kinds, conflict, src.soundEnvelope(), Envelope.SOUND);
                }
            }
        }
        conflict.keySet().forEach(kinds::remove);
        return kinds;
    }

    private static void use(Map<Envelope, Integer> kinds, Map<Envelope, Boolean> conflict, Envelope e, int kind) {
        if (e != null) {
            Integer before = kinds.putIfAbsent(e, kind);
            if (before != null && before != kind) {
                conflict.put(e, Boolean.TRUE);
            }
        }
    }
}
