package twedit.model.links;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import twedit.model.codec.MapDecoder;
import twedit.model.datafile.ReadLimits;
import twedit.model.doctor.Severity;
import twedit.model.map.TileKind;
import twedit.model.map.TwMap;
import twedit.model.testutil.Corpus;
import twedit.model.tiles.DdnetTiles;
import twedit.model.tiles.LinkRole;
import twedit.model.tiles.LinkRole.End;
import twedit.model.tiles.LinkRole.Space;

/** The link index on maps built in code and on DDNet's own maps with tele and switch layers. */
class LinkIndexTest {
    @Test
    void theTileTableGivesEachLinkTileItsRoleOnItsLayerOnly() {
        assertThat(DdnetTiles.linkRole(TileKind.TELE, 10)).isEqualTo(LinkRole.TELE_IN_RED);
        assertThat(DdnetTiles.linkRole(TileKind.TELE, 26)).isEqualTo(LinkRole.TELE_IN_BLUE);
        assertThat(DdnetTiles.linkRole(TileKind.TELE, 27)).isEqualTo(LinkRole.TELE_OUT);
        assertThat(DdnetTiles.linkRole(TileKind.TELE, 29)).isEqualTo(LinkRole.CHECKPOINT);
        assertThat(DdnetTiles.linkRole(TileKind.TELE, 63)).isEqualTo(LinkRole.CHECKPOINT_IN);
        assertThat(DdnetTiles.linkRole(TileKind.SWITCH, 24)).isEqualTo(LinkRole.SWITCH_TRIGGER);
        assertThat(DdnetTiles.linkRole(TileKind.SWITCH, 9)).isEqualTo(LinkRole.SWITCH_TARGET);
        assertThat(DdnetTiles.linkRole(TileKind.SWITCH, 240)).as("door").isEqualTo(LinkRole.SWITCH_TARGET);
        assertThat(DdnetTiles.linkRole(TileKind.SWITCH, 212)).as("laser length").isEqualTo(LinkRole.NONE);
        assertThat(DdnetTiles.linkRole(TileKind.SWITCH, 79))
                .as("add time: seconds")
                .isEqualTo(LinkRole.NONE);
        assertThat(DdnetTiles.linkRole(TileKind.GAME, 9))
                .as("freeze on the game layer")
                .isEqualTo(LinkRole.NONE);
        assertThat(DdnetTiles.linkRole(TileKind.GAME, 240)).isEqualTo(LinkRole.NONE);
        assertThat(DdnetTiles.linkRole(TileKind.FRONT, 37)).isEqualTo(LinkRole.RACE_CHECKPOINT);
        assertThat(DdnetTiles.linkRole(TileKind.SPEEDUP, 29)).isEqualTo(LinkRole.NONE);
    }

