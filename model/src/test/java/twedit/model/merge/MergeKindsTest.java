package twedit.model.merge;

import static org.assertj.core.api.Assertions.assertThat;
import static twedit.model.merge.ThreeWayMergeTest.edit;
import static twedit.model.merge.ThreeWayMergeTest.game;
import static twedit.model.merge.ThreeWayMergeTest.save;
import static twedit.model.merge.ThreeWayMergeTest.walls;

import java.nio.file.Files;
import java.util.Arrays;
import java.util.List;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;
import twedit.model.codec.LoadResult;
import twedit.model.codec.MapDecoder;
import twedit.model.codec.MapEncoder;
import twedit.model.codec.SaveOptions;
import twedit.model.codec.SourceForm;
import twedit.model.datafile.DatafileWriter;
import twedit.model.datafile.ReadLimits;
import twedit.model.doctor.Finding;
import twedit.model.doctor.Validator;
import twedit.model.document.MapDocument;
import twedit.model.document.edits.Edits;
import twedit.model.document.edits.TileOps;
import twedit.model.map.Location;
import twedit.model.map.MapSound;
import twedit.model.map.Props;
import twedit.model.map.TileLayer;
import twedit.model.map.TwMap;
import twedit.model.merge.ThreeWayMergeTest.Case;
import twedit.model.testutil.Corpus;
import twedit.model.testutil.DdnetOracle;

/**
 * Issue 39's merge of sounds, server settings, resized grids, and of a Teeworlds 0.7 map written back in 0.7 form
 * (DDNet's server judges it in DDNet form: it crashes on 0.7's compressed tiles, errata 5).
 */
class MergeKindsTest {
    static MapSound ambience(TwMap m) {
        return m.sounds().stream()
                .filter(s -> s.name().equals("ambience"))
                .findFirst()
                .orElseThrow();
    }

    static Consumer<MapDocument> soundData(byte last) {
        return d -> {
            byte[] data = ambience(d.map()).data();
            data[data.length - 1] = last;
            d.apply(Edits.replaceSound(ambience(d.map()), data));
        };
    }

    @Test
    void aSoundTheirsReplacedAndOursRenamedMergeCleanBothChangingItsDataConflicts() throws Exception {
        Case c = edit(d -> d.apply(Edits.set(ambience(d.map()), Props.SOUND_NAME, "wind")), soundData((byte) 7));
        MergeResult r = c.merge();
        assertThat(r.conflicts()).isEmpty();
        assertThat(r.map().sounds()).hasSize(1);
        MapSound s = r.map().sounds().get(0);
        assertThat(s.name()).isEqualTo("wind");
        assertThat(s.data()[s.data().length - 1]).isEqualTo((byte) 7);

        Case both = edit(soundData((byte) 5), soundData((byte) 6));
        MergeResult b = both.merge();
        assertThat(b.conflicts()).extracting(Conflict::what).containsExactly("sound 'ambience' data");
        MapSound kept = ambience(b.map());
        assertThat(kept.data()[kept.data().length - 1]).isEqualTo((byte) 5);
        MapDocument doc = new MapDocument(b.map());
        doc.compound("Take theirs", () -> b.conflicts().get(0).takeTheirs().apply(doc));
        assertThat(ambience(b.map()).data()[kept.data().length - 1]).isEqualTo((byte) 6);
    }

    @Test
    void soundsOfOneNameAddedOnBothSidesAreBothKeptTheirsRenamed() throws Exception {
        Case c = edit(
                d -> d.apply(Edits.addSound(d.map(), d.map().sounds().size(), new MapSound("drip", new byte[] {1}))),
                d -> d.apply(Edits.addSound(d.map(), d.map().sounds().size(), new MapSound("drip", new byte[] {2}))));
        MergeResult r = c.merge();
        assertThat(r.conflicts()).isEmpty();
        assertThat(r.map().sounds()).extracting(MapSound::name).containsExactly("ambience", "drip", "drip_theirs");
        assertThat(r.notes()).anyMatch(n -> n.contains("drip_theirs"));
        assertThat(Arrays.equals(r.map().sounds().get(2).data(), new byte[] {2}))
                .isTrue();
    }

    static Consumer<MapDocument> settings(String... lines) {
        return d -> d.apply(Edits.setSettings(d.map(), List.of(lines)));
    }

