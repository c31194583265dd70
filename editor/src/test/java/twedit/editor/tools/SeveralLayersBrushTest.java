package twedit.editor.tools;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import javax.swing.SwingUtilities;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import twedit.editor.state.Workspace;
import twedit.model.codec.MapEncoder;
import twedit.model.codec.SaveOptions;
import twedit.model.datafile.DatafileWriter;
import twedit.model.document.MapDocument;
import twedit.model.document.edits.Cells;
import twedit.model.document.edits.Edits;
import twedit.model.document.edits.TileBrush;
import twedit.model.document.edits.TileOps;
import twedit.model.map.Group;
import twedit.model.map.Layer;
import twedit.model.map.TileGrid;
import twedit.model.map.TileKind;
import twedit.model.map.TileLayer;
import twedit.model.map.TwMap;

/**
 * Several layers selected, as in DDNet: a grab takes a part per layer (physics layers included), and painting, fills,
 * erasing, flips and rotations act on each layer with its own part, one undo step across all that undo and redo to
 * the exact saved bytes.
 */
class SeveralLayersBrushTest {
    private Workspace ws;
    private ToolBox box;
    private Group group;
    private TileLayer game;
    private TileLayer walls;
    private TileLayer front;

    @BeforeEach
    void setUp() {
        ws = new Workspace(new MapDocument(TwMap.newMap(30, 20)));
        box = new ToolBox(ws);
        MapDocument doc = ws.document();
        game = ws.currentTileLayer();
        group = ws.currentGroup();
        walls = new TileLayer(TileKind.TILES, "Walls", new TileGrid(30, 20, 4));
        front = new TileLayer(TileKind.FRONT, "Front", new TileGrid(30, 20, 4));
        doc.apply(Edits.addLayer(group, 0, walls));
        doc.apply(Edits.addLayer(group, group.layers().size(), front));
        // game: solid at (2,2); walls: tiles 5, 6 at (2,2), (3,2); front: death at (3,3)
        doc.apply(TileOps.setCell(game, 2, 2, Cells.tile(1, 0)));
        doc.apply(TileOps.setCell(walls, 2, 2, Cells.tile(5, 0)));
        doc.apply(TileOps.setCell(walls, 3, 2, Cells.tile(6, 0)));
        doc.apply(TileOps.setCell(front, 3, 3, Cells.tile(2, 0)));
        ws.selectLayers(group, game, List.<Layer>of(walls, game, front));
    }

    private static ToolEvent at(int x, int y, int button, boolean shift) {
        return new ToolEvent(x, y, x * 32 + 16, y * 32 + 16, button, shift, false, false);
    }

    private void drag(int button, int x0, int y0, int x1, int y1) {
        Tool t = box.active();
        t.press(at(x0, y0, button, false));
        t.drag(at(x1, y1, button, false));
        t.release(at(x1, y1, button, false));
    }

    private static int id(TileLayer l, int x, int y) {
        return l.grid().get(x, y, 0);
    }

    private byte[] bytes() {
        try {
            return new DatafileWriter().write(new MapEncoder(SaveOptions.DDNET).encode(ws.map()));
        } catch (Exception e) {
            throw new AssertionError("cannot encode", e);
        }
    }

    /** Applies {@code step}, checks it is one undo step, that undo gives the bytes before and redo those after. */
    private void contract(Runnable step) throws Exception {
        byte[] before = bytes();
        int steps = ws.document().historySize();
        step.run();
        SwingUtilities.invokeAndWait(() -> {}); // fills end their step on the event thread
        byte[] after = bytes();
        assertThat(ws.document().historySize()).as("one undo step").isEqualTo(steps + 1);
        assertThat(after).as("the step changed the map").isNotEqualTo(before);
        assertThat(ws.document().historySize()).as("one undo step").isEqualTo(steps + 1);
        ws.document().undo();
        assertThat(bytes()).as("undo restores the bytes exactly").isEqualTo(before);
        ws.document().redo();
        assertThat(bytes()).as("redo gives them again").isEqualTo(after);
    }

    @Test
    void selectionIsInGroupOrderWithPhysicsLayers() {
        assertThat(ws.selectedTileLayers()).containsExactly(walls, game, front);
        assertThat(ws.currentLayer()).isSameAs(game);
        ws.select(group, walls);
        assertThat(ws.selectedLayers()).containsExactly(walls);
    }

    @Test
    void aGrabTakesAPartPerSelectedLayer() {
        drag(1, 2, 2, 3, 3);
        List<BrushPart> parts = box.parts();
        assertThat(parts).extracting(BrushPart::kind).containsExactly(TileKind.TILES, TileKind.GAME, TileKind.FRONT);
        assertThat(parts.get(0).brush().cell(1, 0)[0]).isEqualTo((byte) 6);
        assertThat(parts.get(1).brush().cell(0, 0)[0]).isEqualTo((byte) 1);
        assertThat(parts.get(2).brush().cell(1, 1)[0]).isEqualTo((byte) 2);
        assertThat(ws.document().canRedo()).isFalse();
    }

