package twedit.model.gametiles;

import java.util.ArrayList;
import java.util.List;
import twedit.model.document.MapDocument;
import twedit.model.document.edits.TilePatch;
import twedit.model.map.Group;
import twedit.model.map.Layer;
import twedit.model.map.TileLayer;
import twedit.model.tiles.DdnetTiles;

/**
 * DDNet's "Clean up game tiles" (the Game group's popup): hookable, death and unhookable game tiles that no other
 * tiles layer of the Game group covers become air (their flags stay, as DDNet only clears the index). Higher game
 * tiles (freeze, spawns, ...) are never touched.
 */
public final class GameTilesCleanUp {
    /** The undo step's name, DDNet's. */
    public static final String LABEL = "Clean up game tiles";

    /** Game tiles up to this one are cleaned (DDNet's TILE_NOHOOK). */
    private static final int LAST_CLEANED = 3;

    private GameTilesCleanUp() {}

    /** Why {@code group} offers no clean-up (only the Game group does, as in DDNet), or null. */
    public static String problem(MapDocument doc, Group group) {
        if (doc.map().gameGroup().orElse(null) != group) {
            return "Only the Game group cleans up game tiles (as in DDNet).";
        }
        return null;
    }

    /** Clears the uncovered game tiles as one undo step of {@code GameTiles.ORIGIN}. */
    public static GameTiles.Outcome run(MapDocument doc, Group group) {
        String why = problem(doc, group);
        if (why != null) {
            return new GameTiles.Outcome(false, 0, why);
        }
        TileLayer game = doc.map().gameLayer().orElseThrow();
        List<TileLayer> covers = new ArrayList<>();
        for (Layer l : group.layers()) {
            if (l instanceof TileLayer t && t != game) {
                covers.add(t);
            }
        }
        TilePatch.Builder b = TilePatch.builder(game);
        byte[] cell = new byte[game.kind().cellBytes()];
        int n = 0;
        for (int y = 0; y < game.height(); y++) {
            for (int x = 0; x < game.width(); x++) {
                int id = game.grid().get(x, y, 0);
                if (id == 0 || id > LAST_CLEANED || covered(covers, x, y)) {
                    continue;
                }
                game.grid().readCell(x, y, cell, 0);
                cell[0] = 0;
                b.set(x, y, cell);
                n++;
            }
        }
        if (n == 0) {
            return new GameTiles.Outcome(false, 0, "No game tiles to clean up: every one is under a layer.");
        }
        doc.apply(b.build(LABEL), GameTiles.ORIGIN);
        return new GameTiles.Outcome(
                true, n, LABEL + ": " + n + " tile" + (n == 1 ? "" : "s") + " no layer covers became air.");
    }

    private static boolean covered(List<TileLayer> covers, int x, int y) {
        for (TileLayer t : covers) {
            if (x < t.width() && y < t.height() && t.grid().get(x, y, DdnetTiles.typeByte(t.kind())) != 0) {
                return true;
            }
        }
        return false;
    }
}
