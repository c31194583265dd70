package twedit.editor.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.KeyboardFocusManager;
import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javax.swing.JDialog;
import javax.swing.JTextField;
import javax.swing.KeyStroke;
import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;
import twedit.editor.keys.Command;
import twedit.editor.keys.KeyText;
import twedit.editor.keys.KeysFeature;
import twedit.editor.testutil.RobotDriven;
import twedit.editor.tools.ToolBox;
import twedit.model.document.edits.Cells;
import twedit.model.document.edits.TileBrush;
import twedit.model.document.edits.TileOps;
import twedit.model.map.TileKind;

/**
 * DDNet's keys work as a DDNet mapper expects (R/T turn the brush left/right, N/M mirror it, W/A/S/D pan), the tool
 * keys keep clear of them, single-key shortcuts do not fire while typing, and Ctrl+Z works right after a modal
 * dialog closes, without a click in the window first.
 */
@RobotDriven
class KeyHabitsTest {
    /** Keys DDNet's editor uses without a modifier, for what it uses them (N, M, R and T are ours the same way). */
    private static final Set<String> DDNET_KEYS =
            Set.of("W", "A", "S", "D", "Space", "Tab", "Home", "1", "2", "3", "4", "5", "6", "7", "8", "9", "0");

    /** A 2x1 brush of tiles 1 and 2 (left to right). */
    private static TileBrush pair() {
        byte[] cells = new byte[8];
        System.arraycopy(Cells.tile(1, 0), 0, cells, 0, 4);
        System.arraycopy(Cells.tile(2, 0), 0, cells, 4, 4);
        return new TileBrush(2, 1, 4, cells);
    }

    /** The brush's tile ids, row by row. */
    private static String ids(GuiHarness h) {
        return GuiActionRunner.execute(() -> {
            TileBrush b = h.window.tools().brush();
            StringBuilder s = new StringBuilder();
            for (int y = 0; y < b.height(); y++) {
                for (int x = 0; x < b.width(); x++) {
                    s.append(b.cell(x, y)[0]);
                }
                s.append(y + 1 < b.height() ? "/" : "");
            }
            return s.toString();
        });
    }

    @Test
    void rAndTTurnTheBrushLeftAndRightAndNAndMMirrorIt() {
        try (GuiHarness h = new GuiHarness(false)) {
            GuiActionRunner.execute(() -> h.window.tools().setBrush(pair(), TileKind.GAME));
            h.key(KeyEvent.VK_R, 0);
            assertThat(ids(h))
                    .as("R: counter-clockwise, the right tile goes up")
                    .isEqualTo("2/1");
            h.key(KeyEvent.VK_T, 0);
            assertThat(ids(h)).as("T undoes R").isEqualTo("12");
            h.key(KeyEvent.VK_T, 0);
            assertThat(ids(h)).as("T: clockwise, the left tile goes up").isEqualTo("1/2");
            h.key(KeyEvent.VK_M, 0);
            assertThat(ids(h)).as("M mirrors vertically").isEqualTo("2/1");
            h.key(KeyEvent.VK_R, 0);
            assertThat(ids(h)).as("R: the top tile goes left").isEqualTo("21");
            h.key(KeyEvent.VK_N, 0);
            assertThat(ids(h)).as("N mirrors horizontally").isEqualTo("12");
        }
    }

    @Test
    void toolKeysKeepClearOfDdnetsKeys() {
        try (GuiHarness h = new GuiHarness(false)) {
            Map<Integer, ToolBox.Id> keys = Map.of(
                    KeyEvent.VK_E, ToolBox.Id.ERASER,
                    KeyEvent.VK_U, ToolBox.Id.RECT_FILL,
                    KeyEvent.VK_F, ToolBox.Id.BUCKET,
                    KeyEvent.VK_Q, ToolBox.Id.SELECT,
                    KeyEvent.VK_I, ToolBox.Id.PICKER,
                    KeyEvent.VK_B, ToolBox.Id.BRUSH);
            for (Map.Entry<Integer, ToolBox.Id> e : keys.entrySet()) {
                h.key(e.getKey(), 0);
                assertThat(GuiActionRunner.execute(() -> h.window.tools().activeId()))
                        .as(KeyEvent.getKeyText(e.getKey()))
                        .isEqualTo(e.getValue());
            }
            // W/A/S/D pan the map as in DDNet, and leave the tool alone
            h.key(KeyEvent.VK_Q, 0);
            double x0 = GuiActionRunner.execute(() -> h.window.view().camera().centerX());
            double y0 = GuiActionRunner.execute(() -> h.window.view().camera().centerY());
            h.key(KeyEvent.VK_D, 0);
            h.key(KeyEvent.VK_S, 0);
            assertThat(GuiActionRunner.execute(() -> h.window.view().camera().centerX()))
                    .isGreaterThan(x0);
            assertThat(GuiActionRunner.execute(() -> h.window.view().camera().centerY()))
                    .isGreaterThan(y0);
            assertThat(GuiActionRunner.execute(() -> h.window.tools().activeId()))
                    .isEqualTo(ToolBox.Id.SELECT);

            // no menu shortcut takes a key DDNet's editor uses for something else, and N M R T mean what they do there
            List<Command> commands = GuiActionRunner.execute(
                    () -> h.window.feature(KeysFeature.class).keymap().commands());
            for (Command c : commands) {
                KeyStroke k = c.key();
                // Tab is DDNet's too: the map alone (View > Map only)
                if (k != null && k.getModifiers() == 0 && !c.path().equals("View > Map only")) {
                    assertThat(DDNET_KEYS).as(c.path()).doesNotContain(KeyText.of(k));
                }
            }
            assertThat(keyOf(commands, "View/Map only")).isEqualTo("Tab");
            assertThat(keyOf(commands, "Tools/Flip Brush X")).isEqualTo("N");
            assertThat(keyOf(commands, "Tools/Flip Brush Y")).isEqualTo("M");
            assertThat(keyOf(commands, "Tools/Rotate Brush Left")).isEqualTo("R");
            assertThat(keyOf(commands, "Tools/Rotate Brush Right")).isEqualTo("T");
            assertThat(keyOf(commands, "View/Proof rectangle")).isEqualTo("Ctrl+Shift+P");
            assertThat(keyOf(commands, "Help/Command Palette...")).isEqualTo("Ctrl+P");
            assertThat(GuiActionRunner.execute(
                            () -> h.window.feature(KeysFeature.class).keymap().conflicts()))
                    .as("no two actions share a shortcut, none is a key of the map")
                    .isEmpty();
        }
    }