    @Test
    void aRightDragCapturesEveryLayerToo() {
        box.setBrush(TileBrush.single(Cells.tile(9, 0)), TileKind.TILES);
        drag(3, 2, 2, 3, 3);
        assertThat(box.parts()).hasSize(3);
    }

    @Test
    void paintingStampsEachLayerWithItsPartAsOneStep() throws Exception {
        drag(1, 2, 2, 3, 3);
        contract(() -> drag(1, 10, 10, 12, 10));
        assertThat(id(walls, 10, 10)).isEqualTo(5);
        assertThat(id(walls, 13, 10)).as("the stroke's last stamp").isEqualTo(6);
        assertThat(id(game, 12, 10)).isEqualTo(1);
        assertThat(id(front, 11, 11)).isEqualTo(2);
        assertThat(ws.document().undoLabel()).contains("Paint");
    }

    @Test
    void theEraserErasesEverySelectedLayer() throws Exception {
        box.activate(ToolBox.Id.ERASER);
        contract(() -> drag(1, 2, 2, 3, 2));
        contract(() -> drag(1, 3, 3, 3, 3));
        assertThat(id(walls, 2, 2)).isZero();
        assertThat(id(walls, 3, 2)).isZero();
        assertThat(id(game, 2, 2)).isZero();
        assertThat(id(front, 3, 3)).isZero();
    }

    @Test
    void aRectangleFillFillsEachLayerWithItsPart() throws Exception {
        drag(1, 2, 2, 2, 2);
        box.activate(ToolBox.Id.RECT_FILL);
        contract(() -> drag(1, 20, 10, 22, 11));
        for (int x = 20; x <= 22; x++) {
            assertThat(id(walls, x, 11)).isEqualTo(5);
            assertThat(id(game, x, 10)).isEqualTo(1);
            assertThat(id(front, x, 10)).isZero();
        }
    }

    @Test
    void aBucketFillFillsEachLayersOwnRegion() throws Exception {
        drag(1, 2, 2, 2, 2);
        box.activate(ToolBox.Id.BUCKET);
        contract(() -> {
            box.active().press(at(15, 15, 1, false));
            box.active().release(at(15, 15, 1, false));
        });
        assertThat(id(walls, 0, 0)).isEqualTo(5);
        assertThat(id(walls, 3, 2)).as("another tile bounds no region of air").isEqualTo(6);
        assertThat(id(game, 29, 19)).isEqualTo(1);
    }

    @Test
    void flipsAndRotationsTurnEveryPart() {
        drag(1, 2, 2, 3, 3);
        box.flipX();
        List<BrushPart> parts = box.parts();
        assertThat(parts).hasSize(3);
        assertThat(parts.get(0).brush().cell(0, 0)[0]).isEqualTo((byte) 6);
        assertThat(parts.get(1).brush().cell(1, 0)[0]).isEqualTo((byte) 1);
        assertThat(parts.get(2).brush().cell(0, 1)[0]).isEqualTo((byte) 2);
        box.rotateClockwise();
        parts = box.parts();
        // clockwise: new (x, y) shows old (y, h - 1 - x); walls' 6 at old (0, 0) goes to (1, 0)
        assertThat(parts.get(0).brush().cell(1, 0)[0]).isEqualTo((byte) 6);
        assertThat(parts.get(2).brush().cell(0, 0)[0]).isEqualTo((byte) 2);
        box.rotateCounterClockwise();
        box.flipY();
        box.flipY();
        assertThat(box.parts().get(1).brush().cell(1, 0)[0]).isEqualTo((byte) 1);
    }

    @Test
    void aDesignBrushPaintsTheDesignLayersOnly() throws Exception {
        box.setBrush(TileBrush.single(Cells.tile(7, 0)), TileKind.TILES);
        contract(() -> drag(1, 5, 5, 5, 5));
        assertThat(id(walls, 5, 5)).isEqualTo(7);
        assertThat(id(game, 5, 5))
                .as("design tiles never land on physics layers")
                .isZero();
        assertThat(id(front, 5, 5)).isZero();
    }

    @Test
    void aSelectionSpansTheSelectedLayersAndCopiesAPartEach() {
        box.activate(ToolBox.Id.SELECT);
        drag(1, 2, 2, 3, 3);
        assertThat(box.selection().layers()).containsExactly(walls, game, front);
        List<BrushPart> parts =
                box.partsOf(box.selection().layers(), box.selection().mask());
        assertThat(parts).hasSize(3);
        box.setClipboard(parts.get(0).brush(), parts.get(0).kind(), null);
        box.setClipboardParts(parts);
        assertThat(box.clipboardParts()).hasSize(3);
        box.setParts(box.clipboardParts());
        assertThat(box.parts()).hasSize(3);
    }

    @Test
    void aBrushOfOneLayerGrabbedAloneStaysOnePart() {
        ws.select(group, walls);
        drag(1, 2, 2, 3, 2);
        assertThat(box.parts()).hasSize(1);
        assertThat(box.brush().cell(1, 0)[0]).isEqualTo((byte) 6);
    }
}
