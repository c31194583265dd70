package twedit.model.document.edits;

import java.util.Arrays;
import java.util.BitSet;
import twedit.model.map.TileGrid;
import twedit.model.map.TileKind;
import twedit.model.map.TileLayer;
import twedit.model.tiles.OpaqueTiles;

/**
 * Tile tools as edit builders: they read the layer and return an edit, never changing the map themselves
 * (give the result to {@code MapDocument.apply} or {@code strokeApply}). Rectangles are clipped to the layer.
 */
public final class TileOps {
    private TileOps() {}

    /** Sets one cell (ignored outside the layer). */
    public static TilePatch setCell(TileLayer layer, int x, int y, byte[] cell) {
        checkCell(layer, cell);
        return TilePatch.builder(layer).set(x, y, cell).build("Paint");
    }

    /**
     * Gives every tile of a tiles layer the flags DDNet's editor saves for it with an image of {@code opaque} tiles
     * (after the layer's image, its pixels or its colour's alpha changed): "Tile flags", a no-op when all agree.
     */
    public static TilePatch refreshOpacity(TileLayer layer, OpaqueTiles opaque) {
        TilePatch.Builder b = TilePatch.builder(layer);
        if (layer.kind() == TileKind.TILES) {
            TileGrid g = layer.grid();
            byte[] cell = new byte[g.cellBytes()];
            for (int y = 0; y < layer.height(); y++) {
                for (int x = 0; x < layer.width(); x++) {
                    int index = g.get(x, y, 0);
                    int flags = g.get(x, y, 1);
                    int want = opaque.flags(index, flags);
                    if (index != 0 && want != flags) {
                        g.readCell(x, y, cell, 0);
                        cell[1] = (byte) want;
                        b.set(x, y, cell);
                    }
                }
            }
        }
        return b.build("Tile flags");
    }

    /** Fills the whole layer with one cell ("Fill layer", or "Clear layer" with the empty cell). */
    public static TileRectEdit fill(TileLayer layer, byte[] cell) {
        checkCell(layer, cell);
        return rect(
                isEmpty(cell) ? "Clear layer" : "Fill layer",
                layer,
                0,
                0,
                layer.width(),
                layer.height(),
                TileBrush.single(cell));
    }

    /** Fills a rectangle with one cell ("Rectangle fill", or "Rectangle erase" with the empty cell). */
    public static TileRectEdit fillRect(TileLayer layer, int x, int y, int w, int h, byte[] cell) {
        checkCell(layer, cell);
        return fillRect(layer, x, y, w, h, TileBrush.single(cell));
    }

    /**
     * Fills a rectangle with a brush repeated from the rectangle's top-left corner: "Rectangle fill" in the history,
     * "Rectangle erase" when every cell of the brush is empty (the history tells it from a bucket fill and a paint).
     */
    public static TileRectEdit fillRect(TileLayer layer, int x, int y, int w, int h, TileBrush pattern) {
        return rect(isEmpty(pattern) ? "Rectangle erase" : "Rectangle fill", layer, x, y, w, h, pattern);
    }

    /** Pastes a brush with its top-left cell at (x, y), all cells including empty ones. */
    public static TileRectEdit paste(TileLayer layer, int x, int y, TileBrush brush) {
        return rect("Paste", layer, x, y, brush.width(), brush.height(), brush);
    }

    private static TileRectEdit rect(String label, TileLayer layer, int x, int y, int w, int h, TileBrush pattern) {
        checkBrush(layer, pattern);
        int x0 = clamp(x, layer.width());
        int y0 = clamp(y, layer.height());
        int x1 = Math.max(x0, clamp((long) x + Math.max(0, w), layer.width()));
        int y1 = Math.max(y0, clamp((long) y + Math.max(0, h), layer.height()));
        // the pattern is anchored at (x, y): the clipped corner (x0, y0) takes pattern cell (x0 - x, y0 - y)
        return new TileRectEdit(label, layer, x0, y0, x1 - x0, y1 - y0, pattern, x0 - x, y0 - y);
    }

    /**
     * Stamps a brush with its top-left cell at (x, y) as a sparse patch (what a paint stroke step uses); with
     * {@code skipEmpty} the brush's all-zero cells leave the layer alone.
     */
    public static TilePatch stamp(TileLayer layer, int x, int y, TileBrush brush, boolean skipEmpty) {
        checkBrush(layer, brush);
        TilePatch.Builder b = TilePatch.builder(layer);
        byte[] raw = brush.raw();
        for (int by = 0; by < brush.height(); by++) {
            for (int bx = 0; bx < brush.width(); bx++) {
                if (!skipEmpty || !brush.isEmpty(bx, by)) {
                    b.set(x + bx, y + by, raw, (by * brush.width() + bx) * brush.cellBytes());
                }
            }
        }
        return b.build("Paint");
    }