    @Test
    void settingsMergeByLineAndTheSameCommandSetOtherwiseOnBothSidesConflicts() throws Exception {
        Case c = edit(
                settings("sv_team 0", "sv_deepfly 0"),
                settings("sv_team 1", "sv_deepfly 0", "sv_solo_server 1"),
                settings("sv_team 2", "sv_old_laser 1"));
        MergeResult r = c.merge();
        assertThat(r.conflicts()).hasSize(1);
        Conflict k = r.conflicts().get(0);
        assertThat(k.what()).isEqualTo("server setting sv_team");
        assertThat(k.ours()).contains("sv_team 1");
        assertThat(k.theirs()).contains("sv_team 2");
        assertThat(k.location()).isInstanceOf(Location.Info.class);
        // their removal of sv_deepfly and their new line are taken; ours' lines stay
        assertThat(r.map().info().settingsOrEmpty()).containsExactly("sv_team 1", "sv_solo_server 1", "sv_old_laser 1");
        MapDocument doc = new MapDocument(r.map());
        doc.compound("Take theirs", () -> k.takeTheirs().apply(doc));
        assertThat(r.map().info().settingsOrEmpty()).containsExactly("sv_team 2", "sv_solo_server 1", "sv_old_laser 1");
    }

    @Test
    void tuneLinesForDifferentParametersOrZonesAddedOnBothSidesDoNotConflict() throws Exception {
        Case c = edit(
                settings("tune gravity 0.5", "tune_zone 1 gravity 0.1", "mapbug grenade-doubleexplosion@ddnet.tw"),
                settings("tune hook_length 500", "tune_zone 2 gravity 0.3", "switch_open 4", "add_vote \"a b\" x"));
        MergeResult r = c.merge();
        assertThat(r.conflicts()).isEmpty();
        assertThat(r.map().info().settingsOrEmpty())
                .containsExactlyInAnyOrder(
                        "tune gravity 0.5",
                        "tune_zone 1 gravity 0.1",
                        "mapbug grenade-doubleexplosion@ddnet.tw",
                        "tune hook_length 500",
                        "tune_zone 2 gravity 0.3",
                        "switch_open 4",
                        "add_vote \"a b\" x");
        assertThat(InfoMerge.command("tune_zone 3 gravity 0.1")).isEqualTo("tune_zone 3 gravity");
        assertThat(InfoMerge.command("add_vote \"Map: x y\" change_map x")).isEqualTo("add_vote Map: x y");
        assertThat(InfoMerge.command("sv_team 1")).isEqualTo("sv_team");
        Case same = edit(settings("tune gravity 0.5"), settings("tune gravity 0.7"));
        assertThat(same.merge().conflicts())
                .singleElement()
                .satisfies(k -> assertThat(k.what()).isEqualTo("server setting tune gravity"));
    }

    static Consumer<MapDocument> resize(java.util.function.Function<TwMap, TileLayer> layer, int w, int h) {
        return d -> d.apply(Edits.resizeLayer(d.map(), layer.apply(d.map()), w, h, 0, 0));
    }

    @Test
    void aGridTheirsResizedIsTakenWholeAndOneResizedAndPaintedOtherwiseConflicts() throws Exception {
        Case c = edit(
                ThreeWayMergeTest.cell(ThreeWayMergeTest::game, 1, 1, 1),
                resize(ThreeWayMergeTest::walls, 50, 35)
                        .andThen(ThreeWayMergeTest.cell(ThreeWayMergeTest::walls, 45, 33, 4)));
        MergeResult r = c.merge();
        assertThat(r.conflicts()).isEmpty();
        assertThat(walls(r.map()).width()).isEqualTo(50);
        assertThat(walls(r.map()).height()).isEqualTo(35);
        assertThat(walls(r.map()).grid().get(45, 33, 0)).isEqualTo(4);
        assertThat(game(r.map()).grid().get(1, 1, 0)).isEqualTo(1);

        Case both = edit(
                ThreeWayMergeTest.cell(ThreeWayMergeTest::walls, 2, 2, 3), resize(ThreeWayMergeTest::walls, 20, 20));
        MergeResult b = both.merge();
        assertThat(b.conflicts()).hasSize(1);
        Conflict k = b.conflicts().get(0);
        assertThat(k.what()).contains("resized");
        assertThat(k.ours()).isEqualTo("40x30");
        assertThat(k.theirs()).isEqualTo("20x20");
        assertThat(walls(b.map()).width()).isEqualTo(40);
        MapDocument doc = new MapDocument(b.map());
        doc.compound("Take theirs", () -> k.takeTheirs().apply(doc));
        assertThat(walls(b.map()).width()).isEqualTo(20);
        assertThat(walls(b.map()).height()).isEqualTo(20);
        doc.undo();
        assertThat(walls(b.map()).width()).isEqualTo(40);
        assertThat(walls(b.map()).grid().get(2, 2, 0)).isEqualTo(3);
    }

