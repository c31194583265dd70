package twedit.editor.app;

import java.awt.BorderLayout;
import java.awt.event.WindowAdapter;
import java.awt.event.WindowEvent;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import javax.swing.AbstractButton;
import javax.swing.ButtonGroup;
import javax.swing.JComponent;
import javax.swing.JFileChooser;
import javax.swing.JFrame;
import javax.swing.JToggleButton;
import javax.swing.JToolBar;
import javax.swing.WindowConstants;
import twedit.editor.docking.Docks;
import twedit.editor.feature.Feature;
import twedit.editor.feature.FeatureContext;
import twedit.editor.files.DatafileFormat;
import twedit.editor.files.FileSteps;
import twedit.editor.files.MapFormats;
import twedit.editor.panels.HistoryPanel;
import twedit.editor.panels.LayerTreePanel;
import twedit.editor.panels.PropertiesPanel;
import twedit.editor.panels.StatusBar;
import twedit.editor.panels.TilePickerPanel;
import twedit.editor.state.Workspace;
import twedit.editor.state.WorkspaceListener;
import twedit.editor.tools.ToolBox;
import twedit.editor.ui.FileChoosers;
import twedit.editor.view.ChunkCache;
import twedit.editor.view.ImageStore;
import twedit.editor.view.MapRenderer;
import twedit.editor.view.MapView;
import twedit.editor.view.ViewOptions;
import twedit.model.dirs.DataDirs;
import twedit.model.dirs.DdnetPlaces;
import twedit.model.document.DocumentEvent;
import twedit.model.document.MapDocument;
import twedit.model.map.TwMap;

/**
 * The main window: it builds the core (map view, layer tree and properties, history, tile picker, toolbar, menus,
 * status bar), then lets each feature contribute its panels, menus, tools and file handling, in a fixed order.
 */
public final class EditorWindow extends JFrame {
    private final AppServices services;
    private final Workspace ws;
    private final ToolBox tools;
    private final MapView view;
    private final StatusBar status;
    private final FileController files;
    private final EditActions edits;
    private final WindowActions actions;
    private final MenuFactory menus;
    private final MapArea mapArea;
    private final LayerTreePanel layers;
    private final HistoryPanel history;
    private final ImageStore images;
    private final List<Feature> features;
    private final FeatureAssembly assembly;
    private final twedit.editor.feature.DocumentChecks checks = new twedit.editor.feature.DocumentChecks();
    private final twedit.editor.feature.TileInterchange interchange = new twedit.editor.feature.TileInterchange();
    private final FocusReturn focusReturn;
    private final TabKeys tabKeys;
    private final Docks docks;
    private final MapTabs tabs;
    private final MemoryReports memory;

    /** A window with every panel built. */
    public EditorWindow(AppServices services) {
        this(services, false);
    }

    /** A window with the standard features; with {@code deferFeatures} their late panels wait for installFeatures(). */
    public EditorWindow(AppServices services, boolean deferFeatures) {
        this(services, StandardFeatures.create(), deferFeatures);
    }

    /** Tooltips go when the mouse moves on, even when their component missed the mouse's exit. */
    private final twedit.editor.ui.TooltipGuard tooltips = twedit.editor.ui.TooltipGuard.install();

