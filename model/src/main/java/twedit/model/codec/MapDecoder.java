package twedit.model.codec;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import twedit.model.datafile.Datafile;
import twedit.model.datafile.DatafileException;
import twedit.model.datafile.DatafileItem;
import twedit.model.datafile.DatafileReader;
import twedit.model.datafile.ReadLimits;
import twedit.model.map.Layer;
import twedit.model.map.ListRef;
import twedit.model.map.MapImage;
import twedit.model.map.MapInfo;
import twedit.model.map.MapMutator;
import twedit.model.map.MapSound;
import twedit.model.map.TileKind;
import twedit.model.map.TileLayer;
import twedit.model.map.TwMap;
import twedit.model.map.UnknownItem;

/**
 * Gives a datafile's items their map meaning (map-format.md with errata.md), refusing what DDNet's server refuses
 * (map-checks.md items 9-13) and reading, with a warning, what the server loads: damaged image or sound data becomes a
 * {@link Placeholders placeholder} under the element's name and damaged names and info strings are read as well as
 * they can be (the checks report them). A lenient decoder (for salvaging broken maps) drops what still fails its
 * checks with a {@link #SALVAGED} warning instead.
 */
public final class MapDecoder {
    /** Starts the warnings of a lenient decoder for problems a strict one refuses the map for. */
    public static final String SALVAGED = "salvaged: ";

    /** The pixel bytes all image placeholders of one file may take at their recorded sizes (then 64x64 each). */
    private static final long PLACEHOLDER_BUDGET = 64L << 20;

    private final ReadLimits limits;
    private final boolean lenient;

    public MapDecoder(ReadLimits limits) {
        this(limits, false);
    }

    /**
     * @param lenient salvage mode: an envelope, group or layer that fails its checks is dropped (an image or sound
     *     item too short to read becomes a placeholder), a
     *     bad version, a missing Game layer and physics layers smaller than it are allowed, each with a warning
     *     starting with {@link #SALVAGED} (a missing Game layer and small physics layers are left to the validator)
     */
    public MapDecoder(ReadLimits limits, boolean lenient) {
        this.limits = limits;
        this.lenient = lenient;
    }

    /** Reads and decodes a map file. */
    public LoadResult read(Path path) throws DatafileException, IOException {
        return decode(new DatafileReader(limits).read(path));
    }

    /** Decodes map file bytes. */
    public LoadResult read(byte[] bytes) throws DatafileException {
        return decode(new DatafileReader(limits).read(bytes));
    }

    /**
     * Reads map file bytes with every check {@link #read(byte[])} makes, but keeps the tile layers compressed as the
     * file holds them (each block inflated through a small buffer to check it): a saved file is checked with little
     * memory, even when the heap is nearly full. The map it returns reads its layers' cells on demand.
     */
    public LoadResult check(byte[] bytes) throws DatafileException {
        return decode(new DatafileReader(limits).read(bytes), true);
    }

    /** Decodes a datafile that has passed the container checks. */
    public LoadResult decode(Datafile df) throws DatafileException {
        return decode(df, false);
    }

