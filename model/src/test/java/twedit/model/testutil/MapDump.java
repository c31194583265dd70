package twedit.model.testutil;

import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import twedit.model.map.EnvPoint;
import twedit.model.map.Envelope;
import twedit.model.map.Group;
import twedit.model.map.Layer;
import twedit.model.map.MapImage;
import twedit.model.map.MapSound;
import twedit.model.map.Quad;
import twedit.model.map.QuadsLayer;
import twedit.model.map.SoundSource;
import twedit.model.map.SoundsLayer;
import twedit.model.map.TileKind;
import twedit.model.map.TileLayer;
import twedit.model.map.TwMap;
import twedit.model.map.UnknownItem;

/**
 * A line-per-field description of everything a map holds, with references as list positions, so two maps can be
 * compared field by field (and a difference shown as the first differing line).
 */
public final class MapDump {
    private MapDump() {}

    public static List<String> of(TwMap m) {
        List<String> out = new ArrayList<>();
        out.add("info " + m.info());
        for (int i = 0; i < m.images().size(); i++) {
            MapImage img = m.images().get(i);
            out.add("image " + i + " name=" + img.name() + " " + img.width() + "x" + img.height() + " external="
                    + img.external() + (img.external() ? "" : " rgba=" + sha(rgba(img))));
        }
        for (int i = 0; i < m.envelopes().size(); i++) {
            Envelope e = m.envelopes().get(i);
            out.add("envelope " + i + " channels=" + e.channels() + " name=" + e.name() + " sync=" + e.sync());
            for (EnvPoint p : e.points()) {
                out.add("  point " + p.time() + " curve=" + p.curve() + " " + p.v0() + "," + p.v1() + "," + p.v2() + ","
                        + p.v3() + " bezier="
                        + (p.bezier() == null || p.bezier().isZero() ? "-" : p.bezier()));
            }
        }
        for (int i = 0; i < m.sounds().size(); i++) {
            MapSound s = m.sounds().get(i);
            out.add("sound " + i + " name=" + s.name() + " data=" + sha(s.data()));
        }
        for (int gi = 0; gi < m.groups().size(); gi++) {
            Group g = m.groups().get(gi);
            out.add("group " + gi + " name=" + g.name() + " offset=" + g.offsetX() + "," + g.offsetY() + " parallax="
                    + g.parallaxX() + "," + g.parallaxY() + " clip=" + g.clipping() + ":" + g.clipX() + "," + g.clipY()
                    + "," + g.clipWidth() + "," + g.clipHeight() + " zoom=" + g.parallaxZoom());
            for (Layer l : g.layers()) {
                layer(m, l, out);
            }
        }
        for (UnknownItem u : m.unknownItems()) {
            out.add("unknown " + u);
        }
        return out;
    }

    private static void layer(TwMap m, Layer l, List<String> out) {
        String head = "  layer " + l.kindLabel() + " name=" + l.name() + " flags=" + l.flags();
        if (l instanceof TileLayer t) {
            out.add(head + " " + t.width() + "x" + t.height() + " cells="
                    + sha(t.grid().rawCells()) + " image="
                    + m.images().indexOf(t.image()) + " color=" + t.color() + " env="
                    + m.envelopes().indexOf(t.colorEnvelope()) + "+" + t.colorEnvelopeOffset() + " automapper="
                    + (t.kind() == TileKind.TILES ? t.automapper() : "-"));
        } else if (l instanceof QuadsLayer q) {
            out.add(head + " image=" + m.images().indexOf(q.image()) + " quads="
                    + q.quads().size());
            for (Quad quad : q.quads()) {
                out.add("    quad " + quad.points() + " " + quad.colors() + " " + quad.texCoords() + " posenv="
                        + m.envelopes().indexOf(quad.positionEnvelope()) + "+" + quad.positionEnvelopeOffset()
                        + " colorenv=" + m.envelopes().indexOf(quad.colorEnvelope()) + "+"
                        + quad.colorEnvelopeOffset());
            }
        } else if (l instanceof SoundsLayer s) {
            out.add(head + " sound=" + m.sounds().indexOf(s.sound()) + " sources="
                    + s.sources().size());
            for (SoundSource src : s.sources()) {
                out.add("    source " + src.position() + " loop=" + src.looping() + " pan=" + src.panning() + " delay="
                        + src.delay() + " falloff=" + src.falloff() + " posenv="
                        + m.envelopes().indexOf(src.positionEnvelope()) + "+" + src.positionEnvelopeOffset()
                        + " soundenv=" + m.envelopes().indexOf(src.soundEnvelope()) + "+" + src.soundEnvelopeOffset()
                        + " shape=" + src.shapeKind() + ":" + src.shapeWidth() + "x" + src.shapeHeight());
            }
        }
    }

    private static byte[] rgba(MapImage img) {
        if (img.format() == MapImage.Format.RGBA || img.pixels() == null) {
            return img.pixels();
        }
        byte[] rgb = img.pixels();
        byte[] out = new byte[rgb.length / 3 * 4];
        for (int i = 0, o = 0; i + 2 < rgb.length; i += 3, o += 4) {
            out[o] = rgb[i];
            out[o + 1] = rgb[i + 1];
            out[o + 2] = rgb[i + 2];
            out[o + 3] = (byte) 255;
        }
        return out;
    }

    /** A short hash of some bytes, for dump lines. */
    public static String sha(byte[] b) {
        if (b == null) {
            return "null";
        }
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(b), 0, 8) + "/" + b.length;
        } catch (java.security.NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    /** The first line where two dumps differ, or null when equal. */
    public static String firstDifference(List<String> a, List<String> b) {
        for (int i = 0; i < Math.max(a.size(), b.size()); i++) {
            String x = i < a.size() ? a.get(i) : "<end>";
            String y = i < b.size() ? b.get(i) : "<end>";
            if (!x.equals(y)) {
                return "line " + i + ":\n  expected: " + x + "\n  actual:   " + y;
            }
        }
        return null;
    }
}
