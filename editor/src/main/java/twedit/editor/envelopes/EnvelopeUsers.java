package twedit.editor.envelopes;

import java.util.ArrayList;
import java.util.List;
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
                out.add("layer '" + l.name() + "'");
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

    private static void count(List<String> out, int n, String one, String many, Layer l) {
        if (n > 0) {
            out.add(n + " " + (n == 1 ? one : many) + " in '" + l.name() + "'");
        }
    }

    /** "a, b and c". */
    static String join(List<String> parts) {
        if (parts.size() <= 1) {
            return String.join("", parts);
        }
        return String.join(", ", parts.subList(0, parts.size() - 1)) + " and " + parts.get(parts.size() - 1);
    }
}
