package twedit.model.gametiles;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import twedit.model.codec.MapDecoder;
import twedit.model.datafile.ReadLimits;
import twedit.model.document.MapDocument;
import twedit.model.document.edits.Cells;
import twedit.model.document.edits.Edits;
import twedit.model.document.edits.TileOps;
import twedit.model.map.Group;
import twedit.model.map.Layer;
import twedit.model.map.Point;
import twedit.model.map.Props;
import twedit.model.map.TileGrid;
import twedit.model.map.TileKind;
import twedit.model.map.TileLayer;
import twedit.model.map.TwMap;
import twedit.model.select.CellMask;
import twedit.model.testutil.Corpus;
import twedit.model.testutil.MapDump;
import twedit.model.tiles.GameTileOp;

class GameTilesTest {
    /** A 10x8 Game layer and a design group (offset in pixels) with a 6x5 design layer holding three tiles. */
    private static MapDocument designed(int offsetX, int offsetY) {
        MapDocument doc = new MapDocument(TwMap.newMap(10, 8));
        TwMap map = doc.map();
        TileLayer design = TileLayer.empty(TileKind.TILES, 6, 5);
        doc.apply(Edits.addGroup(map, 1, new Group("Design", List.of(design))));
        Group g = map.groups().get(1);
        doc.apply(Edits.set(g, Props.GROUP_OFFSET, new Point(offsetX, offsetY)));
        doc.apply(TileOps.setCell(design, 0, 0, Cells.tile(7, 0)));
        doc.apply(TileOps.setCell(design, 3, 2, Cells.tile(1, 8)));
        doc.apply(TileOps.setCell(design, 5, 4, Cells.tile(200, 0)));
        return doc;
    }

    private static TileLayer design(MapDocument doc) {
        return (TileLayer) doc.map().groups().get(1).layers().get(0);
    }

    private static int game(MapDocument doc, int x, int y) {
        return doc.map().gameLayer().orElseThrow().grid().get(x, y, 0);
    }

    @Test
    void everyDesignedCellGetsTheTileAtTheSamePlaceAsOneStepNamedAsDdnetNamesIt() {
        MapDocument doc = designed(0, 0);
        GameTiles.Outcome o = GameTiles.construct(doc, design(doc), null, GameTileOp.FREEZE, GameTiles.ORIGIN);
        assertThat(o.done()).isTrue();
        assertThat(o.cells()).isEqualTo(3);
        assertThat(doc.undoLabel()).isEqualTo("Construct 'Freeze' game tiles (x3)");
        assertThat(game(doc, 0, 0)).isEqualTo(9);
        assertThat(game(doc, 3, 2)).isEqualTo(9);
        assertThat(game(doc, 5, 4)).isEqualTo(9);
        int set = 0;
        TileGrid g = doc.map().gameLayer().orElseThrow().grid();
        for (int y = 0; y < g.height(); y++) {
            for (int x = 0; x < g.width(); x++) {
                set += g.get(x, y, 0) != 0 ? 1 : 0;
                assertThat(g.get(x, y, 1)).as("flags").isZero();
            }
        }
        assertThat(set).isEqualTo(3);
        doc.undo();
        assertThat(game(doc, 3, 2)).isZero();
    }

    @Test
    void theGroupOffsetMovesTheCellsAndTheGameLayerGrowsToTheDesignsFarEdge() {
        // offset -64,-32 px: DDNet's OffsetX = 2, OffsetY = 1; the Game layer must reach 6 + 2 by 5 + 1
        MapDocument doc = designed(-64, -32);
        TileLayer d = design(doc);
        doc.apply(Edits.resizeLayer(doc.map(), doc.map().gameLayer().orElseThrow(), 4, 3, 0, 0));
        GameTiles.construct(doc, d, null, GameTileOp.DEATH, GameTiles.ORIGIN);
        TileLayer game = doc.map().gameLayer().orElseThrow();
        assertThat(game.width()).isEqualTo(8);
        assertThat(game.height()).isEqualTo(6);
        assertThat(game(doc, 2, 1)).isEqualTo(2);
        assertThat(game(doc, 5, 3)).isEqualTo(2);
        assertThat(game(doc, 7, 5)).isEqualTo(2);
        doc.undo();
        assertThat(doc.map().gameLayer().orElseThrow().width()).isEqualTo(4);
    }

