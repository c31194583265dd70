package twedit.model.diff;

import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import twedit.model.map.Group;
import twedit.model.map.Layer;
import twedit.model.map.Quad;
import twedit.model.map.QuadsLayer;
import twedit.model.map.SoundsLayer;
import twedit.model.map.TileLayer;
import twedit.model.tiles.DdnetTiles;

/**
 * How alike two layers or two groups are, from 0 to 1, for pairing them: content first (a cheap fingerprint of the
 * cells or quads, which a resize or a few edits barely move), then name, image, size and flags. Layers of another
 * kind never pair ({@link #NEVER}).
 */
final class Likeness {
    /** The score of two things that must not pair. */
    static final double NEVER = -1;
    /** The least score at which two layers pair in the same place of paired groups. */
    static final double LAYER_THRESHOLD = 0.45;
    /** The least score at which a layer pairs with one in another group: only when clearly the same. */
    static final double MOVED_THRESHOLD = 0.85;
    /** The least score at which two groups pair. */
    static final double GROUP_THRESHOLD = 0.4;
    /** The least score at which two groups pair when each is alone in its place between groups that paired. */
    static final double GROUP_IN_GAP = 0.25;

    /** Cells per side of a bin of the occupancy fingerprint. */
    private static final int BIN = 16;

    private final Refs refs;
    private final Map<Layer, Print> prints = new IdentityHashMap<>();
    private final Map<Layer, Map<Layer, Double>> scores = new IdentityHashMap<>();

    Likeness(Refs refs) {
        this.refs = refs;
    }

    /** A layer's content in brief: how many cells hold each tile, and how many non-empty cells each bin has. */
    private record Print(int total, int[] histogram, Map<Long, Integer> bins, Map<Integer, Integer> quads) {}

    /** How alike two layers are (memoized: group scores ask for every pair of their layers). */
    double layers(Layer a, Layer b) {
        return scores.computeIfAbsent(a, x -> new IdentityHashMap<>()).computeIfAbsent(b, y -> score(a, y));
    }

    private double score(Layer a, Layer b) {
        if (a instanceof TileLayer ta) {
            if (!(b instanceof TileLayer tb) || ta.kind() != tb.kind()) {
                return NEVER;
            }
            if (ta.kind().isPhysics()) {
                return 1; // a map has one layer of each physics kind: they are the same layer whatever changed
            }
        } else if (a.getClass() != b.getClass()) {
            return NEVER;
        }
        double content = content(print(a), print(b));
        double name =
                a.name().equals(b.name()) ? 1 : a.name().isEmpty() || b.name().isEmpty() ? 0.5 : 0;
        double image = refs.same(image(a), image(b)) ? 1 : 0;
        double size = 1;
        if (a instanceof TileLayer ta && b instanceof TileLayer tb) {
            long areaA = (long) ta.width() * ta.height();
            long areaB = (long) tb.width() * tb.height();
            size = Math.max(areaA, areaB) == 0 ? 1 : (double) Math.min(areaA, areaB) / Math.max(areaA, areaB);
        }
        double flags = a.flags() == b.flags() ? 1 : 0;
        return 0.5 * content + 0.15 * name + 0.15 * image + 0.1 * size + 0.1 * flags;
    }

    /** How alike two groups are: their place and scroll, their name, and how well their layers pair. */
    double groups(Group a, Group b) {
        if (a.isPhysicsGroup() != b.isPhysicsGroup()) {
            return NEVER;
        }
        double name =
                a.name().equals(b.name()) ? 1 : a.name().isEmpty() || b.name().isEmpty() ? 0.5 : 0;
        double parallax = a.parallaxX() == b.parallaxX() && a.parallaxY() == b.parallaxY() ? 1 : 0;
        double offset = a.offsetX() == b.offsetX() && a.offsetY() == b.offsetY() ? 1 : 0;
        double clip = a.clipping() == b.clipping() ? 1 : 0;
        List<Layer> la = a.layers();
        List<Layer> lb = b.layers();
        double layers;
        if (la.isEmpty() && lb.isEmpty()) {
            layers = 1;
        } else {
            int[] match =
                    Alignment.align(la.size(), lb.size(), (i, j) -> layers(la.get(i), lb.get(j)), LAYER_THRESHOLD);
            double sum = 0;
            for (int i = 0; i < match.length; i++) {
                if (match[i] >= 0) {
                    sum += layers(la.get(i), lb.get(match[i]));
                }
            }
            layers = sum / Math.max(la.size(), lb.size());
        }
        return 0.5 * layers + 0.2 * name + 0.15 * parallax + 0.1 * offset + 0.05 * clip;
    }

    private static Object image(Layer l) {
        if (l instanceof TileLayer t) {
            return t.image();
        }
        if (l instanceof QuadsLayer q) {
            return q.image();
        }
        return ((SoundsLayer) l).sound();
    }

    private static double content(Print a, Print b) {
        if (a.total == 0 && b.total == 0) {
            return 1;
        }
        if (a.total == 0 || b.total == 0) {
            return 0;
        }
        double max = Math.max(a.total, b.total);
        if (a.quads != null) {
            int same = 0;
            for (var e : a.quads.entrySet()) {
                same += Math.min(e.getValue(), b.quads.getOrDefault(e.getKey(), 0));
            }
            // quads all moved or recoloured still say something by their number
            return Math.max(same / max, 0.5 * Math.min(a.total, b.total) / max);
        }
        if (a.histogram == null) {
            return Math.min(a.total, b.total) / max; // sound sources: by number
        }
        int tiles = 0;
        for (int k = 0; k < 256; k++) {
            tiles += Math.min(a.histogram[k], b.histogram[k]);
        }
        int placed = 0;
        for (var e : a.bins.entrySet()) {
            placed += Math.min(e.getValue(), b.bins.getOrDefault(e.getKey(), 0));
        }
        return 0.5 * tiles / max + 0.5 * placed / max;
    }

    private Print print(Layer l) {
        return prints.computeIfAbsent(l, Likeness::printOf);
    }

    private static Print printOf(Layer l) {
        if (l instanceof QuadsLayer q) {
            Map<Integer, Integer> quads = new HashMap<>();
            for (Quad x : q.quads()) {
                quads.merge(Objects.hash(x.points(), x.colors(), x.texCoords()), 1, Integer::sum);
            }
            return new Print(q.quads().size(), null, null, quads);
        }
        if (l instanceof SoundsLayer s) {
            return new Print(s.sources().size(), null, null, null);
        }
        TileLayer t = (TileLayer) l;
        int cb = t.kind().cellBytes();
        int type = DdnetTiles.typeByte(t.kind());
        byte[] cells = t.grid().rawCells();
        int w = t.width();
        int h = t.height();
        int[] histogram = new int[256];
        Map<Long, Integer> bins = new HashMap<>();
        int total = 0;
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                int id = cells[(y * w + x) * cb + type] & 0xFF;
                if (id != 0) {
                    histogram[id]++;
                    bins.merge(((long) (y / BIN) << 32) | (x / BIN), 1, Integer::sum);
                    total++;
                }
            }
        }
        return new Print(total, histogram, bins, null);
    }
}
