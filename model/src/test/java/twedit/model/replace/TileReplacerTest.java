package twedit.model.replace;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static twedit.model.select.SelectTesting.layer;

import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import twedit.model.codec.MapDecoder;
import twedit.model.datafile.ReadLimits;
import twedit.model.document.MapDocument;
import twedit.model.document.edits.Cells;
import twedit.model.map.Group;
import twedit.model.map.Layer;
import twedit.model.map.MapFixtures;
import twedit.model.map.TileGrid;
import twedit.model.map.TileKind;
import twedit.model.map.TileLayer;
import twedit.model.map.TwMap;
import twedit.model.select.CellMask;
import twedit.model.testutil.Corpus;

/** Find and replace: counts per scope, flag handling, physics validity and kept numbers, on built and real maps. */
class TileReplacerTest {
    /** A 5x3 map: the game layer and a tiles layer of the same rows ('b' is tile 1 with XFLIP). */
    private static TwMap map() {
        TwMap map = TwMap.newMap(5, 3);
        Group g = map.gameGroup().orElseThrow();
        MapFixtures.set(g.layers(), 0, layer(TileKind.GAME, "1b.2.", "1.3b.", "....9"));
        MapFixtures.add(g.layers(), layer(TileKind.TILES, "1b.2.", "1.3b.", "....9"));
        return map;
    }

    private static TileLayer tiles(TwMap map) {
        return (TileLayer) map.gameGroup().orElseThrow().layers().get(1);
    }

