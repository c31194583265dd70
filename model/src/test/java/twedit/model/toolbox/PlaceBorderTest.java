package twedit.model.toolbox;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import twedit.model.document.MapDocument;
import twedit.model.document.edits.Cells;
import twedit.model.document.edits.Edits;
import twedit.model.document.edits.TileOps;
import twedit.model.map.Group;
import twedit.model.map.TileKind;
import twedit.model.map.TileLayer;
import twedit.model.map.TwMap;

class PlaceBorderTest {
    /** DDNet's own test of a cell (map.cpp PlaceBorderTiles), on the cell's index i in the layer. */
    private static boolean ddnetBorder(int i, int w, int h) {
        return i % w < 2 || i % w > w - 3 || i < w * 2 || i > w * (h - 2);
    }

    @Test
    void twoTilesOfTileOneAroundTheLayerKeepingFlagsAsDdnetsFormulaSays() {
        MapDocument doc = new MapDocument(TwMap.newMap(9, 7));
        TileLayer design = TileLayer.empty(TileKind.TILES, 9, 7);
        doc.apply(Edits.addGroup(doc.map(), 1, new Group("Design", java.util.List.of(design))));
        doc.apply(TileOps.setCell(design, 0, 0, Cells.tile(40, 8)));
        doc.apply(TileOps.setCell(design, 4, 3, Cells.tile(40, 0)));
        doc.apply(PlaceBorder.edit(doc.map(), design, 0, 0, 9, 7));
        assertThat(doc.undoLabel()).isEqualTo("Tool 'Make borders'");
        for (int i = 0; i < 63; i++) {
            int x = i % 9;
            int y = i / 9;
            int expected = ddnetBorder(i, 9, 7) ? 1 : (x == 4 && y == 3 ? 40 : 0);
            assertThat(design.grid().get(x, y, 0)).as("%d,%d", x, y).isEqualTo(expected);
        }
        assertThat(design.grid().get(0, 0, 1)).as("flags kept").isEqualTo(8);
    }

    @Test
    void onTheGameLayerAFrontCutUnderTheBorderGoesAndPhysicsLayersAreRefused() {
        MapDocument doc = new MapDocument(TwMap.newMap(6, 6));
        TileLayer game = doc.map().gameLayer().orElseThrow();
        TileLayer front = TileLayer.empty(TileKind.FRONT, 6, 6);
        doc.apply(Edits.addLayer(doc.map().gameGroup().orElseThrow(), 1, front));
        doc.apply(TileOps.setCell(front, 0, 3, Cells.tile(5, 0)));
        doc.apply(TileOps.setCell(front, 3, 3, Cells.tile(5, 0)));
        doc.apply(PlaceBorder.edit(doc.map(), game, 0, 0, 6, 6));
        assertThat(game.grid().get(0, 3, 0)).isEqualTo(1);
        assertThat(front.grid().get(0, 3, 0)).isZero();
        assertThat(front.grid().get(3, 3, 0)).isEqualTo(5);
        assertThat(PlaceBorder.problem(front)).isNotNull();
        assertThat(PlaceBorder.problem(game)).isNull();
    }

    @Test
    void aSelectionGetsTheBorderInsideIt() {
        MapDocument doc = new MapDocument(TwMap.newMap(10, 10));
        TileLayer game = doc.map().gameLayer().orElseThrow();
        doc.apply(PlaceBorder.edit(doc.map(), game, 2, 2, 5, 5));
        int n = 0;
        for (int y = 0; y < 10; y++) {
            for (int x = 0; x < 10; x++) {
                n += game.grid().get(x, y, 0);
            }
        }
        assertThat(n).isEqualTo(24); // 5x5 less its 1x1 middle
        assertThat(game.grid().get(4, 4, 0)).isZero();
        assertThat(game.grid().get(1, 1, 0)).isZero();
    }
}
