package twedit.model.tiles;

import twedit.model.map.TileKind;

/**
 * The bytes of a physics cell that hold a value besides the tile type (ddnet-tiles.md): most tiles use all their
 * layer has, a few leave some unused, and DDNet's editor writes zero there.
 */
public enum CellField {
    /** The tele number, the switch number or the tune zone (byte 0). */
    NUMBER,
    /** The switch cell's flags byte. */
    FLAGS,
    /** The switch cell's delay byte, in seconds. */
    DELAY;

    /** Whether cells of a layer kind have this field. */
    public boolean on(TileKind kind) {
        return this == NUMBER
                ? kind == TileKind.TELE || kind == TileKind.SWITCH || kind == TileKind.TUNE
                : kind == TileKind.SWITCH;
    }
}
