package twedit.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import twedit.model.codec.ItemTypes;
import twedit.model.codec.MapContent;
import twedit.model.codec.MapDecoder;
import twedit.model.codec.MapEncoder;
import twedit.model.codec.SaveOptions;
import twedit.model.codec.SourceForm;
import twedit.model.datafile.Datafile;
import twedit.model.datafile.DatafileItem;
import twedit.model.datafile.DatafileWriter;
import twedit.model.datafile.ReadLimits;
import twedit.model.doctor.Salvage;
import twedit.model.map.Color;
import twedit.model.map.MapFixtures;
import twedit.model.map.TileKind;
import twedit.model.map.TileLayer;
import twedit.model.map.TwMap;
import twedit.model.testutil.Corpus;
import twedit.model.testutil.DdnetOracle;
import twedit.model.testutil.OldMaps;
import twedit.model.testutil.TestMaps;

/** `twedit fix IN OUT`: repairs, saves, prints what was done; the output passes `check` and loads in DDNet. */
class FixCommandTest {
    @TempDir
    Path tmp;

    private static void assertServerLoads(Path map) throws Exception {
        DdnetOracle.ServerResult server = DdnetOracle.serverLoads(Files.readAllBytes(map));
        assertThat(server.loaded()).as(server.summary()).isTrue();
    }

    @Test
    void aDamagedMapIsSalvagedFixedAndThenPassesCheckAndLoadsInTheServer() throws Exception {
        byte[] full = Files.readAllBytes(Corpus.ddnetMap("maps/Tutorial.map"));
        Path cut = tmp.resolve("cut.map");
        Files.write(cut, Arrays.copyOf(full, full.length - 100_000));
        Path out = tmp.resolve("fixed.map");
        CliRun r = CliRun.of("fix", cut.toString(), out.toString());
        assertThat(r.exitCode())
                .as("the tiles of the cut blocks are lost: " + r.out() + r.err())
                .isEqualTo(ExitCodes.PROBLEM);
        assertThat(r.out())
                .contains(cut + ": salvaged: file: DDNet refuses the file as it is")
                .contains(cut + ": lost: 2 layers, the unreadable tiles of 14 damaged layers; the saved map keeps 69"
                        + " layers (")
                .as("the tele numbers DDNet reads stay; what is not DDNet's is left, not repaired")
                .doesNotContain(cut + ": fixed: group 14 'Game' layer 1 'Tele': ")
                .contains(cut + ": left: warning (not DDNet's): group 14 'Game' layer 0 'Switch'");
        assertThat(r.out().lines().reduce((a, b) -> b).orElseThrow())
                .startsWith(cut + " -> " + out + " (DDNet form): ")
                .endsWith(" 1 left, content lost");
        CliRun check = CliRun.of("check", out.toString());
        assertThat(check.exitCode()).as(check.out()).isZero();
        assertServerLoads(out);
    }

    @Test
    void aTeeworlds07MapTheServerCrashesOnIsSavedInDdnetFormAndLoads() throws Exception {
        Path ctf1 = Corpus.TEEWORLDS_DATA.resolve("maps/ctf1.map");
        Corpus.require(Files.isRegularFile(ctf1), ctf1.toString());
        Path out = tmp.resolve("ctf1.map");
        CliRun r = CliRun.of("fix", ctf1.toString(), out.toString());
        assertThat(r.exitCode()).as(r.out() + r.err()).isZero();
        assertThat(r.out())
                .contains(ctf1 + ": fixed: group 4 'Game' layer 1 'Game': tiles stored in Teeworlds 0.7's compressed"
                        + " form")
                .contains("-> saved in DDNet form");
        assertThat(r.out().lines().reduce((a, b) -> b).orElseThrow())
                .isEqualTo(ctf1 + " -> " + out + " (DDNet form): 0 salvaged, 5 fixed, 0 left");
        CliRun check = CliRun.of("check", out.toString());
        assertThat(check.exitCode()).as(check.out()).isZero();
        assertServerLoads(out);
    }

