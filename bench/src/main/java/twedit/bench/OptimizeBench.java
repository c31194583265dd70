package twedit.bench;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import twedit.model.datafile.ReadLimits;
import twedit.model.document.MapDocument;
import twedit.model.document.Origin;
import twedit.model.document.edits.Cells;
import twedit.model.document.edits.Edits;
import twedit.model.document.edits.TileOps;
import twedit.model.io.MapFiles;
import twedit.model.map.Envelope;
import twedit.model.map.Group;
import twedit.model.map.MapImage;
import twedit.model.map.TileGrid;
import twedit.model.map.TileKind;
import twedit.model.map.TileLayer;
import twedit.model.map.TwMap;
import twedit.model.optimize.OptimizeEdits;
import twedit.model.optimize.OptimizeOptions;
import twedit.model.optimize.Optimizer;
import twedit.model.optimize.PixelMemo;
import twedit.model.optimize.TightBlocks;
import twedit.model.optimize.TightEncoder;

/**
 * Issue 17's optimize figures on the 19 maps of ddnet-data, measured in the same run: twedit's
 * {@code optimize MAPS... -o DIR} (one JVM, start included) against DDNet's map_optimize run on copies, one process
 * per map as it takes one map; output bytes summed, wall time of the whole run. Also the 1000x1000 figures of
 * {@link #bigLayer}.
 */
public final class OptimizeBench implements BenchMain.Group {
    static final Path MAPS = Path.of("/usr/share/games/ddnet/data/maps");
    static final Path MAP_OPTIMIZE = Path.of("/usr/lib/x86_64-linux-gnu/ddnet/map_optimize");

    @Override
    public void run() throws Exception {
        List<Path> corpus = corpus();
        long in = 0;
        for (Path p : corpus) {
            in += Files.size(p);
        }
        BenchMain.figure("corpus_bytes", in, "bytes");
        long[] ours = ours(corpus);
        BenchMain.figure("optimize_corpus_bytes", ours[0], "bytes");
        BenchMain.figure("optimize_corpus_ms", ours[1], "ms");
        long[] ddnet = ddnet(corpus);
        BenchMain.figure("ddnet_map_optimize_bytes", ddnet[0], "bytes");
        BenchMain.figure("ddnet_map_optimize_ms", ddnet[1], "ms");
        BenchMain.figure("optimize_speedup_x", (double) ddnet[1] / Math.max(1, ours[1]), "x");
        // the CPU time of the child processes: on a machine others load, wall time says little about the work done
        if (ours[2] >= 0 && ddnet[2] >= 0) {
            BenchMain.figure("optimize_corpus_cpu_ms", ours[2], "ms");
            BenchMain.figure("ddnet_map_optimize_cpu_ms", ddnet[2], "ms");
        }
        bigLayer();
    }

    /**
     * Issue 17's limit for one edit on a 1000x1000 layer: a 1000x1000 map with a half-used 1024x1024 tileset, an
     * unused image and envelope and empty borders. {@code optimize_analysis_1000x1000_ms} is the editor's background
     * analysis (all pixel work, on a copy); {@code optimize_edit_1000x1000_ms} the undo step Apply makes on the
     * event thread, reusing the analysis' pixels; {@code remove_unused_1000x1000_ms} one Remove Unused edit.
     */
    private static void bigLayer() {
        PixelMemo memo = new PixelMemo();
        // the first run fills the memo, as the background analysis does; later ones reuse it, as Apply does
        double analysis =
                median(1, m -> new Optimizer(OptimizeOptions.ALL, memo).optimize(new MapDocument(m), Origin.USER));
        BenchMain.figure("optimize_analysis_1000x1000_ms", analysis, "ms");
        double edit =
                median(5, m -> new Optimizer(OptimizeOptions.ALL, memo).optimize(new MapDocument(m), Origin.USER));
        BenchMain.figure("optimize_edit_1000x1000_ms", edit, "ms");
        double unused = median(
                5,
                m -> new MapDocument(m)
                        .apply(OptimizeEdits.removeUnusedImages(m).edit()));
        BenchMain.figure("remove_unused_1000x1000_ms", unused, "ms");
    }

    /** Median wall time of {@code runs} runs of {@code body}, each on a map built outside the timing. */
    private static double median(int runs, java.util.function.Consumer<TwMap> body) {
        double[] t = new double[runs];
        for (int i = 0; i < runs; i++) {
            TwMap m = bigMap();
            long t0 = System.nanoTime();
            body.accept(m);
            t[i] = (System.nanoTime() - t0) / 1e6;
        }
        return DatafileBench.median(t);
    }

    private static TwMap bigMap() {
        TwMap m = TwMap.newMap(1000, 1000);
        MapDocument doc = new MapDocument(m);
        byte[] px = new byte[1024 * 1024 * 4];
        for (int i = 0; i < px.length; i++) {
            px[i] = (byte) (i % 4 == 3 ? (i >> 12) % 3 == 0 ? 0 : 255 : i * 7 + (i >> 11));
        }
        MapImage tiles = new MapImage("tiles", 1024, 1024, false, MapImage.Format.RGBA, px);
        doc.apply(Edits.addImage(m, 0, tiles));
        doc.apply(Edits.addImage(m, 1, MapImage.external("grass_main", 1024, 1024)));
        doc.apply(Edits.addEnvelope(m, 0, new Envelope(Envelope.COLOR, "spare", false, List.of())));
        Group g = new Group("deco");
        doc.apply(Edits.addGroup(m, 0, g));
        TileLayer layer = TileLayer.detached(
                TileKind.TILES, "big", new TileGrid(1000, 1000, 4), tiles, twedit.model.map.Color.WHITE);
        doc.apply(Edits.addLayer(g, 0, layer));
        for (int y = 0; y < 900; y += 3) {
            doc.apply(TileOps.fillRect(layer, 0, y, 900, 1, Cells.tile(1 + y % 128, 0)));
        }
        return m;
    }

