package twedit.editor.driftline;

import java.util.function.Function;
import twedit.editor.feature.TileInterchange;
import twedit.model.document.MapDocument;
import twedit.model.document.edits.TileBrush;
import twedit.model.driftline.DriftlineConversion;
import twedit.model.driftline.DriftlineLayer;
import twedit.model.map.Layer;
import twedit.model.map.TileKind;
import twedit.model.map.TileLayer;

/**
 * Copy and paste across formats by the one Driftline cell mapping ({@link DriftlineConversion#ddnetIndex}): tiles
 * copied from a Driftline map's bg/solid/fg leave as DDNet indices over the tileset PNG (what Save As .map writes),
 * and DDNet tiles, or a Game layer's solids, pasted into a Driftline map become its atlas cells. Tiles that stay in
 * Driftline maps, or that the mapping cannot express (atlas cell (0,0), beyond 16x16, no tileset), pass unchanged.
 */
final class DriftlinePaste implements TileInterchange.Form {
    private final Function<MapDocument, DriftlineSession> sessions;

    DriftlinePaste(Function<MapDocument, DriftlineSession> sessions) {
        this.sessions = sessions;
    }

    @Override
    public TileInterchange.Tiles exported(MapDocument doc, Layer layer, TileInterchange.Tiles copied) {
        DriftlineSession s = sessions.apply(doc);
        if (s == null || copied.kind() != TileKind.TILES || !isTilesLayer(s, layer) || s.tilesetImage() == null) {
            return null;
        }
        TileBrush b = copied.brush();
        byte[] cells = new byte[b.width() * b.height() * b.cellBytes()];
        for (int y = 0; y < b.height(); y++) {
            for (int x = 0; x < b.width(); x++) {
                byte[] cell = b.cell(x, y);
                int i = cell[0] & 0xFF;
                if (i != 0) {
                    AtlasCell c = s.atlas().key(i);
                    int index = c == null ? 0 : DriftlineConversion.ddnetIndex(c.ax(), c.ay());
                    if (index == 0) {
                        return null; // not expressible in DDNet: the copy keeps the editing atlas, which shows it
                    }
                    cell[0] = (byte) index;
                }
                System.arraycopy(cell, 0, cells, (y * b.width() + x) * b.cellBytes(), b.cellBytes());
            }
        }
        return new TileInterchange.Tiles(
                new TileBrush(b.width(), b.height(), b.cellBytes(), cells), TileKind.TILES, s.tilesetImage());
    }

    @Override
    public TileInterchange.Tiles imported(MapDocument doc, TileInterchange.Tiles pasted) {
        DriftlineSession s = sessions.apply(doc);
        if (s == null
                || (pasted.image() != null && doc.map().images().contains(pasted.image()))
                || (pasted.kind() != TileKind.TILES && pasted.kind() != TileKind.GAME)) {
            return null;
        }
        boolean game = pasted.kind() == TileKind.GAME;
        TileBrush b = pasted.brush();
        int bytes = TileKind.TILES.cellBytes();
        byte[] cells = new byte[b.width() * b.height() * bytes];
        for (int y = 0; y < b.height(); y++) {
            for (int x = 0; x < b.width(); x++) {
                int i = b.cell(x, y)[0] & 0xFF;
                // a Game layer's solids become solid tiles as the conversion reads them; its other tiles are not tiles
                boolean carried = !game || DriftlineConversion.isSolidId(i);
                if (i != 0 && carried) {
                    cells[(y * b.width() + x) * bytes] = (byte) s.atlas()
                            .index(new AtlasCell(DriftlineConversion.atlasX(i), DriftlineConversion.atlasY(i)));
                }
            }
        }
        TileLayer solid = s.layer(DriftlineLayer.SOLID);
        return new TileInterchange.Tiles(
                new TileBrush(b.width(), b.height(), bytes, cells), TileKind.TILES, solid.image());
    }

    private static boolean isTilesLayer(DriftlineSession s, Layer layer) {
        for (DriftlineLayer kind : DriftlineLayer.values()) {
            if (s.layer(kind) == layer) {
                return true;
            }
        }
        return false;
    }
}
