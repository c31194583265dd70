package twedit.editor.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.event.KeyEvent;
import java.util.Map;
import org.assertj.swing.core.MouseButton;
import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;
import twedit.editor.testutil.RobotDriven;
import twedit.editor.tools.ToolBox;
import twedit.model.document.edits.Cells;
import twedit.model.document.edits.TileBrush;
import twedit.model.document.edits.TileOps;
import twedit.model.map.TileKind;

/**
 * Through the real map view, in every tile tool: a right-drag captures the area into the brush, a right click clears
 * the brush, and Shift+left-drag paints continuously, skipping no tile even when the mouse jumps (except in the
 * selection tools, where Shift adds to the selection).
 */
@RobotDriven
class MouseHabitsGuiTest {
    private static final Map<ToolBox.Id, Integer> KEYS = Map.of(
            ToolBox.Id.BRUSH, KeyEvent.VK_B,
            ToolBox.Id.ERASER, KeyEvent.VK_E,
            ToolBox.Id.RECT_FILL, KeyEvent.VK_U,
            ToolBox.Id.BUCKET, KeyEvent.VK_F,
            ToolBox.Id.SELECT, KeyEvent.VK_Q,
            ToolBox.Id.PICKER, KeyEvent.VK_I,
            ToolBox.Id.WAND, KeyEvent.VK_Y);

    @Test
    void theMouseWorksTheSameInEveryTool() throws Exception {
        try (GuiHarness h = new GuiHarness(false)) {
            h.centerOn(10, 7);
            // a 3x2 block of tiles 1..6 at (4, 3) to capture
            GuiActionRunner.execute(() -> {
                for (int i = 0; i < 6; i++) {
                    h.window
                            .workspace()
                            .document()
                            .apply(TileOps.setCell(
                                    h.window.workspace().currentTileLayer(),
                                    4 + i % 3,
                                    3 + i / 3,
                                    Cells.tile(1 + i, 0)));
                }
            });
            int row = 6;
            for (ToolBox.Id id : ToolBox.Id.values()) {
                h.key(KEYS.get(id), 0);
                assertThat(GuiActionRunner.execute(() -> h.window.tools().activeId()))
                        .isEqualTo(id);

                // right-drag: the area becomes the brush, the map stays as it was
                drag(h, MouseButton.RIGHT_BUTTON, 4, 3, 6, 4);
                TileBrush b = GuiActionRunner.execute(() -> h.window.tools().brush());
                assertThat(b).as("captured with %s", id).isNotNull();
                assertThat(b.width()).as("width captured with %s", id).isEqualTo(3);
                assertThat(b.height()).isEqualTo(2);
                assertThat(b.cell(2, 1)[0]).isEqualTo((byte) 6);
                assertThat(h.cell(5, 3)).isEqualTo(2);

                // a right click without a drag clears the brush
                h.key(KEYS.get(id), 0);
                h.robot.click(h.window.view(), h.tileCenter(12, 3), MouseButton.RIGHT_BUTTON, 1);
                h.robot.waitForIdle();
                assertThat(GuiActionRunner.execute(() -> h.window.tools().brush()))
                        .as("cleared with %s", id)
                        .isNull();

                // Shift+left-drag paints continuously, as one undo step; the row holds tile 7 first, so what the
                // eraser leaves (0) and what the others paint (9) is the stroke's doing
                int r = row;
                GuiActionRunner.execute(() -> {
                    for (int x = 2; x <= 17; x++) {
                        h.window
                                .workspace()
                                .document()
                                .apply(TileOps.setCell(
                                        h.window.workspace().currentTileLayer(), x, r, Cells.tile(7, 0)));
                    }
                });
                GuiActionRunner.execute(
                        () -> h.window.tools().setBrush(TileBrush.single(Cells.tile(9, 0)), TileKind.GAME));
                h.robot.pressKey(KeyEvent.VK_SHIFT);
                drag(h, MouseButton.LEFT_BUTTON, 3, row, 16, row);
                h.robot.releaseKey(KeyEvent.VK_SHIFT);
                h.robot.waitForIdle();
                // in the selection tools Shift adds to the selection instead (issue 17): nothing is painted
                boolean selects = id == ToolBox.Id.SELECT || id == ToolBox.Id.WAND;
                int want = selects ? 7 : id == ToolBox.Id.ERASER ? 0 : 9;
                if (selects) {
                    assertThat(GuiActionRunner.execute(() -> h.window.tools().selection()))
                            .as("selected with %s", id)
                            .isNotNull();
                    GuiActionRunner.execute(() -> h.window.tools().setSelection(null));
                }
                for (int x = 3; x <= 16; x++) {
                    assertThat(h.cell(x, row)).as("tile %d with %s", x, id).isEqualTo(want);
                }
                assertThat(h.cell(2, row)).as("left of the stroke with %s", id).isEqualTo(7);
                assertThat(h.cell(17, row))
                        .as("right of the stroke with %s", id)
                        .isEqualTo(7);
                if (!selects) {
                    GuiActionRunner.execute(
                            () -> h.window.workspace().document().undo());
                    for (int x = 2; x <= 17; x++) {
                        assertThat(h.cell(x, row))
                                .as("one undo takes the stroke of %s back (tile %d)", id, x)
                                .isEqualTo(7);
                    }
                }
                row++;
            }
            h.screenshot("mouse-habits");
        }
    }

    /** Presses {@code button} over tile a, jumps to tile b (no tiles between) and releases there. */
    private static void drag(GuiHarness h, MouseButton button, int ax, int ay, int bx, int by) {
        h.robot.moveMouse(h.window.view(), h.tileCenter(ax, ay));
        h.robot.pressMouse(button);
        h.robot.moveMouse(h.window.view(), h.tileCenter(bx, by));
        h.robot.releaseMouse(button);
        h.robot.waitForIdle();
    }
}
