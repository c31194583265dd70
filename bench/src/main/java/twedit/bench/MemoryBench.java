package twedit.bench;

import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javax.swing.SwingUtilities;
import twedit.editor.memory.MemoryGuard;
import twedit.editor.state.OpenMap;
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

/**
 * Issue 33's memory figures for the largest corpus map, each as the window holds it (a workspace with its view, the
 * frame drawn fitted): the heap after a full collection with it shown, what one more background tab of it adds, how
 * many tabs of it a 1 GB heap holds (a JVM of its own), and the time from showing a background tab to its first full
 * frame (median, wall and the painting thread's CPU). Batch optimize against DDNet's map_optimize is printed by the
 * {@code optimize} group.
 */
public final class MemoryBench implements BenchMain.Group {
    private static final int VIEW_W = 1600;
    private static final int VIEW_H = 900;
    private static final int MAX_TABS = 40;

    @Override
    public void run() throws Exception {
        System.setProperty("java.awt.headless", "true");
        Path largest = RenderBench.largestMap();
        MapFiles files = new MapFiles(ReadLimits.EDITOR, null);
        long base = usedAfterGc();
        Workspace ws = new Workspace(new MapDocument(files.load(largest).map()));
        // read from a file, as the window opens it: a pristine new map would give its tab to the next one opened
        ws.setFile(largest, ws.form());
        MapView view = view(ws);
        BufferedImage target = new BufferedImage(VIEW_W, VIEW_H, BufferedImage.TYPE_INT_RGB);
        view.fitMap();
        paint(view, target);
        long shown = usedAfterGc();
        BenchMain.figure("heap_shown_largest_mb", (shown - base) / 1048576.0, "MB");
        OpenMap first = ws.current();
        ws.open(new MapDocument(files.load(largest).map()), largest.resolveSibling("copy.map"), ws.form());
        OpenMap second = ws.current();
        if (ws.maps().size() != 2) {
            throw new IllegalStateException("the second map took the first one's tab");
        }
        SwingUtilities.invokeAndWait(() -> {
            view.fitMap();
            paint(view, target);
            ws.switchTo(first);
            paint(view, target);
        });
        settle();
        long two = usedAfterGc();
        BenchMain.figure("heap_background_tab_mb", (two - shown) / 1048576.0, "MB");
        double[] wall = new double[7];
        double[] cpu = new double[wall.length];
        java.lang.management.ThreadMXBean threads = java.lang.management.ManagementFactory.getThreadMXBean();
        // on the event thread, as the window does it: a tab shown again draws its chunks on a thread of its own and the
        // view adopts them there
        for (int i = 0; i < wall.length; i++) {
            OpenMap away = i % 2 == 0 ? second : first;
            OpenMap back = i % 2 == 0 ? first : second;
            int n = i;
            SwingUtilities.invokeAndWait(() -> ws.switchTo(away));
            SwingUtilities.invokeAndWait(() -> {
                long c0 = threads.getCurrentThreadCpuTime();
                long t0 = System.nanoTime();
                ws.switchTo(back);
                paint(view, target);
                wall[n] = (System.nanoTime() - t0) / 1e6;
                cpu[n] = (threads.getCurrentThreadCpuTime() - c0) / 1e6;
            });
        }
        BenchMain.figure("tab_switch_largest_ms", DatafileBench.median(wall), "ms");
        BenchMain.figure("tab_switch_largest_cpu_ms", DatafileBench.median(cpu), "ms");
        // the first pan after a switch: at once (its chunks may still be being drawn in the background), and after
        // five seconds
        BenchMain.figure("tab_switch_pan_at_once_ms", panAfterSwitch(ws, view, target, first, second, 0), "ms");
        BenchMain.figure("tab_switch_pan_after_5s_ms", panAfterSwitch(ws, view, target, first, second, 5000), "ms");
        BenchMain.figure("tabs_in_1g", tabsIn1g(largest), "tabs");
    }

