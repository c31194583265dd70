package twedit.model.optimize;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import twedit.model.document.edits.Edit;
import twedit.model.document.edits.Edits;
import twedit.model.map.Group;
import twedit.model.map.ImageContent;
import twedit.model.map.Layer;
import twedit.model.map.MapImage;
import twedit.model.map.Props;
import twedit.model.map.QuadsLayer;
import twedit.model.map.SoundsLayer;
import twedit.model.map.TileKind;
import twedit.model.map.TileLayer;
import twedit.model.map.TwMap;

/**
 * Builds each optimization as one edit of the current map (see {@link OptimizeStep}); none changes the map. Apply
 * a step before building the next, as they depend on each other ({@link Optimizer} does this).
 */
public final class OptimizeEdits {
    private OptimizeEdits() {}

    /** Removes the images no layer uses. */
    public static OptimizeStep removeUnusedImages(TwMap map) {
        MapUsage use = new MapUsage(map);
        List<Edit> parts = new ArrayList<>();
        List<OptimizeAction> done = new ArrayList<>();
        for (int i = map.images().size() - 1; i >= 0; i--) { // from the end, so earlier indices stay valid
            MapImage img = map.images().get(i);
            if (!use.uses(img)) {
                parts.add(Edits.removeImage(map, i));
                done.add(0, new OptimizeAction(OptimizeAction.Kind.UNUSED_IMAGE, "image '" + img.name() + "'"));
            }
        }
        return new OptimizeStep(Edits.compose("Remove unused images", parts), done);
    }

    /** Removes the sounds no sounds layer uses. */
    public static OptimizeStep removeUnusedSounds(TwMap map) {
        MapUsage use = new MapUsage(map);
        List<Edit> parts = new ArrayList<>();
        List<OptimizeAction> done = new ArrayList<>();
        for (int i = map.sounds().size() - 1; i >= 0; i--) {
            if (!use.uses(map.sounds().get(i))) {
                parts.add(Edits.removeSound(map, i));
                done.add(
                        0,
                        new OptimizeAction(
                                OptimizeAction.Kind.UNUSED_SOUND,
                                "sound '" + map.sounds().get(i).name() + "'"));
            }
        }
        return new OptimizeStep(Edits.compose("Remove unused sounds", parts), done);
    }

    /** Removes the envelopes no tile layer, quad or sound source uses. */
    public static OptimizeStep removeUnusedEnvelopes(TwMap map) {
        MapUsage use = new MapUsage(map);
        List<Edit> parts = new ArrayList<>();
        List<OptimizeAction> done = new ArrayList<>();
        for (int i = map.envelopes().size() - 1; i >= 0; i--) {
            var env = map.envelopes().get(i);
            if (!use.uses(env)) {
                parts.add(Edits.removeEnvelope(map, i));
                String name = env.name() == null || env.name().isEmpty() ? "#" + i : "'" + env.name() + "'";
                done.add(
                        0,
                        new OptimizeAction(OptimizeAction.Kind.UNUSED_ENVELOPE, env.kindName() + " envelope " + name));
            }
        }
        return new OptimizeStep(Edits.compose("Remove unused envelopes", parts), done);
    }

    /**
     * Removes layers that draw nothing and hold no physics: tile layers whose cells are all empty (a physics layer
     * only when it is the only one of its kind, so no other layer takes its place; never a Game layer), quads layers
     * without quads and sounds layers without sources; then groups left without layers (never the Game group).
     */
    public static OptimizeStep removeEmptyLayers(TwMap map) {
        Map<TileKind, Integer> kinds = new EnumMap<>(TileKind.class);
        for (Layer l : map.allLayers()) {
            if (l instanceof TileLayer t) {
                kinds.merge(t.kind(), 1, Integer::sum);
            }
        }
        Group gameGroup = map.gameGroup().orElse(null);
        List<Edit> parts = new ArrayList<>();
        List<OptimizeAction> done = new ArrayList<>();
        for (int gi = map.groups().size() - 1; gi >= 0; gi--) {
            Group g = map.groups().get(gi);
            List<OptimizeAction> inGroup = new ArrayList<>();
            for (int li = g.layers().size() - 1; li >= 0; li--) {
                Layer l = g.layers().get(li);
                if (isEmpty(l, kinds)) {
                    parts.add(Edits.removeLayer(g, li)); // from the end, so earlier indices stay valid
                    inGroup.add(0, new OptimizeAction(OptimizeAction.Kind.EMPTY_LAYER, describe(g, l)));
                }
            }
            if (!inGroup.isEmpty() && inGroup.size() == g.layers().size() && g != gameGroup && !g.isPhysicsGroup()) {
                parts.add(Edits.removeGroup(map, gi));
                inGroup.add(new OptimizeAction(
                        OptimizeAction.Kind.EMPTY_LAYER, "group " + quoted(g.name()) + ", left empty"));
            }
            done.addAll(0, inGroup);
        }
        return new OptimizeStep(Edits.compose("Remove empty layers", parts), done);
    }

