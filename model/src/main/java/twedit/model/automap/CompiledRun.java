package twedit.model.automap;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * One run precompiled into flat int arrays for a given layer size and buffer stride, and its evaluation loop.
 * Cells are packed ints (index | flags << 16) in a buffer padded with {@link #OUTSIDE}, so a condition is one
 * array read at a fixed delta and a few mask compares, with no bounds checks and no allocation per cell.
 */
final class CompiledRun {
    /** A cell outside the layer: index -1 (0xFFFF in the index bits), no flags. */
    static final int OUTSIDE = 0xFFFF;

    private static final int INDEX_MASK = 0xFFFF;
    private static final int FLAGS_TESTED = INDEX_MASK | (Rule.FLAG_MASK << 16);
    private static final int KIND_INDEX = 1;
    private static final int KIND_NOTINDEX = 0;

    private final int runIndex;
    private final boolean noLayerCopy;
    /** Per live rule: its index in the run (for the random draw), new cell, random threshold. */
    private final int[] ruleIndex;

    private final int[] newValue;
    private final float[] threshold;
    private final boolean[] random;
    /** Conditions of rule r in code[start[r] .. start[r + 1]): dx, dy, kind, n, then n (mask, value) pairs. */
    private final int[] start;

    private final int[] code;
    /** Modulo lines of rule r in mods[modStart[r] .. modStart[r + 1]): mx, my, ox, oy (moduli 0 made 1). */
    private final int[] modStart;

    private final int[] mods;
    /**
     * The live rules worth trying on a cell, by the index it holds when its run starts: rules whose conditions on
     * the cell itself (index only, no flags) fail for that index are left out, and those conditions are not in the
     * code. NoLayerCopy runs keep every rule and condition, since a rule may change the cell for the next one.
     */
    private final int[][] byIndex;
    /** The largest |dx| and |dy| of the live conditions. */
    final int reachX;

    final int reachY;
    /** NoLayerCopy with a condition on a cell already written in this run: results depend on the whole layer. */
    final boolean readsWritten;
    /** Every rule's flags, in the run's order (live or not), for the reference run's clearing. */
    private final int[] allFlags;
    /** Each rule's live index, or -1 when it can never match. */
    private final int[] liveOf;
    /** Whether live rule r is tried on a cell reading index 0 (its conditions on the cell pass for empty). */
    private final boolean[] triedOnEmpty;

    CompiledRun(Run run, int runIndex, int layerWidth, int layerHeight) {
        this.runIndex = runIndex;
        this.noLayerCopy = run.noLayerCopy();
        List<Integer> live = new ArrayList<>();
        int rx = 0;
        int ry = 0;
        boolean behind = false;
        List<Rule> rules = run.rules();
        int[][] perRule = new int[rules.size()][];
        List<boolean[]> selfPasses = new ArrayList<>();
        for (int i = 0; i < rules.size(); i++) {
            boolean[] self = new boolean[256];
            int[] c = compileConditions(rules.get(i), layerWidth, layerHeight, noLayerCopy ? null : self);
            if (c == null) {
                continue; // a condition that always fails: the rule can never match on this layer
            }
            perRule[i] = c;
            live.add(i);
            selfPasses.add(self);
            for (int p = 0; p < c.length; p += 4 + 2 * c[p + 3]) {
                rx = Math.max(rx, Math.abs(c[p]));
                ry = Math.max(ry, Math.abs(c[p + 1]));
                behind |= c[p + 1] < 0 || (c[p + 1] == 0 && c[p] < 0);
            }
        }
        reachX = rx;
        reachY = ry;
        allFlags = new int[rules.size()];
        liveOf = new int[rules.size()];
        Arrays.fill(liveOf, -1);
        for (int i = 0; i < rules.size(); i++) {
            allFlags[i] = rules.get(i).tileFlags() & 0xFF;
        }
        for (int r = 0; r < live.size(); r++) {
            liveOf[live.get(r)] = r;
        }
        readsWritten = noLayerCopy && behind;
        int n = live.size();
        ruleIndex = new int[n];
        newValue = new int[n];
        threshold = new float[n];
        random = new boolean[n];
        start = new int[n + 1];
        modStart = new int[n + 1];
        int codeLen = 0;
        int modLen = 0;
        for (int r = 0; r < n; r++) {
            int i = live.get(r);
            codeLen += perRule[i].length;
            modLen += 4 * rules.get(i).modulos().size();
        }
        code = new int[codeLen];
        mods = new int[modLen];
        int c = 0;
        int m = 0;
        for (int r = 0; r < n; r++) {
            int i = live.get(r);
            Rule rule = rules.get(i);
            ruleIndex[r] = i;
            newValue[r] = (rule.tileId() & 0xFF) | ((rule.tileFlags() & 0xFF) << 16);
            random[r] = rule.randomProbability() < 1.0f;
            threshold[r] = AutomapHash.HASH_MAX * rule.randomProbability();
            start[r] = c;
            System.arraycopy(perRule[i], 0, code, c, perRule[i].length);
            c += perRule[i].length;
            modStart[r] = m;
            for (Modulo mo : rule.modulos()) {
                mods[m++] = mo.mx() == 0 ? 1 : mo.mx();
                mods[m++] = mo.my() == 0 ? 1 : mo.my();
                mods[m++] = mo.ox();
                mods[m++] = mo.oy();
            }
        }
        start[n] = c;
        modStart[n] = m;
        byIndex = new int[256][];
        for (int id = 0; id < 256; id++) {
            int[] list = new int[n];
            int k = 0;
            for (int r = 0; r < n; r++) {
                if (noLayerCopy || selfPasses.get(r)[id]) {
                    list[k++] = r;
                }
            }
            byIndex[id] = Arrays.copyOf(list, k);
        }
        triedOnEmpty = new boolean[n];
        for (int r : byIndex[0]) {
            triedOnEmpty[r] = true;
        }
    }

    /**
     * The rule's effective conditions, those at (0, 0) first (they are cheap and usually decide). Conditions whose
     * offset always leaves the layer are evaluated once against an outside cell: dropped when they pass, and the
     * whole rule is dead (null) when one fails. With {@code self} given, conditions on the cell itself that test
     * no flags are left out of the code and folded into self[index] (whether they all pass for that index).
     */
    private static int[] compileConditions(Rule rule, int width, int height, boolean[] self) {
        if (self != null) {
            Arrays.fill(self, true);
        }
        List<Condition> all = new ArrayList<>();
        List<Condition> rest = new ArrayList<>();
        for (Condition cond : rule.effectiveConditions()) {
            (cond.dx() == 0 && cond.dy() == 0 ? all : rest).add(cond);
        }
        all.addAll(rest);
        int[] out = new int[16];
        int len = 0;
        for (Condition cond : all) {
            if (Math.abs((long) cond.dx()) >= width || Math.abs((long) cond.dy()) >= height) {
                if (!cond.test(-1, 0)) {
                    return null;
                }
                continue;
            }
            if (self != null && cond.dx() == 0 && cond.dy() == 0 && testsNoFlags(cond)) {
                for (int id = 0; id < 256; id++) {
                    self[id] &= cond.test(id, 0);
                }
                continue;
            }
            List<IndexEntry> entries;
            int kind;
            if (cond instanceof Condition.Empty) {
                entries = List.of(IndexEntry.any(0));
                kind = KIND_INDEX;
            } else if (cond instanceof Condition.Full) {
                entries = List.of(IndexEntry.any(0));
                kind = KIND_NOTINDEX;
            } else if (cond instanceof Condition.Index idx) {
                entries = idx.entries();
                kind = KIND_INDEX;
            } else {
                entries = ((Condition.NotIndex) cond).entries();
                kind = KIND_NOTINDEX;
            }
            int need = len + 4 + 2 * entries.size();
            if (need > out.length) {
                out = Arrays.copyOf(out, Math.max(need, out.length * 2));
            }
            out[len++] = cond.dx();
            out[len++] = cond.dy();
            out[len++] = kind;
            out[len++] = entries.size();
            for (IndexEntry e : entries) {
                int id = e.id() & INDEX_MASK;
                out[len++] = e.testsFlags() ? FLAGS_TESTED : INDEX_MASK;
                out[len++] = e.testsFlags() ? id | (e.flags() << 16) : id;
            }
        }
        return Arrays.copyOf(out, len);
    }

    private static boolean testsNoFlags(Condition cond) {
        List<IndexEntry> entries = List.of();
        if (cond instanceof Condition.Index idx) {
            entries = idx.entries();
        } else if (cond instanceof Condition.NotIndex not) {
            entries = not.entries();
        }
        for (IndexEntry e : entries) {
            if (e.testsFlags()) {
                return false;
            }
        }
        return true;
    }

    boolean noLayerCopy() {
        return noLayerCopy;
    }

    /**
     * Runs over the cells [x0, x0 + w) x [y0, y0 + h) of the buffer (stride {@code stride}), reading {@code read}
     * and writing {@code write} (the same array for NoLayerCopy); (layerX0, layerY0) is the layer position of
     * buffer cell (x0, y0), used by the random draw and Modulo.
     */
    void execute(
            int[] read, int[] write, int stride, int x0, int y0, int w, int h, int layerX0, int layerY0, int seed) {
        int n = ruleIndex.length;
        if (n == 0) {
            return;
        }
        int[] bound = code.clone();
        for (int r = 0; r < n; r++) {
            for (int p = start[r]; p < start[r + 1]; p += 4 + 2 * bound[p + 3]) {
                bound[p] = bound[p + 1] * stride + bound[p]; // dx, dy -> buffer delta
            }
        }
        for (int row = 0; row < h; row++) {
            int ly = layerY0 + row;
            int p = (y0 + row) * stride + x0;
            for (int col = 0; col < w; col++, p++) {
                int[] candidates = byIndex[read[p] & 0xFF];
                for (int r : candidates) {
                    if (matches(read, p, bound, start[r], start[r + 1])
                            && (modStart[r] == modStart[r + 1] || moduloPasses(r, layerX0 + col, ly))
                            && (!random[r]
                                    || AutomapHash.location(seed, runIndex, ruleIndex[r], layerX0 + col, ly)
                                            < threshold[r])) {
                        write[p] = newValue[r];
                    }
                }
            }
        }
    }

    /**
     * The first run with a reference (DDNet's Proceed, {@code IsFilterable}): as {@link #execute}, but where the
     * reference is empty each rule in turn first clears a non-empty cell to index 0 with the rule's flags (and goes
     * on to the next rule) before it is tried, as DDNet's workaround does, so the design disappears where the
     * reference has nothing.
     */
    void executeFiltered(
            int[] read, int[] write, int stride, int x0, int y0, int w, int h, int layerX0, int layerY0, int seed) {
        int[] bound = code.clone();
        for (int r = 0; r < ruleIndex.length; r++) {
            for (int p = start[r]; p < start[r + 1]; p += 4 + 2 * bound[p + 3]) {
                bound[p] = bound[p + 1] * stride + bound[p];
            }
        }
        for (int row = 0; row < h; row++) {
            int ly = layerY0 + row;
            int p = (y0 + row) * stride + x0;
            for (int col = 0; col < w; col++, p++) {
                if ((read[p] & INDEX_MASK) != 0) {
                    for (int r : byIndex[read[p] & 0xFF]) {
                        if (passes(read, p, bound, r, layerX0 + col, ly, seed)) {
                            write[p] = newValue[r];
                        }
                    }
                    continue;
                }
                int cur = write[p];
                for (int i = 0; i < allFlags.length; i++) {
                    if ((cur & INDEX_MASK) != 0) {
                        cur = allFlags[i] << 16;
                        continue;
                    }
                    int r = liveOf[i];
                    if (r >= 0 && triedOnEmpty[r] && passes(read, p, bound, r, layerX0 + col, ly, seed)) {
                        cur = newValue[r];
                    }
                }
                write[p] = cur;
            }
        }
    }

    private boolean passes(int[] read, int p, int[] bound, int r, int x, int y, int seed) {
        return matches(read, p, bound, start[r], start[r + 1])
                && (modStart[r] == modStart[r + 1] || moduloPasses(r, x, y))
                && (!random[r] || AutomapHash.location(seed, runIndex, ruleIndex[r], x, y) < threshold[r]);
    }

    private static boolean matches(int[] read, int p, int[] bound, int c, int end) {
        while (c < end) {
            int v = read[p + bound[c]];
            boolean wantHit = bound[c + 2] == KIND_INDEX;
            int e = c + 4 + 2 * bound[c + 3];
            boolean hit = false;
            for (int k = c + 4; k < e; k += 2) {
                if ((v & bound[k]) == bound[k + 1]) {
                    hit = true;
                    break;
                }
            }
            if (hit != wantHit) {
                return false;
            }
            c = e;
        }
        return true;
    }

    private boolean moduloPasses(int r, int x, int y) {
        for (int m = modStart[r]; m < modStart[r + 1]; m += 4) {
            if ((x + mods[m + 2]) % mods[m] == 0 && (y + mods[m + 3]) % mods[m + 1] == 0) {
                return true;
            }
        }
        return false;
    }
}
