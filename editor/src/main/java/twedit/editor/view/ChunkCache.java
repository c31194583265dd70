package twedit.editor.view;

import java.awt.AlphaComposite;
import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import twedit.model.map.TileGrid;
import twedit.model.map.TileKind;
import twedit.model.map.TileLayer;
import twedit.model.tiles.DdnetTiles;

/**
 * Rendered pieces of tile layers: square chunks of tiles drawn at a power-of-two resolution (1 to 64 pixels per
 * tile), kept in least-recently-used order within a memory budget. A change of some tiles marks only the chunks
 * it touches, which redraw just those tiles when next asked for.
 */
public final class ChunkCache {
    /** Pixels per tile of each level: level L draws tiles at 1 << L pixels. */
    public static final int MAX_LEVEL = 6;

    private final long budgetBytes;
    private long bytes;
    private final LinkedHashMap<ChunkKey, Chunk> chunks = new LinkedHashMap<>(256, 0.75f, true);
    private final Map<TileLayer, Object> looks = new java.util.IdentityHashMap<>();
    private int[] scratch = new int[0];

    /** What a cached chunk shows: one layer, or several layers composited. */
    private interface ChunkKey {
        boolean uses(TileLayer l);

        int level();

        int cx();

        int cy();
    }

    private record Key(TileLayer layer, int level, int cx, int cy) implements ChunkKey {
        @Override
        public boolean uses(TileLayer l) {
            return layer == l;
        }
    }

    /** Consecutive layers of a group drawn over each other into one chunk (each with the look it had). */
    private record RunKey(List<TileLayer> run, List<Object> runLooks, int level, int cx, int cy) implements ChunkKey {
        @Override
        public boolean uses(TileLayer l) {
            for (TileLayer t : run) {
                if (t == l) {
                    return true;
                }
            }
            return false;
        }
    }

    /** One chunk: its image (null while every tile is empty) and the tile rectangle still to redraw. */
    private static final class Chunk {
        BufferedImage image;
        boolean empty;
        int dirtyX0;
        int dirtyY0;
        int dirtyX1 = -1;
        int dirtyY1 = -1;
        boolean rendered;
    }

    /** The memory budget this cache keeps within, in bytes. */
    public long budgetBytes() {
        return budgetBytes;
    }

    public ChunkCache(long budgetBytes) {
        this.budgetBytes = budgetBytes;
    }

    /**
     * Tiles per chunk side at a level: chunk images stay at most 512 px wide (at 100 % a frame needs about a third
     * of the pixels 1024 px chunks would draw), and 256 px at 100 %: a pan draws only the strip that came into view,
     * and with smaller chunks the chunks a strip touches on every layer of a big map stay within the budget
     * (measured on a 45-layer map: the pan's median CPU time 58 ms with 512 px chunks, 21 ms with 256 px).
     */
    public static int chunkTiles(int level) {
        return level >= 5 ? 8 : Math.max(16, Math.min(256, 512 >> level));
    }

    /** The level to draw at for a screen size of one tile in pixels: the smallest at least as fine. */
    public static int levelFor(double screenPixelsPerTile) {
        int level = 0;
        while (level < MAX_LEVEL && (1 << level) < screenPixelsPerTile * 0.999) {
            level++;
        }
        return level;
    }

    /**
     * The chunk (cx, cy) of a layer at a level, drawn from {@code atlas}; null when all its tiles are empty.
     *
     * @param look what the layer's pixels depend on besides its tiles (image, colour); a different look redraws all
     */
    public BufferedImage chunk(TileLayer layer, Object look, int level, int cx, int cy, TileAtlas atlas) {
        Object old = looks.get(layer);
        if (old == null || !old.equals(look)) {
            invalidateLayer(layer);
            looks.put(layer, look);
        }
        Key key = new Key(layer, level, cx, cy);
        Chunk c = chunks.get(key);
        int n = chunkTiles(level);
        if (c == null) {
            c = new Chunk();
            chunks.put(key, c);
        }
        boolean repeat = look instanceof TileLayerPainter.Look && ((TileLayerPainter.Look) look).repeatEdges();
        if (!c.rendered) {
            c.empty = isEmpty(layer, cx * n, cy * n, n, repeat);
            if (!c.empty) {
                render(c, layer, cx * n, cy * n, n, 0, 0, n, n, atlas, repeat);
            }
            c.rendered = true;
            c.dirtyX1 = -1;
        } else if (c.dirtyX1 >= 0) {
            if (c.image == null) {
                c.empty = isEmpty(layer, cx * n, cy * n, n, repeat);
                if (!c.empty) {
                    render(c, layer, cx * n, cy * n, n, 0, 0, n, n, atlas, repeat);
                }
            } else {
                render(
                        c,
                        layer,
                        cx * n,
                        cy * n,
                        n,
                        c.dirtyX0,
                        c.dirtyY0,
                        c.dirtyX1 - c.dirtyX0,
                        c.dirtyY1 - c.dirtyY0,
                        atlas,
                        repeat);
            }
            c.dirtyX1 = -1;
        }
        return c.empty ? null : c.image;
    }