    @Test
    void entrancesExitsTriggersTargetsAndCheckpointsByNumber() {
        LinkMaps m = new LinkMaps(40, 30)
                .tele(1, 1, 3, 10)
                .tele(2, 1, 3, 10) // a red tele two cells wide
                .tele(8, 1, 3, 26)
                .tele(20, 20, 3, 27)
                .tele(5, 5, 4, 27) // an exit nobody enters
                .tele(6, 6, 5, 26) // an entrance leading nowhere
                .tele(7, 7, 0, 26) // tele 0
                .tele(9, 9, 2, 29)
                .tele(12, 9, 2, 30)
                .tele(14, 9, 0, 31)
                .swtch(1, 10, 7, 24, 0)
                .swtch(3, 10, 7, 240, 0)
                .swtch(4, 10, 7, 9, 0)
                .swtch(5, 10, 8, 22, 3) // a trigger with nothing to toggle
                .swtch(6, 10, 9, 240, 0) // a door no trigger opens
                .swtch(7, 10, 0, 9, 0) // switch freeze 0: always on, no link
                .swtch(8, 10, 0, 25, 0) // a trigger with number 0
                .swtch(9, 10, 30, 79, 1) // add time: 30 seconds, no link
                .game(3, 3, 36)
                .game(30, 3, 35)
                .speedup(10, 20, 0)
                .speedup(11, 20, 40);
        LinkIndex x = LinkIndex.of(m.map);

        NumberLinks t3 = x.number(Space.TELE, 3).orElseThrow();
        assertThat(t3.count(End.FROM)).isEqualTo(3);
        assertThat(t3.count(End.TO)).isEqualTo(1);
        assertThat(t3.parts())
                .extracting(NumberLinks.Part::role)
                .containsExactly(LinkRole.TELE_IN_RED, LinkRole.TELE_IN_BLUE, LinkRole.TELE_OUT);
        CellSet red = t3.parts().get(0).cells();
        assertThat(red.clusters()).as("two touching cells are one cluster").hasSize(1);
        assertThat(red.clusters().get(0).centerX()).isEqualTo(2.0);
        assertThat(red.contains(2, 1)).isTrue();
        assertThat(x.numbers(Space.TELE)).extracting(NumberLinks::number).containsExactly(3, 4, 5);
        assertThat(x.number(Space.CHECKPOINT, 2).orElseThrow().count()).isEqualTo(2);
        assertThat(x.checkpointIns())
                .hasValueSatisfying(c -> assertThat(c.count()).isEqualTo(1));

        NumberLinks s7 = x.number(Space.SWITCH, 7).orElseThrow();
        assertThat(s7.count(End.FROM)).isEqualTo(1);
        assertThat(s7.count(End.TO)).as("the door and the switch freeze").isEqualTo(2);
        assertThat(x.numbers(Space.SWITCH)).extracting(NumberLinks::number).containsExactly(7, 8, 9);
        assertThat(x.isUsed(Space.SWITCH, 30))
                .as("add time's number is seconds")
                .isFalse();

        assertThat(x.numbers(Space.RACE))
                .extracting(NumberLinks::number)
                .as("checkpoints in order")
                .containsExactly(0, 1);
        assertThat(x.number(Space.RACE, 0).orElseThrow().parts().get(0).cells().x(0))
                .isEqualTo(30);

        assertThat(x.dangling())
                .extracting(Dangling::problem, Dangling::number)
                .containsExactlyInAnyOrder(
                        org.assertj.core.groups.Tuple.tuple(Dangling.Problem.EXIT_WITHOUT_ENTRANCE, 4),
                        org.assertj.core.groups.Tuple.tuple(Dangling.Problem.ENTRANCE_WITHOUT_EXIT, 5),
                        org.assertj.core.groups.Tuple.tuple(Dangling.Problem.TELE_ZERO, 0),
                        org.assertj.core.groups.Tuple.tuple(Dangling.Problem.TRIGGER_WITHOUT_TARGET, 8),
                        org.assertj.core.groups.Tuple.tuple(Dangling.Problem.TARGET_WITHOUT_TRIGGER, 9),
                        org.assertj.core.groups.Tuple.tuple(Dangling.Problem.TRIGGER_ZERO, 0),
                        org.assertj.core.groups.Tuple.tuple(Dangling.Problem.SPEEDUP_FORCE_ZERO, 0));
        assertThat(x.dangling().get(0).problem().severity()).as("errors first").isEqualTo(Severity.ERROR);
        Dangling nowhere = x.dangling().stream()
                .filter(d -> d.problem() == Dangling.Problem.ENTRANCE_WITHOUT_EXIT)
                .findFirst()
                .orElseThrow();
        assertThat(nowhere.reason()).isEqualTo("tele 5: 1 entrance leads nowhere (no tele out 5)");
        assertThat(nowhere.cells().first()).isEqualTo(twedit.model.map.Location.cells(m.tele, 6, 6, 1, 1));

        assertThat(x.nextFree(Space.TELE)).isEqualTo(1);
        assertThat(x.nextFree(Space.CHECKPOINT)).isEqualTo(1);
        assertThat(x.nextFree(Space.SWITCH)).isEqualTo(1);
    }