    static Stream<Arguments> cases() {
        return Stream.of(
                Arguments.of("id 1 any flags, whole map", "1", "3", "whole", 8, 2),
                Arguments.of("id 1 flags 0 only", "1:0", "3", "whole", 4, 2),
                Arguments.of("id 1 XFLIP only", "1:1", "3", "whole", 4, 2),
                Arguments.of("one layer", "1", "3", "layer", 4, 1),
                Arguments.of("a mask of two cells", "1", "3", "mask", 1, 1),
                Arguments.of("to air", "9", "0", "whole", 2, 2),
                Arguments.of("same tile is nothing", "1", "1", "whole", 0, 0),
                Arguments.of("no such tile", "7", "3", "whole", 0, 0));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void countsAndReplaces(String what, String from, String to, String scope, int cells, int layers) {
        TwMap map = map();
        ReplaceScope s = switch (scope) {
            case "layer" -> new ReplaceScope.OneLayer(tiles(map));
            case "mask" -> new ReplaceScope.Cells(tiles(map), CellMask.rect(0, 1, 2, 2));
            default -> new ReplaceScope.WholeMap();
        };
        TileSpec f = TileSpec.parse(from, null);
        TileSpec t = TileSpec.parse(to, null);
        ReplacePlan plan = TileReplacer.plan(map, s, f, t);
        assertThat(plan.cells()).as(what).isEqualTo(cells);
        assertThat(plan.layers()).as(what).isEqualTo(layers);
        if (!plan.isEmpty()) {
            new MapDocument(map).apply(plan.edit());
            assertThat(TileReplacer.plan(map, s, f, t).cells())
                    .as(what + ", again")
                    .isZero();
        }
    }

    @Test
    void replacingKeepsFlagsUnlessToSetsThem() {
        TwMap map = map();
        TileLayer l = tiles(map);
        new MapDocument(map)
                .apply(TileReplacer.plan(map, new ReplaceScope.OneLayer(l), TileSpec.of(1), TileSpec.of(5))
                        .edit());
        assertThat(l.grid().get(1, 0, 0)).isEqualTo(5);
        assertThat(l.grid().get(1, 0, 1)).isEqualTo(1);
        new MapDocument(map)
                .apply(TileReplacer.plan(map, new ReplaceScope.OneLayer(l), TileSpec.of(5), new TileSpec(6, 8))
                        .edit());
        assertThat(l.grid().get(1, 0, 1)).isEqualTo(8);
    }

    @Test
    void aPhysicsLayerTheNewTileIsNotValidOnIsLeftAloneAndNamed() {
        TwMap map = map();
        TileLayer front = layer(TileKind.FRONT, "9....", ".....", ".....");
        MapFixtures.add(map.gameGroup().orElseThrow().layers(), front);
        // solid (1) is not a front tile
        ReplacePlan plan = TileReplacer.plan(map, new ReplaceScope.WholeMap(), TileSpec.of(9), TileSpec.of(1));
        assertThat(plan.refused()).containsExactly(front);
        assertThat(plan.layers()).isEqualTo(2);
        assertThat(plan.summary(false))
                .contains("2 tiles will change in 2 layers")
                .contains("Front");
    }

    @Test
    void teleAndSwitchNumbersStayAndUnusedFieldsAreCleared() {
        TwMap map = TwMap.newMap(2, 1);
        byte[] tc = new byte[4];
        System.arraycopy(Cells.tele(7, 26), 0, tc, 0, 2);
        System.arraycopy(Cells.tele(8, 26), 0, tc, 2, 2);
        TileLayer tele = new TileLayer(TileKind.TELE, "Tele", new TileGrid(2, 1, 2, tc, null));
        byte[] sc = new byte[8];
        System.arraycopy(Cells.switchCell(3, 24, 1, 5), 0, sc, 0, 4);
        TileLayer sw = new TileLayer(TileKind.SWITCH, "Switch", new TileGrid(2, 1, 4, sc, null));
        MapFixtures.add(map.gameGroup().orElseThrow().layers(), tele);
        MapFixtures.add(map.gameGroup().orElseThrow().layers(), sw);
        MapDocument doc = new MapDocument(map);
        // tele in (26) -> tele out (27): the numbers stay
        doc.apply(TileReplacer.plan(map, new ReplaceScope.OneLayer(tele), TileSpec.of(26), TileSpec.of(27))
                .edit());
        assertThat(tele.grid().get(0, 0, 0)).isEqualTo(7);
        assertThat(tele.grid().get(1, 0, 0)).isEqualTo(8);
        assertThat(tele.grid().get(1, 0, 1)).isEqualTo(27);
        // switch open (24) -> deep freeze (12): number kept, flags and delay unused by deep freeze cleared
        doc.apply(TileReplacer.plan(map, new ReplaceScope.OneLayer(sw), TileSpec.of(24), TileSpec.of(12))
                .edit());
        byte[] cell = new byte[4];
        sw.grid().readCell(0, 0, cell, 0);
        assertThat(cell).containsExactly(3, 12, 0, 0);
    }

    @Test
    void aNameIsResolvedOnEachLayersOwnKindInAWholeMapScope() {
        TwMap map = map();
        Group g = map.gameGroup().orElseThrow();
        TileLayer tele = new TileLayer(TileKind.TELE, "Tele", new TileGrid(5, 3, TileKind.TELE.cellBytes()));
        MapFixtures.add(g.layers(), tele);
        // started from the tele layer, which has no freeze: the game layer's freeze is still found
        ReplacePlan p = TileReplacer.plan(map, new ReplaceScope.WholeMap(), "freeze", -1, "0", -1);
        assertThat(p.cells())
                .as("the game layer's freeze; the tiles layer's tile 9 is no physics tile")
                .isEqualTo(1);
        assertThat(p.patches().get(0).layer().kind()).isEqualTo(TileKind.GAME);
        assertThatThrownBy(() -> TileReplacer.plan(map, new ReplaceScope.OneLayer(tele), "freeze", -1, "0", -1))
                .hasMessage("no tile named 'freeze' on the Tele layer");
        assertThatThrownBy(() -> TileReplacer.plan(map, new ReplaceScope.InGroup(g), "freeze", -1, "tele_out", -1))
                .hasMessage("no layer in scope has both 'freeze' and 'tele_out'");
        assertThatThrownBy(() -> TileReplacer.plan(map, new ReplaceScope.WholeMap(), "frieze", -1, "0", -1))
                .hasMessage("no tile named 'frieze'");
    }

    @Test
    void specsParseNumbersNamesAndFlags() {
        assertThat(TileSpec.parse("9", null)).isEqualTo(TileSpec.of(9));
        assertThat(TileSpec.parse("1:8", null)).isEqualTo(new TileSpec(1, 8));
        assertThat(TileSpec.parse("freeze", TileKind.GAME)).isEqualTo(TileSpec.of(9));
        assertThatThrownBy(() -> TileSpec.parse("300", null)).hasMessageContaining("0..255");
        assertThatThrownBy(() -> TileSpec.parse("nonsense", TileKind.GAME)).hasMessageContaining("no tile named");
    }

    @Test
    void onARealMapTheCountIsTheCellsHoldingTheTile() throws Exception {
        TwMap map = new MapDecoder(ReadLimits.DDNET)
                .read(Corpus.ddnetMap("maps/Tutorial.map"))
                .map();
        TileLayer game = map.gameLayer().orElseThrow();
        int freeze = 0;
        for (int y = 0; y < game.height(); y++) {
            for (int x = 0; x < game.width(); x++) {
                freeze += game.grid().get(x, y, 0) == 9 ? 1 : 0;
            }
        }
        assertThat(freeze).isPositive();
        ReplacePlan plan = TileReplacer.plan(
                map, new ReplaceScope.InGroup(map.gameGroup().orElseThrow()), TileSpec.of(9), TileSpec.of(12));
        int inGame = plan.patches().stream()
                .filter(p -> p.layer() == game)
                .mapToInt(p -> p.cellCount())
                .sum();
        assertThat(inGame).isEqualTo(freeze);
        MapDocument doc = new MapDocument(map);
        doc.apply(plan.edit());
        assertThat(doc.historySize()).isEqualTo(1);
        assertThat(game.grid().get(0, 0, 0) == 9).isFalse();
        for (Layer l : map.allLayers()) {
            if (l == game) {
                assertThat(TileReplacer.plan(map, new ReplaceScope.OneLayer(game), TileSpec.of(9), TileSpec.of(12))
                                .cells())
                        .isZero();
            }
        }
    }
}
