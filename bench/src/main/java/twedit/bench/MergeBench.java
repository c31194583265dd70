package twedit.bench;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import twedit.model.codec.MapDecoder;
import twedit.model.codec.MapEncoder;
import twedit.model.codec.SaveOptions;
import twedit.model.datafile.DatafileWriter;
import twedit.model.datafile.ReadLimits;
import twedit.model.document.MapDocument;
import twedit.model.document.edits.Edits;
import twedit.model.document.edits.TilePatch;
import twedit.model.map.Group;
import twedit.model.map.TileGrid;
import twedit.model.map.TileKind;
import twedit.model.map.TileLayer;
import twedit.model.map.TwMap;
import twedit.model.merge.MergeResult;
import twedit.model.merge.ThreeWayMerge;

/**
 * Issue 39's figure `merge_3mb_ms`: what `twedit merge` does for two versions of a ~3 MB map (read the three files,
 * merge, write the result), median of five; `merge_3mb_merge_only_ms` the merge alone, `merge_3mb_cpu_ms` the CPU
 * time of the whole (all threads). The map is built in code:
 * a 1000x500 Game layer and tile layers of scattered tiles (little of it compresses), about 3 MB saved. Each side
 * paints 5,000 cells of its own, and one adds a tile layer.
 */
final class MergeBench implements BenchMain.Group {
    private static final int W = 1000;
    private static final int H = 500;

    @Override
    public void run() throws Exception {
        byte[] base = save(baseMap());
        byte[] ours = save(side(load(base), 1, false));
        byte[] theirs = save(side(load(base), 2, true));
        BenchMain.figure("merge_3mb_file_kb", base.length / 1024.0, "KiB");
        // as `twedit merge` does: the merged map compresses on every core
        java.util.concurrent.ExecutorService pool = java.util.concurrent.Executors.newFixedThreadPool(
                Runtime.getRuntime().availableProcessors());
        List<Double> whole = new ArrayList<>();
        List<Double> cpuMs = new ArrayList<>();
        var cpu = (com.sun.management.OperatingSystemMXBean)
                java.lang.management.ManagementFactory.getOperatingSystemMXBean();
        List<Double> only = new ArrayList<>();
        long outBytes = 0;
        for (int i = 0; i < 6; i++) {
            long c0 = cpu.getProcessCpuTime();
            long t0 = System.nanoTime();
            TwMap b = load(base);
            TwMap o = load(ours);
            TwMap t = load(theirs);
            long t1 = System.nanoTime();
            MergeResult r = ThreeWayMerge.merge(b, o, t);
            long t2 = System.nanoTime();
            byte[] out = new DatafileWriter(pool)
                    .write(twedit.model.datafile.QuickCompression.of(
                            new MapEncoder(SaveOptions.DDNET).encode(r.map()), pool));
            long t3 = System.nanoTime();
            long c3 = cpu.getProcessCpuTime();
            if (!r.clean() || out.length == 0) {
                throw new IllegalStateException(
                        "the bench merge conflicted: " + r.conflicts().size());
            }
            outBytes = out.length;
            if (i > 0) {
                whole.add((t3 - t0) / 1e6);
                cpuMs.add((c3 - c0) / 1e6);
                only.add((t2 - t1) / 1e6);
            }
        }
        pool.shutdown();
        BenchMain.figure("merge_3mb_ms", median(whole), "ms");
        BenchMain.figure("merge_3mb_out_kb", outBytes / 1024.0, "KiB");
        BenchMain.figure("merge_3mb_merge_only_ms", median(only), "ms");
        // the CPU all threads spent (collector included): what the figure is on a machine not shared with others
        BenchMain.figure("merge_3mb_cpu_ms", median(cpuMs), "ms");
    }

    private static double median(List<Double> v) {
        double[] a = v.stream().mapToDouble(Double::doubleValue).sorted().toArray();
        return a[a.length / 2];
    }

    static byte[] save(TwMap m) throws Exception {
        return new DatafileWriter().write(new MapEncoder(SaveOptions.DDNET).encode(m));
    }

    static TwMap load(byte[] b) throws Exception {
        return new MapDecoder(ReadLimits.DDNET).read(b).map();
    }

    private static TwMap baseMap() {
        TwMap m = TwMap.newMap(W, H);
        MapDocument doc = new MapDocument(m);
        Random r = new Random(39);
        Group game = m.groups().get(0);
        TilePatch.Builder g = TilePatch.builder((TileLayer) game.layers().get(0));
        for (int i = 0; i < W * H / 3; i++) {
            g.set(r.nextInt(W), r.nextInt(H), new byte[] {(byte) (1 + r.nextInt(3)), 0, 0, 0});
        }
        doc.apply(g.build("walls"));
        for (int l = 0; l < 8; l++) {
            TileLayer t = new TileLayer(TileKind.TILES, "Design " + l, new TileGrid(W, H, 4));
            doc.apply(Edits.addLayer(game, game.layers().size(), t));
            TilePatch.Builder p = TilePatch.builder(t);
            for (int i = 0; i < W * H / 3; i++) {
                p.set(r.nextInt(W), r.nextInt(H), new byte[] {(byte) r.nextInt(256), (byte) r.nextInt(4), 0, 0});
            }
            doc.apply(p.build("design"));
        }
        return m;
    }

    /** One side's work: 5,000 cells painted in its own half of each layer, and maybe a new layer. */
    private static TwMap side(TwMap m, int seed, boolean addLayer) {
        MapDocument doc = new MapDocument(m);
        Random r = new Random(seed);
        int x0 = seed == 1 ? 0 : W / 2;
        for (var l : m.allLayers()) {
            TileLayer t = (TileLayer) l;
            TilePatch.Builder p = TilePatch.builder(t);
            for (int i = 0; i < 1000; i++) {
                p.set(x0 + r.nextInt(W / 2), r.nextInt(H), new byte[] {(byte) (5 + seed), 0, 0, 0});
            }
            doc.apply(p.build("paint"));
        }
        if (addLayer) {
            Group game = m.groups().get(0);
            TileLayer t = new TileLayer(TileKind.TILES, "Theirs", new TileGrid(W, H, 4));
            doc.apply(Edits.addLayer(game, game.layers().size(), t));
        }
        return m;
    }
}
