package twedit.model.doctor;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;
import twedit.model.codec.ItemTypes;
import twedit.model.codec.MapContent;
import twedit.model.codec.MapDecoder;
import twedit.model.codec.SaveOptions;
import twedit.model.datafile.Datafile;
import twedit.model.datafile.DatafileException;
import twedit.model.datafile.DatafileItem;
import twedit.model.datafile.ReadLimits;
import twedit.model.document.MapDocument;
import twedit.model.map.Group;
import twedit.model.map.Layer;
import twedit.model.map.TileKind;
import twedit.model.map.TileLayer;
import twedit.model.map.TwMap;
import twedit.model.testutil.DdnetOracle;
import twedit.model.testutil.OldMaps;
import twedit.model.testutil.TestMaps;

/**
 * Maps in the item layout of Teeworlds before 0.4 (built in code by {@link OldMaps}): DDNet cannot load them, the
 * strict decoder says which layout it is, and salvage converts every tilemap, the collision map, the entities and the
 * images into today's map, which the real server loads, keeping what the file held.
 */
class OldLayoutSalvageTest {
    private static final ReadLimits LIMITS = ReadLimits.DDNET;

    @Test
    void theStrictDecoderRefusesAnOldMapNamingItsLayout() {
        assertThatThrownBy(() -> new MapDecoder(LIMITS).read(OldMaps.teeworlds03(false)))
                .isInstanceOf(DatafileException.class)
                .hasMessageContaining("item layout of Teeworlds before 0.4")
                .hasMessageContaining("salvaging converts it");
    }

    @Test
    void salvageConvertsTilemapsCollisionMapEntitiesAndImages() throws Exception {
        SalvageResult r = Salvage.load(OldMaps.teeworlds03(false), LIMITS);
        TwMap m = r.map();
        assertThat(r.findings().toString())
                .contains("a map in the layout of Teeworlds before 0.4")
                .contains("converted: 2 images, 3 tile layers and a Game layer")
                .doesNotContain("not carried over")
                .doesNotContain("Recovered");
        assertThat(m.groups()).hasSize(1);
        Group g = m.groups().get(0);
        assertThat(g.name()).isEqualTo("Game");
        List<Layer> layers = g.layers();
        assertThat(layers).hasSize(4);
        // as 0.4's editor placed them: the Game layer just below the main tilemap (tilemap 1)
        TileLayer[] tilemaps = {(TileLayer) layers.get(0), (TileLayer) layers.get(2), (TileLayer) layers.get(3)};
        assertThat(((TileLayer) layers.get(1)).kind()).isEqualTo(TileKind.GAME);
        for (int t = 0; t < 3; t++) {
            TileLayer l = tilemaps[t];
            assertThat(l.kind()).isEqualTo(TileKind.TILES);
            assertThat(l.image()).isSameAs(m.images().get(t % 2));
            byte[] old = OldMaps.tilemapCells(t);
            byte[] cells = l.grid().rawCells();
            for (int i = 0; i < OldMaps.W * OldMaps.H; i++) {
                assertThat(new byte[] {cells[4 * i], cells[4 * i + 1], cells[4 * i + 2], cells[4 * i + 3]})
                        .as("tilemap %d cell %d", t, i)
                        .containsExactly(old[2 * i], old[2 * i + 1], 0, 0);
            }
        }
        for (int i = 0; i < 2; i++) {
            int side = 16 + 16 * i;
            assertThat(m.images().get(i).name()).isEqualTo("image" + i);
            assertThat(m.images().get(i).width()).isEqualTo(side);
            assertThat(m.images().get(i).pixels()).isEqualTo(OldMaps.pixels(i, side));
        }
        TileLayer game = m.gameLayer().orElseThrow();
        assertThat(game.width()).isEqualTo(OldMaps.W);
        assertThat(game.height()).isEqualTo(OldMaps.H);
        byte[] col = OldMaps.collision();
        int[] entities = {0, 193, 192, 199, 198, 195, 196, 0, 0, 0}; // red spawn, spawn, shotgun, health, flag stands
        for (int y = 0; y < OldMaps.H; y++) {
            for (int x = 0; x < OldMaps.W; x++) {
                int want = y == OldMaps.FLOOR && entities[x] != 0 ? entities[x] : col[y * OldMaps.W + x];
                assertThat(game.grid().get(x, y, 0)).as("game cell %d,%d", x, y).isEqualTo(want);
            }
        }
        MapContent held = Salvage.held(OldMaps.teeworlds03(false), LIMITS);
        assertThat(MapContent.of(m)).isEqualTo(held);
        assertThat(MapContent.of(m).lostSince(held)).isEmpty();
    }

