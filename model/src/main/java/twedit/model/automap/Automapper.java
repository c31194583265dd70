package twedit.model.automap;

import java.util.List;
import java.util.concurrent.ThreadLocalRandom;
import twedit.model.map.TileGrid;

/**
 * Runs one automapper configuration over a tile grid (cell byte 0 = index, byte 1 = flags) and returns the new
 * cells as an {@link AutomapResult}; it never changes its input. Reusable and thread-safe once built.
 *
 * <p>Each run reads a copy of the layer taken when it starts (or the layer as it is being written, with
 * NoLayerCopy), scans rows top to bottom and cells left to right, and lets every matching rule overwrite the
 * cell's index and flags, so the last match wins. The rectangle variant computes only what a rectangle needs:
 * run k is evaluated over the rectangle grown by the reach of the runs after it, so its results inside equal a
 * whole-layer run.
 */
public final class Automapper {
    /** The largest seed DDNet stores for a layer; fresh seeds are drawn from 1..MAX_SEED. */
    public static final int MAX_SEED = 1_000_000_000;

    private final Configuration config;
    /** The runs compiled for the last layer size (compiling depends on it only through offsets beyond the layer). */
    private volatile Compiled cache;

    private record Compiled(int width, int height, CompiledRun[] runs) {}

    /**
     * What the first run reads instead of the layer (DDNet's Proceed with a reference): the Game layer's grid, and
     * the one game tile whose cells count (other cells read as empty), or -1 for every cell.
     */
    public record Reference(TileGrid game, int tile) {}

    public Automapper(Configuration config) {
        this.config = config;
    }

    /** Runs {@code config} over the whole of {@code input}; seed 0 picks a fresh random seed. */
    public static AutomapResult run(TileGrid input, Configuration config, int seed) {
        return new Automapper(config).run(input, seed);
    }

    public Configuration configuration() {
        return config;
    }

    /** The whole layer's new cells; seed 0 picks a fresh random seed (see {@link AutomapResult#seed}). */
    public AutomapResult run(TileGrid input, int seed) {
        return run(input, seed, 0, 0, input.width(), input.height());
    }

    /**
     * The new cells of the rectangle (clipped to the layer), equal to what a whole-layer run gives there; only the
     * cells around it that the rules can see are computed.
     */
    public AutomapResult run(TileGrid input, int seed, int x, int y, int w, int h) {
        return run(input, seed, x, y, w, h, null);
    }

    /** As {@link #run(TileGrid, int, int, int, int, int)}, the first run reading {@code ref} when it is not null. */
    public AutomapResult run(TileGrid input, int seed, int x, int y, int w, int h, Reference ref) {
        if (input.cellBytes() < 2) {
            throw new IllegalArgumentException("automapping needs cells with index and flags bytes");
        }
        int lw = input.width();
        int lh = input.height();
        int rx0 = clamp(x, lw);
        int ry0 = clamp(y, lh);
        int rx1 = Math.max(rx0, clamp((long) x + Math.max(0, w), lw));
        int ry1 = Math.max(ry0, clamp((long) y + Math.max(0, h), lh));
        int usedSeed = seed != 0 ? seed : ThreadLocalRandom.current().nextInt(1, MAX_SEED + 1);
        byte[] oldCells = new byte[(rx1 - rx0) * (ry1 - ry0) * input.cellBytes()];
        input.readRect(rx0, ry0, rx1 - rx0, ry1 - ry0, oldCells);
        byte[] newCells = oldCells.clone();
        if (rx1 > rx0 && ry1 > ry0) {
            compute(input, usedSeed, new int[] {rx0, ry0, rx1, ry1}, newCells, 0, 0, ref);
        }
        return new AutomapResult(
                lw, lh, rx0, ry0, rx1 - rx0, ry1 - ry0, input.cellBytes(), usedSeed, oldCells, newCells);
    }

    /**
     * What DDNet's editor does to a live-automapped layer after a change of the rectangle (x, y, w, h)
     * (auto_map.cpp {@code ProceedLocalized}): the configuration runs over a copy of the rectangle grown by three
     * times the rules' reach only, whose edges count as the layer's edge, and only the rectangle grown by the reach
     * once is written back. Near the copy's edges it can differ from a whole-layer run, as DDNet's own results do;
     * the random draws and modulo use the layer's own coordinates.
     */
    public AutomapResult runLocalized(TileGrid input, int seed, int x, int y, int w, int h) {
        return runLocalized(input, seed, x, y, w, h, null);
    }