    private static boolean isEmpty(Layer l, Map<TileKind, Integer> kinds) {
        if (l instanceof QuadsLayer q) {
            return q.quads().isEmpty();
        }
        if (l instanceof SoundsLayer s) {
            return s.sources().isEmpty();
        }
        TileLayer t = (TileLayer) l;
        if (t.kind() == TileKind.GAME || t.kind().isPhysics() && kinds.get(t.kind()) > 1) {
            return false;
        }
        byte[] cells = t.grid().rawCells();
        if (t.kind() == TileKind.TILES) {
            // only the id draws: a cell with id 0 is skipped whatever its flags
            for (int i = 0; i < cells.length; i += 4) {
                if (cells[i] != 0) {
                    return false;
                }
            }
            return true;
        }
        for (byte b : cells) {
            if (b != 0) {
                return false;
            }
        }
        return true;
    }

    /**
     * Cuts empty columns at the right and empty rows at the bottom of design tile layers, keeping one of each.
     * A tile layer has no offset of its own (its cell (0, 0) is at its group's origin), so cutting the left or top
     * would move every tile: only the right and bottom can go. DDNet's client repeats a layer's edge cells outward
     * (render_layer.cpp RenderTileBorder), so the last column and row must stay empty or the new edge would be
     * repeated; hence one empty column and row are kept. Physics layers keep the Game layer's size, which the server
     * requires of all of them.
     */
    public static OptimizeStep shrinkLayers(TwMap map) {
        List<Edit> parts = new ArrayList<>();
        List<OptimizeAction> done = new ArrayList<>();
        for (Group g : map.groups()) {
            for (Layer l : g.layers()) {
                if (l instanceof TileLayer t && t.kind() == TileKind.TILES) {
                    shrink(map, g, t, parts, done);
                }
            }
        }
        return new OptimizeStep(Edits.compose("Shrink tile layers", parts), done);
    }

    private static void shrink(TwMap map, Group g, TileLayer t, List<Edit> parts, List<OptimizeAction> done) {
        int[] used = usedExtent(t);
        if (used == null) {
            return; // all empty: removing it is removeEmptyLayers' business
        }
        int w = Math.min(t.width(), used[0] + 1);
        int h = Math.min(t.height(), used[1] + 1);
        if (w < t.width() || h < t.height()) {
            parts.add(Edits.resizeLayer(map, t, w, h, 0, 0));
            done.add(new OptimizeAction(
                    OptimizeAction.Kind.SHRINK_LAYER,
                    describe(g, t) + " " + t.width() + "x" + t.height() + " -> " + w + "x" + h));
        }
    }

    /** "tiles layer 'Name' in group 'Group'", saying "unnamed" for an empty name. */
    static String describe(Group g, Layer l) {
        return l.kindLabel() + " layer " + quoted(l.name()) + " in group " + quoted(g.name());
    }

    private static String quoted(String name) {
        return name == null || name.isEmpty() ? "(unnamed)" : "'" + name + "'";
    }

    /** One past the last column and row holding a drawn tile, or null when none does. */
    private static int[] usedExtent(TileLayer t) {
        byte[] cells = t.grid().rawCells();
        int w = t.width();
        int maxX = -1;
        int maxY = -1;
        for (int y = 0; y < t.height(); y++) {
            int row = y * w * 4;
            for (int x = w - 1; x > maxX; x--) {
                if (cells[row + x * 4] != 0) {
                    maxX = x;
                    maxY = y;
                    break;
                }
            }
            if (maxY < y) {
                for (int x = 0; x <= maxX; x++) {
                    if (cells[row + x * 4] != 0) {
                        maxY = y;
                        break;
                    }
                }
            }
        }
        return maxX < 0 ? null : new int[] {maxX + 1, maxY + 1};
    }

    /**
     * Merges images that are the same (external: same name and size; embedded: same size, format and pixels) into
     * the first of them: every layer using a later copy is relinked, then the copies are removed.
     */
    public static OptimizeStep removeDuplicateImages(TwMap map) {
        Map<MapImage, MapImage> keep = new IdentityHashMap<>();
        List<Integer> dupIndices = new ArrayList<>();
        List<OptimizeAction> done = new ArrayList<>();
        for (int i = 0; i < map.images().size(); i++) {
            MapImage img = map.images().get(i);
            for (int j = 0; j < i; j++) {
                MapImage first = map.images().get(j);
                if (!keep.containsKey(first) && same(first, img)) {
                    keep.put(img, first);
                    dupIndices.add(i);
                    done.add(new OptimizeAction(
                            OptimizeAction.Kind.DUPLICATE_IMAGE,
                            "image '" + img.name() + "', the same as '" + first.name() + "'"));
                    break;
                }
            }
        }
        List<Edit> parts = new ArrayList<>();
        for (Layer l : map.allLayers()) {
            if (l instanceof TileLayer t && keep.containsKey(t.image())) {
                parts.add(Edits.set(t, Props.TILES_IMAGE, keep.get(t.image())));
            } else if (l instanceof QuadsLayer q && keep.containsKey(q.image())) {
                parts.add(Edits.set(q, Props.QUADS_IMAGE, keep.get(q.image())));
            }
        }
        for (int k = dupIndices.size() - 1; k >= 0; k--) {
            parts.add(Edits.removeImage(map, dupIndices.get(k)));
        }
        return new OptimizeStep(Edits.compose("Remove duplicate images", parts), done);
    }

