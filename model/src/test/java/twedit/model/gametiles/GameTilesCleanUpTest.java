package twedit.model.gametiles;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import twedit.model.document.MapDocument;
import twedit.model.document.edits.Cells;
import twedit.model.document.edits.Edits;
import twedit.model.document.edits.TileOps;
import twedit.model.map.Group;
import twedit.model.map.TileKind;
import twedit.model.map.TileLayer;
import twedit.model.map.TwMap;

class GameTilesCleanUpTest {
    @Test
    void uncoveredSolidDeathAndNohookBecomeAirKeepingFlagsAsDdnetDoes() {
        MapDocument doc = new MapDocument(TwMap.newMap(6, 2));
        TwMap map = doc.map();
        Group game = map.gameGroup().orElseThrow();
        TileLayer gameLayer = map.gameLayer().orElseThrow();
        TileLayer design = TileLayer.empty(TileKind.TILES, 2, 2);
        doc.apply(Edits.addLayer(game, 0, design));
        TileLayer tele = TileLayer.empty(TileKind.TELE, 6, 2);
        doc.apply(Edits.addLayer(game, 2, tele));
        Group other = new Group("Elsewhere", List.of(TileLayer.empty(TileKind.TILES, 6, 2)));
        doc.apply(Edits.addGroup(map, 1, other));
        doc.apply(TileOps.setCell((TileLayer) other.layers().get(0), 4, 0, Cells.tile(1, 0)));
        doc.apply(TileOps.setCell(design, 0, 0, Cells.tile(5, 0)));
        doc.apply(TileOps.setCell(tele, 5, 1, Cells.tele(1, 26)));
        doc.apply(TileOps.fillRect(gameLayer, 0, 0, 6, 1, Cells.tile(1, 8))); // solid, rotated
        doc.apply(TileOps.setCell(gameLayer, 1, 1, Cells.tile(2, 0)));
        doc.apply(TileOps.setCell(gameLayer, 2, 1, Cells.tile(3, 0)));
        doc.apply(TileOps.setCell(gameLayer, 3, 1, Cells.tile(9, 0)));
        doc.apply(TileOps.setCell(gameLayer, 5, 1, Cells.tile(2, 0)));

        assertThat(GameTilesCleanUp.problem(doc, other)).contains("Game group");
        GameTiles.Outcome o = GameTilesCleanUp.run(doc, game);

        // (0,0) lies under the design layer, (5,1) under the tele layer; a layer of another group covers nothing
        assertThat(o.cells()).isEqualTo(7);
        assertThat(doc.undoLabel()).isEqualTo("Clean up game tiles");
        assertThat(gameLayer.grid().get(0, 0, 0)).isEqualTo(1);
        for (int x = 1; x < 6; x++) {
            assertThat(gameLayer.grid().get(x, 0, 0)).isZero();
            assertThat(gameLayer.grid().get(x, 0, 1)).as("flags kept").isEqualTo(8);
        }
        assertThat(gameLayer.grid().get(1, 1, 0)).isZero();
        assertThat(gameLayer.grid().get(2, 1, 0)).isZero();
        assertThat(gameLayer.grid().get(3, 1, 0)).as("freeze is never cleaned").isEqualTo(9);
        assertThat(gameLayer.grid().get(5, 1, 0)).isEqualTo(2);
        assertThat(GameTilesCleanUp.run(doc, game).done()).isFalse();
    }
}
