package twedit.bench;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;
import twedit.model.testutil.HostileMaps;

/**
 * Hostile files cost what their content needs: `twedit check`, `info` and `fix` on a 1.4 MB map whose 1000x1000 Game
 * layer points at a block that inflates to 1.5 GB, each a fresh JVM with a 256 MB heap and the launcher's options, by
 * the wall clock of this process (JVM start included, as a user runs it), and beside them `check` of the fixed map
 * (the same map without the bomb) as the floor of what a command costs on this machine. The median of a few runs.
 */
final class HostileBench implements BenchMain.Group {
    private static final int RUNS = 3;

    @Override
    public void run() throws Exception {
        Path dir = Files.createTempDirectory("twedit-hostile");
        try {
            Path bomb = dir.resolve("bomb.map");
            HostileMaps.writeBombedGameLayer(bomb, HostileMaps.BOMB_BYTES);
            Path fixed = dir.resolve("fixed.map");
            BenchMain.figure("hostile_map_check_ms", median("check", bomb.toString()), "ms");
            BenchMain.figure("hostile_map_info_ms", median("info", bomb.toString()), "ms");
            BenchMain.figure("hostile_map_fix_ms", median("fix", bomb.toString(), fixed.toString()), "ms");
            // the same map without the bomb (fix's output): what starting a JVM and reading a small map cost here
            BenchMain.figure("hostile_map_baseline_check_ms", median("check", fixed.toString()), "ms");
        } finally {
            try (var files = Files.walk(dir)) {
                for (Path p : files.sorted(java.util.Comparator.reverseOrder()).toList()) {
                    Files.deleteIfExists(p);
                }
            }
        }
    }

    private static double median(String... args) throws Exception {
        double[] t = new double[RUNS];
        for (int i = 0; i < RUNS; i++) {
            t[i] = once(args);
        }
        System.err.println("(" + args[0] + " runs in ms: " + Arrays.toString(t) + ")");
        Arrays.sort(t);
        return t[RUNS / 2];
    }

    private static double once(String... args) throws Exception {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        // the launcher's options (./twedit), with the heap the issue names
        List<String> cmd = new ArrayList<>(List.of(
                java,
                "-Xmx256m",
                "-XX:TieredStopAtLevel=1",
                "-XX:CICompilerCount=1",
                "-XX:+UseParallelGC",
                "-Djava.awt.headless=true",
                "-cp",
                System.getProperty("java.class.path"),
                "twedit.editor.Main"));
        cmd.addAll(List.of(args));
        long start = System.nanoTime();
        Process p = new ProcessBuilder(cmd)
                .redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.DISCARD)
                .start();
        if (!p.waitFor(120, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            throw new IllegalStateException("twedit " + String.join(" ", args) + " did not finish in 120 s");
        }
        double ms = (System.nanoTime() - start) / 1e6;
        if (p.exitValue() != 0) {
            throw new IllegalStateException("twedit " + String.join(" ", args) + " exited " + p.exitValue());
        }
        return ms;
    }
}
