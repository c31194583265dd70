package twedit.model.toolbox;

import java.util.ArrayList;
import java.util.List;
import twedit.model.document.edits.Edit;
import twedit.model.document.edits.Edits;
import twedit.model.document.edits.TilePatch;
import twedit.model.map.TileKind;
import twedit.model.map.TileLayer;
import twedit.model.map.TwMap;
import twedit.model.tiles.DdnetTiles;

/**
 * DDNet's "Place border" (CEditorMap::PlaceBorderTiles): tile 1 in a 2-tile border along the edges of a tiles or
 * Game layer, each cell keeping its flags as DDNet only sets the index; on the Game layer a Front layer's
 * hookthrough cut under the border goes, as DDNet's Game layer does when it gets another tile.
 */
public final class PlaceBorder {
    /** DDNet's undo step name. */
    public static final String LABEL = "Tool 'Make borders'";

    private PlaceBorder() {}

    /** Why the layer gets no border (DDNet: tiles and Game layers only), or null. */
    public static String problem(TileLayer layer) {
        if (layer == null || layer.kind() != TileKind.TILES && layer.kind() != TileKind.GAME) {
            return "Place border works on a tiles layer or the Game layer: select one.";
        }
        return null;
    }

    /**
     * The edit placing the border inside the rectangle (x, y, w, h) of the layer (the whole layer in DDNet), or
     * null when there is nothing to place.
     */
    public static Edit edit(TwMap map, TileLayer layer, int x, int y, int w, int h) {
        int x0 = Math.max(0, x);
        int y0 = Math.max(0, y);
        int x1 = Math.min(layer.width(), x + w);
        int y1 = Math.min(layer.height(), y + h);
        TilePatch.Builder b = TilePatch.builder(layer);
        TileLayer front =
                layer.kind() == TileKind.GAME ? map.physicsLayer(TileKind.FRONT).orElse(null) : null;
        TilePatch.Builder f = front != null ? TilePatch.builder(front) : null;
        int cut = DdnetTiles.id(TileKind.FRONT, "through_cut");
        byte[] cell = new byte[layer.kind().cellBytes()];
        byte[] empty = new byte[TileKind.FRONT.cellBytes()];
        for (int cy = y0; cy < y1; cy++) {
            for (int cx = x0; cx < x1; cx++) {
                if (cx - x0 < 2 || x1 - 1 - cx < 2 || cy - y0 < 2 || y1 - 1 - cy < 2) {
                    layer.grid().readCell(cx, cy, cell, 0);
                    cell[0] = 1;
                    b.set(cx, cy, cell);
                    if (f != null
                            && front.grid().contains(cx, cy)
                            && front.grid().get(cx, cy, 0) == cut) {
                        f.set(cx, cy, empty);
                    }
                }
            }
        }
        List<Edit> edits = new ArrayList<>();
        edits.add(b.build(LABEL));
        if (f != null) {
            edits.add(f.build(LABEL));
        }
        Edit e = Edits.compose(LABEL, edits);
        return e.isNoOp() ? null : e;
    }
}
