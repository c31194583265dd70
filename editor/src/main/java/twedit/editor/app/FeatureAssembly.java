package twedit.editor.app;

import java.awt.BorderLayout;
import java.awt.Component;
import java.awt.event.ComponentAdapter;
import java.awt.event.ComponentEvent;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.swing.JComponent;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JSplitPane;
import javax.swing.JTabbedPane;
import javax.swing.SwingConstants;
import twedit.editor.feature.Contributions;
import twedit.editor.feature.Feature;
import twedit.editor.feature.FeatureContext;
import twedit.editor.feature.LayerTool;
import twedit.editor.feature.MenuItem;
import twedit.editor.feature.Panel;
import twedit.editor.feature.Panels;
import twedit.editor.feature.TilePalette;
import twedit.editor.files.FileStep;
import twedit.editor.files.FileSteps;
import twedit.editor.files.MapFormat;
import twedit.editor.files.MapFormats;
import twedit.editor.state.Workspace;
import twedit.editor.tools.ToolBox;

/**
 * Collects what the features contribute, in their order, and puts it in the window: side tabs after Tiles and
 * History, the bottom panel below the map, palettes in the Tiles tab, layer tools, formats and file steps. Panels
 * that wait for the first frame get a place sized like them, filled by {@link #buildLate()} so that nothing moves.
 */
final class FeatureAssembly implements Contributions, Panels {
    /** Name of the places kept for panels not built yet. */
    static final String PLACEHOLDER = "lateFeaturePlaceholder";

    private final Workspace ws;
    private final ToolBox tools;
    private final MapFormats formats;
    private final FileSteps steps;
    private final List<Panel> panels = new ArrayList<>();
    private final List<TilePalette> palettes = new ArrayList<>();
    private final List<MenuItem> menuItems = new ArrayList<>();
    private final List<LayerTool> lateTools = new ArrayList<>();
    private final List<Runnable> whenShown = new ArrayList<>();
    private final List<Runnable> onClose = new ArrayList<>();
    private final List<java.util.function.Consumer<javax.swing.JMenuBar>> menuBarBuilt = new ArrayList<>();
    /** What stands in each panel's place now (the panel, or the place kept for it), by id. */
    private final Map<String, JComponent> placed = new LinkedHashMap<>();

    private final JTabbedPane side = new JTabbedPane();
    private TilesTab tiles;
    private JSplitPane split;
    private boolean built;

    FeatureAssembly(Workspace ws, ToolBox tools, MapFormats formats, FileSteps steps) {
        this.ws = ws;
        this.tools = tools;
        this.formats = formats;
        this.steps = steps;
    }

    /** Lets each feature contribute, in order. */
    void install(List<Feature> features, FeatureContext context) {
        for (Feature f : features) {
            f.install(context, this);
        }
    }

    @Override
    public void panel(Panel panel) {
        if (panel.area() == Panel.Area.BOTTOM && panels.stream().anyMatch(p -> p.area() == Panel.Area.BOTTOM)) {
            throw new IllegalArgumentException("one bottom panel until panels dock: " + panel.id());
        }
        panels.add(panel);
    }

    @Override
    public void tilePalette(TilePalette palette) {
        palettes.add(palette);
    }

    @Override
    public void menuItem(MenuItem item) {
        menuItems.add(item);
    }

    @Override
    public void layerTool(LayerTool tool) {
        if (tool.deferred()) {
            lateTools.add(tool);
        } else {
            tools.addLayerTool(tool.forLayer());
        }
    }

    @Override
    public void format(MapFormat format) {
        formats.add(format);
    }

    @Override
    public void fileStep(FileStep step) {
        steps.add(step);
    }

    @Override
    public void whenShown(Runnable action) {
        whenShown.add(action);
    }

    @Override
    public void onClose(Runnable action) {
        onClose.add(action);
    }

    @Override
    public void menuBar(java.util.function.Consumer<javax.swing.JMenuBar> action) {
        menuBarBuilt.add(action);
    }

    /** Hands the window's finished menu bar to the features that asked for it. */
    void menuBarBuilt(javax.swing.JMenuBar bar) {
        menuBarBuilt.forEach(a -> a.accept(bar));
    }

    /** Whether {@link #buildLate()} has run. */
    boolean isBuilt() {
        return built;
    }

