package twedit.editor.state;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import twedit.model.codec.SourceForm;
import twedit.model.document.DocumentEvent;
import twedit.model.document.DocumentListener;
import twedit.model.document.MapDocument;
import twedit.model.map.Group;
import twedit.model.map.Layer;
import twedit.model.map.Location;
import twedit.model.map.TileLayer;
import twedit.model.map.TwMap;
import twedit.model.tiles.TileOpacity;

/**
 * The maps open in a window (its tabs), the current one with its current group and layer, and listeners that follow
 * whichever map is current. Each open map keeps its own document and history; only the current one is edited. The
 * current layer is kept valid when layers are removed.
 */
public final class Workspace {
    private final List<OpenMap> maps = new ArrayList<>();
    private OpenMap current;
    private Group group;
    private Layer layer;
    /** The layer next to the current one in its group: current again when the current one goes (undo of its add). */
    private Layer neighbour;
    /** The layers selected with the current one (Ctrl/Shift+click in the layer tree), all in the current group. */
    private List<Layer> together = List.of();

    private final TileOpacity opacity;
    private final List<WorkspaceListener> listeners = new ArrayList<>();
    private final DocumentListener forward = this::forward;

    public Workspace(MapDocument document) {
        this(document, TileOpacity.embeddedOnly());
    }

    /** A workspace whose tools set the opaque flag of placed tiles as {@code opacity} says. */
    public Workspace(MapDocument document, TileOpacity opacity) {
        this.opacity = opacity;
        current = new OpenMap(document, null, SourceForm.DDNET);
        maps.add(current);
        document.addListener(forward);
        selectDefault();
    }

    /** The opaque tiles of each tiles layer, for the flags of tiles placed on it (as DDNet's editor saves them). */
    public TileOpacity opacity() {
        return opacity;
    }

    /** The current map's document. */
    public MapDocument document() {
        return current.document();
    }

    public TwMap map() {
        return current.document().map();
    }

    /** The file the current map was read from or saved to; null for a new map. */
    public Path file() {
        return current.file();
    }

    public SourceForm form() {
        return current.form();
    }

    /** The map shown now. */
    public OpenMap current() {
        return current;
    }

    /** The open maps in tab order. */
    public List<OpenMap> maps() {
        return Collections.unmodifiableList(maps);
    }

    /** The open map read from or saved to {@code path}, if any. */
    public Optional<OpenMap> find(Path path) {
        return maps.stream().filter(m -> m.isFile(path)).findFirst();
    }

    /** The open map whose document is {@code doc}, if any. */
    public Optional<OpenMap> find(MapDocument doc) {
        return maps.stream().filter(m -> m.document() == doc).findFirst();
    }

    /**
     * Replaces the current map's document (what was kept of the old one is dropped): listeners move to it and the
     * game layer becomes current.
     */
    public void setDocument(MapDocument doc, Path path, SourceForm sourceForm) {
        current.document().removeListener(forward);
        current.replace(doc, path, sourceForm);
        doc.addListener(forward);
        selectDefault();
        for (WorkspaceListener l : List.copyOf(listeners)) {
            l.documentReplaced();
        }
        fireSelection();
        fireMaps();
    }

    /**
     * Opens {@code doc} in a new tab after the current one and shows it; an untouched new map in the current tab gives
     * its place instead.
     */
    public OpenMap open(MapDocument doc, Path path, SourceForm sourceForm) {
        if (current.pristine()) {
            setDocument(doc, path, sourceForm);
            return current;
        }
        OpenMap m = new OpenMap(doc, path, sourceForm);
        maps.add(maps.indexOf(current) + 1, m);
        show(m, false);
        return m;
    }

    /** Shows {@code m}, an open map, with the layer, view and selections it had when it was left. */
    public void switchTo(OpenMap m) {
        if (m != current && maps.contains(m)) {
            show(m, true);
        }
    }

