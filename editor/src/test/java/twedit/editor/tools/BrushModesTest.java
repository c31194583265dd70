package twedit.editor.tools;

import static org.assertj.core.api.Assertions.assertThat;

import javax.swing.SwingUtilities;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import twedit.editor.state.Workspace;
import twedit.model.document.MapDocument;
import twedit.model.document.edits.Cells;
import twedit.model.document.edits.TileBrush;
import twedit.model.document.edits.TileOps;
import twedit.model.map.TileKind;
import twedit.model.map.TileLayer;
import twedit.model.map.TwMap;

/**
 * DDNet's brush modes: Ctrl+D makes the brush non-destructive (its tiles land on empty cells only, strokes and
 * rectangle fills alike, one undo step), and Alt locks a stroke to the row or column it first moved along.
 */
class BrushModesTest {
    private Workspace ws;
    private ToolBox box;
    private TileLayer game;

    @BeforeEach
    void setUp() {
        ws = new Workspace(new MapDocument(TwMap.newMap(30, 20)));
        box = new ToolBox(ws);
        game = ws.currentTileLayer();
        ws.document().apply(TileOps.setCell(game, 5, 5, Cells.tile(2, 0)));
        box.setBrush(new TileBrush(2, 1, 4, new byte[] {1, 0, 0, 0, 3, 0, 0, 0}), TileKind.GAME);
    }

    private static ToolEvent at(int x, int y, boolean alt) {
        return new ToolEvent(x, y, x * 32 + 16, y * 32 + 16, 1, false, false, alt);
    }

    @Test
    void aNonDestructiveStrokeKeepsTheMapsTilesAndUndoesInOneStep() {
        box.setDestructive(false);
        byte[] before = game.grid().toBytes();
        int steps = ws.document().historySize();
        Tool t = box.active();
        t.press(at(4, 5, false));
        t.release(at(4, 5, false));
        assertThat(game.grid().get(4, 5, 0)).isEqualTo(1);
        assertThat(game.grid().get(5, 5, 0)).as("the death tile stays").isEqualTo(2);
        assertThat(ws.document().historySize()).isEqualTo(steps + 1);
        byte[] after = game.grid().toBytes();
        ws.document().undo();
        assertThat(game.grid().toBytes()).isEqualTo(before);
        ws.document().redo();
        assertThat(game.grid().toBytes()).isEqualTo(after);
        box.setDestructive(true);
        t.press(at(4, 5, false));
        t.release(at(4, 5, false));
        assertThat(game.grid().get(5, 5, 0)).as("destructive again: replaced").isEqualTo(3);
    }

    @Test
    void aNonDestructiveRectangleFillFillsTheEmptyCellsOnly() throws Exception {
        box.setDestructive(false);
        box.activate(ToolBox.Id.RECT_FILL);
        Tool t = box.active();
        t.press(at(3, 4, false));
        t.drag(at(7, 6, false));
        t.release(at(7, 6, false));
        SwingUtilities.invokeAndWait(() -> {});
        assertThat(game.grid().get(3, 4, 0)).isEqualTo(1);
        assertThat(game.grid().get(4, 4, 0)).isEqualTo(3);
        assertThat(game.grid().get(5, 5, 0)).isEqualTo(2);
        assertThat(game.grid().get(7, 6, 0)).isEqualTo(1);
    }

    @Test
    void altLocksTheStrokeToTheAxisItFirstMovedAlong() {
        box.setBrush(TileBrush.single(Cells.tile(1, 0)), TileKind.GAME);
        Tool t = box.active();
        t.press(at(10, 10, true));
        t.drag(at(13, 11, true));
        t.drag(at(14, 16, true));
        t.release(at(14, 16, true));
        for (int x = 10; x <= 14; x++) {
            assertThat(game.grid().get(x, 10, 0)).as("row 10 at " + x).isEqualTo(1);
        }
        assertThat(game.grid().get(13, 11, 0)).isZero();
        assertThat(game.grid().get(14, 16, 0)).isZero();
    }
}
