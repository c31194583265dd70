package twedit.model.document;

import static org.assertj.core.api.Assertions.assertThat;
import static twedit.model.document.DocTesting.bytes;
import static twedit.model.document.DocTesting.contract;
import static twedit.model.document.DocTesting.load;

import java.util.List;
import org.junit.jupiter.api.Test;
import twedit.model.document.edits.Cells;
import twedit.model.document.edits.Change;
import twedit.model.document.edits.Change.GridReplaced;
import twedit.model.document.edits.Change.TilesChanged;
import twedit.model.document.edits.Edit;
import twedit.model.document.edits.Edits;
import twedit.model.document.edits.TileBrush;
import twedit.model.document.edits.TileOps;
import twedit.model.document.edits.TilePatch;
import twedit.model.map.Group;
import twedit.model.map.Layer;
import twedit.model.map.MapFixtures;
import twedit.model.map.TileKind;
import twedit.model.map.TileLayer;
import twedit.model.map.TwMap;

/** Contract tests of the tile edits: painting every layer kind, fills, paste, stamp, flood fill, resize, shift. */
class TileEditsTest {
    /** coverage.map (game, tele, speedup, front and tiles layers) plus a switch and a tune layer. */
    private static TwMap allKinds() {
        TwMap map = load("coverage.map");
        Group game = map.gameGroup().orElseThrow();
        TileLayer g = map.gameLayer().orElseThrow();
        MapFixtures.add(game.layers(), TileLayer.empty(TileKind.SWITCH, g.width(), g.height()));
        MapFixtures.add(game.layers(), TileLayer.empty(TileKind.TUNE, g.width(), g.height()));
        return map;
    }

    private static TileLayer layer(TwMap map, TileKind kind) {
        for (Layer l : map.allLayers()) {
            if (l instanceof TileLayer t && t.kind() == kind) {
                return t;
            }
        }
        throw new AssertionError("no " + kind + " layer");
    }

    private static byte[] sampleCell(TileKind kind) {
        switch (kind) {
            case TELE:
                return Cells.tele(7, 26);
            case SPEEDUP:
                return Cells.speedup(50, 10, 28, -90);
            case SWITCH:
                return Cells.switchCell(3, 22, 1, 5);
            case TUNE:
                return Cells.tune(2, 68);
            default:
                return Cells.tile(1, 0);
        }
    }

    @Test
    void paintingACellOfEveryKindUndoesAndRedoesExactly() {
        for (TileKind kind : TileKind.values()) {
            TwMap map = allKinds();
            TileLayer l = layer(map, kind);
            contract(map, m -> TileOps.setCell(l, 3, 4, sampleCell(kind)), TilesChanged.class);
            byte[] cell = new byte[kind.cellBytes()];
            l.grid().readCell(3, 4, cell, 0);
            assertThat(cell).as(kind.name()).isEqualTo(sampleCell(kind));
        }
    }

    @Test
    void physicsFieldsSurviveSaving() {
        TwMap map = allKinds();
        MapDocument doc = new MapDocument(map);
        doc.apply(TileOps.setCell(layer(map, TileKind.SPEEDUP), 5, 6, Cells.speedup(50, 10, 28, -90)));
        doc.apply(TileOps.setCell(layer(map, TileKind.TELE), 5, 6, Cells.tele(200, 26)));
        TwMap back = DocTesting.reload(bytes(map));
        byte[] speed = new byte[6];
        layer(back, TileKind.SPEEDUP).grid().readCell(5, 6, speed, 0);
        assertThat(Cells.speedupAngle(speed)).isEqualTo(-90);
        assertThat(speed[0]).isEqualTo((byte) 50);
        assertThat(layer(back, TileKind.TELE).grid().get(5, 6, 0)).isEqualTo(200);
    }

    @Test
    void fillsPastesAndStampsOfEveryKind() {
        for (TileKind kind : TileKind.values()) {
            TwMap map = allKinds();
            TileLayer l = layer(map, kind);
            byte[] cell = sampleCell(kind);
            contract(map, m -> TileOps.fill(l, cell), TilesChanged.class);
            map = allKinds();
            TileLayer l2 = layer(map, kind);
            contract(map, m -> TileOps.fillRect(l2, -3, 40, 10, 30, cell), TilesChanged.class);
            assertThat(l2.grid().get(0, 49, 0)).isEqualTo(cell[0] & 0xFF);
            map = allKinds();
            TileLayer l3 = layer(map, kind);
            TileBrush brush = new TileBrush(2, 1, kind.cellBytes(), concat(cell, new byte[kind.cellBytes()]));
            contract(map, m -> TileOps.paste(l3, 49, 0, brush), TilesChanged.class);
            byte[] pasted = new byte[kind.cellBytes()];
            l3.grid().readCell(49, 0, pasted, 0);
            assertThat(pasted).as("the brush's first cell, the rest clipped").isEqualTo(cell);
            onAllKinds(allKindsLayer(kind, l4 -> TileOps.stamp(l4, 10, 10, brush, true)), TilesChanged.class);
        }
    }

