package twedit.editor.physics;

import twedit.model.map.TileKind;

/**
 * Where a layer kind keeps the tile id and the rotation flags inside its cell bytes, and which entity overlay atlas
 * shows it: Tile cells (id, flags, skip, unused), Tele (number, type), Speedup (force, maxspeed, type, pad, angle),
 * Switch (number, type, flags, delay), Tune (number, type).
 */
public final class TileCells {
    private TileCells() {
    }

    /** The byte of a cell holding the tile id (the atlas cell drawn). */
    public static int idByte(TileKind kind) {
        switch (kind) {
            case TELE:
            case SWITCH:
            case TUNE:
                return 1;
            case SPEEDUP:
                return 2;
            default:
                return 0;
        }
    }

    /** The byte of a cell holding the XFLIP/YFLIP/ROTATE flags, or -1 when the kind has none. */
    public static int flagsByte(TileKind kind) {
        switch (kind) {
            case TILES:
            case GAME:
            case FRONT:
                return 1;
            case SWITCH:
                return 2;
            default:
                return -1;
        }
    }

    /** The overlay atlas name of a physics kind (game, front, tele, speedup, switch, tune); null for plain tiles. */
    public static String overlayName(TileKind kind) {
        return kind == TileKind.TILES ? null : kind.name().toLowerCase(java.util.Locale.ROOT);
    }
}
