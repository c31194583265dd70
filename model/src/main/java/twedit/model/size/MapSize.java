package twedit.model.size;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import twedit.model.codec.EncodeException;
import twedit.model.codec.ItemTypes;
import twedit.model.codec.MapEncoder;
import twedit.model.codec.SaveOptions;
import twedit.model.codec.SourceForm;
import twedit.model.datafile.Datafile;
import twedit.model.datafile.DatafileItem;
import twedit.model.map.Envelope;
import twedit.model.map.Group;
import twedit.model.map.Layer;
import twedit.model.map.MapImage;
import twedit.model.map.MapObject;
import twedit.model.map.MapSound;
import twedit.model.map.SoundsLayer;
import twedit.model.map.TileLayer;
import twedit.model.map.TwMap;

/**
 * Measures what each image, sound, layer and envelope of a map costs in the file saving writes: the map is encoded as
 * saving encodes it, and every byte of the resulting datafile (datafile-format.md "Format") goes to one owner. An
 * object owns its items (with their offset entries) and the compressed data blocks they point to (with their offset
 * and size entries); an envelope owns its slice of the envelope points item; everything else is {@link SizeKind#OTHER}.
 * The entries add up to the length of the file exactly. Compressed lengths are remembered by content, so measuring
 * again after an edit compresses only what changed.
 */
public final class MapSize {
    /** The datafile header: version header, then seven integers. */
    private static final int HEADER = 36;

    private static final int ITEM_TYPE_ENTRY = 12;
    private static final int ITEM_OFFSET = 4;
    /** A data block's offset and uncompressed-size entries. */
    private static final int DATA_ENTRIES = 8;

    private final SaveOptions options;
    private final CompressedSizes sizes;

    /** Measures for saving with {@code options}, with a cache of compressed lengths of its own. */
    public MapSize(SaveOptions options) {
        this(options, new CompressedSizes());
    }

    /** Measures with {@code sizes}, which may be shared by measurers of the same map over time. */
    public MapSize(SaveOptions options, CompressedSizes sizes) {
        this.options = options;
        this.sizes = sizes;
    }

    /** The map's size shared out, largest entry first; {@code map} is only read. */
    public SizeReport measure(TwMap map) throws EncodeException {
        Datafile file = new MapEncoder(options).encode(map);
        int[] blockBytes = new int[file.dataCount()];
        java.util.Arrays.fill(blockBytes, -1);
        Set<CompressedSizes.Source> live = new java.util.HashSet<>();
        for (DatafileItem item : file.items()) {
            // pixels and sound data are the big blocks: known by their array, they cost no hashing
            int[] v = item.data();
            byte[] source = null;
            int block = -1;
            MapImage image = item.type() == ItemTypes.IMAGE ? at(map.images(), item.id()) : null;
            MapSound sound = item.type() == ItemTypes.SOUND ? at(map.sounds(), item.id()) : null;
            if (image != null && !image.external()) {
                source = image.pixels();
                block = v[5];
            } else if (sound != null) {
                source = sound.data();
                block = v[3];
            }
            if (source != null && block >= 0 && block < blockBytes.length) {
                CompressedSizes.Source key =
                        new CompressedSizes.Source(source, options.form().name());
                live.add(key);
                blockBytes[block] = sizes.of(file.data().get(block), key);
            }
        }
        sizes.retainSources(live);
        for (int i = 0; i < blockBytes.length; i++) {
            if (blockBytes[i] < 0) {
                blockBytes[i] = sizes.of(file.data().get(i));
            }
        }
        Map<MapObject, long[]> owned = new LinkedHashMap<>();
        Map<MapObject, String> names = new HashMap<>();
        name(map, names);
        Set<Integer> types = new LinkedHashSet<>();
        long total = HEADER;
        boolean[] blockOwned = new boolean[blockBytes.length];
        List<Layer> layers = writtenLayers(map);
        int automapperType = file.typeOfUuid(ItemTypes.AUTOMAPPER);
        int bezierType = file.typeOfUuid(ItemTypes.ENVPOINTS_BEZIER);
        for (DatafileItem item : file.items()) {
            types.add(item.type());
            long itemBytes = 8L + 4L * item.data().length + ITEM_OFFSET;
            total += itemBytes;
            int[] v = item.data();
            MapObject owner = null;
            int[] blocks = {};
            switch (item.type()) {
                case ItemTypes.IMAGE -> {
                    owner = at(map.images(), item.id());
                    blocks = new int[] {v[4], v[5]};
                }
                case ItemTypes.SOUND -> {
                    owner = at(map.sounds(), item.id());
                    blocks = new int[] {v[2], v[3]};
                }
                case ItemTypes.ENVELOPE -> owner = at(map.envelopes(), item.id());
                case ItemTypes.LAYER -> {
                    owner = at(layers, item.id());
                    blocks = layerBlocks(v);
                }
                case ItemTypes.ENV_POINTS -> {
                    itemBytes -= spread(map, v.length / Math.max(1, pointCount(map)), owned);
                }
                default -> {
                    if (item.type() == automapperType) {
                        owner = at(layers, item.id());
                    } else if (item.type() == bezierType) {
                        itemBytes -= spread(map, 16, owned);
                    }
                }
            }
            if (owner == null) {
                owned.computeIfAbsent(null, k -> new long[1])[0] += itemBytes;
                continue;
            }
            long[] sum = owned.computeIfAbsent(owner, k -> new long[1]);
            sum[0] += itemBytes;
            for (int b : blocks) {
                if (b >= 0 && b < blockBytes.length && !blockOwned[b]) {
                    blockOwned[b] = true;
                    sum[0] += blockBytes[b] + DATA_ENTRIES;
                }
            }
        }
        List<SizeEntry> entries = new ArrayList<>();
        for (Map.Entry<MapObject, long[]> e : owned.entrySet()) {
            if (e.getKey() != null) {
                entries.add(new SizeEntry(kind(e.getKey()), names.get(e.getKey()), e.getKey(), e.getValue()[0]));
            }
        }
        for (int b = 0; b < blockBytes.length; b++) {
            total += blockBytes[b] + DATA_ENTRIES;
        }
        total += (long) ITEM_TYPE_ENTRY * types.size();
        long claimed = 0;
        for (SizeEntry e : entries) {
            claimed += e.bytes();
        }
        entries.add(new SizeEntry(SizeKind.OTHER, "Items and headers", null, total - claimed));
        entries.sort(Comparator.comparingLong(SizeEntry::bytes).reversed());
        return new SizeReport(entries, total);
    }

