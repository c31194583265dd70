package twedit.model.select;

import java.util.Arrays;
import twedit.model.map.TileKind;
import twedit.model.map.TileLayer;

/**
 * The magic wand: the cells of a layer that hold the same tile as a clicked one, either the 4-connected region around
 * it or every such cell of the layer. Linear in the layer's cells (a 1000x1000 layer takes milliseconds).
 */
public final class SameTiles {
    private SameTiles() {}

    /**
     * The cells like the one at (x, y) by {@code match}: the 4-connected region holding it when {@code contiguous},
     * else the whole layer's. Empty when (x, y) is outside the layer.
     */
    public static CellMask select(TileLayer layer, int x, int y, TileMatch match, boolean contiguous) {
        if (!layer.grid().contains(x, y)) {
            return CellMask.empty();
        }
        return contiguous ? region(layer, x, y, match) : everywhere(layer, x, y, match);
    }

    private static CellMask everywhere(TileLayer layer, int x, int y, TileMatch match) {
        int w = layer.width();
        int h = layer.height();
        TileKind kind = layer.kind();
        int cb = kind.cellBytes();
        byte[] raw = layer.grid().rawCells();
        byte[] seed = Arrays.copyOfRange(raw, (y * w + x) * cb, (y * w + x + 1) * cb);
        long[] bits = new long[(w * h + 63) >>> 6];
        int n = w * h;
        for (int i = 0; i < n; i++) {
            if (match.matches(kind, raw, i * cb, seed, 0)) {
                bits[i >>> 6] |= 1L << i;
            }
        }
        return CellMask.ofLayerBits(bits, w, h);
    }

    private static CellMask region(TileLayer layer, int x, int y, TileMatch match) {
        int w = layer.width();
        int h = layer.height();
        TileKind kind = layer.kind();
        int cb = kind.cellBytes();
        byte[] raw = layer.grid().rawCells();
        int start = y * w + x;
        byte[] seed = Arrays.copyOfRange(raw, start * cb, start * cb + cb);
        long[] seen = new long[(w * h + 63) >>> 6];
        // scanline fill, as TileOps.floodFill: take a seed's whole matching span, then seed the rows above and below
        int[] stack = new int[64];
        int top = 0;
        stack[top++] = start;
        while (top > 0) {
            int idx = stack[--top];
            if (get(seen, idx)) {
                continue;
            }
            int row = idx - idx % w;
            int left = idx;
            while (left > row && !get(seen, left - 1) && match.matches(kind, raw, (left - 1) * cb, seed, 0)) {
                left--;
            }
            int right = idx;
            while (right < row + w - 1
                    && !get(seen, right + 1)
                    && match.matches(kind, raw, (right + 1) * cb, seed, 0)) {
                right++;
            }
            for (int i = left; i <= right; i++) {
                seen[i >>> 6] |= 1L << i;
            }
            for (int dir = -1; dir <= 1; dir += 2) {
                int other = row + dir * w;
                if (other < 0 || other >= w * h) {
                    continue;
                }
                boolean inRun = false;
                for (int i = left; i <= right; i++) {
                    int nb = i + dir * w;
                    boolean m = !get(seen, nb) && match.matches(kind, raw, nb * cb, seed, 0);
                    if (m && !inRun) {
                        if (top == stack.length) {
                            stack = Arrays.copyOf(stack, stack.length * 2);
                        }
                        stack[top++] = nb;
                    }
                    inRun = m;
                }
            }
        }
        return CellMask.ofLayerBits(seen, w, h);
    }

    private static boolean get(long[] bits, int i) {
        return (bits[i >>> 6] & 1L << i) != 0;
    }
}
