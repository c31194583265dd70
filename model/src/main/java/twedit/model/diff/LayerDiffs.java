package twedit.model.diff;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import twedit.model.map.Group;
import twedit.model.map.Layer;
import twedit.model.map.Location;
import twedit.model.map.QuadsLayer;
import twedit.model.map.SoundsLayer;
import twedit.model.map.TileLayer;

/**
 * The differences of two maps' groups and layers: what was added, removed or moved, properties, cells and objects.
 * Groups pair by an order-keeping alignment scored by likeness, then the layers of each pair the same way, so an
 * inserted group or layer is one difference and nothing after it shifts.
 */
final class LayerDiffs {
    private final Refs refs;
    private final Likeness likeness;
    private final List<Difference> out;

    LayerDiffs(Refs refs, List<Difference> out) {
        this.refs = refs;
        this.likeness = new Likeness(refs);
        this.out = out;
    }

    void groups(List<Group> a, List<Group> b) {
        int[] gm = Alignment.align(
                a.size(),
                b.size(),
                (i, j) -> likeness.groups(a.get(i), b.get(j)),
                Likeness.GROUP_THRESHOLD,
                Likeness.GROUP_IN_GAP);
        List<Pairing.Pair<Group>> groups = Alignment.pairs(a, b, gm);
        // the layers of each pair of groups, aligned; then those left over that clearly moved to another group
        Map<Group, List<Pairing.Pair<Layer>>> layerPairs = new IdentityHashMap<>();
        for (var p : groups) {
            if (p.before() != null && p.after() != null) {
                List<Layer> la = p.before().layers();
                List<Layer> lb = p.after().layers();
                int[] lm = Alignment.align(
                        la.size(),
                        lb.size(),
                        (i, j) -> likeness.layers(la.get(i), lb.get(j)),
                        Likeness.LAYER_THRESHOLD);
                layerPairs.put(p.after(), Alignment.pairs(la, lb, lm));
            }
        }
        Moves moves = moves(groups, layerPairs);
        for (var p : groups) {
            if (p.before() == null) {
                out.add(new Difference.Thing(
                        "group",
                        groupName(p.after(), p.afterIndex()),
                        Change.ADDED,
                        layerCount(p.after()),
                        Location.of(p.after())));
            } else if (p.after() == null) {
                out.add(new Difference.Thing(
                        "group", groupName(p.before(), p.beforeIndex()), Change.REMOVED, layerCount(p.before()), null));
            } else {
                String d = groupChange(p.before(), p.after());
                if (!d.isEmpty()) {
                    out.add(new Difference.Thing(
                            "group", groupName(p.after(), p.afterIndex()), Change.CHANGED, d, Location.of(p.after())));
                }
                layers(p, layerPairs.get(p.after()), moves);
            }
        }
    }

    /** Layers that left one group for another: for each such layer of the second map, its first-map self and group. */
    private record Moves(Map<Layer, Layer> from, Map<Layer, Group> fromGroup, Map<Layer, Integer> fromGroupIndex) {
        boolean movedAway(Layer before) {
            return from.containsValue(before);
        }
    }

    private Moves moves(List<Pairing.Pair<Group>> groups, Map<Group, List<Pairing.Pair<Layer>>> layerPairs) {
        Map<Layer, Group> lostIn = new IdentityHashMap<>();
        Map<Layer, Integer> lostInIndex = new IdentityHashMap<>();
        List<Layer> lost = new ArrayList<>();
        List<Layer> gained = new ArrayList<>();
        for (var g : groups) {
            if (g.before() == null || g.after() == null) {
                continue;
            }
            for (var p : layerPairs.get(g.after())) {
                if (p.after() == null) {
                    lost.add(p.before());
                    lostIn.put(p.before(), g.before());
                    lostInIndex.put(p.before(), g.beforeIndex());
                } else if (p.before() == null) {
                    gained.add(p.after());
                }
            }
        }
        Map<Layer, Layer> from = new IdentityHashMap<>();
        Map<Layer, Group> fromGroup = new IdentityHashMap<>();
        Map<Layer, Integer> fromGroupIndex = new IdentityHashMap<>();
        for (Layer l : lost) {
            Layer best = null;
            double bestScore = Likeness.MOVED_THRESHOLD;
            for (Layer m : gained) {
                double s = likeness.layers(l, m);
                if (!from.containsKey(m) && s >= bestScore) {
                    best = m;
                    bestScore = s;
                }
            }
            if (best != null) {
                from.put(best, l);
                fromGroup.put(best, lostIn.get(l));
                fromGroupIndex.put(best, lostInIndex.get(l));
            }
        }
        return new Moves(from, fromGroup, fromGroupIndex);
    }

    private static String groupName(Group g, int index) {
        return "group '" + (g.name().isEmpty() ? "#" + index : g.name()) + "'";
    }

    /**
     * A name that changed; a name only one side has is no rename: maps of the old format (Teeworlds 0.6 and before)
     * store no group or tile layer names at all.
     */
    static String rename(String before, String after) {
        if (after.isEmpty()) {
            return "unnamed (was '" + before + "')";
        }
        return before.isEmpty() ? "named '" + after + "'" : "renamed from '" + before + "'";
    }

    /**
     * A layer's name that changed. Quads layers of the old format store no name and read as "Quads" (as DDNet's
     * editor names a new one): a name given up for that default is said so, not as a rename.
     */
    private static String layerRename(Layer a, Layer b) {
        if (a instanceof QuadsLayer && b.name().equals("Quads") && !a.name().isEmpty()) {
            return "default name 'Quads' (was '" + a.name() + "')";
        }
        return rename(a.name(), b.name());
    }

    private static String layerCount(Group g) {
        int n = g.layers().size();
        return n + (n == 1 ? " layer" : " layers");
    }

