package twedit.model.art;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import twedit.model.codec.MapStrings;
import twedit.model.document.MapDocument;
import twedit.model.document.Origin;
import twedit.model.document.edits.Edits;
import twedit.model.map.Color;
import twedit.model.map.Group;
import twedit.model.map.MapImage;
import twedit.model.map.TileGrid;
import twedit.model.map.TileKind;
import twedit.model.map.TileLayer;
import twedit.model.map.TwMap;
import twedit.model.media.MediaRules;

/**
 * DDNet's "Add tile art" (tile_art.cpp, CEditorMap::AddTileArt): the picture's visible colours, sorted by red, green,
 * blue and alpha, go 255 at a time into generated 1024x1024 tilesets (tile 0 transparent, tile i+1 filled with the
 * i-th colour); a new group named after the file holds one tiles layer per tileset, as large as the picture, each
 * pixel becoming the tile of its colour in the layer that holds it; the map's images are then sorted by name as
 * DDNet sorts them.
 */
public final class TileArt {
    /** DDNet's undo step name. */
    public static final String LABEL = "Add tile art";
    /** Who made the change. */
    public static final Origin ORIGIN = new Origin("tile-art");
    /** Above this many pixels DDNet asks before converting ("Big image"). */
    public static final int BIG_IMAGE_PIXELS = 10_000;
    /** Colours per layer: tiles 1 to 255 (tile 0 stays empty). */
    public static final int COLOURS_PER_LAYER = 255;
    /**
     * The most cells the new layers may hold together (our limit, DDNet has none): 16 Mi cells, 64 MiB of tiles; a
     * picture needing more is refused before anything is allocated.
     */
    public static final long MAX_CELLS = 1L << 24;

    static final int TILE_PIXELS = 64;
    static final int SHEET_SIDE = 16 * TILE_PIXELS;
    private static final int NAME_BYTES = 12;

    /** What the conversion will make, computed without touching the map. */
    public record Plan(String stem, int width, int height, int[] colours, List<MapImage> images, List<TileGrid> grids) {
        /** How many layers (and images) the tile art adds. */
        public int layers() {
            return grids.size();
        }

        /** DDNet's "Big image" question: more than 10 000 pixels. */
        public boolean big() {
            return (long) width * height > BIG_IMAGE_PIXELS;
        }

        /**
         * This plan with image names free in {@code map} (the map may have got images of these names since the
         * plan was made).
         */
        public Plan renamedFor(TwMap map) {
            List<String> taken = map.images().stream().map(MapImage::name).toList();
            if (images.stream().noneMatch(i -> taken.contains(i.name()))) {
                return this;
            }
            List<String> names = names(taken, stem, images.size());
            List<MapImage> renamed = new ArrayList<>();
            for (int i = 0; i < images.size(); i++) {
                MapImage old = images.get(i);
                renamed.add(new MapImage(names.get(i), old.width(), old.height(), false, old.format(), old.pixels()));
            }
            return new Plan(stem, width, height, colours, List.copyOf(renamed), grids);
        }

        /** DDNet's "Many colors" question: more than one layer needed. */
        public boolean manyColours() {
            return grids.size() > 1;
        }
    }

    private TileArt() {}

    /** How many layers a picture with this many visible colours needs (DDNet: ceil(colours / 255)). */
    public static int layersFor(int colours) {
        return (colours + COLOURS_PER_LAYER - 1) / COLOURS_PER_LAYER;
    }

    /**
     * Why the picture cannot become tile art in this map, or null: DDNet refuses when the map would reach 64 images
     * ("the client only supports 64 images"); we also refuse layers too large to hold.
     */
    public static String refusal(TwMap map, int width, int height, int colours) {
        int layers = layersFor(colours);
        if (map.images().size() + layers >= MediaRules.MAX_IMAGES) {
            return "Too many colors: the picture has " + colours + " colours, which needs " + layers + " image"
                    + (layers == 1 ? "" : "s") + " (255 colours each), and the map has "
                    + map.images().size()
                    + "; the client only supports 64 images (DDNet adds tile art only while the map stays below 64).";
        }
        if ((long) width * height * Math.max(1, layers) > MAX_CELLS) {
            return tooLarge(width, height, layers);
        }
        return null;
    }

