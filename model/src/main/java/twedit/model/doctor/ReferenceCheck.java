package twedit.model.doctor;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import java.util.function.UnaryOperator;
import twedit.model.document.edits.Edit;
import twedit.model.document.edits.Edits;
import twedit.model.map.Envelope;
import twedit.model.map.Group;
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
 * Links from layers, quads and sound sources to images, envelopes and sounds (map-checks.md item 15 and the
 * community rules): each must point at an object of the map, and envelopes at the right kind (position, colour,
 * sound). The fix detaches the link, as DDNet's editor does for out-of-range indices.
 */
final class ReferenceCheck implements Check {
    @Override
    public List<Finding> check(TwMap map) {
        List<Finding> out = new ArrayList<>();
        for (int gi = 0; gi < map.groups().size(); gi++) {
            Group g = map.groups().get(gi);
            for (int li = 0; li < g.layers().size(); li++) {
                Layer l = g.layers().get(li);
                Where.Place where = Where.layer(g, gi, li);
                if (l instanceof TileLayer t) {
                    tiles(map, t, where, out);
                } else if (l instanceof QuadsLayer q) {
                    quads(map, q, where, out);
                } else if (l instanceof SoundsLayer s) {
                    sounds(map, s, where, out);
                }
            }
        }
        return out;
    }

    private static void tiles(TwMap map, TileLayer t, Where.Place where, List<Finding> out) {
        if (t.image() != null && !has(map.images(), t.image())) {
            out.add(dangling(
                    where, "image '" + t.image().name() + "'", "images", m -> Edits.set(t, Props.TILES_IMAGE, null)));
        }
        Envelope env = t.colorEnvelope();
        if (env != null && !has(map.envelopes(), env)) {
            out.add(dangling(
                    where,
                    "colour envelope '" + env.name() + "'",
                    "envelopes",
                    m -> Edits.set(t, Props.TILES_COLOR_ENVELOPE, null)));
        } else if (env != null && env.channels() != Envelope.COLOR) {
            out.add(Finding.warning(
                    "ref.envelope-kind",
                    where,
                    "uses " + env.kindName() + " envelope '" + env.name() + "' as its colour envelope",
                    Repair.of("detach the envelope", m -> Edits.set(t, Props.TILES_COLOR_ENVELOPE, null))));
        }
    }

    private static void quads(TwMap map, QuadsLayer q, Where.Place where, List<Finding> out) {
        if (q.image() != null && !has(map.images(), q.image())) {
            out.add(dangling(
                    where, "image '" + q.image().name() + "'", "images", m -> Edits.set(q, Props.QUADS_IMAGE, null)));
        }
        int dangling = 0;
        int wrongKind = 0;
        for (Quad quad : q.quads()) {
            dangling += missing(map, quad.positionEnvelope()) + missing(map, quad.colorEnvelope());
            wrongKind += wrong(map, quad.positionEnvelope(), Envelope.POSITION)
                    + wrong(map, quad.colorEnvelope(), Envelope.COLOR);
        }
        if (dangling > 0) {
            out.add(dangling(
                    where,
                    dangling + " quad envelope" + (dangling == 1 ? "" : "s"),
                    "envelopes",
                    m -> RepairEdits.setElements("Detach envelopes", ListRef.quads(q), fixQuad(m, false))));
        }
        if (wrongKind > 0) {
            out.add(Finding.warning(
                    "ref.envelope-kind",
                    where,
                    wrongKind + " quad envelope link" + (wrongKind == 1 ? " uses" : "s use")
                            + " an envelope of the wrong kind (position/colour)",
                    Repair.of(
                            "detach those envelopes",
                            m -> RepairEdits.setElements("Detach envelopes", ListRef.quads(q), fixQuad(m, true)))));
        }
    }

    private static UnaryOperator<Quad> fixQuad(TwMap m, boolean kind) {
        return quad -> {
            Quad now = quad;
            if (bad(m, now.positionEnvelope(), Envelope.POSITION, kind)) {
                now = now.withPositionEnvelope(null, now.positionEnvelopeOffset());
            }
            if (bad(m, now.colorEnvelope(), Envelope.COLOR, kind)) {
                now = now.withColorEnvelope(null, now.colorEnvelopeOffset());
            }
            return now;
        };
    }

    private static void sounds(TwMap map, SoundsLayer s, Where.Place where, List<Finding> out) {
        if (s.sound() != null && !has(map.sounds(), s.sound())) {
            out.add(dangling(
                    where, "sound '" + s.sound().name() + "'", "sounds", m -> Edits.set(s, Props.SOUNDS_SOUND, null)));
        }
        int dangling = 0;
        int wrongKind = 0;
        for (SoundSource src : s.sources()) {
            dangling += missing(map, src.positionEnvelope()) + missing(map, src.soundEnvelope());
            wrongKind += wrong(map, src.positionEnvelope(), Envelope.POSITION)
                    + wrong(map, src.soundEnvelope(), Envelope.SOUND);
        }
        if (dangling > 0) {
            out.add(dangling(
                    where,
                    dangling + " sound source envelope" + (dangling == 1 ? "" : "s"),
                    "envelopes",
                    m -> RepairEdits.setElements("Detach envelopes", ListRef.sources(s), fixSource(m, false))));
        }
        if (wrongKind > 0) {
            out.add(Finding.warning(
                    "ref.envelope-kind",
                    where,
                    wrongKind + " sound source envelope link" + (wrongKind == 1 ? " uses" : "s use")
                            + " an envelope of the wrong kind (position/sound)",
                    Repair.of(
                            "detach those envelopes",
                            m -> RepairEdits.setElements("Detach envelopes", ListRef.sources(s), fixSource(m, true)))));
        }
    }

    private static UnaryOperator<SoundSource> fixSource(TwMap m, boolean kind) {
        return src -> {
            boolean pos = bad(m, src.positionEnvelope(), Envelope.POSITION, kind);
            boolean snd = bad(m, src.soundEnvelope(), Envelope.SOUND, kind);
            if (!pos && !snd) {
                return src;
            }
            return src.withEnvelopes(
                    pos ? null : src.positionEnvelope(),
                    src.positionEnvelopeOffset(),
                    snd ? null : src.soundEnvelope(),
                    src.soundEnvelopeOffset());
        };
    }

    private static Finding dangling(Where.Place where, String what, String list, Function<TwMap, Edit> fix) {
        return Finding.warning(
                "ref.dangling",
                where,
                "uses " + what + " that " + (what.matches("\\d+ .*") ? "are" : "is") + " not in the map's " + list
                        + "; the link is lost on save",
                Repair.of("detach it", fix));
    }

    /** 1 when {@code e} is set but not one of the map's envelopes. */
    private static int missing(TwMap map, Envelope e) {
        return e != null && !has(map.envelopes(), e) ? 1 : 0;
    }

    /** 1 when {@code e} is one of the map's envelopes but not of the expected kind. */
    private static int wrong(TwMap map, Envelope e, int channels) {
        return e != null && has(map.envelopes(), e) && e.channels() != channels ? 1 : 0;
    }

    private static boolean bad(TwMap map, Envelope e, int channels, boolean kind) {
        return kind ? wrong(map, e, channels) == 1 : missing(map, e) == 1;
    }

    static boolean has(List<?> list, Object o) {
        return Where.indexOf(list, o) >= 0;
    }
}
