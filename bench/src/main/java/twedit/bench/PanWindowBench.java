package twedit.bench;

import java.awt.Toolkit;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.concurrent.TimeUnit;
import javax.swing.JFrame;
import javax.swing.SwingUtilities;
import twedit.editor.physics.ui.PhysicsSupport;
import twedit.editor.state.Workspace;
import twedit.editor.tools.ToolBox;
import twedit.editor.view.ChunkCache;
import twedit.editor.view.ImageStore;
import twedit.editor.view.MapRenderer;
import twedit.editor.view.MapView;
import twedit.editor.view.Overlays;
import twedit.editor.view.ViewOptions;
import twedit.model.datafile.ReadLimits;
import twedit.model.dirs.DataDirs;
import twedit.model.document.MapDocument;
import twedit.model.io.MapFiles;
import twedit.model.map.TwMap;

/**
 * Panning and zooming in a real window of 1800x900 at 100 %: the largest Debian map and a map built like a big
 * community map ({@link CommunityMap}), each frame painted at once as a mouse drag does and waited for until the X
 * server drew it. Runs in a JVM of its own (the other groups run headless), on the display of {@code DISPLAY} or on an
 * Xvfb it starts.
 */
final class PanWindowBench implements BenchMain.Group {
    static final int W = 1800;
    static final int H = 900;
    private static final int PAN_FRAMES = 200;