    /** As {@link #runLocalized(TileGrid, int, int, int, int, int)}, the first run reading {@code ref} when given. */
    public AutomapResult runLocalized(TileGrid input, int seed, int x, int y, int w, int h, Reference ref) {
        if (input.cellBytes() < 2) {
            throw new IllegalArgumentException("automapping needs cells with index and flags bytes");
        }
        int[] reach = reach(config);
        int lw = input.width();
        int lh = input.height();
        int cx0 = clamp((long) x + reach[0], lw);
        int cy0 = clamp((long) y + reach[1], lh);
        int cx1 = Math.max(cx0, clamp((long) x + w + reach[2], lw));
        int cy1 = Math.max(cy0, clamp((long) y + h + reach[3], lh));
        int ux0 = clamp((long) x + 3L * reach[0], lw);
        int uy0 = clamp((long) y + 3L * reach[1], lh);
        int ux1 = Math.max(ux0, clamp((long) x + w + 3L * reach[2], lw));
        int uy1 = Math.max(uy0, clamp((long) y + h + 3L * reach[3], lh));
        int usedSeed = seed != 0 ? seed : ThreadLocalRandom.current().nextInt(1, MAX_SEED + 1);
        int cb = input.cellBytes();
        byte[] oldCells = new byte[(cx1 - cx0) * (cy1 - cy0) * cb];
        input.readRect(cx0, cy0, cx1 - cx0, cy1 - cy0, oldCells);
        byte[] newCells = oldCells.clone();
        if (cx1 > cx0 && cy1 > cy0) {
            byte[] part = new byte[(ux1 - ux0) * (uy1 - uy0) * cb];
            input.readRect(ux0, uy0, ux1 - ux0, uy1 - uy0, part);
            TileGrid update = new TileGrid(ux1 - ux0, uy1 - uy0, cb, part, null);
            byte[] out = new byte[part.length];
            // as DDNet: the Game layer's cells of the same rectangle go with the copy
            Reference part2 =
                    ref == null ? null : new Reference(crop(ref.game(), ux0, uy0, ux1 - ux0, uy1 - uy0), ref.tile());
            compute(update, usedSeed, new int[] {0, 0, ux1 - ux0, uy1 - uy0}, out, ux0, uy0, part2);
            int row = (cx1 - cx0) * cb;
            for (int cy = cy0; cy < cy1; cy++) {
                System.arraycopy(out, ((cy - uy0) * (ux1 - ux0) + cx0 - ux0) * cb, newCells, (cy - cy0) * row, row);
            }
        }
        return new AutomapResult(lw, lh, cx0, cy0, cx1 - cx0, cy1 - cy0, cb, usedSeed, oldCells, newCells);
    }

    /**
     * The configuration's reach as DDNet keeps it (auto_map.cpp, {@code m_StartX} .. {@code m_EndY}): the smallest
     * and largest offsets of its position rules, with 0 always in between: {startX, startY, endX, endY}.
     */
    static int[] reach(Configuration config) {
        int[] r = new int[4];
        for (Run run : config.runs()) {
            for (Rule rule : run.rules()) {
                for (Condition c : rule.conditions()) {
                    r[0] = Math.min(r[0], c.dx());
                    r[1] = Math.min(r[1], c.dy());
                    r[2] = Math.max(r[2], c.dx());
                    r[3] = Math.max(r[3], c.dy());
                }
            }
        }
        return r;
    }

    /** The cells of {@code g} in the rectangle (empty where it lies beyond {@code g}), as a grid of its size. */
    private static TileGrid crop(TileGrid g, int x, int y, int w, int h) {
        TileGrid out = new TileGrid(w, h, g.cellBytes());
        byte[] raw = out.rawCells();
        byte[] cell = new byte[g.cellBytes()];
        for (int cy = 0; cy < h; cy++) {
            for (int cx = 0; cx < w; cx++) {
                if (g.contains(x + cx, y + cy)) {
                    g.readCell(x + cx, y + cy, cell, 0);
                    System.arraycopy(cell, 0, raw, (cy * w + cx) * cell.length, cell.length);
                }
            }
        }
        return new TileGrid(w, h, g.cellBytes(), raw, null);
    }

    /**
     * Computes the rectangle's new cells; (ox, oy) is where {@code input} lies in the layer (for draws and modulo);
     * with {@code ref} the first run reads it, in {@code input}'s coordinates.
     */
    private void compute(TileGrid input, int seed, int[] rect, byte[] newCells, int ox, int oy, Reference ref) {
        CompiledRun[] compiled = compiled(input.width(), input.height());
        int n = compiled.length;
        int padX = 0;
        int padY = 0;
        for (int k = 0; k < n; k++) {
            padX = Math.max(padX, compiled[k].reachX);
            padY = Math.max(padY, compiled[k].reachY);
        }
        // regions[k] = the cells run k must compute: the rectangle grown by the reach of every later run
        int[][] regions = new int[n][];
        int[] need = rect.clone();
        for (int k = n - 1; k >= 0; k--) {
            if (compiled[k].readsWritten) {
                need = new int[] {0, 0, input.width(), input.height()};
            }
            regions[k] = need.clone();
            need = grow(need, compiled[k].reachX, compiled[k].reachY, input.width(), input.height());
        }
        // the buffer holds what run 0 reads (need), padded so every read stays inside it
        int bx0 = need[0] - padX;
        int by0 = need[1] - padY;
        int stride = need[2] - need[0] + 2 * padX;
        int rows = need[3] - need[1] + 2 * padY;
        int[] cur = load(input, bx0, by0, stride, rows);
        int[] copy = null;
        for (int k = 0; k < n; k++) {
            int[] r = regions[k];
            int[] read = cur;
            if (k == 0 && ref != null) {
                read = loadReference(
                        ref, input.width(), input.height(), bx0, by0, stride, rows, compiled[0].noLayerCopy());
                compiled[0].executeFiltered(
                        read,
                        cur,
                        stride,
                        r[0] - bx0,
                        r[1] - by0,
                        r[2] - r[0],
                        r[3] - r[1],
                        r[0] + ox,
                        r[1] + oy,
                        seed);
                continue;
            }
            if (!compiled[k].noLayerCopy()) {
                if (copy == null) {
                    copy = new int[cur.length];
                }
                System.arraycopy(cur, 0, copy, 0, cur.length);
                read = copy;
            }
            compiled[k].execute(
                    read, cur, stride, r[0] - bx0, r[1] - by0, r[2] - r[0], r[3] - r[1], r[0] + ox, r[1] + oy, seed);
        }
        store(cur, bx0, by0, stride, rect, input.cellBytes(), newCells);
    }