    /** A window with {@code features}, assembled in their order. */
    public EditorWindow(AppServices services, List<Feature> features, boolean deferFeatures) {
        super("twedit");
        this.services = services;
        this.features = List.copyOf(features);
        ws = new Workspace(
                new MapDocument(TwMap.newMap(FileController.NEW_WIDTH, FileController.NEW_HEIGHT)), services.opacity());
        tools = new ToolBox(ws);
        images = services.images();
        MapRenderer renderer = new MapRenderer(
                images,
                services.overlays(),
                new ChunkCache(twedit.editor.memory.MemoryGuard.chunkBudget(MapRenderer.CHUNK_BUDGET)));
        view = new MapView(ws, tools, renderer, new ViewOptions());
        view.addComponentListener(new java.awt.event.ComponentAdapter() {
            @Override
            public void componentResized(java.awt.event.ComponentEvent e) {
                // remembered so the next start can draw the first frame of its map before the window exists
                services.prefs().setViewSize(view.getWidth(), view.getHeight());
            }
        });
        status = new StatusBar(ws, view);
        status.showToolHints(tools);
        status.add(new twedit.editor.memory.MemoryLabel(), "hidemode 3");
        memory = new MemoryReports(services.memory(), this, view, status);
        tools.addNoteListener(status::setMessage);
        GlassBusy busy = new GlassBusy(getRootPane(), status, view);
        menus = new MenuFactory(this);
        MapFormats formats = new MapFormats(new DatafileFormat(ws, services.files(), m -> {
            services.images().preload(m);
            services.overlays().preload(m);
        }));
        FileSteps steps = new FileSteps();
        files = new FileController(
                this,
                ws,
                services.prefs(),
                formats,
                steps,
                busy,
                services.memory(),
                () -> tools.active().cancel(),
                menus::rebuildRecent,
                DdnetPlaces.here(services.env(), services.home()).mapsDir(),
                programFiles(services.env()));
        tabs = new MapTabs(ws, files::close, files::isWorking);
        assembly = new FeatureAssembly(ws, tools, formats, steps);
        docks = new Docks(this, services.prefs().node());
        assembly.install(
                this.features,
                new FeatureContext(
                        this,
                        ws,
                        tools,
                        view,
                        status,
                        files,
                        assembly,
                        services.files(),
                        images,
                        services.overlays(),
                        services.prefs().node(),
                        services.env(),
                        services.home(),
                        this::dataDir,
                        checks,
                        interchange));
        edits = new EditActions(ws, tools, files::isWorking, interchange);
        actions = new WindowActions(this);
        TilePickerPanel overlayPicker = new TilePickerPanel(ws, tools, renderer::atlasImage);
        overlayPicker.setGameType(services.overlays()::gameType);
        mapArea = new MapArea(view, overlayPicker, ws, tools::note);
        layers = new LayerTreePanel(ws, view.options(), checks::noNewLayers);
        layers.setMenuExtension(assembly::layerMenuItems);
        history = new HistoryPanel(ws);
        TilePickerPanel picker = new TilePickerPanel(ws, tools, renderer::atlasImage);
        picker.setGameType(services.overlays()::gameType);
        setJMenuBar(menus.build(assembly.menuItems()));
        assembly.menuBarBuilt(getJMenuBar());
        // decoded beside the window's build (the title bar may get its icon a moment after the window shows)
        Thread icons = new Thread(
                () -> {
                    List<java.awt.Image> images = Icons.appIcons();
                    javax.swing.SwingUtilities.invokeLater(() -> setIconImages(images));
                },
                "twedit-icons");
        icons.setDaemon(true);
        icons.start();
        layoutWindow(picker);
        // the map has the keyboard first, as in DDNet's editor (its shortcuts work at once), not the first text field
        setFocusTraversalPolicy(new javax.swing.LayoutFocusTraversalPolicy() {
            @Override
            public java.awt.Component getDefaultComponent(java.awt.Container root) {
                return view.isShowing() ? view : super.getDefaultComponent(root);
            }
        });
        setDefaultCloseOperation(WindowConstants.DO_NOTHING_ON_CLOSE);
        addWindowListener(new WindowAdapter() {
            @Override
            public void windowClosing(WindowEvent e) {
                close();
            }

            @Override
            public void windowClosed(WindowEvent e) {
                releaseMap();
            }
        });
        setTransferHandler(new FileDropHandler(files::openInTurn));
        focusReturn = new FocusReturn(this, view);
        focusReturn.install();
        tabKeys = new TabKeys(this, List.of(actions.nextTab, actions.previousTab));
        tabKeys.install();
        ws.addListener(new WorkspaceListener() {
            @Override
            public void documentReplaced() {
                tools.documentReplaced();
                updateTitle();
                reportImageProblems();
            }

            @Override
            public void documentChanged(DocumentEvent e) {
                updateTitle();
            }

            @Override
            public void fileChanged() {
                updateTitle();
            }
        });
        updateTitle();
        if (!deferFeatures) {
            installFeatures();
        }
    }

    /**
     * Builds the feature panels a first frame does not need (those the features mark deferred) into the places the
     * window keeps for them. A window built with {@code deferFeatures} shows its map about 300 ms sooner and calls
     * this right after; {@link #feature(Class)} calls it too.
     */
    public void installFeatures() {
        if (assembly.isBuilt()) {
            return;
        }
        assembly.buildLate();
        edits.connectClipboard();
        view.repaint(); // what the features draw over the map (physics numbers and arrows) shows from now on
    }

    /** Runs what the features do once the window is on screen (autosave, the offer to recover after a crash). */
    public void windowShown() {
        assembly.windowShown();
    }

    /** The feature of {@code type} in this window, with its late panels built. */
    public <T extends Feature> T feature(Class<T> type) {
        installFeatures();
        return featureAsBuilt(type);
    }

