package twedit.editor.wayfinding;

import java.awt.event.MouseAdapter;
import java.awt.event.MouseEvent;
import java.util.ArrayList;
import java.util.List;
import javax.swing.JMenuItem;
import javax.swing.JPopupMenu;
import javax.swing.SwingUtilities;
import twedit.editor.feature.Contributions;
import twedit.editor.feature.Feature;
import twedit.editor.feature.FeatureContext;
import twedit.editor.state.Workspace;
import twedit.editor.view.Camera;
import twedit.editor.view.MapView;
import twedit.model.map.Group;
import twedit.model.map.Layer;
import twedit.model.map.TileLayer;
import twedit.model.tiles.DdnetTiles;

/**
 * DDNet's layer selector: Ctrl+right-click on the map lists the shown tile layers that have a tile under the cursor
 * (each in its own group's parallax and offset), and the one clicked becomes the current layer.
 */
public final class LayerPickFeature implements Feature {
    /** A layer with a tile under the cursor and its group. */
    public record Hit(Group group, TileLayer layer) {}

    private Workspace ws;
    private MapView view;

    @Override
    public void install(FeatureContext ctx, Contributions out) {
        ws = ctx.workspace();
        view = ctx.view();
        view.addMouseListener(new MouseAdapter() {
            @Override
            public void mouseReleased(MouseEvent e) {
                // on the release: the map has seen the whole click before the menu takes the mouse
                if (SwingUtilities.isRightMouseButton(e) && e.isControlDown() && !e.isAltDown()) {
                    show(e.getX(), e.getY());
                }
            }
        });
    }

    /** The shown tile layers with a non-empty tile at screen point (sx, sy), in drawing order. */
    public List<Hit> hits(int sx, int sy) {
        List<Hit> out = new ArrayList<>();
        Camera camera = view.camera();
        for (Group g : ws.map().groups()) {
            Camera.GroupTransform t = camera.transform(g);
            int x = (int) Math.floor(t.toWorldX(sx) / 32);
            int y = (int) Math.floor(t.toWorldY(sy) / 32);
            for (Layer l : g.layers()) {
                if (l instanceof TileLayer tl
                        && view.options().isVisible(g, l)
                        && tl.grid().contains(x, y)
                        && tl.grid().get(x, y, DdnetTiles.typeByte(tl.kind())) != 0) {
                    out.add(new Hit(g, tl));
                }
            }
        }
        return out;
    }

    private void show(int sx, int sy) {
        List<Hit> hits = hits(sx, sy);
        JPopupMenu menu = new JPopupMenu();
        menu.setName("layerPickMenu");
        if (hits.isEmpty()) {
            JMenuItem none = new JMenuItem("No shown layer has a tile here");
            none.setEnabled(false);
            menu.add(none);
        }
        for (Hit h : hits) {
            JMenuItem item = new JMenuItem(label(h));
            item.setName("layerPick." + ws.map().groups().indexOf(h.group()) + "."
                    + h.group().layers().indexOf(h.layer()));
            if (h.layer() == ws.currentLayer()) {
                item.setFont(item.getFont().deriveFont(java.awt.Font.BOLD));
            }
            item.addActionListener(e -> ws.select(h.group(), h.layer()));
            menu.add(item);
        }
        menu.show(view, sx, sy);
    }

    private static String label(Hit h) {
        String group = h.group().name().isEmpty() ? "Group" : h.group().name();
        String layer =
                h.layer().name().isEmpty() ? h.layer().kindLabel() : h.layer().name();
        return group + " \u203a " + layer + "  [" + h.layer().kindLabel() + "]";
    }
}