    /**
     * Closes {@code m} without asking (the caller asked about unsaved changes); the map to its right, else its left,
     * is shown when it was the current one. The last map is never closed: replace its document instead.
     */
    public void close(OpenMap m) {
        int i = maps.indexOf(m);
        if (i < 0 || maps.size() == 1) {
            return;
        }
        if (m == current) {
            show(maps.get(i + 1 < maps.size() ? i + 1 : i - 1), true);
        }
        maps.remove(m);
        for (WorkspaceListener l : List.copyOf(listeners)) {
            l.mapClosed(m);
        }
        fireMaps();
    }

    /**
     * Closes every map at once, without showing each in turn (the window is gone), and leaves {@code doc} as the one
     * map.
     */
    public void closeAll(MapDocument doc) {
        List<OpenMap> closed = new ArrayList<>(maps);
        closed.remove(current);
        maps.retainAll(List.of(current));
        for (OpenMap m : closed) {
            for (WorkspaceListener l : List.copyOf(listeners)) {
                l.mapClosed(m);
            }
        }
        setDocument(doc, null, SourceForm.DDNET);
    }

    /** Marks the current map as read from a damaged file (true) or as written by us since (false). */
    public void setDamaged(boolean damaged) {
        current.setDamaged(damaged);
    }

    /** Records that the current map now lives at {@code path} in {@code sourceForm} (after Save As). */
    public void setFile(Path path, SourceForm sourceForm) {
        setFile(current, path, sourceForm);
    }

    /**
     * Saves the current map in {@code form} from now on (its file and damage mark stay): the fix for a form the
     * game cannot load, such as 0.7's compressed tiles on DDNet before 17.2. The map is marked modified.
     */
    public void setForm(SourceForm form) {
        if (current.form() == form) {
            return;
        }
        current.setFile(current.file(), form);
        current.document().markModified();
        for (WorkspaceListener l : List.copyOf(listeners)) {
            l.fileChanged();
        }
        fireMaps();
    }

    /** Records that {@code m} now lives at {@code path} in {@code sourceForm}, written by us (no longer damaged). */
    public void setFile(OpenMap m, Path path, SourceForm sourceForm) {
        m.setFile(path, sourceForm);
        m.setDamaged(false);
        if (m == current) {
            for (WorkspaceListener l : List.copyOf(listeners)) {
                l.fileChanged();
            }
        }
        fireMaps();
    }

    private void show(OpenMap m, boolean returning) {
        for (WorkspaceListener l : List.copyOf(listeners)) {
            l.leaving(current);
        }
        current.remember(group, layer);
        current.document().removeListener(forward);
        OpenMap left = current;
        current = m;
        // a background tab holds its unchanged layers compressed, as its file does (inflated again when read)
        left.document().map().releaseTiles();
        m.document().addListener(forward);
        group = m.rememberedGroup();
        layer = m.rememberedLayer();
        together = List.of();
        if (!returning || group == null || !isLive()) {
            selectDefault();
        }
        for (WorkspaceListener l : List.copyOf(listeners)) {
            l.documentReplaced();
        }
        fireSelection();
        if (returning) {
            for (WorkspaceListener l : List.copyOf(listeners)) {
                l.returned(m);
            }
        }
        fireMaps();
    }

    /** The current layer (or group, when no layer is current) as a location; the whole map when there is none. */
    public Location currentLocation() {
        return layer != null ? Location.of(layer) : group != null ? Location.of(group) : Location.map();
    }

    public Group currentGroup() {
        return group;
    }

    /** The current layer, or null when the current group is empty (or only a group is selected). */
    public Layer currentLayer() {
        return layer;
    }

    /** The current layer when it is a tile layer, else null. */
    public TileLayer currentTileLayer() {
        return layer instanceof TileLayer ? (TileLayer) layer : null;
    }

    public void select(Group g, Layer l) {
        if (g == group && l == layer && together.isEmpty()) {
            return;
        }
        group = g;
        layer = l;
        together = List.of();
        fireSelection();
    }

