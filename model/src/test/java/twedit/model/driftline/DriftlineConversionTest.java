package twedit.model.driftline;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import twedit.model.codec.MapDecoder;
import twedit.model.codec.MapEncoder;
import twedit.model.codec.SaveOptions;
import twedit.model.datafile.DatafileWriter;
import twedit.model.datafile.ReadLimits;
import twedit.model.map.TileLayer;
import twedit.model.map.TwMap;
import twedit.model.testutil.Corpus;
import twedit.model.testutil.DdnetOracle;

/** Driftline to DDNet and back, with the documented mapping; converted maps load in the real DDNet server. */
class DriftlineConversionTest {
    private static final String MAP =
            "{\"v\":1,\"meta\":{\"w\":20,\"h\":12,\"tile_size\":16,\"tileset\":\"subspace_base\"},"
                    + "\"layers\":{\"bg\":[[3,3,0,8]],\"solid\":[[5,6,1,2],[6,6,1,2],[7,6,0,0]],\"fg\":[[4,4,2,0]]},"
                    + "\"entities\":[{\"type\":\"spawn\",\"x\":2,\"y\":5,\"team\":0},{\"type\":\"flag\",\"x\":10,\"y\":5,\"team\":1},"
                    + "{\"type\":\"base\",\"x\":12,\"y\":5,\"team\":0},{\"type\":\"spawn\",\"x\":3,\"y\":5,\"team\":2}]}";

    @Test
    void driftlineToDdnetFollowsTheMappingAndLoadsInTheServer() throws Exception {
        DriftlineMap d = DriftlineReader.read(MAP).map();
        DriftlineConversion.Result<TwMap> r = DriftlineConversion.toDdnet(d, null);
        TwMap m = r.value();
        TileLayer game = m.gameLayer().orElseThrow();
        assertThat(game.width()).isEqualTo(20);
        assertThat(game.grid().get(5, 6, 0)).isEqualTo(1);
        assertThat(game.grid().get(0, 0, 0)).isEqualTo(1);
        assertThat(game.grid().get(19, 11, 0)).isEqualTo(1);
        assertThat(game.grid().get(2, 5, 0)).isEqualTo(192);
        assertThat(game.grid().get(3, 5, 0)).isEqualTo(194);
        assertThat(game.grid().get(10, 5, 0)).isEqualTo(196);
        assertThat(game.grid().get(12, 5, 0)).isEqualTo(195);
        TileLayer bg = (TileLayer) m.groups().get(0).layers().get(0);
        assertThat(bg.name()).isEqualTo("bg");
        assertThat(bg.grid().get(3, 3, 0)).isEqualTo(8 * 16);
        TileLayer solid = (TileLayer) m.groups().get(0).layers().get(2);
        assertThat(solid.grid().get(5, 6, 0)).isEqualTo(2 * 16 + 1);
        assertThat(r.warnings())
                .anyMatch(w -> w.contains("layers.solid[2]") && w.contains("(0,0)"))
                .anyMatch(w -> w.contains("base"));
        byte[] saved = new DatafileWriter().write(new MapEncoder(SaveOptions.DDNET).encode(m));
        DdnetOracle.ServerResult server = DdnetOracle.serverLoads(saved);
        assertThat(server.loaded()).as(server.summary()).isTrue();
    }

    @Test
    void ddnetGameLayerToDriftlineAndBack() throws Exception {
        TwMap m = new MapDecoder(ReadLimits.DDNET)
                .read(Corpus.ddnetMap("maps/ctf1.map"))
                .map();
        DriftlineConversion.Result<DriftlineMap> r = DriftlineConversion.fromDdnet(m, "subspace_base");
        DriftlineMap d = r.value();
        TileLayer game = m.gameLayer().orElseThrow();
        assertThat(d.meta().w()).isEqualTo(game.width());
        assertThat(d.layers().solid()).isNotEmpty();
        assertThat(d.entities())
                .anyMatch(e -> e.type() == DriftlineEntityType.FLAG && e.team() == 0)
                .anyMatch(e -> e.type() == DriftlineEntityType.FLAG && e.team() == 1);
        String canon = DriftlineCanonicalWriter.canonicalJson(d);
        assertThat(DriftlineReader.read(canon).map()).isEqualTo(d);
        TwMap back = DriftlineConversion.toDdnet(d, null).value();
        TileLayer g2 = back.gameLayer().orElseThrow();
        for (int y = 1; y < game.height() - 1; y++) {
            for (int x = 1; x < game.width() - 1; x++) {
                int id = game.grid().get(x, y, 0);
                boolean kept = id == 1 || id >= 192 && id <= 196;
                if (kept) {
                    assertThat(g2.grid().get(x, y, 0)).as("(%d,%d)", x, y).isEqualTo(id == 3 ? 1 : id);
                }
            }
        }
    }
}