    @Test
    void aMapWithProblemsBuiltInCodeIsRepairedInPlace() throws Exception {
        TwMap m = TestMaps.kitchenSink();
        TileLayer tele = m.physicsLayer(TileKind.TELE).orElseThrow();
        MapFixtures.setGrid(tele, tele.grid().resized(20, 10, 0, 0));
        MapFixtures.setColor(tele, new Color(1, 2, 3, 4));
        MapFixtures.set(m.physicsLayer(TileKind.GAME).orElseThrow().grid(), 3, 3, 0, 250);
        MapFixtures.setChannels(m.envelopes().get(0), 8);
        Path map = tmp.resolve("broken.map");
        Files.write(map, new DatafileWriter().write(new MapEncoder(SaveOptions.DDNET).encode(m)));
        CliRun r = CliRun.of("fix", map.toString(), map.toString());
        assertThat(r.exitCode()).as(r.out() + r.err()).isZero();
        assertThat(r.out())
                .contains(map + ": salvaged: file: DDNet refuses the file as it is: Tele layer 'Tele' is"
                        + " 20x10, smaller than the Game layer (40x30)")
                .contains(map + ": fixed: group 1 'Game' layer 3 'Tele': Tele layer is 20x10, the Game layer 40x30")
                .contains("-> resize to 40x30")
                .contains(map + ": fixed: envelope 0 'move': 8 channels")
                .contains(map + ": left: warning (not DDNet's): group 1 'Game' layer 1 'Game': 1 cell with tile ids"
                        + " not valid");
        assertThat(CliRun.of("check", map.toString()).exitCode()).isZero();
        TwMap back = new MapDecoder(ReadLimits.DDNET).read(map).map();
        assertThat(back.physicsLayer(TileKind.TELE).orElseThrow().width()).isEqualTo(40);
        assertServerLoads(map);
    }

    @Test
    void unfixableFindingsAreListedAsLeft() throws Exception {
        TwMap m = TestMaps.kitchenSink();
        MapFixtures.add(m.images(), twedit.model.map.MapImage.external("not_official", 64, 64));
        Path map = tmp.resolve("unofficial.map");
        Files.write(map, new DatafileWriter().write(new MapEncoder(SaveOptions.DDNET).encode(m)));
        Path out = tmp.resolve("out.map");
        CliRun r = CliRun.of("fix", map.toString(), out.toString());
        assertThat(r.exitCode()).as("a warning left is not an error").isZero();
        assertThat(r.out().lines())
                .containsExactly(
                        map
                                + ": left: warning (not DDNet's): image 2 'not_official': external image 'not_official' is"
                                + " not in the official mapres list of 0.6/DDNet maps; clients without it show nothing",
                        map + " -> " + out + " (DDNet form): 0 salvaged, 0 fixed, 1 left");
    }

    @Test
    void fixingForTeeworlds07DropsWhatThatFormCannotHold() throws Exception {
        Path in = Corpus.ddnetMap("maps/Tutorial.map");
        Path out = tmp.resolve("t07.map");
        CliRun r = CliRun.of("fix", in.toString(), out.toString(), "--to", "0.7");
        assertThat(r.exitCode()).as(r.out() + r.err()).isEqualTo(ExitCodes.PROBLEM);
        assertThat(r.out())
                .contains(": fixed: map: a 0.7 map cannot hold")
                .as("the DDNet layers a 0.7 map cannot hold are said lost")
                .contains(in + ": lost: 3 layers (");
        assertThat(new MapDecoder(ReadLimits.DDNET).read(out).form()).isEqualTo(SourceForm.TEEWORLDS_07);
    }