    /** Gives each envelope {@code intsPerPoint} integers per point of a shared points item; returns the bytes given. */
    private static long spread(TwMap map, int intsPerPoint, Map<MapObject, long[]> owned) {
        long given = 0;
        for (Envelope e : map.envelopes()) {
            long b = 4L * intsPerPoint * e.points().size();
            owned.computeIfAbsent(e, k -> new long[1])[0] += b;
            given += b;
        }
        return given;
    }

    private static int pointCount(TwMap map) {
        int n = 0;
        for (Envelope e : map.envelopes()) {
            n += e.points().size();
        }
        return n;
    }

    /** The data blocks a layer item points to: tiles, or quads / sources (map-format.md "Layers"). */
    private static int[] layerBlocks(int[] v) {
        if (v[1] == ItemTypes.LAYER_TILEMAP) {
            int[] out = new int[1 + Math.max(0, v.length - 18)];
            out[0] = v[14];
            for (int k = 18; k < v.length; k++) {
                out[k - 17] = v[k];
            }
            return out;
        }
        return new int[] {v[5]};
    }

    /** The layers in the order the encoder numbers their items (the 0.7 form leaves out DDNet-only ones). */
    private List<Layer> writtenLayers(TwMap map) {
        boolean is07 = options.form() == SourceForm.TEEWORLDS_07;
        List<Layer> out = new ArrayList<>();
        for (Layer l : map.allLayers()) {
            boolean dropped = is07
                    && (l instanceof SoundsLayer
                            || l instanceof TileLayer t && t.kind().isDdnetOnly());
            if (!dropped) {
                out.add(l);
            }
        }
        return out;
    }

    private static void name(TwMap map, Map<MapObject, String> names) {
        for (MapImage i : map.images()) {
            names.put(i, nz(i.name()) + (i.external() ? " (external)" : ""));
        }
        for (MapSound s : map.sounds()) {
            names.put(s, nz(s.name()));
        }
        for (int i = 0; i < map.envelopes().size(); i++) {
            Envelope e = map.envelopes().get(i);
            String n = e.name() == null ? "" : e.name();
            names.put(e, "#" + i + (n.isEmpty() ? "" : " " + n));
        }
        for (Group g : map.groups()) {
            for (Layer l : g.layers()) {
                names.put(l, nz(g.name()) + " / " + nz(l.name()));
            }
        }
    }

    private static String nz(String s) {
        return s == null ? "" : s;
    }

    private static <T> T at(List<T> list, int index) {
        return index >= 0 && index < list.size() ? list.get(index) : null;
    }

    private static SizeKind kind(MapObject o) {
        if (o instanceof MapImage) {
            return SizeKind.IMAGE;
        }
        if (o instanceof MapSound) {
            return SizeKind.SOUND;
        }
        return o instanceof Envelope ? SizeKind.ENVELOPE : SizeKind.LAYER;
    }
}
