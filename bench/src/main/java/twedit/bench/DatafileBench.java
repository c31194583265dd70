package twedit.bench;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;
import twedit.model.datafile.ReadLimits;
import twedit.model.io.MapFiles;

/**
 * Issue 2's figures: `resave_corpus_ms` (twedit resave of the whole corpus in one process, JVM start included),
 * `ddnet_resave_corpus_ms` (DDNet's map_resave over the same files) and `open_largest_ms` (load + decode of the
 * largest corpus map in a fresh JVM, after JVM start).
 */
public final class DatafileBench implements BenchMain.Group {
    static final Path DATA = Path.of("/usr/share/games/ddnet/data");
    static final Path TW_DATA = Path.of("/usr/share/games/teeworlds/data");
    static final Path MAP_RESAVE = Path.of("/usr/lib/x86_64-linux-gnu/ddnet/map_resave");

    @Override
    public void run() throws Exception {
        List<Path> corpus = corpus();
        Path jar = Path.of("editor/target/twedit.jar").toAbsolutePath();
        double[] ours = new double[3];
        for (int i = 0; i < ours.length; i++) {
            Path out = Files.createTempDirectory("twedit-bench-resave");
            List<String> cmd = new ArrayList<>(List.of(java(), "-jar", jar.toString(), "resave"));
            corpus.forEach(p -> cmd.add(p.toString()));
            cmd.add("-o");
            cmd.add(out.toString());
            ours[i] = timeMs(cmd, null);
        }
        BenchMain.figure("resave_corpus_ms", median(ours), "ms");
        BenchMain.figure("ddnet_resave_corpus_ms", ddnetResave(corpus), "ms");
        Path largest = corpus.stream()
                .max(Comparator.comparingLong(DatafileBench::size))
                .orElseThrow();
        double[] open = new double[5];
        for (int i = 0; i < open.length; i++) {
            // the JVM options the ./twedit launcher uses
            Process p = new ProcessBuilder(
                            java(),
                            "-XX:TieredStopAtLevel=1",
                            "-XX:CICompilerCount=1",
                            "-XX:+UseParallelGC",
                            "-cp",
                            System.getProperty("java.class.path"),
                            OpenOnce.class.getName(),
                            largest.toString())
                    .redirectErrorStream(true)
                    .start();
            String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).trim();
            p.waitFor();
            open[i] = Double.parseDouble(out);
        }
        BenchMain.figure("open_largest_ms", median(open), "ms");
    }

    private double ddnetResave(List<Path> corpus) throws IOException, InterruptedException {
        Path w = Files.createTempDirectory("twedit-bench-ddnet");
        Files.writeString(w.resolve("storage.cfg"), "add_path $CURRENTDIR\n");
        Files.createDirectories(w.resolve("in"));
        Files.createDirectories(w.resolve("out"));
        List<String> names = new ArrayList<>();
        for (int i = 0; i < corpus.size(); i++) {
            String n = "m" + i + ".map";
            Files.copy(corpus.get(i), w.resolve("in").resolve(n));
            names.add(n);
        }
        double[] runs = new double[3];
        for (int r = 0; r < runs.length; r++) {
            long t = System.nanoTime();
            for (String n : names) {
                Process p = new ProcessBuilder(MAP_RESAVE.toString(), "in/" + n, "out/" + n)
                        .directory(w.toFile())
                        .redirectErrorStream(true)
                        .redirectOutput(ProcessBuilder.Redirect.DISCARD)
                        .start();
                p.waitFor();
            }
            runs[r] = (System.nanoTime() - t) / 1e6;
        }
        return median(runs);
    }

    /** Child process body for open_largest_ms: prints the ms from entering main (cold JVM) to a decoded map. */
    public static final class OpenOnce {
        public static void main(String[] args) throws Exception {
            long t = System.nanoTime();
            new MapFiles(ReadLimits.EDITOR, null).load(Path.of(args[0]));
            System.out.println((System.nanoTime() - t) / 1e6);
        }
    }

    static List<Path> corpus() throws IOException {
        try (Stream<Path> a = Files.walk(DATA);
                Stream<Path> b = Files.walk(TW_DATA)) {
            return Stream.concat(a, b)
                    .filter(p -> p.toString().endsWith(".map"))
                    .sorted()
                    .toList();
        }
    }

    static double timeMs(List<String> cmd, Path dir) throws IOException, InterruptedException {
        long t = System.nanoTime();
        ProcessBuilder pb =
                new ProcessBuilder(cmd).redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD);
        if (dir != null) {
            pb.directory(dir.toFile());
        }
        int code = pb.start().waitFor();
        if (code != 0) {
            throw new IllegalStateException("command failed (" + code + "): " + cmd.subList(0, 4));
        }
        return (System.nanoTime() - t) / 1e6;
    }

    static double median(double[] v) {
        double[] s = v.clone();
        Arrays.sort(s);
        return s[s.length / 2];
    }

    static String java() {
        return Path.of(System.getProperty("java.home"), "bin", "java").toString();
    }

    private static long size(Path p) {
        try {
            return Files.size(p);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }
}