    /** The feature of {@code type} without building the late panels (a test looks at one still waiting for them). */
    public <T extends Feature> T featureAsBuilt(Class<T> type) {
        for (Feature f : features) {
            if (type.isInstance(f)) {
                return type.cast(f);
            }
        }
        throw new IllegalArgumentException("no " + type.getSimpleName() + " in this window");
    }

    /** Shows whether the brush replaces tiles or paints empty cells only; a click switches it (as Ctrl+D does). */
    private JToggleButton destructiveButton() {
        JToggleButton b = new JToggleButton(actions.destructive);
        b.setName("destructiveButton");
        Runnable sync = () -> {
            b.setSelected(!tools.destructive());
            b.setText(tools.destructive() ? "Destructive" : "Empty cells only");
        };
        tools.addListener(sync);
        sync.run();
        return b;
    }

    private void layoutWindow(JComponent picker) {
        JToolBar bar = new JToolBar();
        bar.setFloatable(false);
        bar.add(actions.newMap).setName("newButton");
        bar.add(actions.open).setName("openButton");
        bar.add(actions.save).setName("saveButton");
        bar.addSeparator();
        bar.add(edits.undo).setName("undoButton");
        bar.add(edits.redo).setName("redoButton");
        bar.addSeparator();
        ButtonGroup group = new ButtonGroup();
        for (ToolBox.Id id : ToolBox.Id.values()) {
            JToggleButton b = new JToggleButton(actions.tool(id));
            b.setHideActionText(true);
            b.setName("tool." + id.name().toLowerCase(java.util.Locale.ROOT));
            b.setFocusable(false);
            group.add(b);
            bar.add(b);
        }
        tools.addListener(() -> syncToolButtons(bar));
        syncToolButtons(bar);
        bar.addSeparator();
        bar.add(actions.flipX).setText("Flip X");
        bar.add(actions.flipY).setText("Flip Y");
        bar.add(actions.rotateCcw).setText("\u21ba");
        bar.add(actions.rotateCw).setText("\u21bb");
        bar.add(destructiveButton());
        bar.addSeparator();
        bar.add(actions.zoomIn);
        bar.add(actions.zoomOut);
        JToggleButton grid = new JToggleButton(new Act(
                "Grid",
                "grid",
                null,
                "Show the tile grid (Ctrl+G)",
                () -> view.options().setGrid(!view.options().grid())));
        grid.setHideActionText(true);
        grid.setSelected(view.options().grid()); // kept from the last session
        view.options().addListener(() -> grid.setSelected(view.options().grid()));
        bar.add(grid);
        bar.add(actions.picker);
        for (java.awt.Component c : bar.getComponents()) {
            c.setFocusable(false);
        }

        PropertiesPanel properties = new PropertiesPanel(ws);
        properties.setMenuExtension(assembly::layerMenuItems);
        assembly.dockPanels(docks, layers, properties, mapArea, picker, history);
        getContentPane().setLayout(new BorderLayout());
        javax.swing.JPanel top = new javax.swing.JPanel(new BorderLayout());
        top.add(bar, BorderLayout.NORTH);
        javax.swing.JPanel tabRow = new javax.swing.JPanel(new BorderLayout());
        tabRow.add(tabs.component(), BorderLayout.CENTER);
        tabRow.add(docks.onDemandBar(), BorderLayout.EAST); // the panels needed now and then, no height taken
        top.add(tabRow, BorderLayout.SOUTH);
        getContentPane().add(top, BorderLayout.NORTH);
        getContentPane().add(docks.root(), BorderLayout.CENTER);
        getContentPane().add(status, BorderLayout.SOUTH);
        // a first start takes most of a large screen (the map gets the room) and all of a small one (1366x768)
        java.awt.Rectangle screen =
                java.awt.GraphicsEnvironment.getLocalGraphicsEnvironment().getMaximumWindowBounds();
        setSize(
                Math.min(screen.width, Math.max(1440, screen.width * 9 / 10)),
                Math.min(screen.height, Math.max(900, screen.height * 9 / 10)));
        setLocationRelativeTo(null);
        docks.restore();
    }

    private void syncToolButtons(JToolBar bar) {
        String want = "tool." + tools.activeId().name().toLowerCase(java.util.Locale.ROOT);
        for (java.awt.Component c : bar.getComponents()) {
            if (c instanceof AbstractButton && want.equals(c.getName())) {
                ((AbstractButton) c).setSelected(true);
            }
        }
    }

