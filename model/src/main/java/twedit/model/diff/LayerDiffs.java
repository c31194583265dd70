package twedit.model.diff;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import twedit.model.map.Group;
import twedit.model.map.Layer;
import twedit.model.map.Location;
import twedit.model.map.QuadsLayer;
import twedit.model.map.SoundsLayer;
import twedit.model.map.TileLayer;

/** The differences of two maps' groups and layers: what was added or removed, properties, cells and objects. */
final class LayerDiffs {
    private final Refs refs;
    private final List<Difference> out;

    LayerDiffs(Refs refs, List<Difference> out) {
        this.refs = refs;
        this.out = out;
    }

    void groups(List<Group> a, List<Group> b) {
        for (var p : Pairing.pair(a, b, LayerDiffs::groupKey, (x, y) -> false, (x, y) -> true)) {
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
                layers(p.before(), p.beforeIndex(), p.after(), p.afterIndex());
            }
        }
    }

    private static String groupKey(Group g) {
        return g.isPhysicsGroup() ? "\0game" : g.name();
    }

    private static String groupName(Group g, int index) {
        return "group '" + (g.name().isEmpty() ? "#" + index : g.name()) + "'";
    }

    private static String layerCount(Group g) {
        int n = g.layers().size();
        return n + (n == 1 ? " layer" : " layers");
    }

    private static String groupChange(Group a, Group b) {
        List<String> d = new ArrayList<>();
        if (!a.name().equals(b.name())) {
            d.add("renamed from '" + a.name() + "'");
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

    private void layers(Group ga, int gia, Group gb, int gib) {
        for (var p :
                Pairing.pair(ga.layers(), gb.layers(), LayerDiffs::layerKey, (x, y) -> false, LayerDiffs::compatible)) {
            if (p.before() == null) {
                out.add(new Difference.Thing(
                        "layer",
                        MapDiff.layerName(gb, gib, p.after(), p.afterIndex()),
                        Change.ADDED,
                        p.after().kindLabel(),
                        Location.of(p.after())));
            } else if (p.after() == null) {
                out.add(new Difference.Thing(
                        "layer",
                        MapDiff.layerName(ga, gia, p.before(), p.beforeIndex()),
                        Change.REMOVED,
                        p.before().kindLabel(),
                        null));
            } else {
                String name = MapDiff.layerName(gb, gib, p.after(), p.afterIndex());
                String d = layerChange(p.before(), p.after());
                if (!d.isEmpty()) {
                    out.add(new Difference.Thing("layer", name, Change.CHANGED, d, Location.of(p.after())));
                }
                if (p.before() instanceof TileLayer ta) {
                    CellDiff.compare(name, ta, (TileLayer) p.after()).ifPresent(out::add);
                } else if (p.before() instanceof QuadsLayer qa) {
                    ObjectDiff.quads(name, qa, (QuadsLayer) p.after(), refs).ifPresent(out::add);
                } else {
                    ObjectDiff.sources(name, (SoundsLayer) p.before(), (SoundsLayer) p.after(), refs)
                            .ifPresent(out::add);
                }
            }
        }
    }

    private static String layerKey(Layer l) {
        return l instanceof TileLayer t && t.kind().isPhysics() ? "\0" + t.kind() : l.name();
    }

    private static boolean compatible(Layer a, Layer b) {
        if (a instanceof TileLayer ta) {
            return b instanceof TileLayer tb && ta.kind() == tb.kind();
        }
        return a.getClass() == b.getClass();
    }

    private String layerChange(Layer a, Layer b) {
        List<String> d = new ArrayList<>();
        if (!a.name().equals(b.name())) {
            d.add("renamed from '" + a.name() + "'");
        }
        if ((a.flags() & 1) != (b.flags() & 1)) {
            d.add((b.flags() & 1) != 0 ? "now detail" : "no longer detail");
        }
        if (a instanceof TileLayer ta && b instanceof TileLayer tb) {
            if (ta.width() != tb.width() || ta.height() != tb.height()) {
                d.add("size " + ta.width() + "x" + ta.height() + " -> " + tb.width() + "x" + tb.height());
            }
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