    private static String keyOf(List<Command> commands, String id) {
        return commands.stream()
                .filter(c -> c.id().equals(id))
                .map(c -> KeyText.of(c.key()))
                .findFirst()
                .orElseThrow(() -> new AssertionError("no command " + id));
    }

    @Test
    void typingInAFieldDoesNotSwitchTools() {
        try (GuiHarness h = new GuiHarness(false)) {
            JTextField field = GuiActionRunner.execute(() -> editableField(h.window));
            assertThat(field).as("an editable text field in the window").isNotNull();
            h.robot.click(field);
            h.robot.focusAndWaitForFocusGain(field);
            h.robot.pressAndReleaseKey(KeyEvent.VK_E);
            h.robot.pressAndReleaseKey(KeyEvent.VK_R);
            h.robot.waitForIdle();
            assertThat(GuiActionRunner.execute(() -> h.window.tools().activeId()))
                    .isEqualTo(ToolBox.Id.BRUSH);
            assertThat(GuiActionRunner.execute(() -> field.getText())).contains("er");
            // on the map the same key switches the tool
            h.key(KeyEvent.VK_E, 0);
            assertThat(GuiActionRunner.execute(() -> h.window.tools().activeId()))
                    .isEqualTo(ToolBox.Id.ERASER);
        }
    }

    private static JTextField editableField(java.awt.Container c) {
        for (java.awt.Component k : c.getComponents()) {
            if (k instanceof JTextField f && f.isShowing() && f.isEditable() && f.isEnabled()) {
                return f;
            }
            if (k instanceof java.awt.Container sub) {
                JTextField f = editableField(sub);
                if (f != null) {
                    return f;
                }
            }
        }
        return null;
    }

    @Test
    void ctrlZWorksRightAfterAModalDialogCloses() throws Exception {
        try (GuiHarness h = new GuiHarness(false)) {
            // Map Info (a feature's dialog), closed with Esc
            paint(h, 3);
            h.frame.menuItemWithPath("Tools", "Map Info...").click();
            JDialog info = h.waitForDialog("Map Info");
            h.robot.pressAndReleaseKey(KeyEvent.VK_ESCAPE);
            h.waitFor("Map Info closed", () -> !info.isShowing());
            undoWithTheKeyboard(h, 3);

            // the About box, closed with its button
            paint(h, 4);
            h.frame.menuItemWithPath("Help", "About twedit").click();
            JDialog about = h.waitForDialog("About twedit");
            h.screenshot("about-box", about);
            h.pressAndWaitClosed(h.robot.finder().findByName(about, "closeAbout", javax.swing.JButton.class), about);
            undoWithTheKeyboard(h, 4);

            // the unsaved-changes prompt, cancelled
            paint(h, 5);
            h.frame.menuItemWithPath("File", "Close Tab").click();
            h.answer("Unsaved changes", "Cancel");
            undoWithTheKeyboard(h, 5);
        }
    }

    /** A change to undo: tile {@code x} of row 1 of the game layer set to 1. */
    private static void paint(GuiHarness h, int x) {
        GuiActionRunner.execute(() -> h.window
                .workspace()
                .document()
                .apply(TileOps.setCell(h.window.workspace().currentTileLayer(), x, 1, Cells.tile(1, 0))));
        assertThat(h.cell(x, 1)).isEqualTo(1);
    }

    /** Ctrl+Z through the robot as the user would press it: nothing gives the map the focus first. */
    @SuppressWarnings("deprecation")
    private static void undoWithTheKeyboard(GuiHarness h, int x) {
        h.robot.waitForIdle();
        h.waitFor(
                "the window has the keyboard focus back",
                () -> KeyboardFocusManager.getCurrentKeyboardFocusManager().getFocusedWindow() == h.window);
        h.robot.pressAndReleaseKey(KeyEvent.VK_Z, InputEvent.CTRL_MASK);
        h.robot.waitForIdle();
        assertThat(h.cell(x, 1)).as("Ctrl+Z undid the change at once").isZero();
    }
}
