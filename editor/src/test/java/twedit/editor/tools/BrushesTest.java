package twedit.editor.tools;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import twedit.editor.state.Workspace;
import twedit.model.document.MapDocument;
import twedit.model.document.edits.Cells;
import twedit.model.document.edits.TileBrush;
import twedit.model.map.TileKind;
import twedit.model.map.TileLayer;
import twedit.model.map.TwMap;

/** Brush flips and rotation as DDNet's editor does them, and kind conversion for pasting across layers. */
class BrushesTest {
    private static TileBrush brush2x1() {
        byte[] a = Cells.tile(5, 0);
        byte[] b = Cells.tile(6, Brushes.ROTATE);
        byte[] cells = new byte[8];
        System.arraycopy(a, 0, cells, 0, 4);
        System.arraycopy(b, 0, cells, 4, 4);
        return new TileBrush(2, 1, 4, cells);
    }

    @Test
    void flipXMirrorsCellsAndTogglesTheRightFlag() {
        TileBrush f = Brushes.flipX(brush2x1(), TileKind.TILES);
        assertThat(f.cell(0, 0)[0]).isEqualTo((byte) 6);
        // a rotated tile flips along the other axis
        assertThat(f.cell(0, 0)[1]).isEqualTo((byte) (Brushes.ROTATE | Brushes.YFLIP));
        assertThat(f.cell(1, 0)[1]).isEqualTo((byte) Brushes.XFLIP);
    }

    @Test
    void rotateTurnsTheBrushClockwise() {
        TileBrush r = Brushes.rotate(brush2x1(), TileKind.TILES);
        assertThat(r.width()).isEqualTo(1);
        assertThat(r.height()).isEqualTo(2);
        assertThat(r.cell(0, 0)[0]).isEqualTo((byte) 5);
        assertThat(r.cell(0, 1)[0]).isEqualTo((byte) 6);
        assertThat(r.cell(0, 0)[1]).isEqualTo((byte) Brushes.ROTATE);
        // rotating a rotated tile again flips it both ways (180 degrees)
        assertThat(r.cell(0, 1)[1]).isEqualTo((byte) (Brushes.XFLIP | Brushes.YFLIP));
        TileBrush full =
                Brushes.rotate(Brushes.rotate(Brushes.rotate(r, TileKind.TILES), TileKind.TILES), TileKind.TILES);
        assertThat(full.toBytes()).isEqualTo(brush2x1().toBytes());
    }

    @Test
    void rotateCounterClockwiseIsTheOtherWayAndUndoesAClockwiseTurn() {
        TileBrush r = Brushes.rotateCounterClockwise(brush2x1(), TileKind.TILES);
        assertThat(r.width()).isEqualTo(1);
        assertThat(r.height()).isEqualTo(2);
        // the right tile goes up
        assertThat(r.cell(0, 0)[0]).isEqualTo((byte) 6);
        assertThat(r.cell(0, 1)[0]).isEqualTo((byte) 5);
        // a quarter turn left is three quarter turns right: rotated, and flipped both ways
        assertThat(r.cell(0, 1)[1]).isEqualTo((byte) (Brushes.ROTATE | Brushes.XFLIP | Brushes.YFLIP));
        TileBrush back = Brushes.rotate(r, TileKind.TILES);
        assertThat(back.toBytes()).isEqualTo(brush2x1().toBytes());
    }

    @Test
    void physicsTilesThatCannotRotateKeepNoFlags() {
        TileBrush b = TileBrush.single(Cells.tile(1, 0));
        assertThat(Brushes.rotate(b, TileKind.GAME).cell(0, 0)[1]).isZero();
        TileBrush stopper = TileBrush.single(Cells.tile(60, 0));
        assertThat(Brushes.rotate(stopper, TileKind.GAME).cell(0, 0)[1]).isEqualTo((byte) Brushes.ROTATE);
    }

    @Test
    void convertingCarriesTileIdsToAnotherKind() {
        TileBrush tele = Brushes.convert(TileBrush.single(Cells.tile(26, 0)), TileKind.GAME, TileKind.TELE);
        assertThat(tele.cellBytes()).isEqualTo(2);
        assertThat(tele.cell(0, 0)).containsExactly(1, 26);
    }

    @Test
    void idsTheTargetLayerDoesNotKnowBecomeAir() {
        TileBrush deaths = new TileBrush(2, 1, 4, new byte[] {2, 0, 0, 0, 26, 0, 0, 0});
        TileBrush tele = Brushes.convert(deaths, TileKind.GAME, TileKind.TELE);
        assertThat(tele.cell(0, 0)).containsExactly(0, 0);
        assertThat(tele.cell(1, 0)).containsExactly(1, 26);
        TileBrush front = Brushes.convert(TileBrush.single(Cells.tile(1, 0)), TileKind.GAME, TileKind.FRONT);
        assertThat(front.cell(0, 0)).containsExactly(0, 0, 0, 0);
        TileBrush design = Brushes.convert(deaths, TileKind.GAME, TileKind.TILES);
        assertThat(design).isSameAs(deaths);
    }

    @Test
    void physicsTilesTheLayerDoesNotKnowAreRefusedNotPaintedAsAir() {
        ToolBox box = new ToolBox(new Workspace(new MapDocument(TwMap.newMap(10, 10))));
        TileLayer tele = TileLayer.empty(TileKind.TELE, 10, 10);
        box.setBrush(TileBrush.single(Cells.tile(2, 0)), TileKind.GAME);
        assertThat(box.refuses(tele)).isTrue();
        assertThat(box.brushFor(tele)).isNull();
        assertThat(StampTool.refusal(tele, TileKind.GAME)).startsWith("Game tiles do not go on the Tele layer");
        box.setBrush(TileBrush.single(Cells.tile(26, 0)), TileKind.GAME);
        assertThat(box.refuses(tele)).isFalse();
        assertThat(box.brushFor(tele).cell(0, 0)).containsExactly(1, 26);
    }

    @Test
    void clipboardOutlivesTheOpenMap() {
        Workspace ws = new Workspace(new MapDocument(TwMap.newMap(10, 10)));
        ToolBox box = new ToolBox(ws);
        box.setClipboard(TileBrush.single(Cells.tile(3, 0)), TileKind.GAME);
        ws.setDocument(new MapDocument(TwMap.newMap(20, 20)), null, null);
        box.documentReplaced();
        assertThat(box.clipboard()).isNotNull();
        TileLayer game = ws.currentTileLayer();
        assertThat(box.brushFor(game)).isNull();
    }
}
