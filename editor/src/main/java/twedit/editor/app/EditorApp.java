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
 * shows it: the map's images are decoded and its first frame's chunks drawn on the loading thread too. With
 * {@code -Dtwedit.launchTiming=true} (or {@code TWEDIT_LAUNCH_TIMING=1}) it prints the start-up phases and
 * {@code twedit: map shown after N ms} (since the JVM started) once the first frame with the map has been painted.
 */
public final class EditorApp {
    private EditorApp() {
    }

    /** Opens the window (and {@code map} when not null) on the event thread. */
    public static void start(Path map) {
        Map<String, String> env = System.getenv();
        boolean timing = Boolean.getBoolean("twedit.launchTiming") || env.containsKey("TWEDIT_LAUNCH_TIMING");
        ExecutorService compressor = Executors.newFixedThreadPool(Math.max(1,
                Runtime.getRuntime().availableProcessors()), r -> {
                    Thread t = new Thread(r, "twedit-io");
                    t.setDaemon(true);
                    return t;
                });
        MapFiles files = new MapFiles(ReadLimits.EDITOR, compressor);
        // Driftline .json maps open through the window's file controller (their own reader and tileset prompt)
        boolean json = map != null && map.getFileName().toString().toLowerCase(java.util.Locale.ROOT)
                .endsWith(".json");
        // reading the map, opening the preferences and starting the toolkit overlap: each takes a while
        CompletableFuture<LoadResult> reading = map == null || json ? null : CompletableFuture.supplyAsync(() -> {
            try {
                return files.load(map);
            } catch (Exception e) {
                throw new java.util.concurrent.CompletionException(e);
            }
        }, compressor);
        CompletableFuture<EditorPrefs> prefsLoading = CompletableFuture.supplyAsync(() -> {
            EditorPrefs p = new EditorPrefs(Preferences.userRoot().node("twedit/editor"));
            p.darkTheme();
            return p;
        }, compressor);
        java.awt.Toolkit.getDefaultToolkit();
        EditorPrefs prefs = prefsLoading.join();
        Theme.install(prefs.darkTheme());
        AppServices services = AppServices.create(prefs, files, env, Path.of(System.getProperty("user.home")),
                () -> System.exit(0));
        CompletableFuture<Loaded> loading = reading == null ? null : reading.thenApplyAsync(r -> {
            // decode images and overlays while the window is being built, not in its first paint
            services.images().preload(r.map());
            services.overlays().preload(r.map());
            // then draw the first frame's chunks here too, on a renderer of our own the window adopts, for the view
            // size of last time (the window is not laid out yet; a wrong guess only costs a normal first frame)
            java.awt.Dimension d = prefs.viewSize();
            MapRenderer warm = new MapRenderer(services.images(), services.overlays(),
                    new ChunkCache(MapRenderer.CHUNK_BUDGET));
            warm.warmUp(r.map(), d.width, d.height);
            return new Loaded(r, warm);
        }, compressor);
        if (timing) {
            System.out.println("twedit: main after " + sinceStart() + " ms");
        }
        SwingUtilities.invokeLater(() -> {
            if (timing) {
                System.out.println("twedit: laf after " + sinceStart() + " ms");
            }
            EditorWindow w = new EditorWindow(services);
            if (timing) {
                System.out.println("twedit: window built after " + sinceStart() + " ms");
            }
            w.setVisible(true);
            w.doctor().startSafety(); // autosave, and the offer to recover what a crash left
            if (timing) {
                System.out.println("twedit: window shown after " + sinceStart() + " ms");
            }
            if (json) {
                w.files().load(map, null);
            }
            if (loading != null) {
                loading.whenComplete((r, err) -> SwingUtilities.invokeLater(() -> {
                    if (err != null) {
                        // open it again through the file controller: it salvages damaged maps or says why not
                        w.files().load(map, null);
                        return;
                    }
                    if (timing) {
                        System.out.println("twedit: map read after " + sinceStart() + " ms");
                        w.view().onFirstFrame(() -> System.out.println("twedit: map shown after "
                                + sinceStart() + " ms"));
                    }
                    w.view().renderer().adopt(r.warm());
                    w.files().opened(map, r.result());
                }));
            }
        });
    }

    /** A map read at start-up with the renderer that has drawn its first frame. */
    private record Loaded(LoadResult result, MapRenderer warm) {
    }

    private static long sinceStart() {
        // the JVM's own start time: the process start time the OS reports is only accurate to about a second
        return System.currentTimeMillis() - java.lang.management.ManagementFactory.getRuntimeMXBean().getStartTime();
    }
}