    @Test
    void nextFreeSkipsUsedNumbersAndCheckpointInsWithoutOutsDangle() {
        LinkMaps m = new LinkMaps(10, 10).tele(1, 1, 1, 26).tele(2, 1, 2, 27).tele(3, 3, 0, 63);
        for (int n = 1; n <= 255; n++) {
            m.swtch(n % 10, n / 10 % 10, n, 240, 0);
        }
        LinkIndex x = LinkIndex.of(m.map);
        assertThat(x.nextFree(Space.TELE)).isEqualTo(3);
        assertThat(x.nextFree(Space.SWITCH))
                .as("some cells were overwritten, so some are free")
                .isPositive();
        assertThat(x.dangling()).extracting(Dangling::problem).contains(Dangling.Problem.CHECKPOINT_IN_WITHOUT_EXIT);

        LinkMaps full = new LinkMaps(16, 16);
        for (int n = 1; n <= 255; n++) {
            full.swtch(n % 16, n / 16, n, 24, 0);
        }
        assertThat(LinkIndex.of(full.map).nextFree(Space.SWITCH)).isEqualTo(-1);
    }

    @Test
    void aMapWithoutPhysicsLayersHasNoLinks() {
        LinkIndex x = LinkIndex.of(TwMap.newMap(20, 20));
        for (Space s : Space.values()) {
            assertThat(x.numbers(s)).isEmpty();
        }
        assertThat(x.dangling()).isEmpty();
        assertThat(x.nextFree(Space.TELE)).isEqualTo(1);
    }

    @Test
    void largeSetsClusterInBlocks() {
        LinkMaps m = new LinkMaps(400, 400);
        for (int y = 0; y < 400; y += 2) {
            for (int x = 0; x < 400; x++) {
                m.tele(x, y, 1, 26);
            }
        }
        CellSet s = LinkIndex.of(m.map)
                .number(Space.TELE, 1)
                .orElseThrow()
                .parts()
                .get(0)
                .cells();
        assertThat(s.count()).isGreaterThan(CellSet.EXACT_CLUSTER_LIMIT);
        assertThat(s.clusters()).hasSize(13 * 13);
        assertThat(s.clusters().stream().mapToInt(CellSet.Cluster::count).sum()).isEqualTo(s.count());
    }

    @Test
    void ddnetMapsWithTeleAndSwitchLayers() throws Exception {
        TwMap learn = load("LearnToPlay.map");
        LinkIndex x = LinkIndex.of(learn);
        assertThat(learn.physicsLayer(TileKind.TELE)).isPresent();
        assertThat(learn.physicsLayer(TileKind.SWITCH)).isPresent();
        assertThat(x.numbers(Space.TELE)).isNotEmpty();
        assertThat(x.numbers(Space.CHECKPOINT)).hasSizeGreaterThan(10);
        assertThat(x.numbers(Space.SWITCH)).isNotEmpty();
        for (NumberLinks n : x.numbers(Space.TELE)) {
            assertThat(n.count(End.FROM) + n.count(End.TO)).isEqualTo(n.count());
        }
        // every dangling finding points at cells of its layer that carry its number
        for (Dangling d : x.dangling()) {
            assertThat(d.cells().count()).isPositive();
            assertThat(d.reason()).isNotBlank();
        }

        TwMap tutorial = load("Tutorial.map");
        LinkIndex t = LinkIndex.of(tutorial);
        assertThat(t.numbers(Space.CHECKPOINT)).hasSizeGreaterThan(10);
        assertThat(t.numbers(Space.RACE)).isNotEmpty();
        List<Integer> order =
                t.numbers(Space.RACE).stream().map(NumberLinks::number).toList();
        assertThat(order).isSorted();
        assertThat(t.dangling()).as("DDNet's tutorial links up").isEmpty();

        TwMap gold = load("Gold Mine.map");
        assertThat(LinkIndex.of(gold).numbers(Space.SWITCH)).isNotEmpty();
    }

    private static TwMap load(String name) throws Exception {
        return new MapDecoder(ReadLimits.DDNET)
                .read(Corpus.ddnetMap("maps/" + name))
                .map();
    }
}