    private LoadResult decode(Datafile df, boolean checkOnly) throws DatafileException {
        DecodeContext ctx = new DecodeContext(df, lenient);
        ctx.checkOnly = checkOnly;
        for (String w : df.warnings()) {
            ctx.warn(w);
        }
        List<DatafileItem> versions = df.itemsOfType(ItemTypes.VERSION);
        if (LegacyMapDecoder.applies(df)) {
            if (!lenient) {
                throw new DatafileException("a map in the item layout of Teeworlds before 0.4 (no Version item,"
                        + " tilemaps of item type 0x8002), which DDNet cannot load; salvaging converts it"
                        + " (twedit fix, or open it in the editor)");
            }
            return LegacyMapDecoder.decode(ctx);
        }
        if (versions.isEmpty()) {
            boolean noMapItems = df.itemsOfType(ItemTypes.GROUP).isEmpty()
                    && df.itemsOfType(ItemTypes.LAYER).isEmpty();
            DatafileException e = new DatafileException(
                    noMapItems
                            ? "not a map: the datafile has no Version item and no groups or layers (a pre-0.4 layout or an empty shell?)"
                            : "not a map: the datafile has no Version item (type 0)");
            if (noMapItems) {
                throw e;
            }
            ctx.tolerate(e, "read as version 1");
        } else {
            int version = versions.get(0).get(0, -1);
            if (version != 1) {
                ctx.tolerate(
                        new DatafileException("map version is " + version + " (item type 0), only version 1 exists"),
                        "read as version 1");
            }
        }
        // the big blocks inflate on the other cores while this thread decodes the rest
        if (checkOnly) {
            // checked one by one where they are read: no helper holds a whole inflated block
            ctx.prefetch(Map.of(), embeddedImageBlocks(df));
        } else {
            ctx.prefetch(tileBlocks(df), embeddedImageBlocks(df));
        }
        try {
            return decodeMap(ctx, df);
        } finally {
            ctx.endPrefetch();
        }
    }

    private LoadResult decodeMap(DecodeContext ctx, Datafile df) throws DatafileException {
        TwMap map = new TwMap();
        MapMutator m = new MapMutator(map);
        ctx.m = m;
        m.setInfo(info(ctx));
        images(ctx);
        new EnvelopeDecoder(ctx).decode();
        sounds(ctx);
        // lenient decoding keeps a null where an element was dropped, so later indices still match the file
        appendAll(m, ListRef.images(map), ctx.images);
        appendAll(m, ListRef.envelopes(map), ctx.envelopes);
        appendAll(m, ListRef.sounds(map), ctx.sounds);
        GroupDecoder.automappers(ctx, GroupDecoder.groups(ctx, map));
        if (map.gameLayer().isEmpty() && !lenient) {
            throw new DatafileException(
                    map.groups().isEmpty()
                            ? "not a map: it has no groups or layers"
                            : "the map has no Game layer (DDNet refuses maps without one)");
        }
        unknownItems(ctx, map);
        for (Layer l : lenient ? List.<Layer>of() : map.allLayers()) {
            if (l instanceof TileLayer t
                    && t.kind() != TileKind.GAME
                    && t.kind().isPhysics()) {
                TileLayer game = map.gameLayer().get();
                if (t.width() < game.width() || t.height() < game.height()) {
                    throw new DatafileException(t.kind().defaultName() + " layer '" + t.name() + "' is " + t.width()
                            + "x" + t.height() + ", smaller than the Game layer (" + game.width() + "x"
                            + game.height() + ")");
                }
            }
        }
        boolean is07 = ctx.form07;
        for (DatafileItem i : df.itemsOfType(ItemTypes.IMAGE)) {
            is07 |= i.get(0, 1) >= 2;
        }
        return new LoadResult(map, ctx.warnings, is07 ? SourceForm.TEEWORLDS_07 : SourceForm.DDNET, ctx.packedLayers);
    }

    // loops, not lambdas, on the load path: a cold JVM spins a class for each lambda
    private static <T> void appendAll(MapMutator m, ListRef<T> list, List<T> decoded) {
        for (T t : decoded) {
            if (t != null) {
                m.append(list, t);
            }
        }
    }

    /** The data indices of tile layers: the blocks worth inflating in parallel. */
    private static Map<Integer, Long> tileBlocks(Datafile df) {
        Map<Integer, Long> out = new HashMap<>();
        for (DatafileItem it : df.itemsOfType(ItemTypes.LAYER)) {
            int[] d = it.data();
            if (d.length > LayerDecoder.TM_DATA && d[1] == ItemTypes.LAYER_TILEMAP) {
                TileKind kind = TileKind.ofFlags(d[LayerDecoder.TM_FLAGS]);
                int field = kind == null || !kind.isDdnetOnly()
                        ? LayerDecoder.TM_DATA
                        : LayerDecoder.dataField(kind, d[LayerDecoder.TM_VERSION]);
                if (field < d.length) {
                    long need = LayerDecoder.bytesNeeded(d, kind);
                    Long had = out.get(d[field]);
                    out.put(d[field], had == null ? need : Math.max(had, need));
                }
            }
        }
        return out;
    }

