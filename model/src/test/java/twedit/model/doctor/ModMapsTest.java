package twedit.model.doctor;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import twedit.model.codec.SaveOptions;
import twedit.model.document.MapDocument;
import twedit.model.map.TileGrid;
import twedit.model.map.TileKind;
import twedit.model.map.TwMap;
import twedit.model.testutil.DdnetOracle;
import twedit.model.testutil.TestMaps;
import twedit.model.tiles.DdnetTiles;

/**
 * Mod maps are content, not damage: an F-DDrace-like map (Game and Front cells with tile ids DDNet does not know)
 * loads in the DDNet server as it is, is reported as "not DDNet's", keeps every cell through the default repair and
 * loses them only through the strict one.
 */
class ModMapsTest {
    /** Tile ids DDNet does not know on a Game or Front layer, below the entities (which start at 191). */
    private static List<Integer> unknownIds(TileKind kind) {
        List<Integer> ids = new ArrayList<>();
        for (int id = 1; id < BorderEntityCheck.ENTITY_OFFSET; id++) {
            if (!DdnetTiles.accepts(kind, id)) {
                ids.add(id);
            }
        }
        return ids;
    }

    /** The kitchen-sink map with a row of unknown ids on the Game layer and another on the Front layer. */
    static TwMap fddraceLike() {
        TwMap m = TestMaps.kitchenSink();
        TileGrid game = m.physicsLayer(TileKind.GAME).orElseThrow().grid();
        TileGrid front = m.physicsLayer(TileKind.FRONT).orElseThrow().grid();
        List<Integer> g = unknownIds(TileKind.GAME);
        List<Integer> f = unknownIds(TileKind.FRONT);
        for (int i = 0; i < Math.min(20, g.size()); i++) {
            TestMaps.setTile(game, 10 + i, 10, g.get(i), 0);
        }
        for (int i = 0; i < Math.min(20, f.size()); i++) {
            TestMaps.setTile(front, 10 + i, 12, f.get(i), 0);
        }
        return m;
    }

    private static byte[] cells(TwMap m, TileKind kind) {
        return m.physicsLayer(kind).orElseThrow().grid().rawCells().clone();
    }

    @Test
    void unknownPhysicsIdsAreNotDdnetsAndTheServerLoadsTheMap() throws Exception {
        TwMap m = fddraceLike();
        assertThat(unknownIds(TileKind.GAME)).isNotEmpty();
        List<Finding> found = Validator.ddnet().validate(m);
        assertThat(found)
                .filteredOn(f -> f.checkId().equals("tiles.invalid"))
                .hasSize(2)
                .allMatch(f -> f.impact() == Impact.NOT_DDNET && f.fixable());
        assertThat(found).noneMatch(Finding::isError);
        DdnetOracle.ServerResult server = DdnetOracle.serverLoads(Doctor.encodeVerified(m, SaveOptions.DDNET));
        assertThat(server.loaded()).as(server.summary()).isTrue();
    }

    @Test
    void fixKeepsModTilesAndStrictFixClearsThem() throws Exception {
        TwMap m = fddraceLike();
        byte[] game = cells(m, TileKind.GAME);
        byte[] front = cells(m, TileKind.FRONT);

        MapDocument doc = new MapDocument(m);
        FixReport r = Doctor.fixAll(doc, Validator.ddnet(), false);
        assertThat(r.applied()).noneMatch(f -> f.checkId().startsWith("tiles."));
        assertThat(r.errorsLeft()).isFalse();
        assertThat(cells(doc.map(), TileKind.GAME)).isEqualTo(game);
        assertThat(cells(doc.map(), TileKind.FRONT)).isEqualTo(front);
        assertThat(r.remaining()).anyMatch(f -> f.checkId().equals("tiles.invalid"));

        MapDocument strict = new MapDocument(fddraceLike());
        Doctor.fixAll(strict, Validator.ddnet(), true);
        TileGrid g = strict.map().physicsLayer(TileKind.GAME).orElseThrow().grid();
        TileGrid f = strict.map().physicsLayer(TileKind.FRONT).orElseThrow().grid();
        for (int i = 0; i < 20; i++) {
            assertThat(g.get(10 + i, 10, 0)).as("game %d", i).isZero();
            assertThat(f.get(10 + i, 12, 0)).as("front %d", i).isZero();
        }
        assertThat(Validator.ddnet().validate(strict.map()))
                .noneMatch(x -> x.checkId().equals("tiles.invalid"));
        assertThat(g.get(2, g.height() - 2, 0)).as("the spawn stays").isEqualTo(192);
    }
}
