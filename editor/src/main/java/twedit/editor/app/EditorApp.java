package twedit.editor.app;

import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.prefs.Preferences;
import javax.swing.SwingUtilities;
import twedit.editor.view.ChunkCache;
import twedit.editor.view.MapRenderer;
import twedit.model.codec.LoadResult;
import twedit.model.datafile.ReadLimits;
import twedit.model.io.MapFiles;

/**
 * Starts the editor: reads the map given on the command line in the background while the window is built, then
 * shows it: its first frame's chunks are drawn on the loading thread too (decoding the images that frame shows),
 * the other images once the map is on screen. With
 * {@code -Dtwedit.launchTiming=true} (or {@code TWEDIT_LAUNCH_TIMING=1}) it prints the start-up phases and
 * {@code twedit: map shown after N ms} (since the JVM started) once the first frame with the map has been painted.
 */
public final class EditorApp {
    private EditorApp() {}

    /** Opens the window (and {@code map} when not null) on the event thread. */
    public static void start(Path requested) {
        start(requested, java.util.List.of());
    }

    /**
     * Opens the window with {@code requested} (when not null) as at any start, then {@code more} maps, each in a tab
     * of its own, once the first is on screen.
     */
    public static void start(Path requested, java.util.List<Path> more) {
        Map<String, String> env = System.getenv();
        boolean training = Boolean.getBoolean("twedit.train");
        boolean timing = Boolean.getBoolean("twedit.launchTiming") || env.containsKey("TWEDIT_LAUNCH_TIMING");
        java.util.function.Consumer<String> phase = timing
                ? p -> System.out.println("twedit: " + p + " after " + sinceStart() + " ms (cpu " + processCpuMillis()
                        + " ms, heap " + heapMegabytes() + " MB)")
                : p -> {};
        ExecutorService compressor =
                Executors.newFixedThreadPool(Math.max(1, Runtime.getRuntime().availableProcessors()), r -> {
                    Thread t = new Thread(r, "twedit-io");
                    t.setDaemon(true);
                    return t;
                });
        MapFiles files = new MapFiles(ReadLimits.EDITOR, compressor);
        Path map = training ? trainingMap(files) : requested;
        // Driftline .json maps open through the window's file controller (their own reader and tileset prompt)
        boolean json = map != null
                && map.getFileName()
                        .toString()
                        .toLowerCase(java.util.Locale.ROOT)
                        .endsWith(".json");
        // reading the map, opening the preferences and starting the toolkit overlap: each takes a while
        CompletableFuture<LoadResult> reading = map == null || json
                ? null
                : CompletableFuture.supplyAsync(
                        () -> {
                            try {
                                return files.load(map);
                            } catch (Exception e) {
                                throw new java.util.concurrent.CompletionException(e);
                            }
                        },
                        compressor);
        CompletableFuture<EditorPrefs> prefsLoading = CompletableFuture.supplyAsync(
                () -> {
                    EditorPrefs p = new EditorPrefs(
                            Preferences.userRoot().node(training ? StartupTraining.PREFS_NODE : "twedit/editor"));
                    p.darkTheme();
                    return p;
                },
                compressor);
        phase.accept("jvm");
        java.awt.Toolkit.getDefaultToolkit();
        phase.accept("toolkit");
        EditorPrefs prefs = prefsLoading.join();
        Theme.install(prefs.darkTheme());
        phase.accept("theme");
        AppServices services =
                AppServices.create(prefs, files, env, Path.of(System.getProperty("user.home")), () -> System.exit(0));
        // memory running out in a paint, a click or a posted task stops that one piece of work, not the window
        twedit.editor.memory.GuardedEventQueue.install(services.memory());
        // the first frame's chunks are drawn here, on a renderer of our own the window adopts, for the view size of
        // last time (the window is not laid out yet; a wrong guess only costs a normal first frame): it decodes the
        // images and overlays that frame shows, the others are decoded once the map is on screen
        CompletableFuture<MapRenderer> warming = reading == null
                ? null
                : reading.thenApplyAsync(
                        r -> {
                            phase.accept("[background] map read");
                            java.awt.Dimension d = prefs.viewSize();
                            MapRenderer warm = new MapRenderer(
                                    services.images(),
                                    services.overlays(),
                                    new ChunkCache(
                                            twedit.editor.memory.MemoryGuard.chunkBudget(MapRenderer.CHUNK_BUDGET)));
                            warm.warmUp(r.map(), d.width, d.height, prefs.darkTheme());
                            phase.accept("[background] first frame drawn");
                            return warm;
                        },
                        compressor);
        if (reading != null) {
            // the tile picker shows the Game layer's entities as the window first paints: decoded here, beside the
            // first frame, the event thread need not decode them itself
            reading.thenAcceptAsync(
                    r -> r.map().gameLayer().ifPresent(g -> services.overlays().atlas(g.kind())), compressor);
        }
        phase.accept("main");
        SwingUtilities.invokeLater(() -> {
            phase.accept("laf");
            // the feature panels are built once the map is on screen (or five seconds after the window, at the latest)
            EditorWindow w = new EditorWindow(services, true);
            phase.accept("window built");
            if (training) {
                StartupTraining.hide(w);
            }
            // a map read while the window was built is installed before the window first shows: its first layout and
            // paint are then the map's (one pass instead of an empty window's followed by the map's)
            Runnable install = reading == null
                    ? null
                    : () -> installRead(w, services, map, more, reading.join(), warming, compressor, phase, training);
            boolean readEarly = reading != null && reading.isDone() && !reading.isCompletedExceptionally();
            if (readEarly) {
                install.run();
            }
            w.setVisible(true);
            if (!training) {
                w.windowShown(); // the doctor's autosave, and its offer to recover what a crash left
            }
            phase.accept("window shown");
            if (json) {
                w.files().load(map, null);
                w.files().openInTurn(more); // each waits for the load before it
            }
            if (reading == null) {
                SwingUtilities.invokeLater(w::installFeatures);
            } else {
                // a fallback for a first frame that never comes (a window started minimised): before the map is
                // shown, building the panels would only hold the map up (they take the event thread for a while)
                javax.swing.Timer late = new javax.swing.Timer(5000, e -> w.installFeatures());
                late.setRepeats(false);
                late.start();
                if (!readEarly) {
                    reading.whenComplete((r, err) -> SwingUtilities.invokeLater(() -> {
                        if (err != null) {
                            // open it again through the file controller: it salvages damaged maps or says why not
                            w.installFeatures();
                            w.files().load(map, null);
                            w.files().openInTurn(more);
                            return;
                        }
                        install.run();
                    }));
                }
            }
        });
    }

