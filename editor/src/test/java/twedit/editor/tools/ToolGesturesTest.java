package twedit.editor.tools;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.EnumSet;
import java.util.Set;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import twedit.editor.state.Workspace;
import twedit.model.document.MapDocument;
import twedit.model.document.edits.Cells;
import twedit.model.document.edits.TileBrush;
import twedit.model.document.edits.TileOps;
import twedit.model.map.TileLayer;
import twedit.model.map.TwMap;

/**
 * The mouse works the same in every tile tool: a right-drag captures into the brush, a right click clears it (and
 * neither changes the map), a left-drag with an empty brush grabs, and Shift+left paints continuously.
 */
class ToolGesturesTest {
    /** Tools that paint with the brush stay active after a capture; the others hand over to the brush tool. */
    private static final Set<ToolBox.Id> USE_BRUSH =
            EnumSet.of(ToolBox.Id.BRUSH, ToolBox.Id.RECT_FILL, ToolBox.Id.BUCKET);

    private Workspace ws;
    private ToolBox box;
    private TileLayer game;

    @BeforeEach
    void setUp() {
        ws = new Workspace(new MapDocument(TwMap.newMap(30, 20)));
        box = new ToolBox(ws);
        game = ws.currentTileLayer();
        // a 3x2 block of distinct tiles at (2, 2) to capture
        for (int y = 0; y < 2; y++) {
            for (int x = 0; x < 3; x++) {
                ws.document().apply(TileOps.setCell(game, 2 + x, 2 + y, Cells.tile(1 + x + 3 * y, 0)));
            }
        }
        game = ws.currentTileLayer();
    }

    private static ToolEvent at(int x, int y, int button, boolean shift) {
        return new ToolEvent(x, y, x * 32 + 16, y * 32 + 16, button, shift, false, false);
    }

    private void drag(int button, boolean shift, int x0, int y0, int x1, int y1) {
        Tool t = box.active();
        t.press(at(x0, y0, button, shift));
        t.drag(at((x0 + x1) / 2, (y0 + y1) / 2, button, shift));
        t.drag(at(x1, y1, button, shift));
        t.release(at(x1, y1, button, shift));
    }

    private int tile(int x, int y) {
        return ws.currentTileLayer().grid().get(x, y, 0);
    }

    @ParameterizedTest
    @EnumSource(ToolBox.Id.class)
    void rightDragCapturesTheAreaIntoTheBrush(ToolBox.Id id) {
        box.setBrush(TileBrush.single(Cells.tile(9, 0)), game.kind());
        box.activate(id);
        byte[] before = ws.currentTileLayer().grid().toBytes();
        drag(3, false, 2, 2, 4, 3);
        assertThat(box.brush().width()).isEqualTo(3);
        assertThat(box.brush().height()).isEqualTo(2);
        assertThat(box.brush().cell(2, 1)[0]).isEqualTo((byte) 6);
        assertThat(ws.currentTileLayer().grid().toBytes())
                .as("the map is unchanged")
                .isEqualTo(before);
        assertThat(ws.document().canUndo()).isTrue(); // only the set-up
        assertThat(box.activeId()).isEqualTo(USE_BRUSH.contains(id) ? id : ToolBox.Id.BRUSH);
    }

    @ParameterizedTest
    @EnumSource(ToolBox.Id.class)
    void rightClickClearsTheBrushAndLeavesTheMap(ToolBox.Id id) {
        box.setBrush(TileBrush.single(Cells.tile(9, 0)), game.kind());
        box.activate(id);
        byte[] before = ws.currentTileLayer().grid().toBytes();
        Tool t = box.active();
        t.press(at(10, 10, 3, false));
        t.release(at(10, 10, 3, false));
        assertThat(box.brush()).isNull();
        assertThat(box.activeId()).isEqualTo(id);
        assertThat(ws.currentTileLayer().grid().toBytes()).isEqualTo(before);
    }

