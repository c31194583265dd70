package twedit.model.doctor;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import twedit.model.codec.SaveOptions;
import twedit.model.document.MapDocument;
import twedit.model.map.MapFixtures;
import twedit.model.map.TileGrid;
import twedit.model.map.TileKind;
import twedit.model.map.TwMap;
import twedit.model.testutil.DdnetOracle;
import twedit.model.testutil.TestMaps;

/**
 * Entities at the map's edge: DDNet 16.4 logs "something is VERY wrong with the Switch layer" when an entity of the
 * Switch (or Game, Front) layer has a neighbour outside the map; `fix` grows the map so the server loads it cleanly,
 * every cell keeping its place relative to the others.
 */
class EdgeEntityTest {
    /** ENTITY_DOOR (49) on the Switch layer. */
    private static final int DOOR = BorderEntityCheck.ENTITY_OFFSET + 49;

    private static TwMap doorAtTheLeftEdge() {
        TwMap m = TestMaps.kitchenSink();
        TileGrid sw = m.physicsLayer(TileKind.SWITCH).orElseThrow().grid();
        MapFixtures.set(sw, 0, 5, 0, 1);
        MapFixtures.set(sw, 0, 5, 1, DOOR);
        return m;
    }

    @Test
    void theServerCallsTheSwitchLayerVeryWrongAndCheckSaysItBreaksTheMap() throws Exception {
        TwMap m = doorAtTheLeftEdge();
        DdnetOracle.ServerResult server = DdnetOracle.serverLoads(Doctor.encodeVerified(m, SaveOptions.DDNET));
        assertThat(server.log()).as(server.summary()).contains("VERY wrong with the Switch layer");
        List<Finding> found = DoctorTesting.findings(m, "physics.edge-entity");
        assertThat(found).hasSize(1).allMatch(f -> f.impact() == Impact.BREAKS_MAP && f.fixable());
        assertThat(found.get(0).what()).contains("first at 0,5");
    }

    @Test
    void fixGrowsTheMapAndKeepsEveryCellInPlaceRelativeToTheOthers() throws Exception {
        TwMap m = doorAtTheLeftEdge();
        TileGrid game = m.physicsLayer(TileKind.GAME).orElseThrow().grid();
        int w = game.width();
        int spawn = game.get(2, game.height() - 2, 0);
        MapDocument doc = new MapDocument(m);
        FixReport r = Doctor.fixAll(doc, Validator.ddnet(), false);
        assertThat(r.applied()).anyMatch(f -> f.checkId().equals("physics.edge-entity"));
        assertThat(r.errorsLeft()).as(r.remaining().toString()).isFalse();
        TwMap fixed = doc.map();
        TileGrid g = fixed.physicsLayer(TileKind.GAME).orElseThrow().grid();
        TileGrid sw = fixed.physicsLayer(TileKind.SWITCH).orElseThrow().grid();
        assertThat(g.width()).isEqualTo(w + 1);
        assertThat(sw.width()).isEqualTo(w + 1);
        assertThat(sw.get(1, 5, 1)).as("the door moved with the map").isEqualTo(DOOR);
        assertThat(sw.get(1, 5, 0)).isEqualTo(1);
        assertThat(g.get(3, g.height() - 2, 0)).as("the spawn moved with it").isEqualTo(spawn);
        DdnetOracle.ServerResult server = DdnetOracle.serverLoads(Doctor.encodeVerified(fixed, SaveOptions.DDNET));
        assertThat(server.loaded()).as(server.summary()).isTrue();
    }

    @Test
    void lasersNeedTwoCellsAndTheRightEdgeGrowsWithoutMovingAnything() {
        TwMap m = TestMaps.kitchenSink();
        TileGrid game = m.physicsLayer(TileKind.GAME).orElseThrow().grid();
        int w = game.width();
        // ENTITY_LASER_FAST_CW (18) one cell from the right edge: it looks two cells away
        TestMaps.setTile(game, w - 2, 5, BorderEntityCheck.ENTITY_OFFSET + 18, 0);
        assertThat(DoctorTesting.findings(m, "physics.edge-entity")).hasSize(1);
        MapDocument doc = new MapDocument(m);
        Doctor.fixAll(doc, Validator.ddnet(), false);
        TileGrid g = doc.map().physicsLayer(TileKind.GAME).orElseThrow().grid();
        assertThat(g.width()).isEqualTo(w + 1);
        assertThat(g.get(w - 2, 5, 0)).isEqualTo(BorderEntityCheck.ENTITY_OFFSET + 18);
        assertThat(DoctorTesting.findings(doc.map(), "physics.edge-entity")).isEmpty();
    }
}