    /**
     * Makes the map start-up read the window's open map: the view shows only its backdrop until it adopts the caches
     * the loading thread draws the first frame into (at once when that is done already); the feature panels and the
     * other images follow the first frame, and the other maps given open in tabs of their own.
     */
    private static void installRead(
            EditorWindow w,
            AppServices services,
            Path map,
            java.util.List<Path> more,
            LoadResult r,
            CompletableFuture<MapRenderer> warming,
            ExecutorService compressor,
            java.util.function.Consumer<String> phase,
            boolean training) {
        phase.accept("map read");
        w.view().onFirstFrame(() -> {
            phase.accept("map shown");
            SwingUtilities.invokeLater(w::installFeatures);
            if (Boolean.getBoolean("twedit.panTiming")) {
                PanProbe.schedule(w.view());
            }
            // the images and overlays the first frame did not need, before a pan asks for them
            compressor.execute(() -> {
                try {
                    services.images().preload(r.map());
                    services.overlays().preload(r.map());
                } catch (OutOfMemoryError e) {
                    // painting decodes what it needs as before; the window says why it may be slow or blank
                    SwingUtilities.invokeLater(() -> w.status()
                            .setMessage("Not enough memory to decode all of the map's images (" + Dialogs.heapMb()
                                    + " MB heap); start twedit with more (TWEDIT_JAVA_OPTS=-Xmx2g ./twedit)"));
                }
                phase.accept("[background] other images decoded");
                SwingUtilities.invokeLater(w::reportImageProblems);
            });
            if (training) {
                SwingUtilities.invokeLater(() -> System.exit(0));
            }
        });
        w.view().hold();
        w.files().opened(map, r);
        w.files().openInTurn(more); // the others after the first, each in a tab of its own
        java.util.function.BiConsumer<MapRenderer, Throwable> adopt = (warm, werr) -> {
            if (warm != null && w.workspace().map() == r.map()) {
                w.view().renderer().adopt(warm);
            }
            w.view().release();
        };
        if (warming.isDone()) {
            adopt.accept(warming.isCompletedExceptionally() ? null : warming.join(), null);
        } else {
            warming.whenComplete((warm, werr) -> SwingUtilities.invokeLater(() -> adopt.accept(warm, werr)));
        }
    }

    private static Path trainingMap(MapFiles files) {
        try {
            return StartupTraining.writeMap(files);
        } catch (Exception e) {
            System.err.println("twedit: cannot write the training map: " + e.getMessage());
            System.exit(3);
            return null;
        }
    }

    /** The CPU time of every thread of this process so far: beside the wall clock, it shows whether a phase waits. */
    private static long processCpuMillis() {
        return java.lang.management.ManagementFactory.getOperatingSystemMXBean()
                        instanceof com.sun.management.OperatingSystemMXBean os
                ? os.getProcessCpuTime() / 1_000_000
                : -1;
    }

    /** The heap in use: what a start allocates is memory touched for the first time, which costs as much as work. */
    private static long heapMegabytes() {
        Runtime r = Runtime.getRuntime();
        return (r.totalMemory() - r.freeMemory()) >> 20;
    }

    private static long sinceStart() {
        // the JVM's own start time: the process start time the OS reports is only accurate to about a second
        return System.currentTimeMillis()
                - java.lang.management.ManagementFactory.getRuntimeMXBean().getStartTime();
    }
}
