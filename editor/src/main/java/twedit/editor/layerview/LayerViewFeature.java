package twedit.editor.layerview;

import java.awt.event.ActionEvent;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import javax.swing.AbstractAction;
import javax.swing.Action;
import javax.swing.KeyStroke;
import twedit.editor.feature.Contributions;
import twedit.editor.feature.Feature;
import twedit.editor.feature.FeatureContext;
import twedit.editor.feature.MenuItem;
import twedit.editor.state.Workspace;
import twedit.editor.state.WorkspaceListener;
import twedit.editor.view.ViewOptions;
import twedit.model.map.TileLayer;

/**
 * What you paint must be visible: View menu toggles that draw the current layer on top of the others, dim the
 * others (Tiled's "highlight current layer"), or show only the current layer or only the physics layers. The first
 * two are remembered apart for physics and design layers (see {@link ViewOptions}): on for physics layers by default,
 * since the design groups after the Game group cover what is painted there. The options are kept across sessions.
 */
public final class LayerViewFeature implements Feature {
    /** Shows only the current layer (L for layer; no DDNet editor key uses it). */
    static final String ONLY_CURRENT_KEY = "ctrl shift L";

    /** Shows only the physics layers (G for the game layers; Ctrl+G alone is the grid). */
    static final String ONLY_PHYSICS_KEY = "ctrl shift G";

    private Toggle onTop;
    private Toggle dim;
    private Toggle onlyCurrent;
    private Toggle onlyPhysics;

    @Override
    public void install(FeatureContext ctx, Contributions out) {
        ViewOptions o = ctx.view().options();
        new ViewPrefs(ctx.prefs(), o).bind();
        Workspace ws = ctx.workspace();
        BooleanSupplier physics = () -> physics(ws);
        onTop = new Toggle(
                "Current layer on top",
                null,
                "Draw the layer being edited over all the others, so what is painted shows (remembered separately for"
                        + " physics and design layers)",
                () -> o.currentOnTop(physics.getAsBoolean()),
                v -> o.setCurrentOnTop(physics.getAsBoolean(), v));
        dim = new Toggle(
                "Dim other layers",
                null,
                "Draw the layers other than the one being edited faded (remembered separately for physics and design"
                        + " layers)",
                () -> o.dimOthers(physics.getAsBoolean()),
                v -> o.setDimOthers(physics.getAsBoolean(), v));
        onlyCurrent = new Toggle(
                "Show only current layer",
                ONLY_CURRENT_KEY,
                "Draw the layer being edited and nothing else",
                o::onlyCurrent,
                o::setOnlyCurrent);
        onlyPhysics = new Toggle(
                "Show only physics",
                ONLY_PHYSICS_KEY,
                "Draw only the game, front, tele, speedup, switch and tune layers",
                o::onlyPhysics,
                o::setOnlyPhysics);
        out.menuItem(new MenuItem("View", onTop, "currentOnTopItem"));
        out.menuItem(new MenuItem("View", dim, "dimOthersItem"));
        out.menuItem(new MenuItem("View", onlyCurrent, "onlyCurrentItem"));
        out.menuItem(new MenuItem("View", onlyPhysics, "onlyPhysicsItem"));
        // the ticks follow the options and the current layer's kind (physics and design have their own choice)
        o.addListener(this::sync);
        ws.addListener(new WorkspaceListener() {
            @Override
            public void documentReplaced() {
                sync();
            }

            @Override
            public void selectionChanged() {
                sync();
            }
        });
        sync();
    }

    private void sync() {
        onTop.sync();
        dim.sync();
        onlyCurrent.sync();
        onlyPhysics.sync();
    }

    private static boolean physics(Workspace ws) {
        TileLayer l = ws.currentTileLayer();
        return l != null && l.kind().isPhysics();
    }

    /** A menu check box as a Swing action: its tick ({@link Action#SELECTED_KEY}) follows the option it sets. */
    private static final class Toggle extends AbstractAction {
        private final transient BooleanSupplier get;
        private final transient Consumer<Boolean> set;

        Toggle(String name, String key, String tip, BooleanSupplier get, Consumer<Boolean> set) {
            super(name);
            this.get = get;
            this.set = set;
            if (key != null) {
                putValue(ACCELERATOR_KEY, KeyStroke.getKeyStroke(key));
            }
            putValue(SHORT_DESCRIPTION, tip);
            putValue(SELECTED_KEY, get.getAsBoolean());
        }

        @Override
        public void actionPerformed(ActionEvent e) {
            // a menu check box has already flipped SELECTED_KEY; a key or the command palette has not
            boolean want = e.getSource() instanceof javax.swing.JCheckBoxMenuItem
                    ? ((javax.swing.JCheckBoxMenuItem) e.getSource()).isSelected()
                    : !get.getAsBoolean();
            set.accept(want);
            sync();
        }

        void sync() {
            putValue(SELECTED_KEY, get.getAsBoolean());
        }
    }
}
