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
 * shows it. With {@code -Dtwedit.launchTiming=true} (or {@code TWEDIT_LAUNCH_TIMING=1}) it prints
 * {@code twedit: map shown after N ms} once the first frame with the map has been painted.
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
        warmText();
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
        preloadClasses();
    }

    /**
     * Loads the classes the window is built from on this (otherwise idle) thread while the event thread builds it,
     * so the two share the class loading on a machine with more than one core.
     */
    private static void preloadClasses() {
        String[] names = {"javax.swing.JTree", "javax.swing.JTable", "javax.swing.JSpinner", "javax.swing.JComboBox",
            "javax.swing.JTabbedPane", "javax.swing.JSplitPane", "javax.swing.JList", "javax.swing.JSlider",
            "javax.swing.JCheckBox", "javax.swing.JTextField", "javax.swing.JProgressBar", "javax.swing.JToolBar",
            "javax.swing.JPopupMenu", "javax.swing.JMenuBar", "javax.swing.JMenu", "javax.swing.JMenuItem",
            "javax.swing.JCheckBoxMenuItem", "javax.swing.JToggleButton", "javax.swing.JScrollPane",
            "javax.swing.tree.DefaultTreeCellRenderer", "javax.swing.DefaultListCellRenderer",
            "net.miginfocom.swing.MigLayout", "net.miginfocom.layout.Grid", "net.miginfocom.layout.ConstraintParser",
            "com.formdev.flatlaf.ui.FlatTreeUI", "com.formdev.flatlaf.ui.FlatTableUI",
            "com.formdev.flatlaf.ui.FlatSpinnerUI", "com.formdev.flatlaf.ui.FlatComboBoxUI",
            "com.formdev.flatlaf.ui.FlatTabbedPaneUI", "com.formdev.flatlaf.ui.FlatSplitPaneUI",
            "com.formdev.flatlaf.ui.FlatTextFieldUI", "com.formdev.flatlaf.ui.FlatButtonUI",
            "com.formdev.flatlaf.ui.FlatToggleButtonUI", "com.formdev.flatlaf.ui.FlatLabelUI",
            "com.formdev.flatlaf.ui.FlatScrollPaneUI", "com.formdev.flatlaf.ui.FlatScrollBarUI",
            "com.formdev.flatlaf.ui.FlatToolBarUI", "com.formdev.flatlaf.ui.FlatMenuBarUI",
            "com.formdev.flatlaf.ui.FlatMenuUI", "com.formdev.flatlaf.ui.FlatMenuItemUI",
            "com.formdev.flatlaf.ui.FlatCheckBoxUI", "com.formdev.flatlaf.ui.FlatListUI",
            "com.formdev.flatlaf.ui.FlatProgressBarUI", "com.formdev.flatlaf.ui.FlatSliderUI",
            "com.formdev.flatlaf.ui.FlatCheckBoxMenuItemUI", "com.formdev.flatlaf.ui.FlatPopupMenuUI",
            "com.formdev.flatlaf.ui.FlatRootPaneUI", "com.formdev.flatlaf.ui.FlatPanelUI",
            "com.formdev.flatlaf.ui.FlatViewportUI", "com.formdev.flatlaf.ui.FlatSeparatorUI",
            "com.formdev.flatlaf.ui.FlatToolBarSeparatorUI", "com.formdev.flatlaf.ui.FlatTextAreaUI"};
        ClassLoader loader = EditorApp.class.getClassLoader();
        for (String n : names) {
            try {
                Class.forName(n, true, loader);
            } catch (ClassNotFoundException | LinkageError e) {
                // only a head start: the event thread loads what is missing itself
            }
        }
    }

    /** Starts the font system (and the look's font) while the preferences load: the first text drawn pays it. */
    private static void warmText() {
        java.awt.image.BufferedImage img = new java.awt.image.BufferedImage(64, 16,
                java.awt.image.BufferedImage.TYPE_INT_ARGB);
        java.awt.Graphics2D g = img.createGraphics();
        g.setRenderingHint(java.awt.RenderingHints.KEY_TEXT_ANTIALIASING,
                java.awt.RenderingHints.VALUE_TEXT_ANTIALIAS_LCD_HRGB);
        g.setFont(new java.awt.Font(java.awt.Font.SANS_SERIF, java.awt.Font.PLAIN, 13));
        g.drawString("twedit 0123", 0, 12);
        g.dispose();
    }

    /** A map read at start-up with the renderer that has drawn its first frame. */
    private record Loaded(LoadResult result, MapRenderer warm) {
    }

    private static long sinceStart() {
        // the JVM's own start time: the process start time the OS reports is only accurate to about a second
        return System.currentTimeMillis() - java.lang.management.ManagementFactory.getRuntimeMXBean().getStartTime();
    }
}
