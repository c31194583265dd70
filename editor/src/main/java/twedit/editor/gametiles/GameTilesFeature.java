package twedit.editor.gametiles;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javax.swing.JCheckBoxMenuItem;
import javax.swing.JMenu;
import javax.swing.JMenuBar;
import javax.swing.JMenuItem;
import twedit.editor.feature.Contributions;
import twedit.editor.feature.Feature;
import twedit.editor.feature.FeatureContext;
import twedit.editor.state.LayerSettings;
import twedit.editor.state.Workspace;
import twedit.editor.tools.TileSelection;
import twedit.model.document.MapDocument;
import twedit.model.gametiles.GameTiles;
import twedit.model.map.Group;
import twedit.model.map.Layer;
import twedit.model.map.TileLayer;
import twedit.model.select.CellMask;
import twedit.model.tiles.GameTileOp;

/**
 * DDNet's "Construct game tiles" as a feature: a submenu of a design layer's context menu and of Tools (the command
 * palette, Ctrl+P as in DDNet, finds its operations there), a button under the layer's properties, the "Live game
 * tiles" option, and the group's "Clean up game tiles".
 */
public final class GameTilesFeature implements Feature {
    /** The name of the submenus and the Properties button. */
    public static final String MENU = "Construct game tiles";
    /** Its title in the Tools menu, whose items are in title case. */
    static final String TOOLS_MENU = "Construct Game Tiles";

    private FeatureContext ctx;
    private LiveGameTiles live;

    @Override
    public void install(FeatureContext context, Contributions out) {
        this.ctx = context;
        Workspace ws = context.workspace();
        live = new LiveGameTiles(ws, new LayerSettings(context.prefs(), "liveGameTiles"));
        ws.addListener(live);
        out.layerMenu(this::items);
        out.menuBar(this::addToTools);
    }

    private List<JMenuItem> items(Group group, Layer layer) {
        List<JMenuItem> out = new ArrayList<>();
        if (layer instanceof TileLayer t && !t.kind().isPhysics()) {
            out.add(menu(t, "layerGameTiles"));
            JCheckBoxMenuItem liveItem =
                    new JCheckBoxMenuItem("Live game tiles", live.op(t).isPresent());
            liveItem.setName("layerLiveGameTiles");
            liveItem.setToolTipText("Repeat the last construction on every stroke painted on this layer (DDNet's Live"
                    + " Gametiles); kept in twedit's settings for this map, not in the file");
            liveItem.setEnabled(GameTiles.problem(ctx.workspace().map(), t).isEmpty());
            liveItem.addActionListener(e -> toggleLive(t));
            out.add(liveItem);
        }
        if (layer == null
                && group != null
                && group == ctx.workspace().map().gameGroup().orElse(null)) {
            JMenuItem clean = new JMenuItem("Clean up game tiles");
            clean.setName("groupCleanUpGameTiles");
            clean.setToolTipText(
                    "Remove game tiles that aren't based on a layer: hookable, death and unhookable tiles no"
                            + " other layer of the Game group covers become air (DDNet's group popup)");
            clean.addActionListener(e -> cleanUp(group));
            out.add(clean);
        }
        return out;
    }

    /** The submenu of the 13 operations on {@code layer} (the current layer when null). */
    private JMenu menu(TileLayer layer, String name) {
        JMenu m = new JMenu(MENU);
        m.setName(name);
        Optional<String> why = layer == null
                ? Optional.empty()
                : GameTiles.problem(ctx.workspace().map(), layer);
        m.setEnabled(why.isEmpty());
        m.setToolTipText(why.orElse("Put a game tile under every tile of this layer (or of the selection)"));
        for (GameTileOp op : GameTileOp.values()) {
            JMenuItem item = new JMenuItem(op.ddnetName());
            item.setName(name + "." + op.cliName());
            item.addActionListener(
                    e -> construct(layer != null ? layer : ctx.workspace().currentTileLayer(), op));
            m.add(item);
        }
        return m;
    }

    private void addToTools(JMenuBar bar) {
        for (int i = 0; i < bar.getMenuCount(); i++) {
            JMenu m = bar.getMenu(i);
            if (m != null && "Tools".equals(m.getText())) {
                JMenu sub = menu(null, "toolsGameTiles");
                sub.setText(TOOLS_MENU);
                // with the other tools of DDNet's toolbox (Place Border, tile and quad art, the font typer)
                java.util.Set<String> toolbox =
                        java.util.Set.of("placeBorderItem", "addTileArtItem", "addQuadArtItem", "fontTyperItem");
                int after = -1;
                for (int j = 0; j < m.getItemCount(); j++) {
                    JMenuItem it = m.getItem(j);
                    if (it != null && it.getName() != null && toolbox.contains(it.getName())) {
                        after = j;
                    }
                }
                if (after >= 0) {
                    m.insert(sub, after + 1);
                    m.insertSeparator(after + 2);
                } else {
                    m.addSeparator();
                    m.add(sub);
                }
                return;
            }
        }
    }

    /** Constructs game tiles from {@code layer} (its selected cells when the selection is on it) and says so. */
    void construct(TileLayer layer, GameTileOp op) {
        MapDocument doc = ctx.workspace().document();
        if (doc.inStroke()) {
            ctx.status().setMessage("Finish painting first.");
            return;
        }
        GameTiles.Outcome o = GameTiles.construct(doc, layer, selectionOn(layer), op, GameTiles.ORIGIN);
        if (o.done()) {
            live.remember(layer, op);
        }
        ctx.status().setMessage(o.message());
    }

    private CellMask selectionOn(TileLayer layer) {
        TileSelection s = ctx.tools().selection();
        return s != null && s.layers().contains(layer) ? s.maskOn(layer) : null;
    }

    private void toggleLive(TileLayer layer) {
        ctx.status().setMessage(live.toggle(layer));
    }

    private void cleanUp(Group group) {
        MapDocument doc = ctx.workspace().document();
        if (doc.inStroke()) {
            ctx.status().setMessage("Finish painting first.");
            return;
        }
        ctx.status()
                .setMessage(
                        twedit.model.gametiles.GameTilesCleanUp.run(doc, group).message());
    }
}