    private CompiledRun[] compiled(int width, int height) {
        Compiled c = cache;
        if (c == null || c.width() != width || c.height() != height) {
            List<Run> runs = config.runs();
            CompiledRun[] out = new CompiledRun[runs.size()];
            for (int k = 0; k < out.length; k++) {
                out[k] = new CompiledRun(runs.get(k), k, width, height);
            }
            c = new Compiled(width, height, out);
            cache = c;
        }
        return c.runs();
    }

    /** The packed cells of the buffer area at layer position (bx0, by0), OUTSIDE beyond the layer. */
    private static int[] load(TileGrid input, int bx0, int by0, int stride, int rows) {
        int[] buf = new int[stride * rows];
        java.util.Arrays.fill(buf, CompiledRun.OUTSIDE);
        byte[] raw = input.rawCells();
        int cb = input.cellBytes();
        int lw = input.width();
        int xs = Math.max(0, bx0);
        int xe = Math.min(lw, bx0 + stride);
        for (int row = 0; row < rows; row++) {
            int ly = by0 + row;
            if (ly < 0 || ly >= input.height()) {
                continue;
            }
            int src = (ly * lw + xs) * cb;
            int dst = row * stride + (xs - bx0);
            for (int lx = xs; lx < xe; lx++, src += cb, dst++) {
                buf[dst] = (raw[src] & 0xFF) | ((raw[src + 1] & 0xFF) << 16);
            }
        }
        return buf;
    }

    /**
     * What a run reading the reference sees, in buffer coordinates: OUTSIDE beyond the layer, empty where the layer
     * reaches past the Game layer, and (unless {@code unfiltered}: DDNet's NoLayerCopy reads the Game layer as it
     * is) only the reference tile's cells, the others with index 0 and their flags, as DDNet's Proceed copies them.
     */
    private static int[] loadReference(
            Reference ref, int lw, int lh, int bx0, int by0, int stride, int rows, boolean unfiltered) {
        int[] buf = new int[stride * rows];
        java.util.Arrays.fill(buf, CompiledRun.OUTSIDE);
        TileGrid g = ref.game();
        byte[] raw = g.rawCells();
        int cb = g.cellBytes();
        for (int row = 0; row < rows; row++) {
            int ly = by0 + row;
            if (ly < 0 || ly >= lh) {
                continue;
            }
            for (int col = 0; col < stride; col++) {
                int lx = bx0 + col;
                if (lx < 0 || lx >= lw) {
                    continue;
                }
                int v = 0;
                if (lx < g.width() && ly < g.height()) {
                    int src = (ly * g.width() + lx) * cb;
                    int index = raw[src] & 0xFF;
                    int flags = raw[src + 1] & 0xFF;
                    if (!unfiltered && ref.tile() >= 0 && index != ref.tile()) {
                        index = 0;
                    }
                    v = index | (flags << 16);
                }
                buf[row * stride + col] = v;
            }
        }
        return buf;
    }

    /** Writes index and flags of the rectangle's cells into {@code out} (which holds the old cells). */
    private static void store(int[] buf, int bx0, int by0, int stride, int[] rect, int cb, byte[] out) {
        int w = rect[2] - rect[0];
        for (int ly = rect[1]; ly < rect[3]; ly++) {
            int p = (ly - by0) * stride + (rect[0] - bx0);
            int o = (ly - rect[1]) * w * cb;
            for (int i = 0; i < w; i++, p++, o += cb) {
                int v = buf[p];
                out[o] = (byte) v;
                out[o + 1] = (byte) (v >>> 16);
            }
        }
    }

    private static int[] grow(int[] r, int dx, int dy, int w, int h) {
        return new int[] {Math.max(0, r[0] - dx), Math.max(0, r[1] - dy), Math.min(w, r[2] + dx), Math.min(h, r[3] + dy)
        };
    }

    private static int clamp(long v, int max) {
        return (int) Math.max(0, Math.min(max, v));
    }
}
