package twedit.model.driftline;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import twedit.model.codec.MapDecoder;
import twedit.model.datafile.ReadLimits;
import twedit.model.map.Group;
import twedit.model.map.MapBuilder;
import twedit.model.map.TileGrid;
import twedit.model.map.TileKind;
import twedit.model.map.TileLayer;
import twedit.model.map.TwMap;
import twedit.model.testutil.Corpus;

/** What a map loses as Driftline JSON: typed losses with counts, none for a map converted from Driftline. */
class DriftlineLossesTest {
    private static final String MAP = "{\"v\":1,\"meta\":{\"w\":20,\"h\":12,\"tile_size\":16,\"tileset\":\"t\"},"
            + "\"layers\":{\"bg\":[[3,3,0,8]],\"solid\":[[5,6,1,2],[6,6,3,0]],\"fg\":[[4,4,2,0]]},"
            + "\"entities\":[{\"type\":\"spawn\",\"x\":2,\"y\":5,\"team\":1},{\"type\":\"flag\",\"x\":10,\"y\":5,\"team\":1}]}";

    @Test
    void aMapConvertedFromDriftlineLosesNothingAndComesBackWhole() throws Exception {
        DriftlineMap d = DriftlineReader.read(MAP).map();
        TwMap m = DriftlineConversion.toDdnet(d, null).value();
        assertThat(DriftlineLosses.ofDdnet(m)).isEmpty();
        assertThat(DriftlineConversion.fromDdnet(m, "t").value()).isEqualTo(d);
    }

    @Test
    void designLayersPickupsOtherGameTilesAndTheRingAreListedWithCounts() {
        int w = 10;
        int h = 8;
        byte[] game = new byte[w * h * 4];
        set(game, w, 3, 3, 1); // solid: carried
        set(game, w, 4, 3, 9); // freeze
        set(game, w, 5, 3, 9);
        set(game, w, 6, 3, 197); // armor
        set(game, w, 7, 3, 199); // shotgun
        set(game, w, 0, 4, 9); // freeze on the ring
        byte[] design = new byte[w * h * 4];
        set(design, w, 2, 2, 5);
        set(design, w, 2, 3, 5);
        byte[] solid = new byte[w * h * 4];
        set(solid, w, 3, 3, 17); // over the Game solid: its atlas cell
        set(solid, w, 6, 6, 17); // over nothing: decoration Driftline cannot keep
        TwMap m = new MapBuilder()
                .group(Group.game(List.of(
                        new TileLayer(TileKind.TILES, "Design", new TileGrid(w, h, 4, design, null)),
                        new TileLayer(TileKind.GAME, "Game", new TileGrid(w, h, 4, game, null)),
                        new TileLayer(TileKind.TILES, "solid", new TileGrid(w, h, 4, solid, null)))))
                .build();
        List<DriftlineLoss> losses = DriftlineLosses.ofDdnet(m);
        assertThat(losses)
                .contains(
                        new DriftlineLoss.GameTiles("Freeze", 2),
                        new DriftlineLoss.Pickups("Armor", 1),
                        new DriftlineLoss.Pickups("Shotgun", 1),
                        new DriftlineLoss.Ring(1),
                        new DriftlineLoss.Decoration(1),
                        new DriftlineLoss.Layer("Design", "tiles", 2, "cell"))
                .hasSize(6);
        assertThat(DriftlineLosses.describe(losses)).contains("layer 'Design' (tiles): 2 cells", "pickup 'Armor': 1");
    }

    @Test
    void ctf1LosesItsDesignLayersAndPickups() throws Exception {
        TwMap m = new MapDecoder(ReadLimits.DDNET)
                .read(Corpus.ddnetMap("maps/ctf1.map"))
                .map();
        List<DriftlineLoss> losses = DriftlineLosses.ofDdnet(m);
        assertThat(losses).anyMatch(l -> l instanceof DriftlineLoss.Layer);
        assertThat(losses).anyMatch(l -> l instanceof DriftlineLoss.Pickups);
        assertThat(losses)
                .anyMatch(l -> l instanceof DriftlineLoss.Media x && x.what().equals("image"));
    }

    private static void set(byte[] cells, int w, int x, int y, int id) {
        cells[(y * w + x) * 4] = (byte) id;
    }
}