    /** The data indices of embedded images: checked in parallel, inflated only when their pixels are used. */
    private static List<Integer> embeddedImageBlocks(Datafile df) {
        List<Integer> out = new ArrayList<>();
        for (DatafileItem it : df.itemsOfType(ItemTypes.IMAGE)) {
            int index = it.get(5, -1);
            // a block declaring more than any image's pixels is only read as far as they go, never checked whole
            boolean oversized = index >= 0
                    && index < df.dataCount()
                    && df.data().get(index).declaredSize() > 4L * Math.max(0, it.get(1, 0)) * Math.max(0, it.get(2, 0));
            if (it.get(3, 1) == 0 && !oversized) {
                out.add(index);
            }
        }
        return out;
    }

    private static MapInfo info(DecodeContext ctx) throws DatafileException {
        List<DatafileItem> items = ctx.df.itemsOfType(ItemTypes.INFO);
        if (items.isEmpty()) {
            return MapInfo.EMPTY;
        }
        DatafileItem it = items.get(0);
        int settings = it.get(5, -1);
        String author = infoString(ctx, it.get(1, -1), "info author");
        String version = infoString(ctx, it.get(2, -1), "info version");
        String credits = infoString(ctx, it.get(3, -1), "info credits");
        String license = infoString(ctx, it.get(4, -1), "info license");
        List<String> settingsList = null;
        if (settings >= 0) {
            byte[] b = null;
            try {
                b = ctx.data(settings, "info settings");
                settingsList = MapStrings.cStringList(b, "info settings");
            } catch (DatafileException e) {
                if (b == null) {
                    ctx.tolerate(e, "settings dropped");
                } else {
                    // DDNet's server runs each NUL-separated line; a last line without its NUL is read to the end
                    settingsList = settingsToEnd(b);
                    ctx.warn(e.getMessage() + "; read up to the end of the block");
                }
            }
        }
        return new MapInfo(author, version, credits, license, settingsList);
    }

    private static List<String> settingsToEnd(byte[] b) {
        List<String> out = new ArrayList<>();
        int start = 0;
        for (int i = 0; i <= b.length; i++) {
            if (i == b.length || b[i] == 0) {
                if (i > start || i < b.length) {
                    String line = MapStrings.bestEffort(java.util.Arrays.copyOfRange(b, start, i));
                    if (line != null) {
                        out.add(line);
                    }
                }
                start = i + 1;
            }
        }
        return out;
    }

    /**
     * An info text: the server never reads these and DDNet's editor reads a bad one as empty, so a damaged one is
     * read as well as it can be (up to its end when the NUL is missing) with a warning, never refused.
     */
    private static String infoString(DecodeContext ctx, int index, String where) {
        if (index < 0) {
            return null;
        }
        byte[] b;
        try {
            b = ctx.data(index, where);
        } catch (DatafileException e) {
            ctx.warn(e.getMessage() + "; the field is read as empty");
            return null;
        }
        try {
            return MapStrings.cString(b, where);
        } catch (DatafileException e) {
            String s = MapStrings.bestEffort(b);
            ctx.warn(e.getMessage() + (s == null ? "; the field is read as empty" : "; read up to the first NUL"));
            return s;
        }
    }

