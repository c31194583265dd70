package twedit.editor.gametiles;

import java.awt.Rectangle;
import java.util.IdentityHashMap;
import java.util.Map;
import java.util.Optional;
import javax.swing.SwingUtilities;
import twedit.editor.state.LayerSettings;
import twedit.editor.state.Workspace;
import twedit.editor.state.WorkspaceListener;
import twedit.model.document.DocumentEvent;
import twedit.model.document.MapDocument;
import twedit.model.document.Origin;
import twedit.model.document.edits.Change;
import twedit.model.gametiles.GameTiles;
import twedit.model.map.TileLayer;
import twedit.model.select.CellMask;
import twedit.model.tiles.GameTileOp;

/**
 * Live game tiles (DDNet's "Live Gametiles"): on a layer with the option, what a stroke paints or erases puts the
 * layer's last construction's tile (or air) on the Game layer right after, joining the stroke so the stroke and its
 * game tiles undo as one step. The option lives in twedit's settings for the map ({@link LayerSettings}): the
 * operation's name, or "on" before the layer's first construction.
 */
final class LiveGameTiles implements WorkspaceListener {
    /** The label of live game tiles that could not join the edit that caused them (a fill, a paste). */
    static final String LABEL = "Live game tiles";

    private static final String ON = "on";

    private final Workspace ws;
    private final LayerSettings settings;
    /** Each layer's last construction this session (DDNet's m_FillGameTile). */
    private final Map<TileLayer, GameTileOp> last = new IdentityHashMap<>();

    private final Map<TileLayer, Rectangle> dirty = new IdentityHashMap<>();
    private boolean scheduled;
    private boolean applying;

    LiveGameTiles(Workspace ws, LayerSettings settings) {
        this.ws = ws;
        this.settings = settings;
    }

    /** Whether the option is on for the layer. */
    boolean isOn(TileLayer layer) {
        return stored(layer) != null;
    }

    /** The operation live game tiles repeat on the layer, when the option is on and it has one. */
    Optional<GameTileOp> op(TileLayer layer) {
        String s = stored(layer);
        if (s == null) {
            return Optional.empty();
        }
        GameTileOp known = last.get(layer);
        return known != null ? Optional.of(known) : GameTileOp.parse(s);
    }

    private String stored(TileLayer layer) {
        return settings.get(ws.document(), ws.file(), layer);
    }

    /** The layer's last construction (kept as the repeated one when the option is on). */
    void remember(TileLayer layer, GameTileOp op) {
        last.put(layer, op);
        if (isOn(layer)) {
            settings.put(ws.document(), ws.file(), layer, op.cliName());
        }
    }

    /** Turns the option on or off for the layer; says what it did. */
    String toggle(TileLayer layer) {
        if (isOn(layer)) {
            settings.put(ws.document(), ws.file(), layer, null);
            return "Live game tiles off for layer '" + layer.name() + "'.";
        }
        GameTileOp op = last.get(layer);
        settings.put(ws.document(), ws.file(), layer, op != null ? op.cliName() : ON);
        return op != null
                ? "Live game tiles on for layer '" + layer.name() + "': strokes put '" + op.ddnetName()
                        + "' game tiles."
                : "Live game tiles on for layer '" + layer.name() + "': construct game tiles once to choose"
                        + " the tile strokes put.";
    }

    @Override
    public void documentReplaced() {
        dirty.clear();
    }

    @Override
    public void documentChanged(DocumentEvent e) {
        // as DDNet: only painting follows (its automapper writes cells without SetTile), never our own output
        if (applying
                || (e.kind() != DocumentEvent.Kind.APPLY && e.kind() != DocumentEvent.Kind.STROKE_STEP)
                || e.origin().equals(GameTiles.ORIGIN)
                || e.origin().equals(GameTiles.LIVE_ORIGIN)
                || e.origin().equals(Origin.AUTOMAP)
                || e.origin().equals(Origin.LIVE_AUTOMAP)) {
            return;
        }
        for (Change c : e.changes()) {
            if (c instanceof Change.TilesChanged t
                    && !t.layer().kind().isPhysics()
                    && op(t.layer()).isPresent()) {
                dirty.merge(t.layer(), new Rectangle(t.x(), t.y(), t.width(), t.height()), Rectangle::union);
            }
        }
        if (!dirty.isEmpty() && !scheduled) {
            scheduled = true;
            SwingUtilities.invokeLater(this::flush);
        }
    }

    /** Writes the game tiles of what was painted since the last flush (on the event thread). */
    void flush() {
        scheduled = false;
        MapDocument doc = ws.document();
        Map<TileLayer, Rectangle> todo = new IdentityHashMap<>(dirty);
        dirty.clear();
        for (Map.Entry<TileLayer, Rectangle> en : todo.entrySet()) {
            TileLayer layer = en.getKey();
            Optional<GameTileOp> op = op(layer);
            if (!doc.map().allLayers().contains(layer) || op.isEmpty()) {
                continue;
            }
            Rectangle r = en.getValue();
            CellMask area = CellMask.rect(r.x, r.y, r.width, r.height);
            applying = true;
            try {
                if (doc.inStroke()) {
                    GameTiles.follow(doc, layer, area, op.get());
                } else {
                    doc.compound(LABEL, GameTiles.LIVE_ORIGIN, () -> GameTiles.follow(doc, layer, area, op.get()));
                }
            } finally {
                applying = false;
            }
        }
    }
}
