package twedit.model.gametiles;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import twedit.model.document.MapDocument;
import twedit.model.document.Origin;
import twedit.model.document.edits.Cells;
import twedit.model.document.edits.Edit;
import twedit.model.document.edits.Edits;
import twedit.model.document.edits.TilePatch;
import twedit.model.map.Group;
import twedit.model.map.TileKind;
import twedit.model.map.TileLayer;
import twedit.model.map.TwMap;
import twedit.model.select.CellMask;
import twedit.model.tiles.DdnetTiles;
import twedit.model.tiles.GameTileOp;

/**
 * DDNet's "Construct game tiles" (CLayerTiles::FillGameTiles): every non-empty cell of a design layer puts the
 * operation's tile on the Game layer (or the Tele layer) at the same place after the group's offset, growing the
 * physics layers when the design reaches past them, as one undo step named as DDNet names it.
 */
public final class GameTiles {
    /** Who made a construction the user asked for. */
    public static final Origin ORIGIN = new Origin("game-tiles");
    /** Who made the game tiles following a stroke on a layer with live game tiles. */
    public static final Origin LIVE_ORIGIN = new Origin("live-game-tiles");

    /** What a construction did: the cells it wrote (DDNet's count), and the sentence for the status bar. */
    public record Outcome(boolean done, int cells, String message) {}

    private GameTiles() {}

    /**
     * Why game tiles cannot be constructed from {@code layer} (DDNet's CanFillGameTiles: a design tiles layer whose
     * group has parallax 100 and offsets that are multiples of 32), or empty when they can.
     */
    public static Optional<String> problem(TwMap map, TileLayer layer) {
        if (layer == null || layer.kind() != TileKind.TILES) {
            return Optional.of("Game tiles are constructed from a design tiles layer: select one.");
        }
        Optional<Group> g = map.groupOf(layer);
        if (g.isEmpty()) {
            return Optional.of("The layer is not part of the map.");
        }
        Group group = g.get();
        if (group.parallaxX() != 100 || group.parallaxY() != 100) {
            return Optional.of(
                    "Group '" + group.name() + "' has parallax " + group.parallaxX() + "," + group.parallaxY()
                            + ": game tiles are constructed only from a group with parallax 100 (as in DDNet).");
        }
        if (group.offsetX() % 32 != 0 || group.offsetY() % 32 != 0) {
            return Optional.of("Group '" + group.name() + "' has offset " + group.offsetX() + "," + group.offsetY()
                    + ": game tiles are constructed only when the offsets are multiples of 32 (as in DDNet).");
        }
        if (map.gameLayer().isEmpty()) {
            return Optional.of("The map has no Game layer.");
        }
        return Optional.empty();
    }

    /** DDNet's undo step name: "Construct 'Freeze' game tiles (x123)", "Construct 'tele' game tiles (x4)". */
    public static String label(GameTileOp op, int cells) {
        String name = op.target() == TileKind.TELE ? "tele" : op.ddnetName();
        return "Construct '" + name + "' game tiles (x" + cells + ")";
    }

    /**
     * Constructs game tiles from {@code layer} (only the cells of {@code selection} when it is not null) as one undo step
     * of {@code origin}. Nothing changes when the layer cannot be used or has no tile there.
     */
    public static Outcome construct(
            MapDocument doc, TileLayer layer, CellMask selection, GameTileOp op, Origin origin) {
        TwMap map = doc.map();
        Optional<String> problem = problem(map, layer);
        if (problem.isPresent()) {
            return new Outcome(false, 0, problem.get());
        }
        Span s = span(map, layer, selection);
        int count = 0;
        for (int y = s.y0; y < s.y1; y++) {
            for (int x = s.x0; x < s.x1; x++) {
                if (designed(layer, s, x, y)) {
                    count++;
                }
            }
        }
        if (count == 0) {
            return new Outcome(
                    false,
                    0,
                    "No tiles " + (selection != null ? "in the selection" : "on layer '" + layer.name() + "'")
                            + " to construct game tiles from.");
        }
        String label = label(op, count);
        // as DDNet: the physics layers grow to the design layer's far edge (after the offset), never shrink
        int needW = s.x1 + s.offX;
        int needH = s.y1 + s.offY;
        doc.compound(label, origin, () -> {
            ensureLayer(doc, op.target(), origin);
            if (op == GameTileOp.HOOKTHROUGH) {
                ensureLayer(doc, TileKind.FRONT, origin);
            }
            TileLayer game = map.gameLayer().orElseThrow();
            if (game.width() < needW || game.height() < needH) {
                doc.apply(Edits.resizeLayer(
                        map, game, Math.max(game.width(), needW), Math.max(game.height(), needH), 0, 0));
            }
            for (Edit e : writes(map, layer, s, op, false, label)) {
                doc.apply(e);
            }
        });
        return new Outcome(true, count, label + ".");
    }