    /**
     * The picture's visible colours (alpha above 0), each once, as 0xRRGGBBAA sorted by red, then green, blue and
     * alpha (DDNet's order).
     */
    public static int[] colours(ArtImage img) {
        int n = img.width() * img.height();
        int[] keys = new int[n];
        int count = 0;
        for (int y = 0; y < img.height(); y++) {
            for (int x = 0; x < img.width(); x++) {
                int c = img.rgbaAt(x, y);
                if (ArtImage.visible(c)) {
                    keys[count++] = c ^ Integer.MIN_VALUE; // signed order of the flipped key = unsigned order
                }
            }
        }
        Arrays.sort(keys, 0, count);
        int unique = 0;
        for (int i = 0; i < count; i++) {
            if (unique == 0 || keys[unique - 1] != keys[i]) {
                keys[unique++] = keys[i];
            }
        }
        int[] out = new int[unique];
        for (int i = 0; i < unique; i++) {
            out[i] = keys[i] ^ Integer.MIN_VALUE;
        }
        return out;
    }

    /**
     * Plans the tile art of {@code img} for {@code map}: refused ({@link IllegalArgumentException} with the reason of
     * {@link #refusal}) when it cannot be added.
     */
    public static Plan plan(TwMap map, ArtImage img) {
        Plan plan = plan(map.images().stream().map(MapImage::name).toList(), img);
        String why = refusal(map, img.width(), img.height(), plan.colours().length);
        if (why != null) {
            throw new IllegalArgumentException(why);
        }
        return plan;
    }

    /**
     * Plans the tile art of {@code img} for a map whose images have these names, without the map (off the window's
     * thread); refused ({@link IllegalArgumentException}) only when the layers would be too large: check
     * {@link #refusal} before applying.
     */
    public static Plan plan(List<String> imageNames, ArtImage img) {
        if ((long) img.width() * img.height() > MAX_CELLS) {
            throw new IllegalArgumentException(tooLarge(img.width(), img.height(), 1));
        }
        int[] colours = colours(img);
        int layers = layersFor(colours.length);
        if ((long) img.width() * img.height() * Math.max(1, layers) > MAX_CELLS) {
            throw new IllegalArgumentException(tooLarge(img.width(), img.height(), layers));
        }
        List<String> names = names(imageNames, img.stem(), layers);
        List<MapImage> images = new ArrayList<>();
        List<byte[]> cells = new ArrayList<>();
        for (int l = 0; l < layers; l++) {
            int from = l * COLOURS_PER_LAYER;
            int[] group = Arrays.copyOfRange(colours, from, Math.min(colours.length, from + COLOURS_PER_LAYER));
            images.add(new MapImage(names.get(l), SHEET_SIDE, SHEET_SIDE, false, MapImage.Format.RGBA, sheet(group)));
            cells.add(new byte[img.width() * img.height() * TileKind.TILES.cellBytes()]);
        }
        fillCells(img, colours, cells);
        List<TileGrid> grids = new ArrayList<>();
        for (byte[] c : cells) {
            grids.add(new TileGrid(img.width(), img.height(), TileKind.TILES.cellBytes(), c, null));
        }
        return new Plan(img.stem(), img.width(), img.height(), colours, List.copyOf(images), List.copyOf(grids));
    }

    private static String tooLarge(int width, int height, int layers) {
        return "The picture is too large for tile art: " + width + "x" + height + " pixels in " + layers + " layer"
                + (layers == 1 ? "" : "s") + " would be " + (long) width * height * layers + " tiles; at most "
                + MAX_CELLS + " fit.";
    }

    /** Every visible pixel's tile: colour k of the sorted list is tile k % 255 + 1 of layer k / 255. */
    private static void fillCells(ArtImage img, int[] colours, List<byte[]> layers) {
        int cellBytes = TileKind.TILES.cellBytes();
        int[] keys = flipped(colours);
        for (int y = 0; y < img.height(); y++) {
            for (int x = 0; x < img.width(); x++) {
                int c = img.rgbaAt(x, y);
                if (!ArtImage.visible(c)) {
                    continue;
                }
                int k = Arrays.binarySearch(keys, c ^ Integer.MIN_VALUE);
                byte[] cells = layers.get(k / COLOURS_PER_LAYER);
                cells[(y * img.width() + x) * cellBytes] = (byte) (k % COLOURS_PER_LAYER + 1);
            }
        }
    }

