package twedit.bench;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

/**
 * The time from starting {@code ./twedit MAP} to the first painted frame showing the map, by the wall clock of this
 * process: the launcher script, the JVM and the editor, as a user starts it on a desktop whose X server already runs.
 * Without a display it starts an Xvfb of its own first (its start-up is not part of launching the editor).
 */
final class LaunchBench {
    private static final int RUNS = 5;
    private static final long LAUNCH_TIMEOUT_S = 60;

    private LaunchBench() {}

    static void launchToMap(Path map) throws Exception {
        Path jar = Path.of("editor/target/twedit.jar");
        if (!Files.isRegularFile(jar)) {
            System.err.println("launch_to_map_ms: " + jar + " missing (build the editor first)");
            return;
        }
        Process xvfb = null;
        String display = System.getenv("DISPLAY");
        if (display == null || display.isEmpty()) {
            Optional<Path> exe = onPath("Xvfb");
            if (exe.isEmpty()) {
                System.err.println("launch_to_map_ms: no DISPLAY and no Xvfb");
                return;
            }
            int n = freeDisplay();
            xvfb = new ProcessBuilder(exe.get().toString(), ":" + n, "-screen", "0", "1600x1000x24", "-nolisten", "tcp")
                    .redirectErrorStream(true)
                    .redirectOutput(ProcessBuilder.Redirect.DISCARD)
                    .start();
            display = ":" + n;
            waitForSocket(n, xvfb);
        }
        try {
            // what a user runs: the launcher script, with its JVM options (it rebuilds nothing when up to date)
            List<String> cmd = List.of(Path.of("twedit").toAbsolutePath().toString(), map.toString());
            // the first start after a build prepares the launcher's class archive: not part of the figure
            launchOnce(cmd, display);
            double[] t = new double[RUNS];
            for (int i = 0; i < t.length; i++) {
                t[i] = launchOnce(cmd, display);
            }
            double[] sorted = t.clone();
            Arrays.sort(sorted);
            BenchMain.figure("launch_to_map_ms", sorted[sorted.length / 2], "ms");
            System.err.println("(launch runs in ms: " + Arrays.toString(t) + ")");
        } finally {
            if (xvfb != null) {
                xvfb.destroy();
                xvfb.waitFor(10, TimeUnit.SECONDS);
            }
        }
    }

    private static double launchOnce(List<String> cmd, String display) throws Exception {
        ProcessBuilder pb = new ProcessBuilder(cmd).redirectErrorStream(true);
        pb.environment().put("DISPLAY", display);
        pb.environment().put("TWEDIT_JAVA_OPTS", "-Dtwedit.launchTiming=true");
        long t0 = System.nanoTime();
        Process p = pb.start();
        Thread watchdog = new Thread(() -> {
            try {
                if (!p.waitFor(LAUNCH_TIMEOUT_S, TimeUnit.SECONDS)) {
                    p.descendants().forEach(ProcessHandle::destroyForcibly);
                    p.destroyForcibly();
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
        watchdog.setDaemon(true);
        watchdog.start();
        List<String> output = new ArrayList<>();
        try (BufferedReader in =
                new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8))) {
            String line;
            while ((line = in.readLine()) != null) {
                if (line.startsWith("twedit: map shown after")) {
                    return (System.nanoTime() - t0) / 1e6;
                }
                output.add(line);
            }
            throw new IOException("the editor exited without showing the map:\n" + String.join("\n", output));
        } finally {
            p.descendants().forEach(ProcessHandle::destroy);
            p.destroy();
            p.waitFor(10, TimeUnit.SECONDS);
            watchdog.interrupt();
        }
    }

    static int freeDisplay() {
        for (int n = 90; n < 200; n++) {
            if (!Files.exists(Path.of("/tmp/.X11-unix/X" + n)) && !Files.exists(Path.of("/tmp/.X" + n + "-lock"))) {
                return n;
            }
        }
        throw new IllegalStateException("no free X display number in 90..199");
    }

    static void waitForSocket(int n, Process xvfb) throws Exception {
        Path socket = Path.of("/tmp/.X11-unix/X" + n);
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
        while (!Files.exists(socket)) {
            if (!xvfb.isAlive() || System.nanoTime() > deadline) {
                throw new IOException("Xvfb :" + n + " did not start");
            }
            Thread.sleep(50);
        }
        Thread.sleep(200); // the socket exists slightly before the server accepts clients
    }

    private static Optional<Path> onPath(String exe) {
        for (String dir : System.getenv().getOrDefault("PATH", "").split(":")) {
            Path p = Path.of(dir, exe);
            if (Files.isExecutable(p)) {
                return Optional.of(p);
            }
        }
        return Optional.empty();
    }
}
