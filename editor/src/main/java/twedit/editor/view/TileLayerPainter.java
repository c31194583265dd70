package twedit.editor.view;

import java.awt.Graphics2D;
import java.awt.Rectangle;
import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import twedit.model.map.TileKind;
import twedit.model.map.TileLayer;

/**
 * Draws the visible chunks of a tile layer: plain tiles from the layer's image times its colour (and colour
 * envelope), physics layers from their entity overlay atlas.
 */
final class TileLayerPainter {
    /** World pixels per tile. */
    static final int TILE = 32;

    private final ImageStore images;
    private final Overlays overlays;
    private final ChunkCache chunks;
    private final BufferedImage solid;
    private final Map<AtlasKey, TileAtlas> atlases = new LinkedHashMap<>(32, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<AtlasKey, TileAtlas> e) {
            return size() > 96;
        }
    };

    /**
     * What a layer's pixels depend on besides its cells: the source image, the tint, and whether its edge tiles
     * repeat beyond its borders (then chunks outside the layer exist too).
     */
    record Look(BufferedImage image, int tint, boolean repeatEdges) {}

    private boolean repeatEdges;

    /** Draws tiles layers with their edge tiles repeated outward, as the game does (physics layers never). */
    void setRepeatEdges(boolean v) {
        repeatEdges = v;
    }

    private record AtlasKey(Look look, int level) {}

    /** Forgets the atlases cut from {@code gone} (images the image store let go). */
    void forgetImages(java.util.Set<BufferedImage> gone) {
        if (!gone.isEmpty()) {
            atlases.keySet().removeIf(k -> gone.contains(k.look().image()));
        }
    }

    TileLayerPainter(ImageStore images, Overlays overlays, ChunkCache chunks) {
        this.images = images;
        this.overlays = overlays;
        this.chunks = chunks;
        this.solid = new BufferedImage(16, 16, BufferedImage.TYPE_INT_ARGB_PRE);
        for (int y = 0; y < 16; y++) {
            for (int x = 0; x < 16; x++) {
                solid.setRGB(x, y, 0xFFFFFFFF);
            }
        }
    }

    /** The look of a layer now: image (or overlay) and colour times the colour envelope at {@code timeMs}. */
    Look look(TileLayer layer, long timeMs) {
        if (layer.kind() != TileKind.TILES) {
            return new Look(overlays.atlas(layer.kind()), -1, false);
        }
        BufferedImage img = layer.image() == null ? solid : images.image(layer.image());
        double r = layer.color().r();
        double g = layer.color().g();
        double b = layer.color().b();
        double a = layer.color().a();
        if (layer.colorEnvelope() != null) {
            double[] v = EnvelopeEval.at(layer.colorEnvelope(), timeMs + layer.colorEnvelopeOffset());
            r *= v[0];
            g *= v[1];
            b *= v[2];
            a *= v[3];
        }
        int tint = Pixels.clamp255(a) << 24 | Pixels.clamp255(r) << 16 | Pixels.clamp255(g) << 8 | Pixels.clamp255(b);
        return new Look(img, tint, repeatEdges);
    }

    /**
     * Whether painting the layer may draw something: false only while its image (or overlay) is not decoded yet and
     * none of its tiles is in view, so opening a map decodes the images of what the first frame shows and no more.
     */
    private boolean shows(TileLayer layer, Camera.GroupTransform t, Rectangle view) {
        boolean decoded = layer.kind() != TileKind.TILES
                ? overlays.isLoaded(layer.kind())
                : layer.image() == null || images.isLoaded(layer.image());
        return decoded || anyTileIn(layer, t, view, repeatEdges && layer.kind() == TileKind.TILES);
    }

    /** Whether a tile of the layer lies in view; with {@code repeat}, the edge tiles stand for all beyond them. */
    private static boolean anyTileIn(TileLayer layer, Camera.GroupTransform t, Rectangle view, boolean repeat) {
        int w = layer.width();
        int h = layer.height();
        if (w <= 0 || h <= 0) {
            return false;
        }
        int x0 = (int) Math.floor(t.toWorldX(view.x) / TILE);
        int y0 = (int) Math.floor(t.toWorldY(view.y) / TILE);
        int x1 = (int) Math.floor(t.toWorldX(view.x + view.width) / TILE);
        int y1 = (int) Math.floor(t.toWorldY(view.y + view.height) / TILE);
        if (!repeat && (x1 < 0 || y1 < 0 || x0 >= w || y0 >= h)) {
            return false;
        }
        x0 = Math.max(0, Math.min(w - 1, x0));
        x1 = Math.max(0, Math.min(w - 1, x1));
        y0 = Math.max(0, Math.min(h - 1, y0));
        y1 = Math.max(0, Math.min(h - 1, y1));
        byte[] cells = layer.grid().rawCells();
        int cb = layer.grid().cellBytes();
        int id = twedit.model.tiles.DdnetTiles.typeByte(layer.kind());
        for (int y = y0; y <= y1; y++) {
            for (int x = x0, o = (y * w + x0) * cb + id; x <= x1; x++, o += cb) {
                if (cells[o] != 0) {
                    return true;
                }
            }
        }
        return false;
    }

    /** Finest level at which consecutive layers are composited into one image per chunk (4 px per tile). */
    static final int MAX_COMPOSITE_LEVEL = 2;

    /** Whether {@link #paintRun} composites at this transform's zoom. */
    static boolean composites(Camera.GroupTransform t) {
        return ChunkCache.levelFor(TILE * t.scale()) <= MAX_COMPOSITE_LEVEL;
    }

    /** Paints consecutive tile layers of a group through composited chunks (zoomed out only). */
    void paintRun(Graphics2D g, List<TileLayer> run, Camera.GroupTransform t, Rectangle view, long timeMs) {
        List<Object> runLooks = new ArrayList<>(run.size());
        List<TileLayer> shown = new ArrayList<>(run.size());
        int w = 0;
        int h = 0;
        for (TileLayer l : run) {
            if (!shows(l, t, view)) {
                continue;
            }
            Look look = look(l, timeMs);
            if (look.tint >>> 24 != 0) {
                shown.add(l);
                runLooks.add(look);
                w = Math.max(w, l.width());
                h = Math.max(h, l.height());
            }
        }
        if (shown.isEmpty()) {
            return;
        }
        int level = ChunkCache.levelFor(TILE * t.scale());
        List<TileAtlas> runAtlases = new ArrayList<>(shown.size());
        for (Object o : runLooks) {
            Look look = (Look) o;
            runAtlases.add(atlases.computeIfAbsent(
                    new AtlasKey(look, level), k -> new TileAtlas(look.image(), 1 << level, look.tint())));
        }
        boolean repeat = runLooks.stream().anyMatch(o -> ((Look) o).repeatEdges());
        drawChunks(
                g,
                t,
                view,
                level,
                w,
                h,
                repeat,
                (cx, cy) -> chunks.composite(shown, runLooks, level, cx, cy, runAtlases));
    }

    /** The image of chunk (cx, cy), or null when empty. */
    private interface ChunkSource {
        BufferedImage get(int cx, int cy);
    }

    /** Draws the chunks in view: those of the layer, and with {@code beyond} those outside it too. */
    private static void drawChunks(
            Graphics2D g,
            Camera.GroupTransform t,
            Rectangle view,
            int level,
            int width,
            int height,
            boolean beyond,
            ChunkSource source) {
        int n = ChunkCache.chunkTiles(level);
        double chunkWorld = (double) n * TILE;
        int cx0 = (int) Math.floor(t.toWorldX(view.x) / chunkWorld);
        int cy0 = (int) Math.floor(t.toWorldY(view.y) / chunkWorld);
        int cx1 = (int) Math.floor(t.toWorldX(view.x + view.width) / chunkWorld);
        int cy1 = (int) Math.floor(t.toWorldY(view.y + view.height) / chunkWorld);
        if (!beyond) {
            cx0 = Math.max(0, cx0);
            cy0 = Math.max(0, cy0);
            cx1 = Math.min((width - 1) / n, cx1);
            cy1 = Math.min((height - 1) / n, cy1);
        }
        for (int cy = cy0; cy <= cy1; cy++) {
            int dy0 = (int) Math.round(t.toScreenY(cy * chunkWorld));
            int dy1 = (int) Math.round(t.toScreenY((cy + 1) * chunkWorld));
            for (int cx = cx0; cx <= cx1; cx++) {
                BufferedImage img = source.get(cx, cy);
                if (img == null) {
                    continue;
                }
                int dx0 = (int) Math.round(t.toScreenX(cx * chunkWorld));
                int dx1 = (int) Math.round(t.toScreenX((cx + 1) * chunkWorld));
                if (dx1 - dx0 == img.getWidth() && dy1 - dy0 == img.getHeight()) {
                    g.drawImage(img, dx0, dy0, null);
                } else {
                    g.drawImage(img, dx0, dy0, dx1, dy1, 0, 0, img.getWidth(), img.getHeight(), null);
                }
            }
        }
    }

    void paint(Graphics2D g, TileLayer layer, Camera.GroupTransform t, Rectangle view, long timeMs) {
        if (!shows(layer, t, view)) {
            return;
        }
        Look look = look(layer, timeMs);
        if (look.tint >>> 24 == 0) {
            return;
        }
        int level = ChunkCache.levelFor(TILE * t.scale());
        TileAtlas atlas = atlases.computeIfAbsent(
                new AtlasKey(look, level), k -> new TileAtlas(look.image(), 1 << level, look.tint()));
        drawChunks(
                g,
                t,
                view,
                level,
                layer.width(),
                layer.height(),
                look.repeatEdges(),
                (cx, cy) -> chunks.chunk(layer, look, level, cx, cy, atlas));
    }
}
