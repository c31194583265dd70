package twedit.editor.physics;

import twedit.model.map.TileKind;
import twedit.model.tiles.DdnetTiles;

/**
 * Where a layer kind keeps the tile id and the rotation flags inside its cell bytes, and which entity overlay atlas
 * shows it, as the tile table {@link DdnetTiles} says.
 */
public final class TileCells {
    private TileCells() {}

    /** The byte of a cell holding the tile id (the atlas cell drawn). */
    public static int idByte(TileKind kind) {
        return DdnetTiles.typeByte(kind);
    }

    /** The byte of a cell holding the XFLIP/YFLIP/ROTATE flags, or -1 when the kind has none. */
    public static int flagsByte(TileKind kind) {
        return DdnetTiles.flagsByte(kind);
    }

    /** The overlay atlas name of a physics kind (game, front, tele, speedup, switch, tune); null for plain tiles. */
    public static String overlayName(TileKind kind) {
        return kind.isPhysics() ? DdnetTiles.atlasName(kind) : null;
    }
}
