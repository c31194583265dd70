package twedit.model.diff;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import twedit.model.map.Group;
import twedit.model.map.Layer;
import twedit.model.map.Location;
import twedit.model.map.MapImage;
import twedit.model.map.MapInfo;
import twedit.model.map.MapSound;
import twedit.model.map.TileLayer;
import twedit.model.map.TwMap;

/**
 * Compares two maps as a tester reads them (issue 18): what the second map ({@code after}) has that the first
 * ({@code before}) has not, what it lost and what changed. Images, sounds and envelopes pair by content, then by
 * name, then by place, so reordering their lists is no difference; groups and layers pair by an order-keeping
 * alignment scored by likeness (issue 28), so one inserted is one line; references (an image, an envelope) compare
 * by what they point at.
 */
public final class MapDiff {
    private MapDiff() {}

    /** Every difference, info and settings first, then images, sounds, envelopes, groups and their layers. */
    public static List<Difference> compare(TwMap before, TwMap after) {
        List<Difference> out = new ArrayList<>();
        info(before.info(), after.info(), out);
        settings(before.info().settingsOrEmpty(), after.info().settingsOrEmpty(), out);
        Refs refs = new Refs(before, after);
        java.util.Set<MapImage> tilesets = java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>());
        for (var l : after.allLayers()) {
            if (l instanceof TileLayer t && t.image() != null) {
                tilesets.add(t.image());
            }
        }
        for (var p : refs.images) {
            thing(out, "image", p, MapImage::name, (x, y) -> {
                String d = imageChange(x, y);
                return d.equals("other pixels") ? PixelDiff.describe(x, y, tilesets.contains(y)) : d;
            });
        }
        for (var p : refs.sounds) {
            thing(
                    out,
                    "sound",
                    p,
                    MapSound::name,
                    (x, y) -> Arrays.equals(x.data(), y.data())
                            ? (x.name().equals(y.name()) ? "" : "renamed")
                            : "other sound data (" + x.data().length + " -> " + y.data().length + " bytes)");
        }
        for (var p : refs.envelopes) {
            thing(out, "envelope", p, Refs::envelopeName, refs::envelopeChange);
        }
        new LayerDiffs(refs, out).groups(before.groups(), after.groups());
        return out;
    }

    private static void info(MapInfo a, MapInfo b, List<Difference> out) {
        String[][] fields = {
            {"author", a.author(), b.author()},
            {"version", a.version(), b.version()},
            {"credits", a.credits(), b.credits()},
            {"license", a.license(), b.license()}
        };
        for (String[] f : fields) {
            String x = f[1] == null ? "" : f[1];
            String y = f[2] == null ? "" : f[2];
            if (!x.equals(y)) {
                out.add(new Difference.InfoField(f[0], x, y));
            }
        }
    }

    /** Settings compare as a multiset of lines: their order is no difference. */
    private static void settings(List<String> a, List<String> b, List<Difference> out) {
        Map<String, Integer> left = new HashMap<>();
        for (String s : b) {
            left.merge(s, 1, Integer::sum);
        }
        for (String s : a) {
            if (left.getOrDefault(s, 0) > 0) {
                left.merge(s, -1, Integer::sum);
            } else {
                out.add(new Difference.Setting(s, Change.REMOVED));
            }
        }
        Map<String, Integer> seenA = new HashMap<>();
        for (String s : a) {
            seenA.merge(s, 1, Integer::sum);
        }
        for (String s : b) {
            if (seenA.getOrDefault(s, 0) > 0) {
                seenA.merge(s, -1, Integer::sum);
            } else {
                out.add(new Difference.Setting(s, Change.ADDED));
            }
        }
    }

    /** The pair's difference, if any: added, removed, or changed as {@code how} says (empty when the same). */
    static <T extends twedit.model.map.MapObject> void thing(
            List<Difference> out,
            String kind,
            Pairing.Pair<T> p,
            java.util.function.Function<T, String> name,
            java.util.function.BiFunction<T, T, String> how) {
        if (p.before() == null) {
            out.add(new Difference.Thing(
                    kind, kind + " '" + name.apply(p.after()) + "'", Change.ADDED, "", Location.of(p.after())));
        } else if (p.after() == null) {
            out.add(new Difference.Thing(kind, kind + " '" + name.apply(p.before()) + "'", Change.REMOVED, "", null));
        } else {
            String d = how.apply(p.before(), p.after());
            if (!d.isEmpty()) {
                String n = name.apply(p.after());
                String was = name.apply(p.before());
                out.add(new Difference.Thing(
                        kind,
                        kind + " '" + n + "'",
                        Change.CHANGED,
                        was.equals(n) ? d : "renamed from '" + was + "'" + (d.equals("renamed") ? "" : ", " + d),
                        Location.of(p.after())));
            }
        }
    }

    static boolean sameImage(MapImage a, MapImage b) {
        return imageChange(a, b).isEmpty() && a.name().equals(b.name());
    }

    /** How two images differ (empty when only their names might): size, external or embedded, format, pixels. */
    static String imageChange(MapImage a, MapImage b) {
        List<String> d = new ArrayList<>();
        if (a.external() != b.external()) {
            d.add(b.external() ? "now external" : "now embedded");
        }
        if (a.width() != b.width() || a.height() != b.height()) {
            d.add(a.width() + "x" + a.height() + " -> " + b.width() + "x" + b.height());
        }
        if (a.format() != b.format()) {
            d.add(a.format() + " -> " + b.format());
        }
        if (!a.external() && !b.external() && d.isEmpty() && !Arrays.equals(a.pixels(), b.pixels())) {
            d.add("other pixels");
        }
        if (d.isEmpty() && !a.name().equals(b.name())) {
            // an external image is its name: another name is another image, not a rename
            return a.external() && b.external() ? "other external image" : "renamed";
        }
        return String.join(", ", d);
    }

    /** The name a tile layer reads by: its kind for a physics layer. */
    static String layerName(Group g, int groupIndex, Layer l, int layerIndex) {
        if (l instanceof TileLayer t && t.kind().isPhysics()) {
            return t.kind().defaultName();
        }
        String gn = g.name().isEmpty() ? "group " + groupIndex : g.name();
        String ln = l.name().isEmpty() ? "layer " + layerIndex : l.name();
        return gn + "/" + ln;
    }

    static boolean same(Object a, Object b) {
        return Objects.equals(a, b);
    }
}