    /**
     * Selects several layers of group {@code g} at once (as DDNet's layer list with Shift), {@code current} being the
     * one the properties, the picker and single-layer tools work on; layers of other groups are left out.
     */
    public void selectLayers(Group g, Layer current, List<Layer> layers) {
        List<Layer> in = new ArrayList<>();
        for (Layer l : g.layers()) {
            if (l == current || layers.contains(l)) {
                in.add(l);
            }
        }
        List<Layer> others = in.size() > 1 ? List.copyOf(in) : List.of();
        if (g == group && current == layer && others.equals(together)) {
            return;
        }
        group = g;
        layer = current;
        together = others;
        fireSelection();
    }

    /**
     * The selected layers in their group's order: the current one alone unless several are selected; those removed
     * since are left out.
     */
    public List<Layer> selectedLayers() {
        if (together.isEmpty() || group == null) {
            return layer == null ? List.of() : List.of(layer);
        }
        List<Layer> out = new ArrayList<>();
        for (Layer l : group.layers()) {
            if (together.contains(l) || l == layer) {
                out.add(l);
            }
        }
        return out;
    }

    /** The selected tile layers in their group's order (the layers a brush paints on together). */
    public List<TileLayer> selectedTileLayers() {
        List<TileLayer> out = new ArrayList<>();
        for (Layer l : selectedLayers()) {
            if (l instanceof TileLayer t) {
                out.add(t);
            }
        }
        return out;
    }

    public void addListener(WorkspaceListener l) {
        listeners.add(l);
    }

    public void removeListener(WorkspaceListener l) {
        listeners.remove(l);
    }

    /**
     * Runs {@code build}, then tells the listeners it added what the others heard before them: a document was opened
     * and a layer made current. Whatever is built after the window showed its map starts from the open document this
     * way, without knowing it was built late.
     */
    public void addLate(Runnable build) {
        int before = listeners.size();
        build.run();
        List<WorkspaceListener> late =
                List.copyOf(listeners.subList(Math.min(before, listeners.size()), listeners.size()));
        for (WorkspaceListener l : late) {
            l.documentReplaced();
        }
        for (WorkspaceListener l : late) {
            l.selectionChanged();
        }
    }

    private void forward(DocumentEvent e) {
        boolean selectionValid = isLive();
        if (!selectionValid) {
            // a layer moved to another group (by a move, its undo or redo) stays current there
            Group holder = layer == null ? null : map().groupOf(layer).orElse(null);
            Group beside = neighbour == null ? null : map().groupOf(neighbour).orElse(null);
            together = List.of();
            if (holder != null) {
                group = holder;
            } else if (beside != null) {
                // the layer the gone one was added next to, as before the add (undo of a paste that added a layer)
                group = beside;
                layer = neighbour;
            } else {
                selectDefault();
            }
        }
        for (WorkspaceListener l : List.copyOf(listeners)) {
            l.documentChanged(e);
        }
        if (!selectionValid) {
            fireSelection();
        } else {
            rememberNeighbour();
        }
    }

    private void rememberNeighbour() {
        if (group == null || layer == null) {
            neighbour = null;
            return;
        }
        List<Layer> ls = group.layers();
        int i = ls.indexOf(layer);
        neighbour = i > 0 ? ls.get(i - 1) : i >= 0 && i + 1 < ls.size() ? ls.get(i + 1) : null;
    }

    private boolean isLive() {
        if (group == null) {
            return layer == null;
        }
        if (!map().groups().contains(group)) {
            return false;
        }
        return layer == null || group.layers().contains(layer);
    }

    private void selectDefault() {
        TwMap m = current.document().map();
        together = List.of();
        group = null;
        layer = null;
        TileLayer game = m.gameLayer().orElse(null);
        if (game != null) {
            group = m.gameGroup().orElse(null);
            layer = game;
            return;
        }
        for (Group g : m.groups()) {
            group = g;
            if (!g.layers().isEmpty()) {
                layer = g.layers().get(0);
                return;
            }
        }
    }

    private void fireMaps() {
        for (WorkspaceListener l : List.copyOf(listeners)) {
            l.mapsChanged();
        }
    }

    private void fireSelection() {
        rememberNeighbour();
        for (WorkspaceListener l : List.copyOf(listeners)) {
            l.selectionChanged();
        }
    }
}