    /** Shows {@code away}, then {@code back}, waits {@code waitMs}, and times one pan of a tenth of the view. */
    private static double panAfterSwitch(
            Workspace ws, MapView view, BufferedImage target, OpenMap back, OpenMap away, long waitMs)
            throws Exception {
        SwingUtilities.invokeAndWait(() -> ws.switchTo(away));
        SwingUtilities.invokeAndWait(() -> {
            ws.switchTo(back);
            paint(view, target);
        });
        Thread.sleep(waitMs);
        double[] ms = new double[1];
        SwingUtilities.invokeAndWait(() -> {
            long t0 = System.nanoTime();
            view.camera().panByScreen(VIEW_W / 10.0, 0);
            paint(view, target);
            ms[0] = (System.nanoTime() - t0) / 1e6;
        });
        return ms[0];
    }

    /** Runs {@link #main} in a JVM with a 1 GB heap (the launcher's collector) and reads the count it prints. */
    private static int tabsIn1g(Path map) throws Exception {
        List<String> cmd = new ArrayList<>(List.of(
                DatafileBench.java(),
                "-Xmx1g",
                "-XX:+UseParallelGC",
                "-Djava.awt.headless=true",
                "-cp",
                System.getProperty("java.class.path"),
                MemoryBench.class.getName(),
                map.toString()));
        Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
        p.waitFor();
        for (String line : out.lines().toList()) {
            if (line.startsWith("tabs: ")) {
                return Integer.parseInt(line.substring(6).trim());
            }
        }
        throw new IllegalStateException("the tabs child printed no count:\n" + out);
    }

    /** Opens copies of {@code args[0]} as tabs, each shown and drawn, until memory runs out; prints how many fit. */
    public static void main(String[] args) throws Exception {
        Path map = Path.of(args[0]);
        MapFiles files = new MapFiles(ReadLimits.EDITOR, null);
        int tabs = 0;
        try {
            Workspace ws = new Workspace(new MapDocument(files.load(map).map()));
            ws.setFile(map, ws.form());
            MapView view = view(ws);
            BufferedImage target = new BufferedImage(VIEW_W, VIEW_H, BufferedImage.TYPE_INT_RGB);
            view.fitMap();
            paint(view, target);
            tabs = 1;
            while (tabs < MAX_TABS) {
                ws.open(new MapDocument(files.load(map).map()), map.resolveSibling("copy-" + tabs + ".map"), ws.form());
                view.fitMap();
                paint(view, target);
                tabs++;
            }
        } catch (OutOfMemoryError e) {
            // the count so far is the figure
        }
        System.out.println("tabs: " + tabs);
    }

    private static MapView view(Workspace ws) {
        ImageStore images = new ImageStore(
                () -> new DataDirs(null, System.getenv(), Path.of(System.getProperty("user.home"))).find());
        MapRenderer renderer = new MapRenderer(
                images, new Overlays(), new ChunkCache(MemoryGuard.chunkBudget(MapRenderer.CHUNK_BUDGET)));
        MapView view = new MapView(ws, new ToolBox(ws), renderer, new ViewOptions());
        view.setSize(VIEW_W, VIEW_H);
        return view;
    }

    private static void paint(MapView view, BufferedImage target) {
        Graphics2D g = target.createGraphics();
        view.paintFrame(g);
        g.dispose();
    }

    /** Waits (at most a minute) until no tab's chunks are being drawn in the background and the view took them. */
    private static void settle() throws Exception {
        long end = System.nanoTime() + 60_000_000_000L;
        while (System.nanoTime() < end
                && Thread.getAllStackTraces().keySet().stream()
                        .anyMatch(t -> t.getName().equals("tab-warm-up")
                                && (t.getState() == Thread.State.RUNNABLE || t.getState() == Thread.State.BLOCKED))) {
            Thread.sleep(100);
        }
        SwingUtilities.invokeAndWait(() -> {});
    }

    private static long usedAfterGc() throws InterruptedException {
        Runtime r = Runtime.getRuntime();
        for (int i = 0; i < 3; i++) {
            System.gc();
            Thread.sleep(50);
        }
        return r.totalMemory() - r.freeMemory();
    }
}