    @Test
    void anUnreadableFileExitsWithTwoAndWritesNothing() throws Exception {
        Path junk = tmp.resolve("junk.map");
        Files.writeString(junk, "DATA and then nothing useful at all, not even a header that fits");
        Path out = tmp.resolve("out.map");
        CliRun r = CliRun.of("fix", junk.toString(), out.toString());
        assertThat(r.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(r.err()).startsWith("twedit: " + junk + ": ").doesNotContain("Exception");
        assertThat(out).doesNotExist();
        assertThat(CliRun.of("fix", junk.toString()).exitCode()).isEqualTo(ExitCodes.USAGE);
    }

    @Test
    void aModMapKeepsItsTilesAndOnlyStrictClearsThem() throws Exception {
        int id = 1;
        while (twedit.model.tiles.DdnetTiles.accepts(TileKind.GAME, id)) {
            id++;
        }
        TwMap m = TestMaps.kitchenSink();
        TestMaps.setTile(m.physicsLayer(TileKind.GAME).orElseThrow().grid(), 10, 10, id, 0);
        TestMaps.setTile(m.physicsLayer(TileKind.FRONT).orElseThrow().grid(), 11, 10, id, 0);
        Path map = tmp.resolve("mod.map");
        Files.write(map, new DatafileWriter().write(new MapEncoder(SaveOptions.DDNET).encode(m)));
        CliRun check = CliRun.of("check", map.toString());
        assertThat(check.exitCode()).as(check.out()).isZero();
        assertThat(check.out())
                .contains(": warning (not DDNet's): group 1 'Game' layer 1 'Game': 1 cell with tile ids");

        Path kept = tmp.resolve("kept.map");
        CliRun fix = CliRun.of("fix", map.toString(), kept.toString());
        assertThat(fix.exitCode()).as(fix.out() + fix.err()).isZero();
        assertThat(fix.out()).doesNotContain(": fixed: ");
        TwMap k = new MapDecoder(ReadLimits.DDNET).read(kept).map();
        assertThat(k.physicsLayer(TileKind.GAME).orElseThrow().grid().get(10, 10, 0))
                .isEqualTo(id);
        assertThat(k.physicsLayer(TileKind.FRONT).orElseThrow().grid().get(11, 10, 0))
                .isEqualTo(id);

        Path strict = tmp.resolve("strict.map");
        CliRun s = CliRun.of("fix", "--strict", map.toString(), strict.toString());
        assertThat(s.exitCode())
                .as("the cleared cells are content lost: " + s.out())
                .isEqualTo(ExitCodes.PROBLEM);
        assertThat(s.out())
                .contains(": fixed: group 1 'Game' layer 1 'Game': 1 cell with tile ids")
                .contains(map + ": lost: 2 non-empty cells; the saved map keeps ");
        TwMap c = new MapDecoder(ReadLimits.DDNET).read(strict).map();
        assertThat(c.physicsLayer(TileKind.GAME).orElseThrow().grid().get(10, 10, 0))
                .isZero();
        assertThat(c.physicsLayer(TileKind.FRONT).orElseThrow().grid().get(11, 10, 0))
                .isZero();
        assertServerLoads(kept);
        assertServerLoads(strict);
    }

    @Test
    void aMapFromBeforeTeeworlds04IsConvertedNotEmptied() throws Exception {
        Path old = tmp.resolve("old.map");
        Files.write(old, OldMaps.teeworlds03(false));
        Path out = tmp.resolve("converted.map");
        CliRun r = CliRun.of("fix", old.toString(), out.toString());
        assertThat(r.exitCode()).as(r.out() + r.err()).isZero();
        assertThat(r.out())
                .contains(old + ": salvaged: file: a map in the layout of Teeworlds before 0.4")
                .contains("converted: 2 images, 3 tile layers and a Game layer with the collision map and entities")
                .doesNotContain("Recovered")
                .doesNotContain(": lost: ")
                .doesNotContain("no Game layer");
        MapContent held = Salvage.held(Files.readAllBytes(old), ReadLimits.DDNET);
        MapContent kept =
                MapContent.of(new MapDecoder(ReadLimits.DDNET).read(out).map());
        assertThat(kept).isEqualTo(held);
        assertThat(kept.layers()).isEqualTo(4);
        assertThat(kept.images()).isEqualTo(2);
        assertServerLoads(out);
    }

    @Test
    void aFixThatKeepsLessThanTheFileHeldSaysWhatWasLostAndExitsWithOne() throws Exception {
        Path old = tmp.resolve("old.map");
        Files.write(old, OldMaps.teeworlds03(true));
        Path out = tmp.resolve("converted.map");
        CliRun r = CliRun.of("fix", old.toString(), out.toString());
        assertThat(r.exitCode()).as(r.out() + r.err()).isEqualTo(ExitCodes.PROBLEM);
        assertThat(r.out())
                .contains("not carried over: 1 gun pick-up")
                .contains(old + ": lost: 1 non-empty cell; the saved map keeps 4 layers (");
        assertThat(r.out().lines().reduce((a, b) -> b).orElseThrow()).endsWith(" 0 left, content lost");
    }

    @Test
    void layersThatCannotBeReadAreCountedAsLostAndNoGroupIsPromised() throws Exception {
        Datafile df = new MapEncoder(SaveOptions.DDNET).encode(TestMaps.kitchenSink());
        List<DatafileItem> items = new ArrayList<>();
        for (DatafileItem it : df.items()) {
            int[] d = it.data().clone();
            if (it.type() == ItemTypes.GROUP && it.id() == 0) {
                d = Arrays.copyOf(d, 2); // the group of layers 0 (quads) and 1 (sounds) is lost
            } else if (it.type() == ItemTypes.LAYER && it.id() <= 1) {
                d[4] = -1; // and the layers cannot be read: a negative quad and source count
            }
            items.add(new DatafileItem(it.type(), it.id(), d));
        }
        Path map = tmp.resolve("lost.map");
        Files.write(map, new DatafileWriter().write(Datafile.of(items, df.data())));
        Path out = tmp.resolve("out.map");
        CliRun r = CliRun.of("fix", map.toString(), out.toString());
        assertThat(r.exitCode()).as(r.out() + r.err()).isEqualTo(ExitCodes.PROBLEM);
        assertThat(r.out()).doesNotContain("Recovered").contains(map + ": lost: 2 layers");
        TwMap back = new MapDecoder(ReadLimits.DDNET).read(out).map();
        assertThat(back.groups()).noneMatch(g -> g.name().equals("Recovered"));
        assertServerLoads(out);
    }
}
