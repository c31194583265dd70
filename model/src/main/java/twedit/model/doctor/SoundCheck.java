package twedit.model.doctor;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import twedit.model.codec.Placeholders;
import twedit.model.document.edits.Edits;
import twedit.model.map.Group;
import twedit.model.map.Layer;
import twedit.model.map.ListRef;
import twedit.model.map.MapSound;
import twedit.model.map.SoundSource;
import twedit.model.map.SoundsLayer;
import twedit.model.map.TwMap;

/**
 * Sounds (community rules): at most 64, each holding Ogg Opus data, and sound sources with a known shape
 * (rectangle or circle) and a falloff of 0..255. Damaged sounds become silent placeholders, never deletions.
 */
final class SoundCheck implements Check {
    static final int MAX_SOUNDS = 64;

    @Override
    public List<Finding> check(TwMap map) {
        List<Finding> out = new ArrayList<>();
        Map<MapSound, Boolean> used = new IdentityHashMap<>();
        for (Layer l : map.allLayers()) {
            if (l instanceof SoundsLayer s && s.sound() != null) {
                used.put(s.sound(), Boolean.TRUE);
            }
        }
        if (map.sounds().size() > MAX_SOUNDS) {
            List<MapSound> unused =
                    map.sounds().stream().filter(s -> !used.containsKey(s)).toList();
            out.add(Finding.error(
                    "sounds.count",
                    Where.MAP,
                    "the map has " + map.sounds().size() + " sounds; clients load at most " + MAX_SOUNDS,
                    unused.isEmpty()
                            ? null
                            : Repair.of(
                                    "remove the " + unused.size() + " unused sounds",
                                    m -> RepairEdits.removeSounds(m, unused, "Remove unused sounds"))));
        }
        for (MapSound s : map.sounds()) {
            if (Placeholders.isPlaceholder(s.data())) {
                out.add(Finding.warning(
                        "sounds.placeholder",
                        Where.sound(map, s),
                        "'" + s.name() + "' is a silent placeholder for sound data that was damaged; replace this"
                                + " sound",
                        null));
            } else if (!isOpus(s.data())) {
                out.add(Finding.error(
                        "sounds.placeholder",
                        Where.sound(map, s),
                        (s.data() == null ? "has no data" : "its " + s.data().length + " bytes are not Ogg Opus data")
                                + "; clients cannot play it; replace this sound",
                        Repair.of(
                                "put a silent placeholder in its place (sounds layers keep their link)",
                                m -> Edits.replaceSound(s, Placeholders.silence()))));
            }
        }
        for (int gi = 0; gi < map.groups().size(); gi++) {
            Group g = map.groups().get(gi);
            for (int li = 0; li < g.layers().size(); li++) {
                if (g.layers().get(li) instanceof SoundsLayer s) {
                    sources(s, Where.layer(g, gi, li), out);
                }
            }
        }
        return out;
    }

    /** Ogg Opus: an Ogg page ("OggS") whose first packet is the Opus header ("OpusHead" at byte 28). */
    static boolean isOpus(byte[] d) {
        return d != null
                && d.length >= 36
                && new String(d, 0, 4, StandardCharsets.ISO_8859_1).equals("OggS")
                && new String(d, 28, 8, StandardCharsets.ISO_8859_1).equals("OpusHead");
    }

    private static void sources(SoundsLayer s, Where.Place where, List<Finding> out) {
        int bad = 0;
        for (SoundSource src : s.sources()) {
            bad += fixed(src) != src ? 1 : 0;
        }
        if (bad > 0) {
            out.add(Finding.warning(
                    "sounds.sources",
                    where,
                    bad + " sound source" + (bad == 1 ? " has" : "s have")
                            + " an unknown shape, a negative size or a falloff outside 0..255",
                    Repair.of(
                            "make unknown shapes" + " circles, sizes positive and clamp the falloff",
                            m -> RepairEdits.setElements("Fix sound sources", ListRef.sources(s), SoundCheck::fixed))));
        }
    }

    private static SoundSource fixed(SoundSource src) {
        int kind = src.shapeKind();
        int falloff = Math.max(0, Math.min(255, src.falloff()));
        boolean knownKind = kind == SoundSource.SHAPE_RECTANGLE || kind == SoundSource.SHAPE_CIRCLE;
        if (knownKind && falloff == src.falloff() && src.shapeWidth() >= 0 && src.shapeHeight() >= 0) {
            return src;
        }
        return new SoundSource(
                src.position(),
                src.looping(),
                src.panning(),
                src.delay(),
                falloff,
                src.positionEnvelope(),
                src.positionEnvelopeOffset(),
                src.soundEnvelope(),
                src.soundEnvelopeOffset(),
                knownKind ? kind : SoundSource.SHAPE_CIRCLE,
                abs(src.shapeWidth()),
                abs(src.shapeHeight()));
    }

    private static int abs(int v) {
        return v == Integer.MIN_VALUE ? Integer.MAX_VALUE : Math.abs(v);
    }
}
