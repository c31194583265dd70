package twedit.model.document.edits;

import twedit.model.map.Envelope;
import twedit.model.map.Group;
import twedit.model.map.ImageContent;
import twedit.model.map.Layer;
import twedit.model.map.MapImage;
import twedit.model.map.MapSound;
import twedit.model.map.QuadsLayer;
import twedit.model.map.SoundsLayer;
import twedit.model.map.TileLayer;

/** Rough memory estimates of map objects an edit keeps alive, for {@code Edit.historyBytes}. */
final class Sizes {
    static final long QUAD = 240;
    static final long SMALL = 32;

    private Sizes() {}

    static long of(Object o) {
        if (o == null) {
            return 0;
        }
        if (o instanceof byte[] b) {
            return 16L + b.length;
        }
        if (o instanceof String s) {
            return 40L + 2L * s.length();
        }
        if (o instanceof MapImage img) {
            return 64L + (img.pixels() == null ? 0 : img.pixels().length);
        }
        if (o instanceof ImageContent c) {
            return 40L + (c.pixels() == null ? 0 : c.pixels().length);
        }
        if (o instanceof MapSound s) {
            return 48L + (s.data() == null ? 0 : s.data().length);
        }
        if (o instanceof Envelope e) {
            return 64L + 80L * e.points().size();
        }
        if (o instanceof Group g) {
            long n = 96;
            for (Layer l : g.layers()) {
                n += of(l);
            }
            return n;
        }
        if (o instanceof TileLayer t) {
            return 96L + t.grid().rawCells().length;
        }
        if (o instanceof QuadsLayer q) {
            return 64L + QUAD * q.quads().size();
        }
        if (o instanceof SoundsLayer s) {
            return 64L + 120L * s.sources().size();
        }
        if (o instanceof twedit.model.map.Quad) {
            return QUAD;
        }
        return SMALL;
    }
}
