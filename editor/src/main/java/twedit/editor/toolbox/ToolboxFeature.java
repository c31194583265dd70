package twedit.editor.toolbox;

import java.awt.Rectangle;
import java.util.List;
import javax.swing.JMenuItem;
import twedit.editor.feature.Contributions;
import twedit.editor.feature.Feature;
import twedit.editor.feature.FeatureContext;
import twedit.editor.feature.MenuItem;
import twedit.editor.tools.TileSelection;
import twedit.editor.ui.Actions;
import twedit.editor.ui.Ask;
import twedit.model.document.MapDocument;
import twedit.model.document.edits.Edit;
import twedit.model.map.Group;
import twedit.model.map.Layer;
import twedit.model.map.TileLayer;
import twedit.model.toolbox.PlaceBorder;

/** DDNet's "Place border" in Tools and the layer context menu: a 2-tile border of tile 1 (on the selection's box). */
public final class ToolboxFeature implements Feature {
    /** The question's title, as DDNet's. */
    static final String TITLE = "Place border tiles";

    /** DDNet's question before placing the border (popups.cpp). */
    static final String QUESTION =
            "This is going to overwrite any existing tiles around the edges of the layer.\n\nContinue?";

    private FeatureContext ctx;

    @Override
    public void install(FeatureContext context, Contributions out) {
        this.ctx = context;
        out.menuItem(new MenuItem(
                "Tools",
                Actions.of(
                        "Place Border",
                        null,
                        "Tile 1 in a 2-tile border at the edges of the current tiles or Game layer (or selection),"
                                + " as DDNet's Place border",
                        () -> placeBorder(ctx.workspace().currentTileLayer())),
                "placeBorderItem"));
        out.layerMenu(this::items);
    }

    private List<JMenuItem> items(Group group, Layer layer) {
        if (!(layer instanceof TileLayer t) || PlaceBorder.problem(t) != null) {
            return List.of();
        }
        JMenuItem item = new JMenuItem("Place border");
        item.setName("layerPlaceBorder");
        item.setToolTipText("Tile 1 in a 2-tile border at the edges of this layer (or of the selection)");
        item.addActionListener(e -> placeBorder(t));
        return List.of(item);
    }

    void placeBorder(TileLayer layer) {
        String why = PlaceBorder.problem(layer);
        if (why != null) {
            ctx.status().setMessage(why);
            return;
        }
        MapDocument doc = ctx.workspace().document();
        if (doc.inStroke()) {
            ctx.status().setMessage("Finish painting first.");
            return;
        }
        TileSelection s = ctx.tools().selection();
        Rectangle r =
                s != null && s.layers().contains(layer) ? s.rect() : new Rectangle(0, 0, layer.width(), layer.height());
        Edit e = PlaceBorder.edit(doc.map(), layer, r.x, r.y, r.width, r.height);
        if (e == null) {
            ctx.status().setMessage("The border is already there: nothing changed.");
            return;
        }
        if (!Ask.yesNo(ctx.owner(), TITLE, QUESTION)) {
            return;
        }
        doc.apply(e);
        ctx.status()
                .setMessage(PlaceBorder.LABEL + ": tile 1 around "
                        + (s != null && s.layers().contains(layer) ? "the selection" : "layer '" + layer.name() + "'")
                        + ".");
    }
}
