package twedit.model.codec;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import twedit.model.datafile.DataBlock;
import twedit.model.datafile.Datafile;
import twedit.model.map.Bezier;
import twedit.model.map.EnvPoint;
import twedit.model.map.Envelope;
import twedit.model.map.Group;
import twedit.model.map.Layer;
import twedit.model.map.MapImage;
import twedit.model.map.MapInfo;
import twedit.model.map.MapSound;
import twedit.model.map.SoundsLayer;
import twedit.model.map.TileLayer;
import twedit.model.map.TwMap;
import twedit.model.map.UnknownItem;

/**
 * Encodes a {@link TwMap} as a datafile in DDNet form (what DDNet 16+ writes: tilemap v3 with physics data items,
 * envelope v2 plus the bezier UUID item, UUID index) or in Teeworlds 0.7 form (skip-compressed tiles, tilemap v4,
 * v3 envelopes where bezier is used, no DDNet-only items).
 */
public final class MapEncoder {
    private final SaveOptions options;

    public MapEncoder(SaveOptions options) {
        this.options = options;
    }

    /** The datafile for {@code map}; the map is only read. */
    public Datafile encode(TwMap map) throws EncodeException {
        boolean is07 = options.form() == SourceForm.TEEWORLDS_07;
        if (is07 && !options.force()) {
            List<String> blockers = ddnetOnlyContent(map);
            if (!blockers.isEmpty()) {
                throw new EncodeException("the 0.7 form cannot hold: " + String.join("; ", blockers)
                        + " (convert with --force to drop it)");
            }
        }
        Refs refs = new Refs(map);
        ItemSink sink = new ItemSink();
        sink.add(ItemTypes.VERSION, 0, new int[] {1});
        info(map.info(), sink, is07);
        images(map, sink, is07);
        boolean bezier07 = is07 && usesBezier(map);
        envelopes(map, sink, is07, bezier07, refs);
        new LayerEncoder(sink, refs, is07).groups(map);
        if (!is07) {
            sounds(map, sink);
        }
        for (UnknownItem u : map.unknownItems()) {
            if (u.uuid() == null) {
                sink.add(u.type(), u.id(), u.data());
            }
        }
        if (!is07) {
            for (UnknownItem u : map.unknownItems()) {
                if (u.uuid() != null) {
                    sink.addUuid(u.uuid(), u.id(), u.data());
                }
            }
        }
        return sink.build();
    }

    /** What in {@code map} the 0.7 form cannot hold, one phrase each (empty when it can hold everything). */
    public static List<String> ddnetOnlyContent(TwMap map) {
        List<String> out = new ArrayList<>();
        if (!map.sounds().isEmpty()) {
            out.add(map.sounds().size() + " sounds");
        }
        if (!map.info().settingsOrEmpty().isEmpty()) {
            out.add(map.info().settingsOrEmpty().size() + " server settings");
        }
        for (Group g : map.groups()) {
            for (Layer l : g.layers()) {
                if (l instanceof SoundsLayer) {
                    out.add("sounds layer '" + l.name() + "'");
                } else if (l instanceof TileLayer t && t.kind().isDdnetOnly()) {
                    out.add(t.kind().defaultName() + " layer");
                } else if (l instanceof TileLayer t && t.automapper() != null) {
                    out.add("automapper settings of '" + t.name() + "'");
                }
            }
            if (g.parallaxZoom() != null) {
                out.add("parallax zoom of group '" + g.name() + "'");
            }
        }
        if (map.envelopes().stream().anyMatch(e -> e.channels() == Envelope.SOUND)) {
            out.add("sound envelopes");
        }
        long uuidItems =
                map.unknownItems().stream().filter(u -> u.uuid() != null).count();
        if (uuidItems > 0) {
            out.add(uuidItems + " DDNet UUID items");
        }
        return out;
    }

    private static void info(MapInfo info, ItemSink sink, boolean is07) {
        int[] v = {
            1,
            str(info.author(), sink),
            str(info.version(), sink),
            str(info.credits(), sink),
            str(info.license(), sink),
            -1
        };
        if (!is07 && info.settings() != null) {
            v[5] = sink.data(MapStrings.toCStringList(info.settings()));
        }
        sink.add(ItemTypes.INFO, 0, is07 ? java.util.Arrays.copyOf(v, 5) : v);
    }

    private static int str(String s, ItemSink sink) {
        return s == null ? -1 : sink.data(MapStrings.toCString(s));
    }

