package twedit.editor.envelopes;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import twedit.model.map.Envelope;
import twedit.model.map.Layer;
import twedit.model.map.Quad;
import twedit.model.map.QuadsLayer;
import twedit.model.map.SoundSource;
import twedit.model.map.SoundsLayer;
import twedit.model.map.TileLayer;
import twedit.model.map.TwMap;

/** What uses an envelope (quads, tiles layers, sound sources), said in words for the question before deleting it. */
final class EnvelopeUsers {
    private EnvelopeUsers() {}

    /** Each user as a phrase ("2 quads in 'Clouds'", "layer 'Lava'"), in the map's layer order; empty: unused. */
    static List<String> of(TwMap map, Envelope env) {
        List<String> out = new ArrayList<>();
        for (Layer l : map.allLayers()) {
            if (l instanceof TileLayer t && t.colorEnvelope() == env) {
                out.add(layerPhrase(l));
            } else if (l instanceof QuadsLayer q) {
                int n = 0;
                for (Quad quad : q.quads()) {
                    if (quad.positionEnvelope() == env || quad.colorEnvelope() == env) {
                        n++;
                    }
                }
                count(out, n, "quad", "quads", l);
            } else if (l instanceof SoundsLayer s) {
                int n = 0;
                for (SoundSource src : s.sources()) {
                    if (src.positionEnvelope() == env || src.soundEnvelope() == env) {
                        n++;
                    }
                }
                count(out, n, "sound source", "sound sources", l);
            }
        }
        return out;
    }

    /**
     * The users of every envelope of the map in one pass over its layers, each as phrases ("2 quads in 'Sky'",
     * "layer 'Walls'"); an envelope nothing uses has an empty list.
     */
    static Map<Envelope, List<String>> all(TwMap map) {
        Map<Envelope, List<String>> out = new IdentityHashMap<>();
        for (Envelope e : map.envelopes()) {
            out.put(e, new ArrayList<>());
        }
        for (Layer l : map.allLayers()) {
            if (l instanceof TileLayer t && t.colorEnvelope() != null) {
                phrases(out, t.colorEnvelope()).add(layerPhrase(l));
            } else if (l instanceof QuadsLayer q) {
                Map<Envelope, Integer> n = new LinkedHashMap<>();
                for (Quad quad : q.quads()) {
                    tally(n, quad.positionEnvelope(), quad.colorEnvelope());
                }
                n.forEach((e, k) -> count(phrases(out, e), k, "quad", "quads", l));
            } else if (l instanceof SoundsLayer s) {
                Map<Envelope, Integer> n = new LinkedHashMap<>();
                for (SoundSource src : s.sources()) {
                    tally(n, src.positionEnvelope(), src.soundEnvelope());
                }
                n.forEach((e, k) -> count(phrases(out, e), k, "sound source", "sound sources", l));
            }
        }
        return out;
    }

    private static List<String> phrases(Map<Envelope, List<String>> out, Envelope e) {
        // an envelope no longer in the map's list (a dangling link) is counted apart and never shown
        return out.computeIfAbsent(e, k -> new ArrayList<>());
    }

    /** Counts an element once for each envelope it uses (once even when both its links name the same one). */
    private static void tally(Map<Envelope, Integer> n, Envelope a, Envelope b) {
        if (a != null) {
            n.merge(a, 1, Integer::sum);
        }
        if (b != null && b != a) {
            n.merge(b, 1, Integer::sum);
        }
    }

    private static void count(List<String> out, int n, String one, String many, Layer l) {
        if (n > 0) {
            out.add(n + " " + (n == 1 ? one : many) + " in " + inLayer(l));
        }
    }

    /** "layer 'Lava'", or for a layer without a name of its own "an unnamed tiles layer (grass_main)". */
    private static String layerPhrase(Layer l) {
        return hasName(l) ? "layer '" + l.name() + "'" : inLayer(l);
    }

    /** "'Clouds'", or "an unnamed quads layer (snow)": an empty name in quotes tells the user nothing. */
    private static String inLayer(Layer l) {
        if (hasName(l)) {
            return "'" + l.name() + "'";
        }
        String image = l instanceof QuadsLayer q && q.image() != null
                ? q.image().name()
                : l instanceof TileLayer t && t.image() != null
                        ? t.image().name()
                        : l instanceof SoundsLayer so && so.sound() != null
                                ? so.sound().name()
                                : null;
        return "an unnamed " + l.kindLabel() + " layer" + (image == null ? "" : " (" + image + ")");
    }

    private static boolean hasName(Layer l) {
        return l.name() != null && !l.name().isBlank();
    }

    /** "a, b and c". */
    static String join(List<String> parts) {
        if (parts.size() <= 1) {
            return String.join("", parts);
        }
        return String.join(", ", parts.subList(0, parts.size() - 1)) + " and " + parts.get(parts.size() - 1);
    }
}