    List<MenuItem> menuItems() {
        return List.copyOf(menuItems);
    }

    void windowShown() {
        whenShown.forEach(Runnable::run);
    }

    void closing() {
        onClose.forEach(Runnable::run);
    }

    /** The side tabs: Tiles (the picker and the palettes), History, then each side panel or the place kept for it. */
    JTabbedPane sideTabs(JComponent picker, JComponent history) {
        tiles = new TilesTab(ws, picker);
        side.addTab("Tiles", tiles);
        side.addTab("History", history);
        for (Panel p : panels) {
            if (p.area() == Panel.Area.SIDE) {
                JComponent c = p.deferred() ? placeholder(p) : p.factory().get();
                placed.put(p.id(), c);
                side.addTab(p.title(), c);
            }
        }
        return side;
    }

    /** The map area, over the bottom panel (or its place) in a vertical split when a feature gives one. */
    JComponent mapWithBottom(JComponent mapArea) {
        for (Panel p : panels) {
            if (p.area() == Panel.Area.BOTTOM) {
                JComponent c = p.deferred() ? placeholder(p) : p.factory().get();
                placed.put(p.id(), c);
                split = new JSplitPane(JSplitPane.VERTICAL_SPLIT, mapArea, c);
                split.setResizeWeight(1);
                split.setOneTouchExpandable(true); // the panel can be dragged down out of the way
                split.setName("envelopeSplit");
                keepBottomAtPreferredHeight(split);
                return split;
            }
        }
        return mapArea;
    }

    /**
     * Builds the palettes, the panels that waited and their layer tools, into the places kept for them; what they
     * listen to starts from the open document. Does nothing the second time.
     */
    void buildLate() {
        if (built) {
            return;
        }
        built = true;
        ws.addLate(() -> {
            for (TilePalette p : palettes) {
                tiles.addPalette(p.id(), p.shownFor(), p.factory().get());
            }
            for (Panel p : panels) {
                if (p.deferred()) {
                    fill(p, p.factory().get());
                }
            }
            for (LayerTool t : lateTools) {
                tools.addLayerTool(t.forLayer());
            }
        });
    }

    private void fill(Panel p, JComponent built) {
        JComponent place = placed.put(p.id(), built);
        if (p.area() == Panel.Area.BOTTOM) {
            int divider = split.getDividerLocation();
            split.setBottomComponent(built);
            if (divider > 0) {
                split.setDividerLocation(divider);
            }
            return;
        }
        int i = side.indexOfComponent(place);
        if (i >= 0) {
            side.setComponentAt(i, built);
        }
    }

    @Override
    public void show(String id) {
        Component c = placed.get(id);
        if (c != null && side.indexOfComponent(c) >= 0) {
            side.setSelectedComponent(c);
        }
    }

    @Override
    public void setTitle(String id, String title) {
        Component c = placed.get(id);
        int i = c == null ? -1 : side.indexOfComponent(c);
        if (i >= 0) {
            side.setTitleAt(i, title);
        }
    }

    /**
     * Gives the bottom panel (or its place) its preferred height when the split first gets a size. Left to itself the
     * split keeps whatever divider its first layout found, and that layout may run at a passing size of the window
     * (while it is packed or shown), which squeezed the panel to its minimum on some starts and not on others.
     */
    private static void keepBottomAtPreferredHeight(JSplitPane split) {
        split.addComponentListener(new ComponentAdapter() {
            @Override
            public void componentResized(ComponentEvent e) {
                if (split.getHeight() <= 0) {
                    return;
                }
                split.removeComponentListener(this);
                int bottom = split.getBottomComponent().getPreferredSize().height;
                split.setDividerLocation(Math.max(
                        split.getTopComponent().getMinimumSize().height,
                        split.getHeight() - bottom - split.getDividerSize()));
            }
        });
    }

    private static JPanel placeholder(Panel p) {
        JPanel place = new JPanel(new BorderLayout());
        place.setName(PLACEHOLDER);
        place.add(new JLabel("Loading\u2026", SwingConstants.CENTER), BorderLayout.CENTER);
        if (p.preferredSize() != null) {
            place.setPreferredSize(p.preferredSize());
        }
        if (p.minimumSize() != null) {
            place.setMinimumSize(p.minimumSize());
        }
        return place;
    }
}
