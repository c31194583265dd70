package twedit.editor.select;

import java.awt.event.ActionEvent;
import javax.swing.AbstractAction;
import javax.swing.KeyStroke;
import twedit.editor.feature.Contributions;
import twedit.editor.feature.Feature;
import twedit.editor.feature.FeatureContext;
import twedit.editor.feature.MenuItem;

/** Edit > Find and Replace Tiles... (Ctrl+H, free in DDNet's editor and here): opens the replace dialog. */
public final class ReplaceFeature implements Feature {
    /** The shortcut, as in most editors' find and replace. */
    static final String KEY = "ctrl H";

    private ReplaceDialog dialog;

    @Override
    public void install(FeatureContext ctx, Contributions out) {
        AbstractAction open = new AbstractAction("Find and Replace Tiles...") {
            @Override
            public void actionPerformed(ActionEvent e) {
                if (dialog == null) {
                    dialog = new ReplaceDialog(ctx.owner(), ctx.workspace(), ctx.tools());
                }
                dialog.open();
            }
        };
        open.putValue(AbstractAction.ACCELERATOR_KEY, KeyStroke.getKeyStroke(KEY));
        open.putValue(
                AbstractAction.SHORT_DESCRIPTION,
                "Count and replace a tile in a layer, the selection, a group or the map");
        out.menuItem(new MenuItem("Edit", open, "replaceTilesItem"));
        out.onClose(() -> {
            if (dialog != null) {
                dialog.dispose();
            }
        });
    }
}