    private static byte[] concat(byte[] a, byte[] b) {
        byte[] out = java.util.Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, out, a.length, b.length);
        return out;
    }

    private static java.util.function.Function<TwMap, Edit> allKindsLayer(
            TileKind kind, java.util.function.Function<TileLayer, Edit> f) {
        return m -> f.apply(layer(m, kind));
    }

    private static void onAllKinds(java.util.function.Function<TwMap, Edit> build, Class<? extends Change> kind) {
        DocTesting.contract(allKinds(), build, kind);
    }

    @Test
    void patternFillRepeatsTheBrushFromTheAnchorEvenWhenClipped() {
        TwMap map = TwMap.newMap(10, 10);
        TileLayer g = map.gameLayer().orElseThrow();
        TileBrush b = new TileBrush(
                2,
                2,
                4,
                concat(concat(Cells.tile(1, 0), Cells.tile(2, 0)), concat(Cells.tile(3, 0), Cells.tile(4, 0))));
        new MapDocument(map).apply(TileOps.fillRect(g, -1, -1, 5, 5, b));
        // cell (0,0) is brush cell (1,1) because the pattern is anchored at (-1,-1)
        assertThat(g.grid().get(0, 0, 0)).isEqualTo(4);
        assertThat(g.grid().get(1, 0, 0)).isEqualTo(3);
        assertThat(g.grid().get(0, 1, 0)).isEqualTo(2);
        assertThat(g.grid().get(1, 1, 0)).isEqualTo(1);
        assertThat(g.grid().get(3, 3, 0)).isEqualTo(1);
        assertThat(g.grid().get(4, 4, 0)).isZero();
    }

    @Test
    void floodFillTakesTheFourConnectedRegionOfEqualCells() {
        TwMap map = TwMap.newMap(6, 5);
        TileLayer g = map.gameLayer().orElseThrow();
        MapDocument doc = new MapDocument(map);
        // a wall column at x = 2 with a diagonal-only gap: the fill must not leak through corners
        for (int y = 0; y < 5; y++) {
            doc.apply(TileOps.setCell(g, 2, y, Cells.tile(1, 0)));
        }
        byte[] before = bytes(map);
        TilePatch p = TileOps.floodFill(g, 0, 0, Cells.tile(3, 0));
        assertThat(p.cellCount()).isEqualTo(10);
        assertThat(doc.apply(p)).isTrue();
        assertThat(g.grid().get(1, 4, 0)).isEqualTo(3);
        assertThat(g.grid().get(2, 0, 0)).isEqualTo(1);
        assertThat(g.grid().get(3, 0, 0)).isZero();
        assertThat(TileOps.floodFill(g, 0, 0, Cells.tile(3, 0)).isNoOp()).isTrue();
        assertThat(TileOps.floodFill(g, -1, 0, Cells.tile(3, 0)).isNoOp()).isTrue();
        doc.undo();
        DocTesting.assertSameBytes(bytes(map), before, "flood fill undone");
        onAllKinds(
                allKindsLayer(TileKind.FRONT, l -> TileOps.floodFill(l, 0, 0, Cells.tile(5, 0))), TilesChanged.class);
    }

    @Test
    void fillingWithWhatIsThereIsNotRecorded() {
        TwMap map = TwMap.newMap(8, 8);
        MapDocument doc = new MapDocument(map);
        TileLayer g = map.gameLayer().orElseThrow();
        assertThat(doc.apply(TileOps.fill(g, Cells.tile(0, 0)))).isFalse();
        assertThat(doc.apply(TileOps.setCell(g, 1, 1, Cells.tile(0, 0)))).isFalse();
        assertThat(doc.apply(TileOps.fillRect(g, 20, 20, 5, 5, Cells.tile(1, 0))))
                .isFalse();
        assertThat(doc.canUndo()).isFalse();
        assertThat(doc.isModified()).isFalse();
    }

    @Test
    void resizingTheGameLayerResizesEveryPhysicsLayer() {
        TwMap map = allKinds();
        MapDocument doc = contract(
                map, m -> Edits.resizeLayer(m, m.gameLayer().orElseThrow(), 60, 40, 3, -2), GridReplaced.class);
        for (Layer l : map.allLayers()) {
            if (l instanceof TileLayer t) {
                boolean physics = t.kind().isPhysics();
                assertThat(List.of(t.width(), t.height()))
                        .as(t.toString())
                        .isEqualTo(physics ? List.of(60, 40) : List.of(50, 50));
            }
        }
        assertThat(doc.undoLabel()).isEqualTo("Resize layer");
        TileLayer plain = layer(allKinds(), TileKind.TILES);
        onAllKinds(allKindsLayer(TileKind.TILES, l -> Edits.resizeLayer(null, l, 20, 70, 0, 0)), GridReplaced.class);
        assertThat(plain.width()).isEqualTo(50);
    }

    @Test
    void shiftingMovesCellsAndEmptiesTheRest() {
        TwMap map = TwMap.newMap(4, 3);
        TileLayer g = map.gameLayer().orElseThrow();
        MapDocument doc = new MapDocument(map);
        doc.apply(TileOps.setCell(g, 0, 0, Cells.tile(9, 0)));
        doc.apply(Edits.shiftLayer(g, 2, 1));
        assertThat(g.grid().get(2, 1, 0)).isEqualTo(9);
        assertThat(g.grid().get(0, 0, 0)).isZero();
        assertThat(Edits.shiftLayer(g, 0, 0).isNoOp()).isTrue();
        onAllKinds(allKindsLayer(TileKind.GAME, l -> Edits.shiftLayer(l, -1, 0)), GridReplaced.class);
    }

    @Test
    void historyHoldsOnlyTheChangedCells() {
        TwMap map = TwMap.newMap(300, 300);
        TileLayer g = map.gameLayer().orElseThrow();
        MapDocument doc = new MapDocument(map);
        doc.apply(TileOps.fill(g, Cells.tile(1, 0)));
        assertThat(doc.historyBytes()).isLessThanOrEqualTo(16L * 300 * 300);
        long before = doc.historyBytes();
        doc.apply(TileOps.setCell(g, 5, 5, Cells.tile(2, 0)));
        assertThat(doc.historyBytes() - before).isLessThan(200);
        TileLayer speed = TileLayer.empty(TileKind.SPEEDUP, 300, 300);
        MapFixtures.add(map.gameGroup().orElseThrow().layers(), speed);
        before = doc.historyBytes();
        doc.apply(TileOps.floodFill(speed, 0, 0, Cells.speedup(1, 2, 28, 45)));
        assertThat(doc.historyBytes() - before).isLessThanOrEqualTo(16L * 300 * 300 + 200);
    }

    @Test
    void historyLabelsTellTheFillsApart() {
        TwMap map = TwMap.newMap(10, 10);
        TileLayer g = map.gameLayer().orElseThrow();
        MapDocument doc = new MapDocument(map);
        doc.apply(TileOps.fillRect(g, 0, 0, 3, 3, TileBrush.single(Cells.tile(1, 0))));
        assertThat(doc.undoLabel()).isEqualTo("Rectangle fill");
        doc.apply(TileOps.floodFill(g, 1, 1, Cells.tile(2, 0)));
        assertThat(doc.undoLabel()).isEqualTo("Bucket fill");
        doc.apply(TileOps.floodFill(g, 1, 1, Cells.empty(TileKind.GAME)));
        assertThat(doc.undoLabel()).isEqualTo("Bucket erase");
        doc.apply(TileOps.fillRect(g, 5, 5, 2, 2, Cells.tile(3, 0)));
        doc.apply(TileOps.fillRect(g, 5, 5, 2, 2, Cells.empty(TileKind.GAME)));
        assertThat(doc.undoLabel()).isEqualTo("Rectangle erase");
        doc.apply(TileOps.fill(g, Cells.tile(1, 0)));
        assertThat(doc.undoLabel()).isEqualTo("Fill layer");
        doc.apply(Edits.set(g, twedit.model.map.Props.LAYER_NAME, "Walls"));
        assertThat(doc.undoLabel()).isEqualTo("Rename layer");
        doc.apply(Edits.set(map.gameGroup().orElseThrow(), twedit.model.map.Props.GROUP_NAME, "Physics"));
        assertThat(doc.undoLabel()).isEqualTo("Rename group");
        doc.apply(Edits.set(g, twedit.model.map.Props.TILES_COLOR_ENVELOPE_OFFSET, 5));
        assertThat(doc.undoLabel()).isEqualTo("Change layer color envelope offset");
    }
}
