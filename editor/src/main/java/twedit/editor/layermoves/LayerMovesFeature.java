package twedit.editor.layermoves;

import twedit.editor.feature.Contributions;
import twedit.editor.feature.Feature;
import twedit.editor.feature.FeatureContext;
import twedit.editor.feature.MenuItem;
import twedit.editor.panels.LayerMoves;
import twedit.editor.ui.Actions;

/**
 * Edit menu actions that move the current layer one step up or down in drawing order (its group when only a group is
 * current). A layer at its group's first or last place goes on into the neighbour group; a physics layer stays in the
 * Game group and the status bar says why.
 */
public final class LayerMovesFeature implements Feature {
    /** Alt+Up and Alt+Down: free in the map, the tree and the fields (Alt+drag is the window manager's, not keys). */
    static final String UP_KEY = "alt UP";

    static final String DOWN_KEY = "alt DOWN";

    @Override
    public void install(FeatureContext ctx, Contributions out) {
        LayerMoves moves = new LayerMoves(ctx.workspace());
        out.menuItem(new MenuItem(
                "Edit",
                Actions.of(
                        "Move layer up",
                        UP_KEY,
                        "Draw the current layer earlier; the first of a group goes to the end of the group above",
                        () -> say(ctx, moves.step(-1))),
                "moveLayerUpItem"));
        out.menuItem(new MenuItem(
                "Edit",
                Actions.of(
                        "Move layer down",
                        DOWN_KEY,
                        "Draw the current layer later; the last of a group goes to the start of the group below",
                        () -> say(ctx, moves.step(1))),
                "moveLayerDownItem"));
    }

    private static void say(FeatureContext ctx, String error) {
        if (error != null) {
            ctx.status().setMessage(error);
            java.awt.Toolkit.getDefaultToolkit().beep();
        }
    }
}
