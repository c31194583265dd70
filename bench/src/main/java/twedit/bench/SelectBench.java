package twedit.bench;

import java.util.Arrays;
import twedit.model.document.MapDocument;
import twedit.model.document.edits.TileOps;
import twedit.model.map.TileLayer;
import twedit.model.map.TwMap;
import twedit.model.replace.ReplacePlan;
import twedit.model.replace.ReplaceScope;
import twedit.model.replace.TileReplacer;
import twedit.model.replace.TileSpec;
import twedit.model.select.CellMask;
import twedit.model.select.SameTiles;
import twedit.model.select.TileMatch;

/**
 * Issue 17's find, select and replace figures on a 1000x1000 game layer of mixed solid, freeze and air: the magic
 * wand over the whole layer and over one large connected region, and a replace (count and apply, then undo). Medians
 * after warm-up; each must stay under 100 ms.
 */
public final class SelectBench implements BenchMain.Group {
    private static final int SIZE = 1000;
    private static final int WARMUP = 5;
    private static final int RUNS = 9;

    @Override
    public void run() {
        MapDocument doc = new MapDocument(TwMap.newMap(SIZE, SIZE));
        TileLayer game = doc.map().gameLayer().orElseThrow();
        doc.apply(TileOps.rewrite("Pattern", game, 0, 0, SIZE, SIZE, (x, y, raw, off, out) -> {
            System.arraycopy(raw, off, out, 0, out.length);
            out[0] = (byte) (x / 7 % 3 == 0 && y / 5 % 2 == 0 ? 1 : (x * 31 + y * 17) % 11 == 0 ? 9 : 0);
            return true;
        }));
        double[] whole = new double[RUNS];
        double[] region = new double[RUNS];
        double[] replace = new double[RUNS];
        int cells = 0;
        for (int i = 0; i < WARMUP + RUNS; i++) {
            long t0 = System.nanoTime();
            CellMask w = SameTiles.select(game, 0, 0, TileMatch.ID_AND_FLAGS, false);
            long t1 = System.nanoTime();
            CellMask r = SameTiles.select(game, 7, 0, TileMatch.ID, true); // an air cell: the big connected region
            long t2 = System.nanoTime();
            ReplacePlan plan =
                    TileReplacer.plan(doc.map(), new ReplaceScope.OneLayer(game), TileSpec.of(1), TileSpec.of(3));
            doc.apply(plan.edit());
            long t3 = System.nanoTime();
            doc.undo();
            if (w.isEmpty() || r.count() < SIZE || plan.cells() == 0) {
                throw new IllegalStateException("the pattern selected nothing");
            }
            cells = plan.cells();
            if (i >= WARMUP) {
                whole[i - WARMUP] = (t1 - t0) / 1e6;
                region[i - WARMUP] = (t2 - t1) / 1e6;
                replace[i - WARMUP] = (t3 - t2) / 1e6;
            }
        }
        BenchMain.figure("select_same_1000_ms", median(whole), "ms (whole layer)");
        BenchMain.figure("select_same_1000_contiguous_ms", median(region), "ms");
        BenchMain.figure("replace_1000_ms", median(replace), "ms (" + cells + " cells, count and apply)");
    }

    private static double median(double[] v) {
        double[] s = v.clone();
        Arrays.sort(s);
        return s[s.length / 2];
    }

    /** Runs this group alone (with the model classes on the class path). */
    public static void main(String[] args) {
        new SelectBench().run();
    }
}