    @Test
    void aPositiveOffsetSkipsTheDesignCellsLeftOfTheGameLayer() {
        // offset +32,0: OffsetX = -1, so DDNet's loop starts at design column 1
        MapDocument doc = designed(32, 0);
        GameTiles.Outcome o = GameTiles.construct(doc, design(doc), null, GameTileOp.HOOKABLE, GameTiles.ORIGIN);
        assertThat(o.cells()).isEqualTo(2);
        assertThat(game(doc, 2, 2)).isEqualTo(1);
        assertThat(game(doc, 4, 4)).isEqualTo(1);
        assertThat(game(doc, 0, 0)).isZero();
    }

    @Test
    void aSelectionLimitsTheCells() {
        MapDocument doc = designed(0, 0);
        GameTiles.Outcome o = GameTiles.construct(
                doc, design(doc), CellMask.rect(2, 1, 4, 4), GameTileOp.UNHOOKABLE, GameTiles.ORIGIN);
        assertThat(o.cells()).isEqualTo(2);
        assertThat(game(doc, 0, 0)).isZero();
        assertThat(game(doc, 3, 2)).isEqualTo(3);
        assertThat(game(doc, 5, 4)).isEqualTo(3);
    }

    @Test
    void checkTeleCreatesTheTeleLayerAndWritesNumberOneInOneStep() {
        MapDocument doc = designed(0, 0);
        int before = doc.historySize();
        GameTiles.Outcome o = GameTiles.construct(doc, design(doc), null, GameTileOp.RED_CHECK_TELE, GameTiles.ORIGIN);
        assertThat(o.message()).isEqualTo("Construct 'tele' game tiles (x3).");
        TileLayer tele = doc.map().physicsLayer(TileKind.TELE).orElseThrow();
        assertThat(doc.map().gameGroup().orElseThrow().layers().get(1)).isSameAs(tele);
        assertThat(tele.width()).isEqualTo(10);
        assertThat(tele.grid().get(3, 2, 0)).as("number").isEqualTo(1);
        assertThat(tele.grid().get(3, 2, 1)).as("type").isEqualTo(63);
        assertThat(game(doc, 3, 2)).isZero();
        assertThat(doc.historySize()).isEqualTo(before + 1);
        doc.undo();
        assertThat(doc.map().physicsLayer(TileKind.TELE)).isEmpty();
    }

    @Test
    void hookthroughIsUnhookableGameWithAFrontCutAndOtherTilesClearTheCut() {
        MapDocument doc = designed(0, 0);
        GameTiles.construct(doc, design(doc), null, GameTileOp.HOOKTHROUGH, GameTiles.ORIGIN);
        TileLayer front = doc.map().physicsLayer(TileKind.FRONT).orElseThrow();
        assertThat(game(doc, 3, 2)).isEqualTo(3);
        assertThat(front.grid().get(3, 2, 0)).isEqualTo(5);
        GameTiles.construct(doc, design(doc), CellMask.rect(3, 2, 1, 1), GameTileOp.FREEZE, GameTiles.ORIGIN);
        assertThat(game(doc, 3, 2)).isEqualTo(9);
        assertThat(front.grid().get(3, 2, 0)).isZero();
        assertThat(front.grid().get(0, 0, 0)).isEqualTo(5);
    }

    @Test
    void onlyParallax100AndOffsetsOfWholeTilesAsInDdnet() {
        MapDocument doc = designed(16, 0);
        assertThat(GameTiles.problem(doc.map(), design(doc))).get().asString().contains("multiples of 32");
        GameTiles.Outcome o = GameTiles.construct(doc, design(doc), null, GameTileOp.DEATH, GameTiles.ORIGIN);
        assertThat(o.done()).isFalse();
        doc.apply(Edits.set(doc.map().groups().get(1), Props.GROUP_OFFSET, new Point(0, 0)));
        doc.apply(Edits.set(doc.map().groups().get(1), Props.GROUP_PARALLAX, new Point(100, 50)));
        assertThat(GameTiles.problem(doc.map(), design(doc))).get().asString().contains("parallax 100");
        assertThat(GameTiles.problem(doc.map(), doc.map().gameLayer().orElseThrow()))
                .isPresent();
    }

    @Test
    void operationNamesAndTilesAreDdnets() {
        assertThat(GameTileOp.values()).hasSize(13);
        assertThat(GameTileOp.DEEP_UNFREEZE.ddnetName()).isEqualTo("Deep Unfreeze");
        assertThat(GameTileOp.parse("deep-freeze")).contains(GameTileOp.DEEP_FREEZE);
        assertThat(GameTileOp.parse("Blue Check-Tele")).contains(GameTileOp.BLUE_CHECK_TELE);
        int[] tiles = {0, 1, 2, 3, 5, 9, 11, 12, 13, 31, 63, 144, 145};
        for (GameTileOp op : GameTileOp.values()) {
            assertThat(op.tile()).as(op.name()).isEqualTo(tiles[op.ordinal()]);
        }
    }