    static List<Path> corpus() throws IOException {
        try (Stream<Path> s = Files.list(MAPS)) {
            return s.filter(p -> p.toString().endsWith(".map"))
                    .sorted(Comparator.comparing(Path::toString))
                    .collect(Collectors.toList());
        }
    }

    /** Output bytes and wall ms of twedit's batch optimize: the CLI jar when built, else in this JVM. */
    private static long[] ours(List<Path> corpus) throws Exception {
        Path out = Files.createTempDirectory("twedit-bench-optimize");
        try {
            Path jar = Path.of("editor/target/twedit.jar").toAbsolutePath();
            long t0 = System.nanoTime();
            long cpu0 = childCpuMs();
            long cpu = -1;
            if (Files.isRegularFile(jar)) {
                // the JVM options the ./twedit launcher starts every command with
                List<String> cmd = new ArrayList<>(List.of(
                        DatafileBench.java(),
                        "-XX:TieredStopAtLevel=1",
                        "-XX:CICompilerCount=1",
                        "-XX:+UseParallelGC",
                        "-jar",
                        jar.toString(),
                        "optimize"));
                corpus.forEach(p -> cmd.add(p.toString()));
                cmd.add("-o");
                cmd.add(out.toString());
                run(cmd, null);
                cpu = cpu0 < 0 ? -1 : childCpuMs() - cpu0;
            } else {
                inProcess(corpus, out);
            }
            long ms = (System.nanoTime() - t0) / 1_000_000;
            return new long[] {sizes(out), ms, cpu};
        } finally {
            delete(out);
        }
    }

    static void inProcess(List<Path> corpus, Path out) throws Exception {
        MapFiles files = new MapFiles(ReadLimits.DDNET, null);
        for (Path p : corpus) {
            MapDocument doc = new MapDocument(files.load(p).map());
            TightBlocks tight = new TightBlocks();
            new Optimizer(OptimizeOptions.ALL, new PixelMemo(tight)).optimize(doc, Origin.USER);
            Files.write(out.resolve(p.getFileName()), new TightEncoder(tight).encode(doc.map()));
        }
    }

    /** DDNet's map_optimize on copies in a temp storage dir (its output goes to out/NAME under it). */
    private static long[] ddnet(List<Path> corpus) throws Exception {
        Path w = Files.createTempDirectory("twedit-bench-mapopt");
        try {
            Files.writeString(w.resolve("storage.cfg"), "add_path $CURRENTDIR\n");
            Path in = Files.createDirectories(w.resolve("in"));
            List<String> names = new ArrayList<>();
            for (Path p : corpus) {
                String name = String.valueOf(p.getFileName());
                names.add(name);
                Files.copy(p, in.resolve(name));
            }
            long t0 = System.nanoTime();
            long cpu0 = childCpuMs();
            for (String name : names) {
                run(List.of(MAP_OPTIMIZE.toString(), in.resolve(name).toString(), name), w);
            }
            long ms = (System.nanoTime() - t0) / 1_000_000;
            return new long[] {sizes(w.resolve("out")), ms, cpu0 < 0 ? -1 : childCpuMs() - cpu0};
        } finally {
            delete(w);
        }
    }

    /**
     * User and system CPU time of this process's finished (waited for) children, from /proc/self/stat (cutime,
     * cstime in clock ticks, taken as 100 a second); -1 where it cannot be read.
     */
    private static long childCpuMs() {
        try {
            String stat = Files.readString(Path.of("/proc/self/stat"));
            String[] f = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
            return (Long.parseLong(f[13]) + Long.parseLong(f[14])) * 10;
        } catch (IOException | RuntimeException e) {
            return -1;
        }
    }

    private static void run(List<String> cmd, Path dir) throws IOException, InterruptedException {
        ProcessBuilder pb =
                new ProcessBuilder(cmd).redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD);
        if (dir != null) {
            pb.directory(dir.toFile());
            pb.environment().put("HOME", dir.toString());
        }
        int code = pb.start().waitFor();
        if (code != 0) {
            throw new IOException(String.join(" ", cmd) + " exited " + code);
        }
    }

    private static long sizes(Path dir) throws IOException {
        try (Stream<Path> s = Files.list(dir)) {
            long total = 0;
            for (Path p : s.collect(Collectors.toList())) {
                total += Files.size(p);
            }
            return total;
        }
    }

    private static void delete(Path dir) throws IOException {
        try (Stream<Path> s = Files.walk(dir)) {
            for (Path p : s.sorted(Comparator.reverseOrder()).collect(Collectors.toList())) {
                Files.deleteIfExists(p);
            }
        }
    }
}
