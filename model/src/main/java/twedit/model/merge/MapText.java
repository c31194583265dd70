package twedit.model.merge;

import java.util.ArrayList;
import java.util.List;
import java.util.zip.CRC32;
import twedit.model.map.EnvPoint;
import twedit.model.map.Envelope;
import twedit.model.map.Group;
import twedit.model.map.Layer;
import twedit.model.map.MapImage;
import twedit.model.map.MapInfo;
import twedit.model.map.MapSound;
import twedit.model.map.Quad;
import twedit.model.map.QuadsLayer;
import twedit.model.map.SoundSource;
import twedit.model.map.SoundsLayer;
import twedit.model.map.TileGrid;
import twedit.model.map.TileLayer;
import twedit.model.map.TwMap;

/**
 * A map as stable lines of text, for {@code git diff} (the textconv of issue 39): info, settings, images and sounds
 * (with a checksum of their data), envelopes point by point, groups, layers, quads and sources one a line, and tile
 * layers row by row as runs of equal cells; the same map gives the same text, and one changed cell one changed line.
 */
public final class MapText {
    private MapText() {}

    public static List<String> lines(TwMap m) {
        List<String> out = new ArrayList<>();
        MapInfo i = m.info();
        out.add("info author: " + nz(i.author()));
        out.add("info version: " + nz(i.version()));
        out.add("info credits: " + nz(i.credits()));
        out.add("info license: " + nz(i.license()));
        for (String s : i.settingsOrEmpty()) {
            out.add("setting: " + s);
        }
        for (MapImage img : m.images()) {
            out.add("image '" + img.name() + "' " + img.width() + "x" + img.height()
                    + (img.external() ? " external" : " embedded " + img.format() + " crc " + crc(img.pixels())));
        }
        for (MapSound s : m.sounds()) {
            out.add("sound '" + s.name() + "' " + s.data().length + " bytes crc " + crc(s.data()));
        }
        for (Envelope e : m.envelopes()) {
            out.add("envelope " + ref(m, e) + " " + e.kindName() + (e.sync() ? " sync" : ""));
            for (EnvPoint p : e.points()) {
                out.add("  point t=" + p.time() + " curve " + p.curve() + " values " + p.v0() + " " + p.v1() + " "
                        + p.v2() + " " + p.v3() + (p.bezier() == null ? "" : " bezier " + p.bezier()));
            }
        }
        for (Group g : m.groups()) {
            out.add("group '" + g.name() + "' offset " + g.offsetX() + "," + g.offsetY() + " parallax " + g.parallaxX()
                    + "," + g.parallaxY() + (g.parallaxZoom() == null ? "" : " zoom " + g.parallaxZoom())
                    + (g.clipping()
                            ? " clip " + g.clipX() + "," + g.clipY() + " " + g.clipWidth() + "x" + g.clipHeight()
                            : ""));
            for (Layer l : g.layers()) {
                layer(m, l, out);
            }
        }
        return out;
    }

    private static void layer(TwMap m, Layer l, List<String> out) {
        String head = "  layer '" + l.name() + "' " + l.kindLabel() + (l.detail() ? " detail" : "");
        if (l instanceof TileLayer t) {
            out.add(head + " " + t.width() + "x" + t.height() + " image " + ref(m, t.image()) + " color "
                    + t.color().r() + "," + t.color().g() + "," + t.color().b() + ","
                    + t.color().a()
                    + " envelope " + ref(m, t.colorEnvelope()) + "+" + t.colorEnvelopeOffset()
                    + (t.automapper() == null ? "" : " automapper " + t.automapper()));
            rows(t.grid(), out);
        } else if (l instanceof QuadsLayer q) {
            out.add(head + " image " + ref(m, q.image()));
            for (Quad x : q.quads()) {
                out.add("    quad " + x.points() + " colors " + x.colors() + " uv " + x.texCoords() + " pos env "
                        + ref(m, x.positionEnvelope()) + "+" + x.positionEnvelopeOffset() + " color env "
                        + ref(m, x.colorEnvelope()) + "+" + x.colorEnvelopeOffset());
            }
        } else if (l instanceof SoundsLayer s) {
            out.add(head + " sound " + ref(m, s.sound()));
            for (SoundSource x : s.sources()) {
                out.add("    source " + x.position() + (x.looping() ? " loop" : "") + (x.panning() ? " pan" : "")
                        + " delay " + x.delay() + " falloff " + x.falloff() + " shape " + x.shapeKind() + " "
                        + x.shapeWidth() + "x" + x.shapeHeight() + " pos env " + ref(m, x.positionEnvelope()) + "+"
                        + x.positionEnvelopeOffset() + " sound env " + ref(m, x.soundEnvelope()) + "+"
                        + x.soundEnvelopeOffset());
            }
        }
    }

    /** Each row with a non-empty cell: runs of equal cells, "x0-x1 value". */
    private static void rows(TileGrid g, List<String> out) {
        int w = g.width();
        int cb = g.cellBytes();
        byte[] row = new byte[w * cb];
        for (int y = 0; y < g.height(); y++) {
            g.readRect(0, y, w, 1, row);
            StringBuilder s = new StringBuilder();
            int x = 0;
            while (x < w) {
                int end = x + 1;
                while (end < w && java.util.Arrays.equals(row, x * cb, x * cb + cb, row, end * cb, end * cb + cb)) {
                    end++;
                }
                if (!empty(row, x * cb, cb)) {
                    s.append(' ')
                            .append(x)
                            .append(end - 1 > x ? "-" + (end - 1) : "")
                            .append('=');
                    s.append(cell(row, x * cb, cb));
                }
                x = end;
            }
            if (s.length() > 0) {
                out.add("    row " + y + ":" + s);
            }
        }
    }

    private static boolean empty(byte[] b, int at, int n) {
        for (int i = 0; i < n; i++) {
            if (b[at + i] != 0) {
                return false;
            }
        }
        return true;
    }

    /** A plain cell reads tile/flags (its skip and reserved bytes say nothing); other kinds every byte. */
    private static String cell(byte[] b, int at, int cb) {
        if (cb == 4) {
            return (b[at] & 0xff) + "/" + (b[at + 1] & 0xff);
        }
        StringBuilder s = new StringBuilder();
        for (int i = 0; i < cb; i++) {
            s.append(i == 0 ? "" : "/").append(b[at + i] & 0xff);
        }
        return s.toString();
    }

    private static String ref(TwMap m, Object o) {
        if (o == null) {
            return "none";
        }
        if (o instanceof MapImage i) {
            return "'" + i.name() + "'";
        }
        if (o instanceof MapSound s) {
            return "'" + s.name() + "'";
        }
        Envelope e = (Envelope) o;
        return "#" + m.envelopes().indexOfSame(e) + (e.name().isEmpty() ? "" : " '" + e.name() + "'");
    }

    private static String nz(String s) {
        return s == null ? "" : s;
    }

    private static String crc(byte[] b) {
        CRC32 c = new CRC32();
        c.update(b);
        return String.format("%08x", c.getValue());
    }
}
