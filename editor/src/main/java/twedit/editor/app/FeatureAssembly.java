package twedit.editor.app;

import java.awt.BorderLayout;
import java.util.ArrayList;
import java.util.List;
import javax.swing.JComponent;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.SwingConstants;
import twedit.editor.docking.Docks;
import twedit.editor.docking.Slot;
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
 * Collects what the features contribute, in their order, and puts it in the window: docked panels after Tiles and
 * History (each where its area says the default layout puts it), palettes in the Tiles panel, layer tools, formats
 * and file steps. Panels that wait for the first frame get a place, filled by {@link #buildLate()}: nothing moves.
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
    private final List<twedit.editor.feature.LayerMenu> layerMenus = new ArrayList<>();
    private final List<LayerTool> lateTools = new ArrayList<>();
    private final List<Runnable> whenShown = new ArrayList<>();
    private final List<Runnable> onClose = new ArrayList<>();
    private final List<java.util.function.BooleanSupplier> beforeClose = new ArrayList<>();
    private final List<java.util.function.Consumer<javax.swing.JMenuBar>> menuBarBuilt = new ArrayList<>();
    /** The panels' help buttons asked for before the docks were given (features install first). */
    private final java.util.Map<String, Runnable> helps = new java.util.LinkedHashMap<>();

    private Docks docks;
    private TilesTab tiles;
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
    public void layerMenu(twedit.editor.feature.LayerMenu menu) {
        layerMenus.add(menu);
    }

    /** The contributed context menu items for a layer of a group (or the group when the layer is null). */
    List<javax.swing.JMenuItem> layerMenuItems(twedit.model.map.Group group, twedit.model.map.Layer layer) {
        List<javax.swing.JMenuItem> out = new ArrayList<>();
        for (twedit.editor.feature.LayerMenu m : layerMenus) {
            out.addAll(m.items(group, layer));
        }
        return out;
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
    public void beforeClose(java.util.function.BooleanSupplier mayClose) {
        beforeClose.add(mayClose);
    }

    /** Whether every feature lets the window close (each asks about its own unsaved work; the first no stops). */
    boolean mayClose() {
        for (java.util.function.BooleanSupplier b : beforeClose) {
            if (!b.getAsBoolean()) {
                return false;
            }
        }
        return true;
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

    /**
     * Puts the panels in the docks, in this order: the layer tree and the properties, the map, Tiles (the picker and
     * the palettes), History, then each feature's panel or the place kept for it until {@link #buildLate()}.
     */
    void dockPanels(
            Docks docks,
            JComponent layers,
            JComponent properties,
            JComponent map,
            JComponent picker,
            JComponent history) {
        this.docks = docks;
        helps.forEach(docks::help);
        tiles = new TilesTab(ws, picker);
        docks.add("layers", "Layers", Slot.LEFT, layers);
        docks.add("properties", "Properties", Slot.LEFT_LOWER, properties);
        docks.add("map", "Map", Slot.CENTER, map);
        docks.add("tiles", "Tiles", Slot.RIGHT, tiles);
        docks.add("history", "History", Slot.BOTTOM, history); // now and then: opens on demand
        for (Panel p : panels) {
            Slot slot = switch (p.area()) {
                case SIDE -> Slot.RIGHT;
                case SIDE_LOWER -> Slot.RIGHT_LOWER;
                case BOTTOM -> Slot.BOTTOM;
            };
            docks.add(
                    p.id(),
                    p.title(),
                    slot,
                    p.deferred() ? placeholder(p) : p.factory().get());
        }
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
                    docks.setContent(p.id(), p.factory().get());
                }
            }
            for (LayerTool t : lateTools) {
                tools.addLayerTool(t.forLayer());
            }
        });
    }

    @Override
    public void show(String id) {
        docks.show(id);
    }

    @Override
    public void front(String id) {
        docks.front(id);
    }

    @Override
    public void setTitle(String id, String title) {
        docks.setTitle(id, title);
    }

    @Override
    public void help(String id, Runnable open) {
        helps.put(id, open);
        if (docks != null) {
            docks.help(id, open);
        }
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
