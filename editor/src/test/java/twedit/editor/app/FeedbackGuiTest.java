package twedit.editor.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Component;
import java.awt.Graphics2D;
import java.awt.Point;
import java.awt.Rectangle;
import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;
import java.awt.image.BufferedImage;
import javax.swing.JLabel;
import javax.swing.JSeparator;
import org.assertj.swing.core.MouseButton;
import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;
import twedit.editor.panels.TilePickerPanel;
import twedit.editor.testutil.RobotDriven;
import twedit.editor.tools.ToolBox;
import twedit.model.document.edits.Cells;
import twedit.model.document.edits.TileBrush;
import twedit.model.map.TileKind;

/**
 * Through the real window: the status bar and the history say what a stroke, an undo and a copy did; the zoom label
 * and the cursor's cell follow every zoom and keyboard pan, and so do the brush outline and its refusal note, which go
 * when the mouse leaves the map; a middle click in the docked picker picks; a new map shows its border.
 */
@RobotDriven
class FeedbackGuiTest {
    @Test
    void strokesUndoAndCopySayWhatTheyDid() throws Exception {
        try (GuiHarness h = new GuiHarness(false)) {
            h.centerOn(10, 7);
            GuiActionRunner.execute(() -> {
                h.window.tools().setBrush(TileBrush.single(Cells.tile(1, 0)), TileKind.GAME);
                h.window.tools().activate(ToolBox.Id.BRUSH);
            });
            h.dragTiles(3, 5, 8, 5);
            assertThat(GuiActionRunner.execute(
                            () -> h.window.workspace().document().undoLabel()))
                    .isEqualTo("Paint 6 cells on Game");
            assertThat(GuiActionRunner.execute(() -> h.window.history().labels()))
                    .contains("Paint 6 cells on Game");
            assertThat(GuiActionRunner.execute(() -> h.window.status().message()))
                    .isEqualTo("Painted 6 cells on Game");
            // the select tool has a hint to show beside the message
            GuiActionRunner.execute(() -> h.window.tools().activate(ToolBox.Id.SELECT));
            h.robot.moveMouse(h.window.view(), h.tileCenter(12, 8));
            h.robot.waitForIdle();
            messageAndHintApart(h);
            h.screenshot("feedback-painted");
            GuiActionRunner.execute(() -> h.window.tools().activate(ToolBox.Id.BRUSH));

            h.key(KeyEvent.VK_Z, InputEvent.CTRL_DOWN_MASK);
            assertThat(GuiActionRunner.execute(() -> h.window.status().message()))
                    .as("the message about the undone stroke goes")
                    .isEqualTo("Undid Paint 6 cells on Game");
            h.key(KeyEvent.VK_Y, InputEvent.CTRL_DOWN_MASK);

            GuiActionRunner.execute(() -> h.window.tools().activate(ToolBox.Id.SELECT));
            h.dragTiles(3, 5, 5, 6);
            h.key(KeyEvent.VK_C, InputEvent.CTRL_DOWN_MASK);
            assertThat(GuiActionRunner.execute(() -> h.window.status().message()))
                    .isEqualTo("Copied 3x2 tiles of Game");
            h.key(KeyEvent.VK_DELETE, 0);
            assertThat(GuiActionRunner.execute(
                            () -> h.window.workspace().document().undoLabel()))
                    .isEqualTo("Delete 6 cells on Game");
            assertThat(GuiActionRunner.execute(() -> h.window.status().message()))
                    .isEqualTo("Deleted 6 cells on Game");
        }
    }

    /** The message ends before the tool's hint starts, with a rule between them. */
    private static void messageAndHintApart(GuiHarness h) {
        JLabel message = (JLabel) h.robot.finder().findByName(h.window, "statusMessage");
        JLabel hint = (JLabel) h.robot.finder().findByName(h.window, "statusHint");
        JSeparator rule = (JSeparator) h.robot.finder().findByName(h.window, "statusMessageRule", false);
        GuiActionRunner.execute(() -> h.window.validate());
        assertThat(GuiActionRunner.execute(() -> hint.getText())).isNotEmpty();
        assertThat(GuiActionRunner.execute(rule::isVisible)).isTrue();
        Rectangle m = GuiActionRunner.execute(() -> message.getBounds());
        Rectangle r = GuiActionRunner.execute(() -> rule.getBounds());
        Rectangle t = GuiActionRunner.execute(() -> hint.getBounds());
        assertThat(m.x + m.width).isLessThanOrEqualTo(r.x);
        assertThat(r.x + r.width).isLessThan(t.x);
    }

    @Test
    void theZoomLabelAndTheCursorCellFollowEveryZoomAndPan() throws Exception {
        try (GuiHarness h = new GuiHarness(false)) {
            h.centerOn(10, 7);
            assertThat(zoom(h)).isEqualTo("100 %");
            h.key(KeyEvent.VK_EQUALS, InputEvent.CTRL_DOWN_MASK);
            assertThat(zoom(h)).as("Ctrl+=").isEqualTo("125 %");
            h.key(KeyEvent.VK_MINUS, InputEvent.CTRL_DOWN_MASK);
            assertThat(zoom(h)).as("Ctrl+-").isEqualTo("100 %");
            GuiActionRunner.execute(() -> h.window.actions().zoomIn.actionPerformed(null));
            assertThat(zoom(h)).as("the toolbar's button").isEqualTo("125 %");
            h.centerOn(10, 7);
            h.robot.moveMouse(h.window.view(), h.tileCenter(10, 7));
            h.robot.rotateMouseWheel(h.window.view(), -1);
            h.robot.waitForIdle();
            assertThat(zoom(h)).as("the wheel").isNotEqualTo("100 %");

            h.centerOn(10, 7);
            h.robot.moveMouse(h.window.view(), h.tileCenter(10, 7));
            h.robot.waitForIdle();
            assertThat(coords(h)).isEqualTo("10, 7");
            h.key(KeyEvent.VK_D, 0); // 64 px: two tiles at 100 %
            assertThat(coords(h)).as("after D the mouse is over another cell").isEqualTo("12, 7");
            h.key(KeyEvent.VK_S, 0);
            assertThat(coords(h)).isEqualTo("12, 9");
        }
    }

