package twedit.model.doctor;

import static org.assertj.core.api.Assertions.assertThat;
import static twedit.model.doctor.DoctorTesting.set;

import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import twedit.model.codec.ItemTypes;
import twedit.model.codec.MapDecoder;
import twedit.model.codec.MapEncoder;
import twedit.model.codec.SaveOptions;
import twedit.model.codec.SourceForm;
import twedit.model.datafile.Datafile;
import twedit.model.datafile.DatafileWriter;
import twedit.model.datafile.ReadLimits;
import twedit.model.map.MapFixtures;
import twedit.model.map.MapImage;
import twedit.model.map.TileKind;
import twedit.model.map.TileLayer;
import twedit.model.map.TwMap;
import twedit.model.testutil.DdnetOracle;
import twedit.model.testutil.TestMaps;

/**
 * Maps built in code, judged by the real DDNet server (16.4): check calls a map broken exactly when the server does
 * not load it, and names what the server trips on.
 */
class ServerVerdictsTest {
    /** The layer items of the kitchen sink: 0-1 in group 0, 2 (walls), 3 (game) ... 8 in group 1 (Game). */
    private static final int WALLS = 2;

    private static List<Finding> check(byte[] bytes) throws Exception {
        return Doctor.check(Salvage.load(bytes, ReadLimits.DDNET));
    }

    private static boolean serverLoads(byte[] bytes) throws Exception {
        return DdnetOracle.serverLoads(bytes).loaded();
    }

    private static List<Finding> errors(List<Finding> found) {
        return found.stream().filter(Finding::isError).toList();
    }

    @Test
    void aLayerInTwoGroupsLoadsAndIsShownInBoth() throws Exception {
        Datafile df = DoctorTesting.datafile(TestMaps.kitchenSink());
        // group 0 takes in the first layer of the Game group too
        byte[] bytes =
                DoctorTesting.withItems(df, it -> it.type() == ItemTypes.GROUP && it.id() == 0 ? set(it, 6, 3) : it);
        assertThat(serverLoads(bytes)).as("DDNet 16.4 loads it").isTrue();
        List<Finding> found = check(bytes);
        assertThat(errors(found)).as(found.toString()).isEmpty();
        assertThat(found).anyMatch(f -> f.what().contains("also belongs to an earlier group"));
        assertThat(found).noneMatch(f -> f.what().contains("refuses the file as it is"));
        // the strict decoder (info, diff, render, resave) opens it, with the layer in both groups
        TwMap m = new MapDecoder(ReadLimits.DDNET).read(bytes).map();
        assertThat(m.groups().get(0).layers()).hasSize(3);
        assertThat(m.groups().get(1).layers()).hasSize(7);
        TileLayer shared = (TileLayer) m.groups().get(0).layers().get(2);
        TileLayer again = (TileLayer) m.groups().get(1).layers().get(0);
        assertThat(again).isNotSameAs(shared);
        assertThat(again.grid()).isEqualTo(shared.grid());
        // saved, each group has its own copy, which every DDNet version loads
        byte[] saved = Doctor.encodeVerified(m, SaveOptions.DDNET);
        assertThat(serverLoads(saved)).isTrue();
        assertThat(check(saved)).noneMatch(f -> f.what().contains("earlier group"));
    }

    @Test
    void tileDataSharedByTwoLayersLoadsAndEachGetsItsOwnCopy() throws Exception {
        Datafile df = DoctorTesting.datafile(TestMaps.kitchenSink());
        int gameData = df.itemsOfType(ItemTypes.LAYER).get(WALLS + 1).data()[14];
        byte[] bytes = DoctorTesting.withItems(
                df, it -> it.type() == ItemTypes.LAYER && it.id() == WALLS ? set(it, 14, gameData) : it);
        assertThat(serverLoads(bytes)).as("DDNet 16.4 loads it").isTrue();
        List<Finding> found = check(bytes);
        assertThat(errors(found)).as(found.toString()).isEmpty();
        assertThat(found).anyMatch(f -> f.what().contains("is also used by"));
        TwMap m = new MapDecoder(ReadLimits.DDNET).read(bytes).map();
        TileLayer walls = (TileLayer) m.gameGroup().orElseThrow().layers().get(0);
        assertThat(walls.grid().get(0, 29, 0))
                .as("the walls hold the game tiles")
                .isEqualTo(1);
        assertThat(serverLoads(Doctor.encodeVerified(m, SaveOptions.DDNET))).isTrue();
    }

    @Test
    void aTeleLayerOutsideTheGameGroupLoadsAndIsAWarning() throws Exception {
        TwMap m = TestMaps.kitchenSink();
        TileLayer tele = m.physicsLayer(TileKind.TELE).orElseThrow();
        MapFixtures.remove(m.gameGroup().orElseThrow().layers(), tele);
        twedit.model.map.Group other = new twedit.model.map.Group("Other");
        MapFixtures.add(other.layers(), tele);
        MapFixtures.add(m.groups(), 0, other);
        byte[] bytes = new DatafileWriter().write(new MapEncoder(SaveOptions.DDNET).encode(m));
        assertThat(serverLoads(bytes))
                .as("CLayers::Init takes it from any group")
                .isTrue();
        List<Finding> found = check(bytes);
        assertThat(errors(found)).as(found.toString()).isEmpty();
        assertThat(found).anyMatch(f -> f.checkId().equals("physics.outside-game-group") && f.fixable());
    }

