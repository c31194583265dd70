package twedit.bench;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Random;
import twedit.model.automap.AutomapResult;
import twedit.model.automap.Automapper;
import twedit.model.automap.Configuration;
import twedit.model.automap.RulesParseResult;
import twedit.model.automap.RulesParser;
import twedit.model.map.TileGrid;

/**
 * Issue 8: automapping a 1000x1000 layer of index-1 blobs with grass_main.rules' first configuration (median of
 * several runs after warm-up). The rules come from $TWEDIT_DATA/editor or DDNet's data dir.
 */
public final class AutomapBench implements BenchMain.Group {
    private static final int SIZE = 1000;
    private static final int WARMUP = 3;
    private static final int RUNS = 7;

    @Override
    public void run() throws Exception {
        String dataDir = System.getenv().getOrDefault("TWEDIT_DATA", "/usr/share/games/ddnet/data");
        Path rules = Path.of(dataDir, "editor", "grass_main.rules");
        if (!Files.isRegularFile(rules)) {
            System.out.println("automap: skipped, " + rules + " is missing (install ddnet-data)");
            return;
        }
        RulesParseResult parsed = RulesParser.parse(rules);
        Configuration config = parsed.rules().first().orElseThrow();
        Automapper mapper = new Automapper(config);
        TileGrid layer = blobs(SIZE, SIZE, new Random(8));
        long sink = 0;
        for (int i = 0; i < WARMUP; i++) {
            sink += mapper.run(layer, 1234).changedCount();
        }
        double[] ms = new double[RUNS];
        for (int i = 0; i < RUNS; i++) {
            long t0 = System.nanoTime();
            AutomapResult r = mapper.run(layer, 1234);
            ms[i] = (System.nanoTime() - t0) / 1e6;
            sink += r.seed();
        }
        Arrays.sort(ms);
        if (sink == 42) {
            System.out.println();
        }
        BenchMain.figure("automap_1m_grass_main_ms", ms[RUNS / 2], "ms");
    }

    /** Index-1 blobs (rectangles and their unions) over about 45% of the layer, like a map's solid parts. */
    static TileGrid blobs(int w, int h, Random rnd) {
        TileGrid g = new TileGrid(w, h, 4);
        byte[] cells = g.rawCells();
        int n = w * h / 60;
        for (int i = 0; i < n; i++) {
            int bw = 2 + rnd.nextInt(12);
            int bh = 2 + rnd.nextInt(8);
            int x0 = rnd.nextInt(w);
            int y0 = rnd.nextInt(h);
            for (int y = y0; y < Math.min(h, y0 + bh); y++) {
                for (int x = x0; x < Math.min(w, x0 + bw); x++) {
                    cells[(y * w + x) * 4] = 1;
                }
            }
        }
        return new TileGrid(w, h, 4, cells, null);
    }
}