    private static boolean same(MapImage a, MapImage b) {
        if (a.external() != b.external() || a.width() != b.width() || a.height() != b.height()) {
            return false;
        }
        if (a.external()) {
            return a.name().equals(b.name());
        }
        return a.format() == b.format() && a.pixels() != null && Arrays.equals(a.pixels(), b.pixels());
    }

    /**
     * For embedded RGBA images that only design tile layers use, clears the tileset cells no tile draws (as
     * map_optimize does; images quads use are left alone, as quads may show any part); in every embedded RGBA image
     * gives fully transparent pixels the colour map_optimize gives them, which compresses better and draws the same.
     */
    public static OptimizeStep clearUnusedTiles(TwMap map) {
        return clearUnusedTiles(map, new PixelMemo());
    }

    /**
     * {@link #clearUnusedTiles(TwMap)} reusing the pixels {@code memo} holds for equal images and sizing them as
     * {@code memo} does. The images are worked on in parallel; the edit and its actions come in the images' order.
     */
    public static OptimizeStep clearUnusedTiles(TwMap map, PixelMemo memo) {
        MapUsage use = new MapUsage(map);
        List<MapImage> images = List.copyOf(map.images());
        ImagePlan[] plans = java.util.stream.IntStream.range(0, images.size())
                .parallel()
                .mapToObj(i -> plan(images.get(i), use, memo))
                .toArray(ImagePlan[]::new);
        List<Edit> parts = new ArrayList<>();
        List<OptimizeAction> done = new ArrayList<>();
        for (ImagePlan p : plans) {
            if (p == null) {
                continue;
            }
            MapImage img = p.image();
            parts.add(Edits.replaceImage(
                    img, ImageContent.embedded(img.width(), img.height(), MapImage.Format.RGBA, p.pixels())));
            done.add(new OptimizeAction(
                    OptimizeAction.Kind.CLEAR_TILES,
                    "image '" + img.name() + "'"
                            + (p.unusedIds() >= 0
                                    ? ": cells of " + p.unusedIds() + " unused tile ids cleared"
                                    : ": transparent pixels")));
        }
        return new OptimizeStep(Edits.compose("Clear unused tileset cells", parts), done);
    }

    /** New pixels for an image and how many tile ids were cleared (-1: the image is not a tileset only). */
    private record ImagePlan(MapImage image, byte[] pixels, int unusedIds) {}

    /** What clearing does to {@code img}: null when it is not an embedded RGBA image or would not get smaller. */
    private static ImagePlan plan(MapImage img, MapUsage use, PixelMemo memo) {
        if (img.external() || img.format() != MapImage.Format.RGBA) {
            return null;
        }
        byte[] original = img.pixels();
        if (original == null) {
            return null;
        }
        boolean[] ids = use.tileIds(img);
        boolean tilesOnly = ids != null && !use.usedByQuads(img);
        byte[] px = memo.get(original, img.width(), img.height(), tilesOnly ? ids : null, () -> {
            if (!tilesOnly) {
                byte[] out = original.clone();
                TilesetPixels.normalizeTransparent(out, img.width(), img.height(), false);
                return out;
            }
            byte[] out = TilesetPixels.clearUnusedCells(original, img.width(), img.height(), ids);
            boolean[] cleared = new boolean[256];
            for (int id = 0; id < 256; id++) {
                cleared[id] = !ids[id];
            }
            TilesetPixels.normalizeTransparent(out, img.width(), img.height(), true, cleared);
            return out;
        });
        // a re-encoding that compresses no smaller keeps the image as it is: optimizing never grows an image
        if (Arrays.equals(px, original) || memo.savedSize(px) >= writtenSize(img, memo)) {
            return null;
        }
        int unused = -1;
        if (tilesOnly) {
            unused = 0;
            for (int id = 1; id < 256; id++) {
                unused += ids[id] ? 0 : 1;
            }
        }
        return new ImagePlan(img, px, unused);
    }

    /**
     * The bytes an unchanged image takes in the file: its block as read while it still has one (Save copies it as
     * it is), else its pixels sized as {@code memo} sizes them.
     */
    private static long writtenSize(MapImage img, PixelMemo memo) {
        twedit.model.datafile.DataBlock source = img.source();
        if (source != null && source.hasCompressed()) {
            return source.compressed().length;
        }
        return memo.savedSize(img.pixels());
    }

    /** The bytes Save writes for these pixels: zlib at the default level, as DatafileWriter compresses blocks. */
    static long savedSize(byte[] pixels) {
        java.util.zip.Deflater d = new java.util.zip.Deflater();
        try {
            d.setInput(pixels);
            d.finish();
            byte[] buf = new byte[64 * 1024];
            long n = 0;
            while (!d.finished()) {
                n += d.deflate(buf);
            }
            return n;
        } finally {
            d.end();
        }
    }
}