    private static int[] flipped(int[] colours) {
        int[] f = new int[colours.length];
        for (int i = 0; i < f.length; i++) {
            f[i] = colours[i] ^ Integer.MIN_VALUE;
        }
        return f;
    }

    /** The generated tileset: 16x16 tiles of 64x64 pixels, tile 0 and unused tiles transparent black. */
    static byte[] sheet(int[] group) {
        byte[] px = new byte[SHEET_SIDE * SHEET_SIDE * 4];
        for (int i = 0; i < group.length; i++) {
            int tile = i + 1;
            int c = group[i];
            int x0 = tile % 16 * TILE_PIXELS;
            int y0 = tile / 16 * TILE_PIXELS;
            for (int y = y0; y < y0 + TILE_PIXELS; y++) {
                for (int x = x0; x < x0 + TILE_PIXELS; x++) {
                    int o = (y * SHEET_SIDE + x) * 4;
                    px[o] = (byte) (c >>> 24);
                    px[o + 1] = (byte) (c >>> 16);
                    px[o + 2] = (byte) (c >>> 8);
                    px[o + 3] = (byte) c;
                }
            }
        }
        return px;
    }

    /**
     * The names of the new images and layers: DDNet's "STEM 1", "STEM 2", ...; when the map already has images of
     * these names (the same picture added twice) numbering goes on after the highest taken, as image names must differ.
     */
    static List<String> names(List<String> taken, String stem, int layers) {
        String base = stem.isEmpty() ? "tile art" : stem;
        int room = MediaRules.MAX_NAME_BYTES
                - 1
                - String.valueOf(taken.size() + layers + 1).length();
        base = new String(MapStrings.truncateUtf8(base, room), StandardCharsets.UTF_8);
        int first = 1;
        for (String n : taken) {
            if (n.startsWith(base + " ")) {
                try {
                    first = Math.max(first, Integer.parseInt(n.substring(base.length() + 1)) + 1);
                } catch (NumberFormatException e) {
                    // another name that only starts like ours
                }
            }
        }
        List<String> out = new ArrayList<>();
        for (int i = 0; i < layers; i++) {
            out.add(base + " " + (first + i));
        }
        return out;
    }

    /** Adds the planned tile art to the document as one undo step; returns the new group. */
    public static Group apply(MapDocument doc, Plan plan) {
        TwMap map = doc.map();
        List<TileLayer> layers = new ArrayList<>();
        for (int i = 0; i < plan.layers(); i++) {
            MapImage image = plan.images().get(i);
            layers.add(TileLayer.detached(
                    TileKind.TILES,
                    MapStrings.fit(image.name(), NAME_BYTES),
                    plan.grids().get(i),
                    image,
                    Color.WHITE));
        }
        Group group = new Group(MapStrings.fit(plan.stem(), NAME_BYTES), layers);
        doc.compound(LABEL, ORIGIN, () -> {
            for (MapImage image : plan.images()) {
                doc.apply(Edits.addImage(map, map.images().size(), image));
            }
            doc.apply(Edits.addGroup(map, map.groups().size(), group));
            sortImages(doc);
        });
        return group;
    }

    /** DDNet's SortImages: the images ordered by name, byte by byte (layers follow their image, not its index). */
    static void sortImages(MapDocument doc) {
        TwMap map = doc.map();
        List<MapImage> sorted = new ArrayList<>(map.images());
        sorted.sort((a, b) -> Arrays.compareUnsigned(
                a.name().getBytes(StandardCharsets.UTF_8), b.name().getBytes(StandardCharsets.UTF_8)));
        for (int to = 0; to < sorted.size(); to++) {
            int from = map.images().indexOfSame(sorted.get(to));
            if (from != to) {
                doc.apply(Edits.moveImage(map, from, to));
            }
        }
    }
}