    @Test
    void theBrushOutlineAndItsNoteFollowKeyPansAndLeaveWithTheMouse() throws Exception {
        try (GuiHarness h = new GuiHarness(false)) {
            for (TileKind brushKind : new TileKind[] {TileKind.GAME, TileKind.TILES}) {
                // a Game brush draws an outline; a design brush on the Game layer says that it does not go there
                GuiActionRunner.execute(() -> {
                    h.window.tools().setBrush(TileBrush.single(Cells.tile(1, 0)), brushKind);
                    h.window.tools().activate(ToolBox.Id.BRUSH);
                });
                h.centerOn(10, 7);
                Component away = h.robot.finder().findByName(h.window, "statusCoords");
                h.robot.moveMouse(away);
                h.robot.waitForIdle();
                BufferedImage without = frame(h);
                Point at = h.tileCenter(10, 7);
                h.robot.moveMouse(h.window.view(), at);
                h.robot.waitForIdle();
                assertThat(differ(frame(h), without))
                        .as("%s: the brush shows under the mouse", brushKind)
                        .isTrue();

                h.key(KeyEvent.VK_D, 0);
                BufferedImage afterKey = frame(h);
                // the mouse nudged and back: the outline where a real move puts it
                h.robot.moveMouse(h.window.view(), new Point(at.x + 1, at.y));
                h.robot.moveMouse(h.window.view(), at);
                h.robot.waitForIdle();
                assertThat(differ(afterKey, frame(h)))
                        .as("%s: after D the brush is under the mouse, not on the old cell", brushKind)
                        .isFalse();
                h.screenshot("feedback-after-pan-" + brushKind.name().toLowerCase(java.util.Locale.ROOT));

                h.robot.moveMouse(away);
                h.robot.waitForIdle();
                h.centerOn(10, 7);
                assertThat(differ(frame(h), without))
                        .as("%s: gone with the mouse", brushKind)
                        .isFalse();
            }
        }
    }

    @Test
    void aMiddleClickInTheDockedPickerPicksATile() throws Exception {
        try (GuiHarness h = new GuiHarness(false)) {
            // a design layer: the Tiles tab shows the picker (on physics layers it shows their palette)
            GuiActionRunner.execute(() -> {
                twedit.model.map.Group g = h.window.workspace().map().groups().get(0);
                h.window
                        .workspace()
                        .document()
                        .apply(twedit.model.document.edits.Edits.addLayer(
                                g, 0, twedit.model.map.TileLayer.empty(TileKind.TILES, 100, 50)));
                h.window.workspace().select(g, g.layers().get(0));
            });
            h.showPanel("Tiles");
            TilePickerPanel picker = (TilePickerPanel) h.robot
                    .finder()
                    .find(h.window, c -> c instanceof TilePickerPanel && c.isShowing() && c.getWidth() > 100);
            Point c = GuiActionRunner.execute(() -> picker.cellCenter(33));
            h.robot.click(picker, c, MouseButton.MIDDLE_BUTTON, 1);
            h.robot.waitForIdle();
            TileBrush b = GuiActionRunner.execute(() -> h.window.tools().brush());
            assertThat(b).isNotNull();
            assertThat(b.cell(0, 0)[0] & 0xFF).isEqualTo(33);
            h.screenshot("feedback-picker-marked");
        }
    }

    @Test
    void aNewMapShowsItsBorder() throws Exception {
        try (GuiHarness h = new GuiHarness(false)) {
            GuiActionRunner.execute(() -> h.window.files().newMap());
            h.robot.waitForIdle();
            Rectangle view =
                    GuiActionRunner.execute(() -> new Rectangle(h.window.view().getSize()));
            Rectangle map = GuiActionRunner.execute(() -> h.window.view().tileRect(0, 0, 100, 50));
            assertThat(view.contains(map))
                    .as("the whole Game layer %s in the view %s", map, view)
                    .isTrue();
            h.screenshot("feedback-new-map");
        }
    }

    private static String zoom(GuiHarness h) {
        return GuiActionRunner.execute(() -> h.window.status().zoomText());
    }

    private static String coords(GuiHarness h) {
        return GuiActionRunner.execute(() -> h.window.status().coordsText());
    }

    private static BufferedImage frame(GuiHarness h) {
        return GuiActionRunner.execute(() -> {
            BufferedImage img = new BufferedImage(
                    h.window.view().getWidth(), h.window.view().getHeight(), BufferedImage.TYPE_INT_RGB);
            Graphics2D g = img.createGraphics();
            h.window.view().paintFrame(g);
            g.dispose();
            return img;
        });
    }

    private static boolean differ(BufferedImage a, BufferedImage b) {
        for (int y = 0; y < a.getHeight(); y++) {
            for (int x = 0; x < a.getWidth(); x++) {
                if (a.getRGB(x, y) != b.getRGB(x, y)) {
                    return true;
                }
            }
        }
        return false;
    }
}