    /** Whether the chunk's tiles are all empty; with {@code repeat}, tiles outside the layer are its edge tiles. */
    private static boolean isEmpty(TileLayer layer, int x0, int y0, int n, boolean repeat) {
        TileGrid grid = layer.grid();
        int idByte = DdnetTiles.typeByte(layer.kind());
        byte[] cells = grid.rawCells();
        int cb = grid.cellBytes();
        int x1 = Math.min(grid.width(), x0 + n);
        int y1 = Math.min(grid.height(), y0 + n);
        if (repeat) {
            // the edge rows and columns stand for everything beyond them
            x1 = clamp(x0 + n - 1, grid.width()) + 1;
            y1 = clamp(y0 + n - 1, grid.height()) + 1;
            x0 = clamp(x0, grid.width());
            y0 = clamp(y0, grid.height());
        } else {
            // a chunk left of or above the layer (drawn for a neighbour in a composited run that repeats its edges)
            x0 = Math.max(0, x0);
            y0 = Math.max(0, y0);
        }
        for (int y = y0; y < y1; y++) {
            int o = (y * grid.width() + x0) * cb + idByte;
            for (int x = x0; x < x1; x++, o += cb) {
                if (cells[o] != 0) {
                    return false;
                }
            }
        }
        return true;
    }

    private static int clamp(int v, int size) {
        return Math.max(0, Math.min(size - 1, v));
    }

    /**
     * Draws tiles (rx, ry, rw, rh), relative to the chunk, into the chunk's image; with {@code repeat} a tile outside
     * the layer is the nearest edge tile (the game's border), else nothing.
     */
    private void render(
            Chunk c,
            TileLayer layer,
            int x0,
            int y0,
            int n,
            int rx,
            int ry,
            int rw,
            int rh,
            TileAtlas atlas,
            boolean repeat) {
        int ppt = atlas.ppt();
        int side = n * ppt;
        if (c.image == null) {
            c.image = new BufferedImage(side, side, BufferedImage.TYPE_INT_ARGB_PRE);
            bytes += (long) side * side * 4;
            trim();
        }
        // drawn into a scratch block, then copied in once: the image keeps its own buffer (and stays drawable
        // with any transform on every pipeline); the block is reused, so drawing chunks makes no garbage
        int bw = rw * ppt;
        int[] dst = scratch(bw * rh * ppt);
        TileGrid grid = layer.grid();
        TileKind kind = layer.kind();
        int idByte = DdnetTiles.typeByte(kind);
        int flagsByte = DdnetTiles.flagsByte(kind);
        byte[] cells = grid.rawCells();
        int cb = grid.cellBytes();
        for (int ty = 0; ty < rh; ty++) {
            int gy = y0 + ry + ty;
            for (int tx = 0; tx < rw; tx++) {
                int gx = x0 + rx + tx;
                if (repeat) {
                    gx = clamp(gx, grid.width());
                    gy = clamp(y0 + ry + ty, grid.height());
                } else if (gx < 0 || gy < 0 || gx >= grid.width() || gy >= grid.height()) {
                    continue;
                }
                int o = (gy * grid.width() + gx) * cb;
                int id = cells[o + idByte] & 0xFF;
                if (id == 0) {
                    continue;
                }
                int flags = flagsByte < 0 ? 0 : cells[o + flagsByte] & 0xFF;
                int[] src = atlas.tile(id, TileAtlas.orientation(flags));
                int d = ty * ppt * bw + tx * ppt;
                for (int py = 0; py < ppt; py++, d += bw) {
                    System.arraycopy(src, py * ppt, dst, d, ppt);
                }
            }
        }
        c.image.getRaster().setDataElements(rx * ppt, ry * ppt, bw, rh * ppt, dst);
    }

    /** A zeroed block of at least {@code n} ints for {@link #render}, reused between calls. */
    private int[] scratch(int n) {
        if (scratch.length < n) {
            scratch = new int[n];
        } else {
            java.util.Arrays.fill(scratch, 0, n, 0);
        }
        return scratch;
    }

    /** Marks the tiles (x, y, w, h) of a layer changed in every cached chunk (single or composite) they touch. */
    public void invalidate(TileLayer layer, int x, int y, int w, int h) {
        if (!looks.containsKey(layer)) {
            return;
        }
        // a changed edge tile also changes everything beyond it where edges repeat
        int far = 1 << 28;
        int x0 = x <= 0 ? -far : x;
        int y0 = y <= 0 ? -far : y;
        int x1 = x + w >= layer.width() ? far : x + w;
        int y1 = y + h >= layer.height() ? far : y + h;
        x = x0;
        y = y0;
        w = x1 - x0;
        h = y1 - y0;
        for (Map.Entry<ChunkKey, Chunk> e : chunks.entrySet()) {
            ChunkKey k = e.getKey();
            Chunk c = e.getValue();
            if (!c.rendered || !k.uses(layer)) {
                continue;
            }
            int n = chunkTiles(k.level());
            int ax = Math.max(x - k.cx() * n, 0);
            int ay = Math.max(y - k.cy() * n, 0);
            int bx = Math.min(x + w - k.cx() * n, n);
            int by = Math.min(y + h - k.cy() * n, n);
            if (ax >= bx || ay >= by) {
                continue;
            }
            if (c.dirtyX1 < 0) {
                c.dirtyX0 = ax;
                c.dirtyY0 = ay;
                c.dirtyX1 = bx;
                c.dirtyY1 = by;
            } else {
                c.dirtyX0 = Math.min(c.dirtyX0, ax);
                c.dirtyY0 = Math.min(c.dirtyY0, ay);
                c.dirtyX1 = Math.max(c.dirtyX1, bx);
                c.dirtyY1 = Math.max(c.dirtyY1, by);
            }
        }
    }