    @Test
    void physicsLayersTheirsResizedTogetherAreTakenAndTheServerLoadsTheResult() throws Exception {
        Case c = edit(
                ThreeWayMergeTest.cell(ThreeWayMergeTest::walls, 1, 0, 2), resize(ThreeWayMergeTest::game, 60, 40));
        MergeResult r = c.merge();
        assertThat(r.conflicts()).isEmpty();
        for (var l : r.map().allLayers()) {
            if (l instanceof TileLayer t && t.kind().isPhysics()) {
                assertThat(t.width()).as(t.kind().defaultName()).isEqualTo(60);
                assertThat(t.height()).as(t.kind().defaultName()).isEqualTo(40);
            }
        }
        DdnetOracle.ServerResult server = DdnetOracle.serverLoads(save(r.map()));
        assertThat(server.loaded()).as(server.summary()).isTrue();
    }

    @Test
    void aTeeworlds07MapMergesAndIsWrittenBackAs07() throws Exception {
        Corpus.require(Files.isDirectory(Corpus.TEEWORLDS_DATA), "teeworlds-data");
        byte[] file = Files.readAllBytes(Corpus.TEEWORLDS_DATA.resolve("maps/dm1.map"));
        MapDecoder dec = new MapDecoder(ReadLimits.DDNET);
        LoadResult base = dec.read(file);
        assertThat(base.form()).isEqualTo(SourceForm.TEEWORLDS_07);
        TwMap ours = dec.read(file).map();
        TwMap theirs = dec.read(file).map();
        int[] a = air(ours);
        new MapDocument(ours).apply(TileOps.setCell(game(ours), a[0], a[1], new byte[] {1, 0, 0, 0}));
        new MapDocument(theirs).apply(TileOps.setCell(game(theirs), a[0] + 1, a[1], new byte[] {1, 0, 0, 0}));
        new MapDocument(theirs).apply(Edits.set(theirs.groups().get(0), Props.GROUP_NAME, "Sky7"));
        MergeResult r = ThreeWayMerge.merge(base.map(), ours, theirs);
        assertThat(r.conflicts()).isEmpty();
        byte[] out = new DatafileWriter().write(new MapEncoder(SaveOptions.TEEWORLDS_07).encode(r.map()));
        LoadResult back = dec.read(out);
        assertThat(back.form()).isEqualTo(SourceForm.TEEWORLDS_07);
        assertThat(game(back.map()).grid().get(a[0], a[1], 0)).isEqualTo(1);
        assertThat(game(back.map()).grid().get(a[0] + 1, a[1], 0)).isEqualTo(1);
        assertThat(back.map().groups().get(0).name()).isEqualTo("Sky7");
        assertThat(new Validator(SourceForm.TEEWORLDS_07).validate(back.map())).noneMatch(Finding::isError);
        // DDNet's server 16.4 crashes on every map with 0.7's compressed tiles (errata 5), ours or Teeworlds' own:
        // it judges the merged map in DDNet form
        DdnetOracle.ServerResult server = DdnetOracle.serverLoads(save(back.map()));
        assertThat(server.loaded()).as(server.summary()).isTrue();
    }

    /** Two empty game cells side by side, away from the edges. */
    private static int[] air(TwMap m) {
        TileLayer g = game(m);
        for (int y = 2; y < g.height() - 2; y++) {
            for (int x = 2; x < g.width() - 3; x++) {
                if (g.grid().get(x, y, 0) == 0 && g.grid().get(x + 1, y, 0) == 0) {
                    return new int[] {x, y};
                }
            }
        }
        throw new AssertionError("no air in the game layer");
    }
}