    /**
     * Bucket fill: replaces the 4-connected region of cells equal (all bytes) to the cell at (x, y) with
     * {@code cell}. A no-op outside the layer or when the region already holds {@code cell}. "Bucket fill" in the
     * history ("Bucket erase" with the empty cell).
     */
    public static TilePatch floodFill(TileLayer layer, int x, int y, byte[] cell) {
        checkCell(layer, cell);
        String label = isEmpty(cell) ? "Bucket erase" : "Bucket fill";
        TilePatch.Builder b = TilePatch.builder(layer);
        TileGrid g = layer.grid();
        int w = layer.width();
        int h = layer.height();
        int cb = cell.length;
        if (!g.contains(x, y)) {
            return b.build(label);
        }
        byte[] raw = g.rawCells();
        int start = y * w + x;
        byte[] target = Arrays.copyOfRange(raw, start * cb, start * cb + cb);
        if (Arrays.equals(target, cell)) {
            return b.build(label);
        }
        // scanline fill: take the whole matching span of a seed's row, then seed the rows above and below
        BitSet seen = new BitSet(w * h);
        int[] stack = new int[64];
        int top = 0;
        stack[top++] = start;
        while (top > 0) {
            int idx = stack[--top];
            if (seen.get(idx)) {
                continue;
            }
            int row = idx - idx % w;
            int left = idx;
            while (left > row && !seen.get(left - 1) && matches(raw, left - 1, cb, target)) {
                left--;
            }
            int right = idx;
            while (right < row + w - 1 && !seen.get(right + 1) && matches(raw, right + 1, cb, target)) {
                right++;
            }
            seen.set(left, right + 1);
            b.putRun(left, right - left + 1, target, cell);
            for (int dir = -1; dir <= 1; dir += 2) {
                int other = row + dir * w;
                if (other < 0 || other >= w * h) {
                    continue;
                }
                boolean inRun = false;
                for (int i = left; i <= right; i++) {
                    int n = i + dir * w;
                    boolean m = !seen.get(n) && matches(raw, n, cb, target);
                    if (m && !inRun) {
                        if (top == stack.length) {
                            stack = Arrays.copyOf(stack, stack.length * 2);
                        }
                        stack[top++] = n;
                    }
                    inRun = m;
                }
            }
        }
        return b.build(label);
    }

    /** Computes a cell's new bytes from its old ones; see {@link #rewrite}. */
    @FunctionalInterface
    public interface CellRewrite {
        /**
         * Decides the cell at (x, y), whose bytes are {@code raw[offset..offset + cellBytes)}: returns false to
         * leave it, or writes all its new bytes into {@code out} (cellBytes long, holding garbage) and returns true.
         */
        boolean rewrite(int x, int y, byte[] raw, int offset, byte[] out);
    }

    /**
     * A patch of the cells of a rectangle (clipped to the layer) that {@code rewrite} changes, built in one pass
     * without lookups, so it stays fast on a whole 1000x1000 layer and its size grows with the changed cells only.
     */
    public static TilePatch rewrite(String label, TileLayer layer, int x, int y, int w, int h, CellRewrite rewrite) {
        TilePatch.Builder b = TilePatch.builder(layer);
        int lw = layer.width();
        int x0 = clamp(x, lw);
        int y0 = clamp(y, layer.height());
        int x1 = clamp((long) x + Math.max(0, w), lw);
        int y1 = clamp((long) y + Math.max(0, h), layer.height());
        int cb = layer.kind().cellBytes();
        byte[] raw = layer.grid().rawCells();
        byte[] out = new byte[cb];
        for (int cy = y0; cy < y1; cy++) {
            for (int cx = x0; cx < x1; cx++) {
                int off = (cy * lw + cx) * cb;
                if (rewrite.rewrite(cx, cy, raw, off, out) && !Arrays.equals(raw, off, off + cb, out, 0, cb)) {
                    b.putNew(cy * lw + cx, raw, off, out, 0);
                }
            }
        }
        return b.build(label);
    }

    private static boolean isEmpty(byte[] cell) {
        for (byte b : cell) {
            if (b != 0) {
                return false;
            }
        }
        return true;
    }

    private static boolean isEmpty(TileBrush brush) {
        for (int y = 0; y < brush.height(); y++) {
            for (int x = 0; x < brush.width(); x++) {
                if (!brush.isEmpty(x, y)) {
                    return false;
                }
            }
        }
        return true;
    }

    private static boolean matches(byte[] raw, int idx, int cb, byte[] target) {
        return Arrays.equals(raw, idx * cb, idx * cb + cb, target, 0, cb);
    }

    private static int clamp(long v, int max) {
        return (int) Math.max(0, Math.min(max, v));
    }

    private static void checkCell(TileLayer layer, byte[] cell) {
        if (cell.length != layer.kind().cellBytes()) {
            throw new IllegalArgumentException(
                    layer + " has " + layer.kind().cellBytes() + "-byte cells, not " + cell.length);
        }
    }

    private static void checkBrush(TileLayer layer, TileBrush brush) {
        if (brush.cellBytes() != layer.kind().cellBytes()) {
            throw new IllegalArgumentException("a brush of " + brush.cellBytes() + "-byte cells cannot paint " + layer);
        }
    }
}
