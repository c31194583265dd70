package twedit.editor.wayfinding;

import java.awt.GridLayout;
import javax.swing.JLabel;
import javax.swing.JOptionPane;
import javax.swing.JPanel;
import javax.swing.JSpinner;
import javax.swing.SpinnerNumberModel;
import twedit.editor.feature.Contributions;
import twedit.editor.feature.Feature;
import twedit.editor.feature.FeatureContext;
import twedit.editor.feature.MenuItem;
import twedit.editor.state.Workspace;
import twedit.editor.ui.Actions;
import twedit.editor.view.MapView;
import twedit.model.map.TileLayer;

/**
 * Getting about a big map: View > Go to Position centres the view on a tile given in tiles (DDNet's "Goto XY"), and
 * View > Grid Factor makes every Nth grid line stand out (DDNet's map grid factor, 1 to 15).
 */
public final class NavigationFeature implements Feature {
    private Workspace ws;
    private MapView view;
    private java.awt.Window owner;

    @Override
    public void install(FeatureContext ctx, Contributions out) {
        ws = ctx.workspace();
        view = ctx.view();
        owner = ctx.owner();
        out.menuItem(new MenuItem(
                "View",
                Actions.of("Go to Position...", null, "Centre the view on a tile, given in tiles", this::askGoTo),
                "goToItem"));
        out.menuItem(new MenuItem(
                "View",
                Actions.of(
                        "Grid Factor...",
                        null,
                        "Make every Nth line of the grid stand out (1: every 16th), as DDNet's grid factor",
                        this::askFactor),
                "gridFactorItem"));
    }

    /** Centres the view on tile (x, y) at the zoom it has. */
    public void goTo(int x, int y) {
        view.centerOnTile(x, y, view.camera().scale());
    }

    private void askGoTo() {
        TileLayer l = ws.currentTileLayer();
        int w = l != null ? l.width() : 100000;
        int h = l != null ? l.height() : 100000;
        JSpinner x = new JSpinner(new SpinnerNumberModel(0, 0, Math.max(0, w - 1), 1));
        JSpinner y = new JSpinner(new SpinnerNumberModel(0, 0, Math.max(0, h - 1), 1));
        x.setName("goToX");
        y.setName("goToY");
        JPanel p = new JPanel(new GridLayout(2, 2, 6, 4));
        p.add(new JLabel("X (tiles)"));
        p.add(x);
        p.add(new JLabel("Y (tiles)"));
        p.add(y);
        if (JOptionPane.showConfirmDialog(owner, p, "Go to Position", JOptionPane.OK_CANCEL_OPTION)
                == JOptionPane.OK_OPTION) {
            goTo((Integer) x.getValue(), (Integer) y.getValue());
        }
    }

    private void askFactor() {
        JSpinner f = new JSpinner(new SpinnerNumberModel(view.options().gridFactor(), 1, 15, 1));
        f.setName("gridFactor");
        if (JOptionPane.showConfirmDialog(owner, f, "Grid Factor", JOptionPane.OK_CANCEL_OPTION)
                == JOptionPane.OK_OPTION) {
            view.options().setGridFactor((Integer) f.getValue());
            view.options().setGrid(true);
        }
    }
}