    @Test
    void deathFromGoldMinesStonesPutsTileTwoUnderEach990CellsAndChangesNothingElse() throws Exception {
        TwMap map = new MapDecoder(ReadLimits.DDNET)
                .read(Corpus.ddnetMap("maps/Gold Mine.map"))
                .map();
        MapDocument doc = new MapDocument(map);
        List<String> before = MapDump.of(map);
        Group game = map.groups().stream()
                .filter(g -> g.name().equals("Game"))
                .findFirst()
                .orElseThrow();
        TileLayer stones = (TileLayer) game.layers().stream()
                .filter(l -> l.name().equals("Stones"))
                .findFirst()
                .orElseThrow();
        TileLayer gameLayer = map.gameLayer().orElseThrow();
        TileGrid oldGame = gameLayer.grid().copy();
        List<TileGrid> others = new ArrayList<>();
        for (Layer l : map.allLayers()) {
            if (l instanceof TileLayer t && t != gameLayer) {
                others.add(t.grid().copy());
            }
        }

        GameTiles.Outcome o = GameTiles.construct(doc, stones, null, GameTileOp.DEATH, GameTiles.ORIGIN);

        assertThat(o.cells()).isEqualTo(990);
        assertThat(doc.undoLabel()).isEqualTo("Construct 'Death' game tiles (x990)");
        assertThat(gameLayer.width()).isEqualTo(oldGame.width());
        assertThat(gameLayer.height()).isEqualTo(oldGame.height());
        int changedOrKept = 0;
        for (int y = 0; y < oldGame.height(); y++) {
            for (int x = 0; x < oldGame.width(); x++) {
                boolean stone = x < stones.width()
                        && y < stones.height()
                        && stones.grid().get(x, y, 0) != 0;
                for (int b = 0; b < 4; b++) {
                    int expected = stone ? (b == 0 ? 2 : 0) : oldGame.get(x, y, b);
                    assertThat(gameLayer.grid().get(x, y, b))
                            .as("%d,%d byte %d", x, y, b)
                            .isEqualTo(expected);
                }
                changedOrKept += stone ? 1 : 0;
            }
        }
        assertThat(changedOrKept).isEqualTo(990);
        int i = 0;
        for (Layer l : map.allLayers()) {
            if (l instanceof TileLayer t && t != gameLayer) {
                assertThat(t.grid()).as(t.name()).isEqualTo(others.get(i++));
            }
        }
        doc.undo();
        assertThat(MapDump.of(map)).isEqualTo(before);
    }

    @Test
    void aMaskedSelectionConstructsOnlyItsCells() {
        MapDocument doc = designed(0, 0);
        CellMask mask = CellMask.rect(0, 0, 1, 1).union(CellMask.rect(5, 4, 1, 1));
        GameTiles.Outcome o = GameTiles.construct(doc, design(doc), mask, GameTileOp.DEEP_FREEZE, GameTiles.ORIGIN);
        assertThat(o.cells()).isEqualTo(2);
        assertThat(game(doc, 0, 0)).isEqualTo(12);
        assertThat(game(doc, 3, 2)).isZero();
        assertThat(game(doc, 5, 4)).isEqualTo(12);
    }

    @Test
    void followingAStrokePutsTheTileUnderPaintAndAirUnderErasedCellsInTheSameStep() {
        MapDocument doc = designed(0, 0);
        TileLayer d = design(doc);
        doc.apply(TileOps.setCell(doc.map().gameLayer().orElseThrow(), 1, 1, Cells.tile(9, 0)));
        int steps = doc.historySize();
        doc.beginStroke("Paint");
        doc.strokeApply(TileOps.setCell(d, 2, 2, Cells.tile(4, 0)));
        GameTiles.follow(doc, d, CellMask.rect(2, 2, 1, 1), GameTileOp.LIVE_FREEZE);
        doc.strokeApply(TileOps.setCell(d, 1, 1, Cells.tile(0, 0)));
        GameTiles.follow(doc, d, CellMask.rect(1, 1, 1, 1), GameTileOp.LIVE_FREEZE);
        doc.endStroke();
        assertThat(doc.historySize()).isEqualTo(steps + 1);
        assertThat(game(doc, 2, 2)).isEqualTo(144);
        assertThat(game(doc, 1, 1)).as("erased design: air").isZero();
        assertThat(game(doc, 0, 0)).as("outside the stroke: untouched").isZero();
        doc.undo();
        assertThat(game(doc, 2, 2)).isZero();
        assertThat(game(doc, 1, 1)).isEqualTo(9);
    }
}
