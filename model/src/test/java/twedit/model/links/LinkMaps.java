package twedit.model.links;

import java.util.List;
import twedit.model.map.Group;
import twedit.model.map.MapBuilder;
import twedit.model.map.TileGrid;
import twedit.model.map.TileKind;
import twedit.model.map.TileLayer;
import twedit.model.map.TwMap;

/** Maps built in code for the links tests: a game group with game, tele, switch and speedup layers of one size. */
public final class LinkMaps {
    public final TileLayer game;
    public final TileLayer tele;
    public final TileLayer swtch;
    public final TileLayer speedup;
    public final TwMap map;

    public LinkMaps(int w, int h) {
        game = layer(TileKind.GAME, w, h);
        tele = layer(TileKind.TELE, w, h);
        swtch = layer(TileKind.SWITCH, w, h);
        speedup = layer(TileKind.SPEEDUP, w, h);
        map = new MapBuilder()
                .group(Group.game(List.of(game, tele, swtch, speedup)))
                .build();
    }

    private static TileLayer layer(TileKind kind, int w, int h) {
        return new TileLayer(kind, kind.defaultName(), new TileGrid(w, h, kind.cellBytes()));
    }

    /** Writes a tele cell (number, type) directly into the grid (the map is not in a document yet). */
    public LinkMaps tele(int x, int y, int number, int type) {
        return put(tele, x, y, number, type);
    }

    /** Writes a switch cell (number, type, flags 0, delay). */
    public LinkMaps swtch(int x, int y, int number, int type, int delay) {
        return put(swtch, x, y, number, type, 0, delay);
    }

    public LinkMaps game(int x, int y, int id) {
        return put(game, x, y, id);
    }

    /** Writes a speedup cell (force, max speed 0, type 29, angle 0). */
    public LinkMaps speedup(int x, int y, int force) {
        return put(speedup, x, y, force, 0, 29);
    }

    private LinkMaps put(TileLayer l, int x, int y, int... bytes) {
        byte[] raw = l.grid().rawCells();
        int off = (y * l.width() + x) * l.kind().cellBytes();
        for (int i = 0; i < bytes.length; i++) {
            raw[off + i] = (byte) bytes[i];
        }
        return this;
    }
}