    @Test
    void theConvertedMapLoadsInTheRealServerAndHoldsTheLayersCellsAndImagesOfTheFile() throws Exception {
        byte[] old = OldMaps.teeworlds03(false);
        MapDocument doc = new MapDocument(Salvage.load(old, LIMITS).map());
        FixReport report = Doctor.fixAll(doc, Validator.ddnet(), false);
        assertThat(report.errorsLeft()).as(report.remaining().toString()).isFalse();
        byte[] saved = Doctor.encodeVerified(doc.map(), SaveOptions.DDNET);
        DdnetOracle.ServerResult server = DdnetOracle.serverLoads(saved);
        assertThat(server.loaded()).as(server.summary()).isTrue();
        MapContent held = Salvage.held(old, LIMITS);
        MapContent back = MapContent.of(new MapDecoder(LIMITS).read(saved).map());
        assertThat(back).isEqualTo(held);
        assertThat(held.layers()).isEqualTo(4);
        assertThat(held.images()).isEqualTo(2);
        assertThat(held.cells()).isGreaterThan(3 * OldMaps.W * OldMaps.H / 6);
    }

    @Test
    void whatHasNoPlaceInTodaysMapsIsNamedAndCountedAsLost() throws Exception {
        byte[] old = OldMaps.teeworlds03(true);
        SalvageResult r = Salvage.load(old, LIMITS);
        assertThat(r.findings().toString())
                .contains("not carried over: 1 gun pick-up (0.4 has no such pick-up); 1 more collision maps (0.3"
                        + " used only the first); 1 item of type 0x8fff (the 0.3 theme choice)");
        assertThat(MapContent.of(r.map()).lostSince(Salvage.held(old, LIMITS))).isEqualTo("1 non-empty cell");
    }

    @Test
    void aDdnetMapThatLostItsVersionItemIsNotTakenForAnOldOne() throws Exception {
        // its UUID item types numbered from 0x8002 up (as some writers do), like the old layout's tilemaps (0x8002)
        // and collision map (0x8003); DDNet names them in the UUID index items (type 0xFFFF, id = the type)
        java.util.function.IntUnaryOperator renumber = t -> t >= 0xFFF0 && t < 0xFFFF ? t - 0xFFFC + 0x8002 : t;
        byte[] noVersion = DoctorTesting.withItems(DoctorTesting.datafile(TestMaps.kitchenSink()), it -> {
            if (it.type() == ItemTypes.VERSION) {
                return null;
            }
            int id = it.type() == Datafile.ITEMTYPE_EX ? renumber.applyAsInt(it.id()) : it.id();
            return new DatafileItem(renumber.applyAsInt(it.type()), id, it.data());
        });
        assertThat(new twedit.model.datafile.DatafileReader(LIMITS)
                        .read(noVersion)
                        .items())
                .anyMatch(it -> it.type() == 0x8002)
                .anyMatch(it -> it.type() == 0x8003);
        SalvageResult r = Salvage.load(noVersion, LIMITS);
        assertThat(r.findings().toString()).doesNotContain("before 0.4").contains("read as version 1");
        assertThat(MapContent.of(r.map())).isEqualTo(MapContent.of(TestMaps.kitchenSink()));
    }

    private static byte[] oldItems(DatafileItem... items) {
        return new twedit.model.datafile.DatafileWriter()
                .write(Datafile.of(List.of(items), List.of(twedit.model.datafile.DataBlock.of(new byte[8]))));
    }

    @Test
    void impossibleSizesAreRefusedWithAMessageNotACrash() throws Exception {
        // a thin tilemap whose 2-wide form would overflow: dropped, said
        SalvageResult r = Salvage.load(
                oldItems(
                        new DatafileItem(0x8002, 0, new int[] {-1, 1, Integer.MAX_VALUE / 5, 0, 0, 0, 0, 1}),
                        new DatafileItem(0x8003, 0, new int[] {2, 2, 0})),
                LIMITS);
        assertThat(r.findings().toString()).contains("is impossible (layer dropped)");
        assertThat(r.map().gameLayer()).isPresent();
        // a main tilemap and a collision map each possible, but a Game layer as wide and tall as both is not
        assertThatThrownBy(() -> Salvage.load(
                        oldItems(
                                new DatafileItem(0x8002, 0, new int[] {-1, 1 << 20, 2, 0, 0, 0, 0, 1}),
                                new DatafileItem(0x8003, 0, new int[] {2, 1 << 20, 0})),
                        LIMITS))
                .isInstanceOf(DatafileException.class)
                .hasMessageContaining("the Game layer of this 0.3 map would be 1048576x1048576");
    }
}