    private static void images(TwMap map, ItemSink sink, boolean is07) {
        for (int i = 0; i < map.images().size(); i++) {
            MapImage img = map.images().get(i);
            int name = sink.data(MapStrings.toCString(img.name()));
            int data = -1;
            boolean rgb = img.format() == MapImage.Format.RGB;
            if (!img.external() && img.source() != null && (is07 || !rgb)) {
                // unchanged since it was read: stored as read, as tile layers are (no inflating, no compressing)
                data = sink.data(img.source());
            } else if (!img.external() && img.pixels() != null) {
                // DDNet reads only RGBA (image version 1): widen 0.7 RGB images when saving in DDNet form
                byte[] px = !is07 && rgb ? rgbToRgba(img.pixels()) : img.pixels();
                data = sink.data(px);
            }
            int[] v = is07
                    ? new int[] {2, img.width(), img.height(), img.external() ? 1 : 0, name, data, rgb ? 0 : 1}
                    : new int[] {1, img.width(), img.height(), img.external() ? 1 : 0, name, data};
            sink.add(ItemTypes.IMAGE, i, v);
        }
    }

    static byte[] rgbToRgba(byte[] rgb) {
        byte[] out = new byte[rgb.length / 3 * 4];
        for (int i = 0, o = 0; i + 2 < rgb.length; i += 3, o += 4) {
            out[o] = rgb[i];
            out[o + 1] = rgb[i + 1];
            out[o + 2] = rgb[i + 2];
            out[o + 3] = (byte) 255;
        }
        return out;
    }

    private static boolean usesBezier(TwMap map) {
        for (Envelope e : map.envelopes()) {
            for (EnvPoint p : e.points()) {
                if (p.curve() == EnvPoint.CURVE_BEZIER || p.bezier() != null) {
                    return true;
                }
            }
        }
        return false;
    }

    private static void envelopes(TwMap map, ItemSink sink, boolean is07, boolean wide, Refs refs) {
        List<Envelope> envs = map.envelopes();
        if (envs.isEmpty()) {
            return;
        }
        int pointInts = wide ? 22 : 6;
        int total = 0;
        for (Envelope e : envs) {
            total += e.points().size();
        }
        int[] points = new int[total * pointInts];
        int[] bezier = new int[total * 16];
        boolean anyBezier = false;
        int p = 0;
        for (int i = 0; i < envs.size(); i++) {
            Envelope e = envs.get(i);
            int start = p;
            for (EnvPoint pt : e.points()) {
                int o = p * pointInts;
                points[o] = pt.time();
                points[o + 1] = pt.curve();
                points[o + 2] = pt.v0();
                points[o + 3] = pt.v1();
                points[o + 4] = pt.v2();
                points[o + 5] = pt.v3();
                Bezier b = pt.bezier();
                if (b != null) {
                    anyBezier = true;
                    System.arraycopy(b.values(), 0, wide ? points : bezier, wide ? o + 6 : p * 16, 16);
                }
                p++;
            }
            int[] v = new int[13];
            v[0] = wide ? 3 : 2;
            v[1] = e.channels();
            v[2] = start;
            v[3] = e.points().size();
            System.arraycopy(MapStrings.toI32String(e.name() == null ? "" : e.name(), 8), 0, v, 4, 8);
            v[12] = e.sync() ? 1 : 0;
            sink.add(ItemTypes.ENVELOPE, i, v);
        }
        sink.add(ItemTypes.ENV_POINTS, 0, points);
        if (!is07 && anyBezier) {
            sink.addUuid(ItemTypes.ENVPOINTS_BEZIER, 0, bezier);
        }
    }

    private static void sounds(TwMap map, ItemSink sink) {
        for (int i = 0; i < map.sounds().size(); i++) {
            MapSound s = map.sounds().get(i);
            int name = sink.data(MapStrings.toCString(s.name()));
            int data = sink.data(s.data());
            sink.add(ItemTypes.SOUND, i, new int[] {1, 0, name, data, s.data().length});
        }
    }

    /** Item indices of the objects a map links to, by identity; -1 for an object no longer in its list. */
    static final class Refs {
        private final Map<Object, Integer> index = new IdentityHashMap<>();
        final Map<Integer, DataBlock> zeroTiles = new HashMap<>();

        Refs(TwMap map) {
            put(map.images());
            put(map.envelopes());
            put(map.sounds());
        }

        private void put(List<?> list) {
            for (int i = 0; i < list.size(); i++) {
                index.put(list.get(i), i);
            }
        }

        int of(Object o) {
            return o == null ? -1 : index.getOrDefault(o, -1);
        }
    }
}