    /**
     * The chunk (cx, cy) of several layers drawn in order into one image, so a frame blends one image per run of
     * layers instead of one per layer; null when all are empty there.
     */
    public BufferedImage composite(
            List<TileLayer> run, List<Object> runLooks, int level, int cx, int cy, List<TileAtlas> atlases) {
        RunKey key = new RunKey(List.copyOf(run), List.copyOf(runLooks), level, cx, cy);
        Chunk kept = chunks.get(key);
        if (kept != null && kept.rendered && kept.dirtyX1 < 0) {
            // drawn and unchanged: its layers' own chunks are not needed (nor kept alive) for it
            return kept.image;
        }
        BufferedImage[] parts = new BufferedImage[run.size()];
        boolean any = false;
        for (int i = 0; i < parts.length; i++) {
            parts[i] = chunk(run.get(i), runLooks.get(i), level, cx, cy, atlases.get(i));
            any |= parts[i] != null;
        }
        Chunk c = kept;
        if (c == null) {
            c = new Chunk();
            chunks.put(key, c);
        }
        int n = chunkTiles(level);
        int ppt = 1 << level;
        if (!any && c.image == null) {
            c.rendered = true;
            c.dirtyX1 = -1;
            return null;
        }
        if (c.image == null) {
            c.image = new BufferedImage(n * ppt, n * ppt, BufferedImage.TYPE_INT_ARGB_PRE);
            bytes += (long) n * ppt * n * ppt * 4;
            c.rendered = false;
            trim();
        }
        if (!c.rendered || c.dirtyX1 >= 0) {
            int x0 = c.rendered ? c.dirtyX0 * ppt : 0;
            int y0 = c.rendered ? c.dirtyY0 * ppt : 0;
            int w = c.rendered ? (c.dirtyX1 - c.dirtyX0) * ppt : n * ppt;
            int h = c.rendered ? (c.dirtyY1 - c.dirtyY0) * ppt : n * ppt;
            Graphics2D g = c.image.createGraphics();
            g.setComposite(AlphaComposite.Clear);
            g.fillRect(x0, y0, w, h);
            g.setComposite(AlphaComposite.SrcOver);
            g.clipRect(x0, y0, w, h);
            for (BufferedImage part : parts) {
                if (part != null) {
                    g.drawImage(part, 0, 0, null);
                }
            }
            g.dispose();
            c.rendered = true;
            c.dirtyX1 = -1;
        }
        return c.image;
    }

    /** Drops every chunk of a layer (new grid, image or colour). */
    public void invalidateLayer(TileLayer layer) {
        looks.remove(layer);
        removeIf(k -> k.uses(layer));
    }

    /** Drops the chunks of layers no longer in the map. */
    public void retainOnly(Set<TileLayer> layers) {
        looks.keySet().removeIf(l -> !layers.contains(l));
        removeIf(k -> k instanceof Key ? !layers.contains(((Key) k).layer) : !layers.containsAll(((RunKey) k).run));
    }

    /** Drops every chunk that shows one of {@code layers}. */
    public void forget(Set<TileLayer> layers) {
        looks.keySet().removeIf(layers::contains);
        removeIf(k -> k instanceof Key
                ? layers.contains(((Key) k).layer)
                : ((RunKey) k).run.stream().anyMatch(layers::contains));
    }

    /** Drops everything. */
    public void clear() {
        chunks.clear();
        looks.clear();
        bytes = 0;
    }

    /** The memory the chunk images hold. */
    public long bytes() {
        return bytes;
    }

    private void removeIf(java.util.function.Predicate<ChunkKey> p) {
        for (Iterator<Map.Entry<ChunkKey, Chunk>> it = chunks.entrySet().iterator(); it.hasNext(); ) {
            Map.Entry<ChunkKey, Chunk> e = it.next();
            if (p.test(e.getKey())) {
                drop(e.getValue());
                it.remove();
            }
        }
    }

    private void drop(Chunk c) {
        if (c.image != null) {
            bytes -= (long) c.image.getWidth() * c.image.getHeight() * 4;
        }
    }

    private void trim() {
        Iterator<Map.Entry<ChunkKey, Chunk>> it = chunks.entrySet().iterator();
        while (bytes > budgetBytes && it.hasNext()) {
            Map.Entry<ChunkKey, Chunk> e = it.next();
            drop(e.getValue());
            it.remove();
        }
    }
}