    private static String groupChange(Group a, Group b) {
        List<String> d = new ArrayList<>();
        if (!a.name().equals(b.name())) {
            d.add(rename(a.name(), b.name()));
        }
        if (a.offsetX() != b.offsetX() || a.offsetY() != b.offsetY()) {
            d.add("offset " + a.offsetX() + "," + a.offsetY() + " -> " + b.offsetX() + "," + b.offsetY());
        }
        if (a.parallaxX() != b.parallaxX() || a.parallaxY() != b.parallaxY()) {
            d.add("parallax " + a.parallaxX() + "," + a.parallaxY() + " -> " + b.parallaxX() + "," + b.parallaxY());
        }
        if (!Objects.equals(a.parallaxZoom(), b.parallaxZoom())) {
            d.add("parallax zoom " + a.parallaxZoom() + " -> " + b.parallaxZoom());
        }
        if (a.clipping() != b.clipping()
                || a.clipping()
                        && (a.clipX() != b.clipX()
                                || a.clipY() != b.clipY()
                                || a.clipWidth() != b.clipWidth()
                                || a.clipHeight() != b.clipHeight())) {
            d.add(
                    b.clipping()
                            ? "clip " + b.clipX() + "," + b.clipY() + " " + b.clipWidth() + "x" + b.clipHeight()
                            : "no clip");
        }
        return String.join(", ", d);
    }

    private void layers(Pairing.Pair<Group> g, List<Pairing.Pair<Layer>> pairs, Moves moves) {
        Group ga = g.before();
        Group gb = g.after();
        for (var p : pairs) {
            if (p.before() == null) {
                Layer was = moves.from().get(p.after());
                if (was == null) {
                    out.add(new Difference.Thing(
                            "layer",
                            MapDiff.layerName(gb, g.afterIndex(), p.after(), p.afterIndex()),
                            Change.ADDED,
                            p.after().kindLabel(),
                            Location.of(p.after())));
                } else {
                    Group from = moves.fromGroup().get(p.after());
                    String moved = "moved from "
                            + groupName(from, moves.fromGroupIndex().get(p.after()));
                    both(gb, g.afterIndex(), was, p.after(), p.afterIndex(), moved);
                }
            } else if (p.after() == null) {
                if (!moves.movedAway(p.before())) {
                    out.add(new Difference.Thing(
                            "layer",
                            MapDiff.layerName(ga, g.beforeIndex(), p.before(), p.beforeIndex()),
                            Change.REMOVED,
                            p.before().kindLabel(),
                            null));
                }
            } else {
                both(gb, g.afterIndex(), p.before(), p.after(), p.afterIndex(), "");
            }
        }
    }

    /** The differences of a layer both maps have: its properties on one line, then its cells or objects. */
    private void both(Group gb, int gib, Layer a, Layer b, int bIndex, String moved) {
        String name = MapDiff.layerName(gb, gib, b, bIndex);
        List<String> d = new ArrayList<>();
        if (!moved.isEmpty()) {
            d.add(moved);
        }
        Optional<Difference> objects;
        if (a instanceof TileLayer ta) {
            TileLayer tb = (TileLayer) b;
            Shift shift = CellDiff.bestShift(ta, tb);
            objects = CellDiff.compare(name, ta, tb, shift);
            if (ta.width() != tb.width() || ta.height() != tb.height()) {
                d.add(shift.describe(ta.width(), ta.height(), tb.width(), tb.height())
                        + (objects.isEmpty() ? ", no cell changed" : ""));
            }
        } else if (a instanceof QuadsLayer qa) {
            objects = ObjectDiff.quads(name, qa, (QuadsLayer) b, refs);
        } else {
            objects = ObjectDiff.sources(name, (SoundsLayer) a, (SoundsLayer) b, refs);
        }
        String props = layerChange(a, b);
        if (!props.isEmpty()) {
            d.add(props);
        }
        if (!d.isEmpty()) {
            out.add(new Difference.Thing("layer", name, Change.CHANGED, String.join(", ", d), Location.of(b)));
        }
        objects.ifPresent(out::add);
    }

    private String layerChange(Layer a, Layer b) {
        List<String> d = new ArrayList<>();
        if (!a.name().equals(b.name())) {
            d.add(layerRename(a, b));
        }
        if ((a.flags() & 1) != (b.flags() & 1)) {
            d.add((b.flags() & 1) != 0 ? "now detail" : "no longer detail");
        }
        if (a instanceof TileLayer ta && b instanceof TileLayer tb) {
            reference(d, "image", ta.image(), tb.image());
            if (!ta.color().equals(tb.color())) {
                d.add("colour " + rgba(ta.color()) + " -> " + rgba(tb.color()));
            }
            reference(d, "colour envelope", ta.colorEnvelope(), tb.colorEnvelope());
            if (ta.colorEnvelopeOffset() != tb.colorEnvelopeOffset()) {
                d.add("colour envelope offset " + ta.colorEnvelopeOffset() + " -> " + tb.colorEnvelopeOffset());
            }
        } else if (a instanceof QuadsLayer qa && b instanceof QuadsLayer qb) {
            reference(d, "image", qa.image(), qb.image());
        } else if (a instanceof SoundsLayer sa && b instanceof SoundsLayer sb) {
            reference(d, "sound", sa.sound(), sb.sound());
        }
        return String.join(", ", d);
    }

    private void reference(List<String> d, String what, Object a, Object b) {
        if (!refs.same(a, b)) {
            d.add(what + " " + Refs.name(a) + " -> " + Refs.name(b));
        }
    }

    private static String rgba(twedit.model.map.Color c) {
        return c.r() + "," + c.g() + "," + c.b() + "," + c.a();
    }
}