    /**
     * The name of an image or sound as DDNet's editor reads it: a missing or damaged name (index -1, not
     * NUL-terminated, not UTF-8) is tolerated with a warning; the text up to the first NUL is kept when it is UTF-8.
     */
    private static String elementName(DecodeContext ctx, int index, String where) {
        if (index < 0) {
            ctx.warn(where + ": has no name (data index " + index + "); read as an empty name");
            return "";
        }
        byte[] b;
        try {
            b = ctx.data(index, where);
        } catch (DatafileException e) {
            ctx.warn(e.getMessage() + "; read as an empty name");
            return "";
        }
        try {
            return MapStrings.cString(b, where);
        } catch (DatafileException e) {
            String s = MapStrings.bestEffort(b);
            ctx.warn(e.getMessage() + (s == null ? "; read as an empty name" : "; read up to the first NUL"));
            return s == null ? "" : s;
        }
    }

    private static void images(DecodeContext ctx) throws DatafileException {
        List<DatafileItem> items = ctx.df.itemsOfType(ItemTypes.IMAGE);
        for (int i = 0; i < items.size(); i++) {
            int[] d = items.get(i).data();
            if (d.length < 6) {
                ctx.tolerate(
                        new DatafileException("image " + i + ": item has " + d.length + " ints, needs 6"),
                        "a placeholder takes its place");
                ctx.images.add(Placeholders.image("image " + i, d.length > 2 ? d[1] : 0, d.length > 2 ? d[2] : 0));
            } else {
                ctx.images.add(image(ctx, i, d));
            }
        }
    }

    /**
     * An image as DDNet reads it: the server never loads images and DDNet's editor keeps an image whose name or
     * pixels it cannot read, so a damaged name is read as well as it can be and damaged pixels become a
     * {@link Placeholders placeholder} (keeping the name, the size when sane and every layer's link), with a warning.
     */
    private static MapImage image(DecodeContext ctx, int i, int[] d) {
        return image(ctx, i, d, elementName(ctx, d[4], "image " + i + " name"));
    }

    /** {@link #image(DecodeContext, int, int[])} under a name read already (items of other layouts: 0.3). */
    static MapImage image(DecodeContext ctx, int i, int[] d, String name) {
        String where = "image " + i;
        int width = d[1];
        int height = d[2];
        boolean external = d[3] != 0;
        where += " '" + name + "'";
        if (external) {
            if (width < 0 || height < 0) {
                // clients take an external image's size from its mapres file
                ctx.warn(where + ": negative size " + width + "x" + height + "; read as 0x0");
                return MapImage.external(name, 0, 0);
            }
            return MapImage.external(name, width, height);
        }
        // version 2 (0.7) adds a format: 0 = RGB, 1 = RGBA (map-format.md "Images")
        MapImage.Format format = d[0] >= 2 && d.length > 6 && d[6] == 0 ? MapImage.Format.RGB : MapImage.Format.RGBA;
        int bpp = format == MapImage.Format.RGB ? 3 : 4;
        long need = (long) width * height * bpp;
        String problem = null;
        byte[] pixels = null;
        if (width <= 0 || height <= 0) {
            problem = "size " + width + "x" + height + " cannot hold pixels";
        } else if (need > limits(ctx) || need > Integer.MAX_VALUE - 8) {
            problem = width + "x" + height + " is too large";
        } else {
            try {
                // a block declaring more than the pixels is read only as far as they go (not checked to its end)
                long declared = d[5] >= 0 && d[5] < ctx.df.dataCount()
                        ? ctx.df.data().get(d[5]).declaredSize()
                        : 0;
                // checked now (damage is reported at load), inflated when the pixels are first used
                long size = declared > need ? declared : ctx.checkedSize(d[5], where + " pixels");
                if (size < need) {
                    problem = "pixel data has " + size + " bytes, a " + width + "x" + height + " " + format
                            + " image needs " + need;
                } else if (size > need) {
                    // DDNet's editor reads the first width x height pixels and ignores the rest
                    ctx.warn(where + ": pixel data has " + size + " bytes, " + (size - need)
                            + " more than a " + width + "x" + height + " " + format
                            + " image needs; the rest is dropped");
                    pixels = ctx.data(d[5], where + " pixels", need);
                    if (pixels.length < need) {
                        problem = "pixel data ends after " + pixels.length + " bytes, a " + width + "x" + height + " "
                                + format + " image needs " + need;
                        pixels = null;
                    }
                } else {
                    return MapImage.inflatedOnUse(
                            name, width, height, format, ctx.df.data().get(d[5]), ctx.df.limits());
                }
            } catch (DatafileException e) {
                String prefix = where + " pixels: ";
                problem =
                        e.getMessage().startsWith(prefix) ? e.getMessage().substring(prefix.length()) : e.getMessage();
            }
        }
        if (problem != null) {
            // a fuzzed file may claim many huge images: placeholders of the claimed size share a memory budget
            boolean fits = ctx.placeholderBytes + 4L * Math.max(0, width) * Math.max(0, height) <= PLACEHOLDER_BUDGET;
            MapImage p = Placeholders.image(name, fits ? width : 0, fits ? height : 0);
            ctx.placeholderBytes += p.pixels().length;
            ctx.warn(where + ": " + problem + "; a " + p.width() + "x" + p.height()
                    + " placeholder takes its place (replace this image)");
            return p;
        }
        return new MapImage(name, width, height, false, format, pixels);
    }

