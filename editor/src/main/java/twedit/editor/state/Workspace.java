package twedit.editor.state;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
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
 * The open document with its file and form, the current group and layer, and listeners that follow all of them
 * across opening another map. The current layer is kept valid when layers are removed.
 */
public final class Workspace {
    private MapDocument document;
    private Path file;
    private SourceForm form = SourceForm.DDNET;
    private Group group;
    private Layer layer;
    private final TileOpacity opacity;
    private final List<WorkspaceListener> listeners = new ArrayList<>();
    private final DocumentListener forward = this::forward;

    public Workspace(MapDocument document) {
        this(document, TileOpacity.embeddedOnly());
    }

    /** A workspace whose tools set the opaque flag of placed tiles as {@code opacity} says. */
    public Workspace(MapDocument document, TileOpacity opacity) {
        this.opacity = opacity;
        setDocument(document, null, SourceForm.DDNET);
    }

    /** The opaque tiles of each tiles layer, for the flags of tiles placed on it (as DDNet's editor saves them). */
    public TileOpacity opacity() {
        return opacity;
    }

    public MapDocument document() {
        return document;
    }

    public TwMap map() {
        return document.map();
    }

    /** The file the document was read from or saved to; null for a new map. */
    public Path file() {
        return file;
    }

    public SourceForm form() {
        return form;
    }

    /** Opens another document: listeners move to it and the game layer becomes current. */
    public void setDocument(MapDocument doc, Path path, SourceForm sourceForm) {
        if (document != null) {
            document.removeListener(forward);
        }
        document = doc;
        file = path;
        form = sourceForm == null ? SourceForm.DDNET : sourceForm;
        document.addListener(forward);
        selectDefault();
        for (WorkspaceListener l : List.copyOf(listeners)) {
            l.documentReplaced();
        }
        fireSelection();
    }

    /** Records that the document now lives at {@code path} in {@code sourceForm} (after Save As). */
    public void setFile(Path path, SourceForm sourceForm) {
        file = path;
        form = sourceForm;
        for (WorkspaceListener l : List.copyOf(listeners)) {
            l.fileChanged();
        }
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
        if (g == group && l == layer) {
            return;
        }
        group = g;
        layer = l;
        fireSelection();
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
            if (holder != null) {
                group = holder;
            } else {
                selectDefault();
            }
        }
        for (WorkspaceListener l : List.copyOf(listeners)) {
            l.documentChanged(e);
        }
        if (!selectionValid) {
            fireSelection();
        }
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
        TwMap m = document.map();
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

    private void fireSelection() {
        for (WorkspaceListener l : List.copyOf(listeners)) {
            l.selectionChanged();
        }
    }
}