    /**
     * The edits that make the Game (or Tele) layer follow the design cells of {@code dirty} for live game tiles:
     * a non-empty cell gets the operation's tile, an emptied one gets air back, as DDNet's SetTile does. Cells past
     * the physics layers are left out (live game tiles never grow them). The Tele or Front layer it needs is added
     * first. Everything is applied through {@code doc} with {@link #LIVE_ORIGIN}, joining the open stroke or group.
     */
    public static void follow(MapDocument doc, TileLayer layer, CellMask dirty, GameTileOp op) {
        TwMap map = doc.map();
        if (problem(map, layer).isPresent()) {
            return;
        }
        ensureLayer(doc, op.target(), LIVE_ORIGIN);
        if (op == GameTileOp.HOOKTHROUGH) {
            ensureLayer(doc, TileKind.FRONT, LIVE_ORIGIN);
        }
        for (Edit e : writes(map, layer, span(map, layer, dirty), op, true, "Live game tiles")) {
            doc.apply(e, LIVE_ORIGIN);
        }
    }

    /** The design cells a construction reads: DDNet's loop, from the offset's start to the layer's far edge. */
    private record Span(int offX, int offY, int x0, int y0, int x1, int y1, CellMask cells) {}

    private static Span span(TwMap map, TileLayer layer, CellMask area) {
        Group g = map.groupOf(layer).orElseThrow();
        int offX = -g.offsetX() / 32;
        int offY = -g.offsetY() / 32;
        int x0 = offX < 0 ? -offX : 0;
        int y0 = offY < 0 ? -offY : 0;
        int x1 = layer.width();
        int y1 = layer.height();
        if (area != null) {
            x0 = Math.max(x0, area.x());
            y0 = Math.max(y0, area.y());
            x1 = Math.min(x1, area.x() + area.width());
            y1 = Math.min(y1, area.y() + area.height());
        }
        return new Span(offX, offY, x0, y0, Math.max(x0, x1), Math.max(y0, y1), area);
    }

    private static boolean selected(Span s, int x, int y) {
        return s.cells == null || s.cells.contains(x, y);
    }

    private static boolean designed(TileLayer layer, Span s, int x, int y) {
        return selected(s, x, y) && layer.grid().get(x, y, 0) != 0;
    }

    private static void ensureLayer(MapDocument doc, TileKind kind, Origin origin) {
        TwMap map = doc.map();
        if (kind == TileKind.GAME || map.physicsLayer(kind).isPresent()) {
            return;
        }
        TileLayer game = map.gameLayer().orElseThrow();
        Group g = map.gameGroup().orElseThrow();
        // as DDNet's AddLayer: at the end of the game group, the Game layer's size
        doc.apply(Edits.addLayer(g, g.layers().size(), TileLayer.empty(kind, game.width(), game.height())), origin);
    }

    private static List<Edit> writes(TwMap map, TileLayer layer, Span s, GameTileOp op, boolean live, String label) {
        TileLayer target = map.physicsLayer(op.target()).orElseThrow();
        TileLayer front = map.physicsLayer(TileKind.FRONT).orElse(null);
        int tile = op.tile();
        int nohook = DdnetTiles.id(TileKind.GAME, "nohook");
        int throughCut = DdnetTiles.id(TileKind.FRONT, "through_cut");
        TilePatch.Builder t = TilePatch.builder(target);
        TilePatch.Builder f = front != null ? TilePatch.builder(front) : null;
        for (int y = s.y0; y < s.y1; y++) {
            for (int x = s.x0; x < s.x1; x++) {
                boolean has = designed(layer, s, x, y);
                int tx = x + s.offX;
                int ty = y + s.offY;
                if (!has && !live || !selected(s, x, y) || !target.grid().contains(tx, ty)) {
                    continue;
                }
                int id = has ? tile : 0;
                if (op.target() == TileKind.TELE) {
                    t.set(tx, ty, id == 0 ? Cells.empty(TileKind.TELE) : Cells.tele(1, id));
                } else if (id == GameTileOp.HOOKTHROUGH.tile() && f != null) {
                    // DDNet's Game layer (with its DDNet entities) makes hookthrough unhookable game plus front cut
                    t.set(tx, ty, Cells.tile(nohook, 0));
                    f.set(tx, ty, Cells.tile(throughCut, 0));
                } else {
                    t.set(tx, ty, Cells.tile(id, 0));
                    if (f != null && front.grid().get(tx, ty, 0) == throughCut) {
                        f.set(tx, ty, Cells.tile(0, 0));
                    }
                }
            }
        }
        List<Edit> out = new ArrayList<>();
        out.add(t.build(label));
        if (f != null) {
            out.add(f.build(label));
        }
        return out;
    }
}
