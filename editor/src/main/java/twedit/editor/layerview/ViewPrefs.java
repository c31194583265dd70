package twedit.editor.layerview;

import java.util.prefs.Preferences;
import twedit.editor.view.ViewOptions;

/**
 * Keeps the view options that are not about one map (grid, proof rectangle, detail layers, repeated edges, entity
 * opacity and how the current layer stands out) in the user's preferences: read once, written on every change.
 * Hidden and solo layers belong to the open map and are not kept.
 */
final class ViewPrefs {
    private static final String PREFIX = "view.";

    private final Preferences node;
    private final ViewOptions options;

    ViewPrefs(Preferences node, ViewOptions options) {
        this.node = node;
        this.options = options;
    }

    /** Sets the options from the preferences (defaults where nothing is kept), then saves each later change. */
    void bind() {
        options.setGrid(node.getBoolean(PREFIX + "grid", options.grid()));
        options.setProof(node.getBoolean(PREFIX + "proof", options.proof()));
        options.setShowDetail(node.getBoolean(PREFIX + "detail", options.showDetail()));
        options.setRepeatEdges(node.getBoolean(PREFIX + "repeatEdges", options.repeatEdges()));
        options.setEntityOpacity(node.getFloat(PREFIX + "entityOpacity", options.entityOpacity()));
        for (boolean physics : new boolean[] {true, false}) {
            options.setCurrentOnTop(
                    physics, node.getBoolean(key("currentOnTop", physics), options.currentOnTop(physics)));
            options.setDimOthers(physics, node.getBoolean(key("dimOthers", physics), options.dimOthers(physics)));
        }
        options.setOnlyCurrent(node.getBoolean(PREFIX + "onlyCurrent", options.onlyCurrent()));
        options.setOnlyPhysics(node.getBoolean(PREFIX + "onlyPhysics", options.onlyPhysics()));
        options.addListener(() -> {
            try {
                save();
            } catch (IllegalStateException e) {
                // the node was removed (a closing window's throwaway preferences): nothing left to keep
            }
        });
    }

    private void save() {
        put("grid", options.grid());
        put("proof", options.proof());
        put("detail", options.showDetail());
        put("repeatEdges", options.repeatEdges());
        if (node.getFloat(PREFIX + "entityOpacity", 1f) != options.entityOpacity()) {
            node.putFloat(PREFIX + "entityOpacity", options.entityOpacity());
        }
        for (boolean physics : new boolean[] {true, false}) {
            putKey(key("currentOnTop", physics), options.currentOnTop(physics));
            putKey(key("dimOthers", physics), options.dimOthers(physics));
        }
        put("onlyCurrent", options.onlyCurrent());
        put("onlyPhysics", options.onlyPhysics());
    }

    private static String key(String name, boolean physics) {
        return PREFIX + name + (physics ? ".physics" : ".design");
    }

    private void put(String name, boolean value) {
        putKey(PREFIX + name, value);
    }

    private void putKey(String key, boolean value) {
        // only what changed: the listener runs on every option change, hiding a layer included
        if (node.get(key, null) == null || node.getBoolean(key, !value) != value) {
            node.putBoolean(key, value);
        }
    }
}