    @ParameterizedTest
    @EnumSource(ToolBox.Id.class)
    void leftDragWithAnEmptyBrushGrabsInTheToolsThatPaintAndThePicker(ToolBox.Id id) {
        box.activate(id);
        byte[] before = ws.currentTileLayer().grid().toBytes();
        drag(1, false, 2, 2, 3, 3);
        // every tool has its case, and a new tool fails here until it has one (no silent default)
        switch (id) {
            case BRUSH, RECT_FILL, BUCKET, PICKER -> {
                assertThat(box.brush().width()).isEqualTo(2);
                assertThat(box.brush().cell(1, 1)[0]).isEqualTo((byte) 5);
                assertThat(ws.currentTileLayer().grid().toBytes()).isEqualTo(before);
            }
            case ERASER -> {
                assertThat(box.brush()).isNull();
                assertThat(tile(2, 2))
                        .as("the eraser erases the tiles it was dragged over")
                        .isZero();
                assertThat(tile(3, 3)).isZero();
                assertThat(tile(4, 2)).as("and only those").isEqualTo(3);
                ws.document().undo();
                assertThat(ws.currentTileLayer().grid().toBytes())
                        .as("one undo step takes the erasing back")
                        .isEqualTo(before);
            }
            case SELECT -> {
                assertThat(box.brush()).isNull();
                assertThat(box.selection().rect()).isEqualTo(new java.awt.Rectangle(2, 2, 2, 2));
                assertThat(ws.currentTileLayer().grid().toBytes()).isEqualTo(before);
            }
            case WAND -> {
                // the wand selects the tiles like the one pressed on (tile 1 is there once), grabs and paints nothing
                assertThat(box.brush()).isNull();
                assertThat(box.selection()).isNotNull();
                assertThat(box.selection().contains(2, 2)).isTrue();
                assertThat(box.selection().contains(3, 3)).isFalse();
                assertThat(box.selection().rect()).isEqualTo(new java.awt.Rectangle(2, 2, 1, 1));
                assertThat(ws.currentTileLayer().grid().toBytes()).isEqualTo(before);
            }
            default -> throw new AssertionError("no expectation for the tool " + id);
        }
    }

    /** In the selecting tools Shift adds to the selection instead (SelectReplaceGuiTest). */
    @ParameterizedTest
    @EnumSource(
            value = ToolBox.Id.class,
            names = {"SELECT", "WAND"},
            mode = EnumSource.Mode.EXCLUDE)
    void shiftLeftPaintsContinuouslyAsOneStep(ToolBox.Id id) {
        // the path is filled with tile 7 first, so the eraser's zeros (and every tool's nines) are its doing
        for (int x = 9; x <= 17; x++) {
            ws.document().apply(TileOps.setCell(ws.currentTileLayer(), x, 8, Cells.tile(7, 0)));
        }
        for (int y = 9; y <= 13; y++) {
            ws.document().apply(TileOps.setCell(ws.currentTileLayer(), 16, y, Cells.tile(7, 0)));
        }
        byte[] before = ws.currentTileLayer().grid().toBytes();
        box.setBrush(TileBrush.single(Cells.tile(9, 0)), game.kind());
        box.activate(id);
        Tool t = box.active();
        t.press(at(10, 8, 1, true));
        t.drag(at(16, 8, 1, true)); // a jump of six tiles: the tiles between are painted too
        t.drag(at(16, 12, 1, true));
        t.release(at(16, 12, 1, true));
        int want = id == ToolBox.Id.ERASER ? 0 : 9;
        for (int x = 10; x <= 16; x++) {
            assertThat(tile(x, 8)).as("tile %d,8 with %s", x, id).isEqualTo(want);
        }
        for (int y = 8; y <= 12; y++) {
            assertThat(tile(16, y)).as("tile 16,%d with %s", y, id).isEqualTo(want);
        }
        assertThat(tile(9, 8)).as("the stroke starts where it was pressed").isEqualTo(7);
        assertThat(tile(17, 8)).isEqualTo(7);
        assertThat(tile(16, 13)).as("and ends where it was released").isEqualTo(7);
        ws.document().undo();
        assertThat(ws.currentTileLayer().grid().toBytes())
                .as("one undo step takes the whole stroke back with %s", id)
                .isEqualTo(before);
    }

    @ParameterizedTest
    @EnumSource(
            value = ToolBox.Id.class,
            names = {"RECT_FILL", "BUCKET"})
    void theFillsNeverFillWithTheRightButton(ToolBox.Id id) {
        box.activate(id);
        byte[] before = ws.currentTileLayer().grid().toBytes();
        drag(3, false, 1, 1, 4, 4);
        assertThat(ws.currentTileLayer().grid().toBytes()).isEqualTo(before);
    }

    @org.junit.jupiter.api.Test
    void theWandSaysHowManyCellsItSelected() {
        java.util.List<String> notes = new java.util.ArrayList<>();
        box.addNoteListener(notes::add);
        box.activate(ToolBox.Id.WAND);
        Tool t = box.active();
        t.press(at(10, 10, 1, false)); // air: the whole empty layer around the 3x2 block
        t.release(at(10, 10, 1, false));
        assertThat(notes).last().isEqualTo("Selected " + (30 * 20 - 6) + " cells");
        t.press(new ToolEvent(2, 2, 2 * 32 + 16, 2 * 32 + 16, 1, false, true, false)); // Ctrl: take tile 1 away
        t.release(new ToolEvent(2, 2, 2 * 32 + 16, 2 * 32 + 16, 1, false, true, false));
        assertThat(notes).last().isEqualTo("Took away 1 cell (" + (30 * 20 - 6) + " selected)");
        t.press(at(3, 2, 1, true)); // Shift: add tile 2
        t.release(at(3, 2, 1, true));
        assertThat(notes).last().isEqualTo("Added 1 cell (" + (30 * 20 - 5) + " selected)");
    }
}