    private static long limits(DecodeContext ctx) {
        return ctx.df.limits().maxTotalBytes();
    }

    /**
     * Sounds as DDNet reads them: the server never loads sounds and DDNet's editor keeps a sound it cannot read, so
     * a damaged name is read as well as it can be and missing data (index -1, out of range, damaged) becomes a
     * silent {@link Placeholders placeholder}, keeping every sounds layer's link, with a warning.
     */
    private static void sounds(DecodeContext ctx) throws DatafileException {
        List<DatafileItem> items = ctx.df.itemsOfType(ItemTypes.SOUND);
        for (int i = 0; i < items.size(); i++) {
            int[] d = items.get(i).data();
            String where = "sound " + i;
            if (d.length < 4) {
                ctx.tolerate(
                        new DatafileException(where + ": item has " + d.length + " ints, needs at least 4"),
                        "a silent placeholder takes its place");
                ctx.sounds.add(Placeholders.sound(where));
                continue;
            }
            String name = elementName(ctx, d[2], where + " name");
            where += " '" + name + "'";
            try {
                if (d[3] < 0) {
                    throw new DatafileException(where + ": has no data (data index " + d[3] + ")");
                }
                ctx.sounds.add(new MapSound(name, ctx.data(d[3], where + " data")));
            } catch (DatafileException e) {
                ctx.warn(e.getMessage() + "; a silent placeholder takes its place (replace this sound)");
                ctx.sounds.add(Placeholders.sound(name));
            }
        }
    }

    private static void unknownItems(DecodeContext ctx, TwMap map) {
        Set<UUID> known = Set.of(ItemTypes.AUTOMAPPER, ItemTypes.ENVPOINTS_BEZIER, ItemTypes.GROUP_EX);
        Set<Integer> seen = new HashSet<>();
        List<UnknownItem> out = new ArrayList<>();
        for (DatafileItem it : ctx.df.items()) {
            int type = it.type();
            if (type <= ItemTypes.SOUND || type == Datafile.ITEMTYPE_EX) {
                continue;
            }
            // from 0x8000 up, the UUID index may name the type (DDNet itself resolves only types above it, but its
            // writer may hand out 0x8000 too, and a type the index names keeps its UUID either way)
            UUID uuid = type >= ItemTypes.FIRST_UUID_TYPE ? ctx.df.uuidOfType(type) : null;
            if (uuid != null && known.contains(uuid)) {
                continue;
            }
            if (seen.add(type)) {
                ctx.warnings.add(new LoadWarning(
                        LoadWarning.Kind.KEPT_UNKNOWN,
                        "kept " + (uuid != null ? "UUID item type " + uuid : "item type " + type)
                                + " that this version does not understand; it is saved back unchanged"));
            }
            out.add(new UnknownItem(uuid, type, it.id(), it.data()));
        }
        appendAll(ctx.m, ListRef.unknownItems(map), out);
    }
}