    @Test
    void aTeleLayerSmallerThanTheGameLayerCrashesTheServerAndBreaksTheMap() throws Exception {
        TwMap m = TestMaps.kitchenSink();
        TileLayer tele = m.physicsLayer(TileKind.TELE).orElseThrow();
        MapFixtures.setGrid(tele, tele.grid().resized(20, 10, 0, 0));
        byte[] bytes = new DatafileWriter().write(new MapEncoder(SaveOptions.DDNET).encode(m));
        assertThat(serverLoads(bytes))
                .as("CCollision::Init reads it at the Game layer's size")
                .isFalse();
        assertThat(errors(check(bytes))).anyMatch(f -> f.what().contains("smaller than the Game layer"));
    }

    @Test
    void twoTeleLayersLoadAndAreAWarning() throws Exception {
        TwMap m = TestMaps.kitchenSink();
        TileLayer second = TileLayer.empty(TileKind.TELE, 40, 30);
        MapFixtures.add(m.gameGroup().orElseThrow().layers(), second);
        byte[] bytes = new DatafileWriter().write(new MapEncoder(SaveOptions.DDNET).encode(m));
        assertThat(serverLoads(bytes)).isTrue();
        List<Finding> found = check(bytes);
        assertThat(errors(found)).as(found.toString()).isEmpty();
        assertThat(found).anyMatch(f -> f.checkId().equals("physics.duplicate") && f.fixable());
    }

    @Test
    void anImageNotDivisibleBy16OnATileLayerLoadsAndIsAWarning() throws Exception {
        TwMap m = TestMaps.kitchenSink();
        MapImage odd = new MapImage("odd", 20, 20, false, MapImage.Format.RGBA, new byte[20 * 20 * 4]);
        MapFixtures.add(m.images(), odd);
        MapFixtures.setImage((TileLayer) m.gameGroup().orElseThrow().layers().get(0), odd);
        byte[] bytes = new DatafileWriter().write(new MapEncoder(SaveOptions.DDNET).encode(m));
        assertThat(serverLoads(bytes)).isTrue();
        List<Finding> found = check(bytes);
        assertThat(errors(found)).as(found.toString()).isEmpty();
        assertThat(found).anyMatch(f -> f.checkId().equals("images.tile-size") && f.fixable());
    }

    @Test
    void tilesInTeeworlds07CompressedFormCrashTheServerAndSavingInDdnetFormFixesThem() throws Exception {
        TwMap m = TwMap.newMap(60, 40);
        TileLayer game = m.gameLayer().orElseThrow();
        for (int x = 0; x < 60; x++) {
            TestMaps.setTile(game.grid(), x, 39, 1, 0);
        }
        byte[] bytes =
                new DatafileWriter().write(new MapEncoder(new SaveOptions(SourceForm.TEEWORLDS_07, false)).encode(m));
        DdnetOracle.ServerResult server = DdnetOracle.serverLoads(bytes);
        assertThat(server.loaded()).as(server.summary()).isFalse();
        SalvageResult loaded = Salvage.load(bytes, ReadLimits.DDNET);
        List<Finding> found = Doctor.check(loaded, Target.DDNET);
        assertThat(errors(found))
                .as(found.toString())
                .isNotEmpty()
                .allMatch(f ->
                        f.checkId().equals(PackedTilesCheck.ID) && f.repair().saveForm() == SourceForm.DDNET);
        assertThat(errors(Doctor.check(loaded, Target.TEEWORLDS)))
                .as("Teeworlds 0.7 loads its own form")
                .isEmpty();
        // the editor saving in 0.7 form is told the same; saving in DDNet form is clean and loads
        assertThat(Validator.forSaving(SourceForm.TEEWORLDS_07).validate(loaded.map()))
                .anyMatch(f -> f.checkId().equals(PackedTilesCheck.ID));
        assertThat(Validator.forSaving(SourceForm.DDNET).validate(loaded.map()))
                .noneMatch(f -> f.checkId().equals(PackedTilesCheck.ID));
        byte[] ddnet = Doctor.encodeVerified(loaded.map(), SaveOptions.DDNET);
        assertThat(serverLoads(ddnet)).isTrue();
        assertThat(errors(check(ddnet))).isEmpty();
    }

    @Test
    void aDdnetTilesLayerWithFewerTilesThanItsSizeCrashesTheServerAndBreaksTheMap() throws Exception {
        Datafile df = DoctorTesting.datafile(TestMaps.kitchenSink());
        int data = df.itemsOfType(ItemTypes.LAYER).get(WALLS).data()[14];
        byte[] full = df.dataBytes(data, "walls");
        byte[] bytes = DoctorTesting.withBlock(df, data, Arrays.copyOf(full, 64));
        assertThat(serverLoads(bytes))
                .as("16.4's InitTilemapSkip writes past the block")
                .isFalse();
        assertThat(errors(check(bytes))).isNotEmpty();
    }

    @Test
    void aGameLayerInNoGroupIsNotFoundByTheServerAndBreaksTheMap() throws Exception {
        Datafile df = DoctorTesting.datafile(TestMaps.kitchenSink());
        // the Game group starts after the game layer: CLayers::Init looks only inside groups' layer ranges
        byte[] bytes = DoctorTesting.withItems(
                df, it -> it.type() == ItemTypes.GROUP && it.id() == 1 ? set(set(it, 5, 4), 6, 5) : it);
        assertThat(serverLoads(bytes)).isFalse();
        assertThat(errors(check(bytes))).anyMatch(f -> f.what().contains("Game layer"));
    }
}
