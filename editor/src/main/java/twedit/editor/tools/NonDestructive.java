package twedit.editor.tools;

import twedit.model.document.edits.Edit;
import twedit.model.document.edits.TileBrush;
import twedit.model.document.edits.TileOps;
import twedit.model.map.TileKind;
import twedit.model.map.TileLayer;
import twedit.model.tiles.DdnetTiles;

/**
 * The brush when it is not destructive (DDNet's Ctrl+D): its tiles land only on empty cells of the map, so painting
 * over a finished area adds to it without replacing a tile.
 */
final class NonDestructive {
    private NonDestructive() {}

    /** Stamps {@code brush} with its top-left cell at (x, y) on the empty cells of {@code layer} only. */
    static Edit stamp(TileLayer layer, int x, int y, TileBrush brush) {
        return fill("Paint", layer, x, y, brush.width(), brush.height(), x, y, brush);
    }

    /** Fills the rectangle with {@code pattern} repeated from its corner, on the empty cells only. */
    static Edit fillRect(TileLayer layer, int x, int y, int w, int h, TileBrush pattern) {
        return fill("Rectangle fill", layer, x, y, w, h, x, y, pattern);
    }

    private static Edit fill(
            String label, TileLayer layer, int x, int y, int w, int h, int ox, int oy, TileBrush pattern) {
        TileKind kind = layer.kind();
        int type = DdnetTiles.typeByte(kind);
        return TileOps.rewrite(label, layer, x, y, w, h, (cx, cy, raw, off, out) -> {
            if (raw[off + type] != 0) {
                return false; // a tile is there: kept
            }
            byte[] cell =
                    pattern.cell(Math.floorMod(cx - ox, pattern.width()), Math.floorMod(cy - oy, pattern.height()));
            if (cell[type] == 0 || cell.length != out.length) {
                return false;
            }
            System.arraycopy(cell, 0, out, 0, out.length);
            return true;
        });
    }
}
