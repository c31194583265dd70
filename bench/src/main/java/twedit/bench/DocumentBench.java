package twedit.bench;

import java.util.Arrays;
import twedit.model.document.MapDocument;
import twedit.model.document.edits.Cells;
import twedit.model.document.edits.TileOps;
import twedit.model.map.TileLayer;
import twedit.model.map.TwMap;

/**
 * Issue 3's document figures: filling a whole 1000x1000 layer (apply including building the edit, undo, history
 * bytes per cell) and the history cost of a 100-cell paint stroke. Medians after warm-up.
 */
public final class DocumentBench implements BenchMain.Group {
    private static final int SIZE = 1000;
    private static final int WARMUP = 5;
    private static final int RUNS = 9;

    @Override
    public void run() {
        TwMap map = TwMap.newMap(SIZE, SIZE);
        TileLayer game = map.gameLayer().orElseThrow();
        MapDocument doc = new MapDocument(map);
        double[] apply = new double[RUNS];
        double[] undo = new double[RUNS];
        for (int i = 0; i < WARMUP + RUNS; i++) {
            byte[] cell = Cells.tile(1 + i % 200, 0);
            long t0 = System.nanoTime();
            if (!doc.apply(TileOps.fill(game, cell))) {
                throw new IllegalStateException("the fill was a no-op");
            }
            long t1 = System.nanoTime();
            doc.undo();
            long t2 = System.nanoTime();
            if (game.grid().get(0, 0, 0) != 0 || game.grid().get(SIZE - 1, SIZE - 1, 0) != 0) {
                throw new IllegalStateException("undo did not restore the layer");
            }
            if (i >= WARMUP) {
                apply[i - WARMUP] = (t1 - t0) / 1e6;
                undo[i - WARMUP] = (t2 - t1) / 1e6;
            }
        }
        BenchMain.figure("fill_1m_apply_ms", median(apply), "ms");
        BenchMain.figure("fill_1m_undo_ms", median(undo), "ms");

        MapDocument fresh = new MapDocument(TwMap.newMap(SIZE, SIZE));
        TileLayer layer = fresh.map().gameLayer().orElseThrow();
        fresh.apply(TileOps.fill(layer, Cells.tile(1, 0)));
        BenchMain.figure("fill_1m_history_bytes_per_cell", fresh.historyBytes() / (double) (SIZE * SIZE), "B");

        double[] stroke = new double[RUNS];
        for (int r = 0; r < RUNS; r++) {
            MapDocument d = new MapDocument(TwMap.newMap(SIZE, SIZE));
            TileLayer g = d.map().gameLayer().orElseThrow();
            d.beginStroke("Paint");
            // a wandering 100-cell stroke that passes some cells twice (150 steps)
            for (int s = 0; s < 150; s++) {
                int k = s < 100 ? s : 199 - s;
                d.strokeApply(TileOps.setCell(g, 300 + k, 400 + k / 3, Cells.tile(1 + s % 5, 0)));
            }
            d.endStroke();
            stroke[r] = d.historyBytes();
        }
        BenchMain.figure("stroke_100_history_bytes", median(stroke), "B");
    }

    private static double median(double[] v) {
        double[] s = v.clone();
        Arrays.sort(s);
        return s[s.length / 2];
    }

    /** Runs this group alone (with the model classes on the class path). */
    public static void main(String[] args) {
        new DocumentBench().run();
    }
}