    private void updateTitle() {
        boolean modified = ws.document().isModified();
        Path f = ws.file();
        setTitle((modified ? "\u2022 " : "") + files.displayName()
                + (f == null ? "" : " \u2014 " + f.toAbsolutePath().getParent()) + " \u2014 twedit");
        getRootPane().putClientProperty("Window.documentModified", modified);
    }

    /** Tells the user in the status bar about images that could not be loaded (once each). */
    void reportImageProblems() {
        // images load lazily while painting: report missing ones once the first frame of this map is drawn
        javax.swing.SwingUtilities.invokeLater(() -> {
            java.util.List<String> p = images.drainProblems();
            if (!p.isEmpty()) {
                status.setMessage(p.size() + " image problem" + (p.size() == 1 ? "" : "s") + ": " + p.get(0)
                        + (dataDir().isEmpty() ? " (set File > DDNet Data Directory)" : ""));
            }
        });
    }

    /** Windows' program folders (ProgramFiles, ProgramFiles(x86)): no place to save a map by default. */
    private static java.util.List<Path> programFiles(java.util.Map<String, String> env) {
        return java.util.stream.Stream.of(env.get("ProgramFiles"), env.get("ProgramFiles(x86)"))
                .filter(s -> s != null && !s.isBlank())
                .map(Path::of)
                .toList();
    }

    Optional<Path> dataDir() {
        return new DataDirs(services.prefs().dataDir(), services.env(), services.home()).find();
    }

    void chooseDataDir() {
        FileChoosers choosers = new FileChoosers(services.prefs().node(), ws::file);
        JFileChooser ch = choosers.create(
                FileChoosers.Kind.DATA_DIR,
                "DDNet data directory (the folder holding mapres/)",
                dataDir().map(d -> d.toAbsolutePath().getParent()).orElse(null));
        ch.setFileSelectionMode(JFileChooser.DIRECTORIES_ONLY);
        dataDir().ifPresent(d -> ch.setSelectedFile(d.toFile()));
        if (ch.showOpenDialog(this) == JFileChooser.APPROVE_OPTION) {
            choosers.remember(FileChoosers.Kind.DATA_DIR, ch);
            Path dir = ch.getSelectedFile().toPath();
            if (!java.nio.file.Files.isDirectory(dir.resolve("mapres"))) {
                Dialogs.error(
                        this,
                        "Data directory",
                        dir + " has no mapres folder; external images would not be " + "found there.");
                return;
            }
            services.prefs().setDataDir(dir.toString());
            view.renderer().clearCaches();
            view.repaint();
        }
    }

    void setDarkTheme(boolean dark) {
        services.prefs().setDarkTheme(dark);
        Theme.switchTo(dark);
        view.repaint();
    }

    void zoom(double factor) {
        view.zoomCentered(factor);
    }

    /** The map with the tile picker over it (for tests). */
    MapArea mapArea() {
        return mapArea;
    }

    void togglePicker() {
        mapArea.togglePicker();
    }

    /**
     * Lets go of the map, its history and its pixels once the window is closed: Swing (the focus manager, test robots)
     * may hold on to a closed window, which must then not hold a large map too.
     */
    private void releaseMap() {
        memory.dispose();
        tooltips.uninstall();
        focusReturn.uninstall();
        tabKeys.uninstall();
        edits.dispose();
        tools.active().cancel();
        ws.closeAll(new MapDocument(TwMap.newMap(1, 1)));
        view.renderer().clearCaches();
        view.dropCaches(); // the kept frame's key names the map
    }

    /** Asks about the unsaved changes of each open map, then closes the window and runs the exit hook. */
    public void close() {
        if (!assembly.mayClose()) {
            return;
        }
        files.confirmDiscardAll(() -> {
            assembly.closing();
            dispose();
            services.onExit().run();
        });
    }

    public Workspace workspace() {
        return ws;
    }

    public ToolBox tools() {
        return tools;
    }

    public MapView view() {
        return view;
    }

    /** Shows the next tab ({@code delta} 1) or the previous one (-1). */
    void stepTab(int delta) {
        tabs.step(delta);
    }

    public FileController files() {
        return files;
    }

    public StatusBar status() {
        return status;
    }

    public LayerTreePanel layers() {
        return layers;
    }

    public HistoryPanel history() {
        return history;
    }

    /** The docked panels: show, hide, the layout. */
    public Docks docks() {
        return docks;
    }

    EditorPrefs prefs() {
        return services.prefs();
    }

    EditActions edits() {
        return edits;
    }

    WindowActions actions() {
        return actions;
    }
}
