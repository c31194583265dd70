package twedit.model.merge;

import java.util.Arrays;
import twedit.model.map.Envelope;
import twedit.model.map.Group;
import twedit.model.map.Layer;
import twedit.model.map.MapImage;
import twedit.model.map.MapSound;
import twedit.model.map.Quad;
import twedit.model.map.SoundSource;

/** How merge values read for people in conflict lists, and the content comparisons merging needs. */
final class Describe {
    private Describe() {}

    static String value(Object v) {
        if (v == null) {
            return "none";
        }
        if (v instanceof String s) {
            return "'" + s + "'";
        }
        if (v instanceof MapImage i) {
            return "image '" + i.name() + "' (" + i.width() + "x" + i.height() + (i.external() ? ", external)" : ")");
        }
        if (v instanceof MapSound s) {
            return "sound '" + s.name() + "' (" + s.data().length + " bytes)";
        }
        if (v instanceof Envelope e) {
            return e.kindName() + " envelope '" + e.name() + "' (" + e.points().size() + " points)";
        }
        if (v instanceof Group g) {
            return "group '" + g.name() + "' (" + g.layers().size() + " layers)";
        }
        if (v instanceof Layer l) {
            return l.kindLabel() + " layer '" + l.name() + "'";
        }
        if (v instanceof Quad q) {
            return "quad at (" + q.pivot().x() + ", " + q.pivot().y() + ")";
        }
        if (v instanceof SoundSource s) {
            return "sound source at (" + s.position().x() + ", " + s.position().y() + ")";
        }
        return String.valueOf(v);
    }

    /** A cell's bytes: tile and flags for a plain cell, every byte for the others. */
    static String cell(byte[] cells, int offset, int cellBytes) {
        if (cellBytes == 4) {
            return "tile " + (cells[offset] & 0xff) + " flags " + (cells[offset + 1] & 0xff);
        }
        StringBuilder s = new StringBuilder("bytes");
        for (int i = 0; i < cellBytes; i++) {
            s.append(' ').append(cells[offset + i] & 0xff);
        }
        return s.toString();
    }

    static boolean sameImage(MapImage a, MapImage b) {
        return a.name().equals(b.name()) && sameContent(a, b);
    }

    static boolean sameContent(MapImage a, MapImage b) {
        return a.external() == b.external()
                && a.width() == b.width()
                && a.height() == b.height()
                && a.format() == b.format()
                && (a.external() || Arrays.equals(a.pixels(), b.pixels()));
    }

    static boolean sameEnvelope(Envelope a, Envelope b) {
        return a.name().equals(b.name())
                && a.channels() == b.channels()
                && a.sync() == b.sync()
                && a.points().equals(b.points());
    }
}
