package twedit.editor.panels;

import java.util.List;
import twedit.model.document.MapDocument;
import twedit.model.document.edits.Edit;
import twedit.model.document.edits.Edits;
import twedit.model.map.Group;
import twedit.model.map.Layer;
import twedit.model.map.QuadsLayer;
import twedit.model.map.TileKind;
import twedit.model.map.TileLayer;
import twedit.model.map.TwMap;

/**
 * The layer and group commands of the tree as document edits: add, delete, duplicate, move; each returns an error
 * message for the user instead of breaking the map (a physics layer stays unique and in the Game group).
 */
public final class LayerOps {
    /** How many layers a question names before it says "and N more". */
    private static final int MAX_NAMED = 8;

    private final MapDocument doc;

    public LayerOps(MapDocument doc) {
        this.doc = doc;
    }

    private TwMap map() {
        return doc.map();
    }

    /** Adds a new group after {@code after} (or at the end) and returns it. */
    public Group addGroup(Group after) {
        Group g = new Group("Group");
        int idx = after == null ? map().groups().size() : map().groups().indexOf(after) + 1;
        doc.apply(Edits.addGroup(map(), idx, g));
        return g;
    }

    /** Adds a layer of a kind (plain tiles sized like the game layer, a physics layer, or quads) to a group. */
    public Layer addLayer(Group group, TileKind kind, boolean quads) {
        if (quads) {
            QuadsLayer q = new QuadsLayer("Quads", null, List.of());
            doc.apply(Edits.addLayer(group, group.layers().size(), q));
            return q;
        }
        TileLayer game = map().gameLayer().orElse(null);
        int w = game == null ? 100 : game.width();
        int h = game == null ? 50 : game.height();
        TileLayer l = TileLayer.empty(kind, w, h);
        doc.apply(Edits.addLayer(group, group.layers().size(), l));
        return l;
    }

    /** Adds an empty sounds layer at the end of the group. */
    public Layer addSoundsLayer(Group group) {
        twedit.model.map.SoundsLayer s = new twedit.model.map.SoundsLayer("Sounds", null, List.of());
        doc.apply(Edits.addLayer(group, group.layers().size(), s));
        return s;
    }

    /** Why a physics layer of this kind cannot be added, or null when it can. */
    public String cannotAdd(Group group, TileKind kind) {
        if (kind == TileKind.TILES) {
            return null;
        }
        if (map().physicsLayer(kind).isPresent()) {
            return "The map already has a " + kind.defaultName() + " layer.";
        }
        Group game = map().gameGroup().orElse(null);
        if (game != null && group != game) {
            return "Physics layers belong in the Game group.";
        }
        return null;
    }

    /** Deletes a layer; the Game layer cannot be deleted. Returns an error message or null. */
    public String deleteLayer(Group group, Layer layer) {
        if (layer instanceof TileLayer && ((TileLayer) layer).kind() == TileKind.GAME) {
            return "The Game layer cannot be deleted: every map needs one.";
        }
        doc.apply(Edits.removeLayer(group, group.layers().indexOf(layer)));
        return null;
    }

    /**
     * What deleting a group takes with it, as a question naming its layers ("Delete group 'Foo' and its 3 layers: a, b,
     * c?"), or null when the group is empty and goes alone.
     */
    public String deleteGroupQuestion(Group group) {
        int n = group.layers().size();
        if (n == 0) {
            return null;
        }
        StringBuilder names = new StringBuilder();
        int shown = Math.min(n, MAX_NAMED);
        for (int i = 0; i < shown; i++) {
            names.append(i == 0 ? "" : ", ")
                    .append(LayerTree.shortLabel(group.layers().get(i)));
        }
        if (n > shown) {
            names.append(" and ").append(n - shown).append(" more");
        }
        String name = group.name() == null || group.name().isEmpty() ? "Group" : group.name();
        return "Delete group '" + name + "' and its " + (n == 1 ? "layer" : n + " layers") + ": " + names + "?";
    }

    /** Deletes a group; the group holding the Game layer cannot be deleted. */
    public String deleteGroup(Group group) {
        if (map().gameGroup().orElse(null) == group) {
            return "The Game group cannot be deleted: it holds the Game layer.";
        }
        doc.apply(Edits.removeGroup(map(), map().groups().indexOf(group)));
        return null;
    }

    public String duplicateLayer(Group group, Layer layer) {
        if (layer instanceof TileLayer && ((TileLayer) layer).kind().isPhysics()) {
            return "A physics layer cannot be duplicated: the map may hold only one of each kind.";
        }
        doc.apply(Edits.duplicateLayer(group, group.layers().indexOf(layer)));
        return null;
    }

    public String duplicateGroup(Group group) {
        if (group.isPhysicsGroup()) {
            return "The Game group cannot be duplicated: its physics layers must stay unique.";
        }
        doc.apply(Edits.duplicateGroup(map(), map().groups().indexOf(group)));
        return null;
    }

    /** Why a layer may not go from group {@code from} to group {@code target}, or null when it may. */
    public static String cannotMove(Group from, Layer layer, Group target) {
        if (from != target && layer instanceof TileLayer t && t.kind().isPhysics()) {
            // DDNet reads the physics layers from its one game group only
            return "Physics layers stay in the Game group.";
        }
        return null;
    }

    /** Moves a layer to index {@code to} (its index afterwards) of group {@code target}. */
    public String moveLayer(Group from, Layer layer, Group target, int to) {
        int fromIndex = from.layers().indexOf(layer);
        String why = cannotMove(from, layer, target);
        if (why != null) {
            return why;
        }
        int max = from == target ? target.layers().size() - 1 : target.layers().size();
        int dest = Math.max(0, Math.min(max, to));
        if (from == target && dest == fromIndex) {
            return null;
        }
        Edit e = Edits.moveLayer(from, fromIndex, target, dest);
        doc.apply(e);
        return null;
    }

    /**
     * Moves a layer one step up (-1) or down (+1) in drawing order, across group boundaries: the first layer of a group
     * goes up to the end of the previous group, the last one down to the start of the next group. Returns an error
     * message (a physics layer leaving the Game group) or null; at the very first or last place nothing happens.
     */
    public String stepLayer(Group group, Layer layer, int delta) {
        int index = group.layers().indexOf(layer);
        int to = index + delta;
        if (to >= 0 && to < group.layers().size()) {
            return moveLayer(group, layer, group, to);
        }
        int g = map().groups().indexOf(group) + Integer.signum(delta);
        if (g < 0 || g >= map().groups().size()) {
            return null;
        }
        Group next = map().groups().get(g);
        return moveLayer(group, layer, next, delta < 0 ? next.layers().size() : 0);
    }

    /** Moves a group to index {@code to} (its index afterwards). */
    public void moveGroup(Group group, int to) {
        int from = map().groups().indexOf(group);
        int dest = Math.max(0, Math.min(map().groups().size() - 1, to));
        if (dest != from) {
            doc.apply(Edits.moveGroup(map(), from, dest));
        }
    }
}
