package twedit.editor.panels;

import twedit.model.map.TileKind;
import twedit.model.map.TileLayer;
import twedit.model.tiles.CellField;
import twedit.model.tiles.DdnetTile;
import twedit.model.tiles.DdnetTiles;

/**
 * Describes the cell of a layer for people: DDNet's tile name (from the tile table {@link DdnetTiles}) for physics
 * layers, index and flags for tiles.
 */
public final class TileNames {
    private TileNames() {}

    /** The name of tile id {@code id} on a layer kind, e.g. "Freeze", or "Tile 23" for plain tiles. */
    public static String name(TileKind kind, int id) {
        if (!kind.isPhysics()) {
            return id == 0 ? "Empty" : "Tile " + id;
        }
        return DdnetTiles.find(kind, id).map(DdnetTile::name).orElse(id == 0 ? "Air" : "Unknown tile " + id);
    }

    /** A description of the cell at (x, y): name, id and the fields that matter for its kind. */
    public static String describe(TileLayer layer, int x, int y) {
        TileKind kind = layer.kind();
        int id = layer.grid().get(x, y, DdnetTiles.typeByte(kind));
        StringBuilder sb = new StringBuilder(name(kind, id));
        if (id != 0) {
            sb.append(" (").append(id).append(')');
        }
        int flagsByte = DdnetTiles.flagsByte(kind);
        if (flagsByte >= 0 && id != 0) {
            int f = layer.grid().get(x, y, flagsByte);
            if ((f & 1) != 0) {
                sb.append(" flipX");
            }
            if ((f & 2) != 0) {
                sb.append(" flipY");
            }
            if ((f & 8) != 0) {
                sb.append(" rot90");
            }
        }
        if (id != 0 && CellField.NUMBER.on(kind)) {
            sb.append(" #").append(layer.grid().get(x, y, 0));
        }
        if (id != 0 && kind == TileKind.SPEEDUP) {
            int angle = (short) (layer.grid().get(x, y, 4) | layer.grid().get(x, y, 5) << 8);
            sb.append(" force ")
                    .append(layer.grid().get(x, y, 0))
                    .append(" angle ")
                    .append(angle);
        }
        return sb.toString();
    }
}