    @Override
    public void run() throws Exception {
        String display = System.getenv("DISPLAY");
        Process xvfb = null;
        if (display == null || display.isEmpty()) {
            int n = LaunchBench.freeDisplay();
            xvfb = new ProcessBuilder("Xvfb", ":" + n, "-screen", "0", "1920x1080x24", "-nolisten", "tcp")
                    .redirectErrorStream(true)
                    .redirectOutput(ProcessBuilder.Redirect.DISCARD)
                    .start();
            display = ":" + n;
            LaunchBench.waitForSocket(n, xvfb);
        }
        try {
            String cp = System.getProperty("java.class.path");
            ProcessBuilder pb = new ProcessBuilder(
                            Path.of(System.getProperty("java.home"), "bin", "java")
                                    .toString(),
                            "-Xmx4g",
                            "-cp",
                            cp,
                            PanWindowBench.class.getName())
                    .redirectErrorStream(true);
            pb.environment().put("DISPLAY", display);
            Process p = pb.start();
            try (BufferedReader in =
                    new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8))) {
                String line;
                while ((line = in.readLine()) != null) {
                    System.out.println(line);
                }
            }
            if (!p.waitFor(10, TimeUnit.MINUTES)) {
                p.destroyForcibly();
            }
        } finally {
            if (xvfb != null) {
                xvfb.destroy();
                xvfb.waitFor(10, TimeUnit.SECONDS);
            }
        }
    }

    /** Measures both maps, or only the one named by the first argument ({@code debian} or {@code community}). */
    public static void main(String[] args) throws Exception {
        String only = args.length > 0 ? args[0] : "";
        if (!only.equals("community")) {
            Path largest = largestDebianMap();
            TwMap debian = new MapFiles(ReadLimits.EDITOR, null).load(largest).map();
            measure("", debian);
        }
        if (!only.equals("debian")) {
            measure("_community", CommunityMap.build());
        }
        System.exit(0);
    }

    static Path largestDebianMap() throws java.io.IOException {
        try (var s = Files.list(Path.of("/usr/share/games/ddnet/data/maps"))) {
            return s.filter(p -> p.toString().endsWith(".map"))
                    .max(java.util.Comparator.comparingLong(p -> p.toFile().length()))
                    .orElseThrow();
        }
    }

    private static void measure(String suffix, TwMap map) throws Exception {
        MapView[] holder = new MapView[1];
        JFrame[] frame = new JFrame[1];
        SwingUtilities.invokeAndWait(() -> {
            Workspace ws = new Workspace(new MapDocument(map));
            ImageStore images = new ImageStore(
                    () -> new DataDirs(null, System.getenv(), Path.of(System.getProperty("user.home"))).find());
            Overlays overlays = new Overlays();
            MapRenderer renderer = new MapRenderer(images, overlays, new ChunkCache(MapRenderer.CHUNK_BUDGET));
            MapView view = new MapView(ws, new ToolBox(ws), renderer, new ViewOptions());
            new PhysicsSupport(ws, new ToolBox(ws), view, overlays::atlas);
            view.setPreferredSize(new java.awt.Dimension(W, H));
            JFrame f = new JFrame("pan bench");
            f.setUndecorated(true);
            f.add(view);
            f.pack();
            f.setVisible(true);
            holder[0] = view;
            frame[0] = f;
        });
        Thread.sleep(500);
        MapView view = holder[0];
        double[][] pan = new double[2][];
        double[][] zoom = new double[2][];
        SwingUtilities.invokeAndWait(() -> {
            view.showHome();
            frame(view);
            pan[0] = new double[PAN_FRAMES];
            pan[1] = new double[PAN_FRAMES];
            // a drag: 12 px right and 5 px down per frame, turning back every 50 frames, so most frames bring new
            // parts of the map into view and some come back over what was seen
            for (int i = 0; i < PAN_FRAMES; i++) {
                int dir = (i / 50) % 2 == 0 ? 1 : -1;
                view.camera().panByScreen(-12 * dir, -5);
                double[] t = frame(view);
                pan[0][i] = t[0];
                pan[1][i] = t[1];
            }
            view.showHome();
            frame(view);
            zoom[0] = new double[28];
            zoom[1] = new double[28];
            // wheel steps at the mouse position: 100 % down to about 28 %, back up past 100 % to about 360 %
            double[] factors = new double[28];
            for (int i = 0; i < 28; i++) {
                factors[i] = i < 7 ? 1 / 1.2 : i < 21 ? 1.2 : 1 / 1.2;
            }
            for (int i = 0; i < factors.length; i++) {
                view.camera().zoomAt(W * 0.4, H * 0.6, factors[i]);
                double[] t = frame(view);
                zoom[0][i] = t[0];
                zoom[1][i] = t[1];
            }
        });
        BenchMain.figure("pan_window" + suffix + "_ms", percentile(pan[0], 0.5), "ms");
        BenchMain.figure("pan_window" + suffix + "_p99_ms", percentile(pan[0], 0.99), "ms");
        BenchMain.figure("pan_window" + suffix + "_cpu_ms", percentile(pan[1], 0.5), "ms");
        BenchMain.figure("zoom_step_window" + suffix + "_ms", percentile(zoom[0], 0.5), "ms");
        BenchMain.figure("zoom_step_window" + suffix + "_cpu_ms", percentile(zoom[1], 0.5), "ms");
        System.out.printf(
                java.util.Locale.ROOT,
                "(pan%s: slowest %.1f ms; load average %.2f)%n",
                suffix,
                percentile(pan[0], 1),
                ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage());
        SwingUtilities.invokeAndWait(() -> frame[0].dispose());
    }

    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    /** Paints the view now and waits for the X server: wall time and this thread's CPU time in ms. */
    private static double[] frame(MapView view) {
        long c0 = THREADS.getCurrentThreadCpuTime();
        long t0 = System.nanoTime();
        view.paintImmediately(0, 0, view.getWidth(), view.getHeight());
        Toolkit.getDefaultToolkit().sync();
        return new double[] {(System.nanoTime() - t0) / 1e6, (THREADS.getCurrentThreadCpuTime() - c0) / 1e6};
    }

    static double percentile(double[] v, double p) {
        double[] c = v.clone();
        Arrays.sort(c);
        return c[Math.min(c.length - 1, (int) Math.floor(p * (c.length - 1) + 0.5))];
    }
}
