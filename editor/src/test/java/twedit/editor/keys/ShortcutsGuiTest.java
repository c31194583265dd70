package twedit.editor.keys;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;
import java.util.List;
import java.util.prefs.Preferences;
import javax.swing.JDialog;
import javax.swing.JMenuItem;
import javax.swing.KeyStroke;
import org.assertj.swing.core.Robot;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.fixture.DialogFixture;
import org.junit.jupiter.api.Test;
import twedit.editor.help.HelpFeature;
import twedit.editor.help.ShortcutSheet;
import twedit.editor.testutil.EditorGui;
import twedit.editor.testutil.RobotDriven;
import twedit.editor.tools.ToolBox;

/**
 * The shortcut sheet lists the real bindings and follows a rebinding, the command palette finds and runs any menu
 * action, and a shortcut rebound in the preferences works at once, survives into a new window with the same
 * preferences and resets to its default.
 */
@SuppressWarnings("deprecation") // the robot takes the old-style modifier masks
@RobotDriven
class ShortcutsGuiTest {
    @Test
    void theSheetListsTheRealBindingsAndFollowsARebinding() throws Exception {
        try (EditorGui h = new EditorGui(false)) {
            HelpFeature help = GuiActionRunner.execute(() -> h.window.feature(HelpFeature.class));
            h.key(KeyEvent.VK_F1, 0);
            JDialog sheet = h.waitForDialog("Keyboard Shortcuts");
            List<ShortcutSheet.Row> rows = GuiActionRunner.execute(help::shownShortcuts);
            assertThat(rows)
                    .contains(
                            new ShortcutSheet.Row("Tools", "Rotate Brush Left", "R"),
                            new ShortcutSheet.Row("Tools", "Rotate Brush Right", "T"),
                            new ShortcutSheet.Row("Tools", "Flip Brush X", "N"),
                            new ShortcutSheet.Row("Edit", "Redo", "Ctrl+Y, Ctrl+Shift+Z"),
                            new ShortcutSheet.Row("View", "Proof rectangle", "Ctrl+Shift+P"),
                            new ShortcutSheet.Row("Help", "Command Palette", "Ctrl+P"),
                            new ShortcutSheet.Row("Map", "Pan the map", "Left, Up, Right, Down, A, D, S, W"));
            assertThat(rows)
                    .anyMatch(r -> r.section().equals("Mouse") && r.keys().equals("Right-drag"));
            // every menu action with a shortcut is on the sheet with that shortcut
            for (Command c : GuiActionRunner.execute(() -> Commands.of(h.window.getJMenuBar()))) {
                if (c.key() != null) {
                    assertThat(rows)
                            .as(c.path())
                            .anyMatch(r ->
                                    r.keys().contains(KeyText.of(c.key())) && c.id().startsWith(r.section() + "/"));
                }
            }
            assertThat(GuiActionRunner.execute(help::shownShortcutText)).contains("Rotate Brush Left", "Ctrl+Shift+P");
            h.screenshot("shortcut-sheet", sheet);
            GuiActionRunner.execute(sheet::dispose);

            // rebind Grid in the preferences, with the keyboard as a user does
            rebind(h, "View/Grid", KeyEvent.VK_G, InputEvent.CTRL_MASK | InputEvent.ALT_MASK)
                    .button("closePreferences")
                    .click();
            GuiActionRunner.execute(help::showShortcuts);
            assertThat(GuiActionRunner.execute(help::shownShortcuts))
                    .contains(new ShortcutSheet.Row("View", "Grid", "Ctrl+Alt+G"))
                    .noneMatch(r -> r.keys().equals("Ctrl+G"));
        }
    }

    @Test
    void thePaletteFindsAndRunsAnyMenuAction() throws Exception {
        try (EditorGui h = new EditorGui(false)) {
            boolean grid =
                    GuiActionRunner.execute(() -> h.window.view().options().grid());
            h.key(KeyEvent.VK_P, InputEvent.CTRL_DOWN_MASK);
            JDialog palette = h.waitForDialog("Command Palette");
            CommandPalette p = (CommandPalette) palette;
            h.robot.enterText("grid");
            h.robot.waitForIdle();
            assertThat(GuiActionRunner.execute(p::shown))
                    .first()
                    .extracting(Command::path)
                    .isEqualTo("View > Grid");
            h.screenshot("command-palette", palette);
            h.robot.pressAndReleaseKey(KeyEvent.VK_ENTER);
            h.waitFor("palette closed", () -> !palette.isShowing());
            h.waitFor("grid toggled", () -> h.window.view().options().grid() != grid);

            // letters in order find an action too, and the shortcut shows
            h.key(KeyEvent.VK_P, InputEvent.CTRL_DOWN_MASK);
            CommandPalette again = (CommandPalette) h.waitForDialog("Command Palette");
            h.robot.enterText("rot lef");
            h.robot.waitForIdle();
            Command first = GuiActionRunner.execute(() -> again.shown().get(0));
            assertThat(first.path()).isEqualTo("Tools > Rotate Brush Left");
            assertThat(KeyText.of(first.key())).isEqualTo("R");
            h.robot.pressAndReleaseKey(KeyEvent.VK_ESCAPE);
            h.waitFor("palette closed with Esc", () -> !again.isShowing());
            h.key(KeyEvent.VK_E, 0);
            assertThat(GuiActionRunner.execute(() -> h.window.tools().activeId()))
                    .as("the map has the keys again")
                    .isEqualTo(ToolBox.Id.ERASER);
        }
    }

    @Test
    void aRebindingWorksAtOncePersistsAndResets() throws Exception {
        Preferences node = Preferences.userRoot().node("twedit-test/keys-" + System.nanoTime());
        Robot robot = EditorGui.newRobot();
        try {
            try (EditorGui first =
                    new EditorGui(new EditorGui.Setup().robot(robot).prefsNode(node))) {
                // B is the brush's: the dialog asks first, and Cancel leaves both as they were
                DialogFixture prefs = rebind(first, "Tools/Eraser", KeyEvent.VK_B, 0);
                first.answer(PreferencesDialog.TAKE_TITLE, "Cancel");
                assertThat(item(first, "Tools/Eraser").getAccelerator()).isEqualTo(KeyStroke.getKeyStroke("E"));
                assertThat(item(first, "Tools/Brush").getAccelerator()).isEqualTo(KeyStroke.getKeyStroke("B"));
                assertThat(prefs.label("shortcutMessage").text()).isEqualTo("B stays with Tools > Brush.");
                // Take It: Eraser takes B and the brush loses it, which the dialog says
                pressInCapture(first, prefs, "Tools/Eraser", KeyEvent.VK_B, 0);
                first.answer(PreferencesDialog.TAKE_TITLE, "Take It");
                assertThat(prefs.label("shortcutMessage").text()).contains("B was the shortcut of Tools > Brush");
                // a key of the map is refused
                pressInCapture(first, prefs, "Tools/Select", KeyEvent.VK_W, 0);
                assertThat(prefs.label("shortcutMessage").text()).contains("W is taken by the map");
                assertThat(item(first, "Tools/Select").getAccelerator()).isEqualTo(KeyStroke.getKeyStroke("Q"));
                first.screenshot("preferences-shortcuts", prefs.target());
                prefs.button("closePreferences").click();
                first.waitFor("preferences closed", () -> !prefs.target().isShowing());
                // at once: B selects the eraser now
                first.key(KeyEvent.VK_B, 0);
                assertThat(GuiActionRunner.execute(() -> first.window.tools().activeId()))
                        .isEqualTo(ToolBox.Id.ERASER);
                first.closeWindow();
            }
            assertThat(node.node(Keymap.NODE).get("Tools/Eraser", null)).isEqualTo("pressed B");

            try (EditorGui second =
                    new EditorGui(new EditorGui.Setup().robot(robot).prefsNode(node))) {
                assertThat(item(second, "Tools/Eraser").getAccelerator()).isEqualTo(KeyStroke.getKeyStroke("B"));
                assertThat(item(second, "Tools/Brush").getAccelerator()).isNull();
                second.key(KeyEvent.VK_B, 0);
                assertThat(GuiActionRunner.execute(() -> second.window.tools().activeId()))
                        .isEqualTo(ToolBox.Id.ERASER);
                // Reset All brings the defaults back and forgets the user's keys
                DialogFixture prefs = openPreferences(second);
                // pressed on the event thread: a robot click on a freshly shown dialog can get lost under load
                second.press(prefs.button("resetAllShortcuts").target());
                // it asks first; Cancel changes nothing
                second.answer(PreferencesDialog.RESET_ALL_TITLE, "Cancel");
                assertThat(item(second, "Tools/Eraser").getAccelerator()).isEqualTo(KeyStroke.getKeyStroke("B"));
                second.press(prefs.button("resetAllShortcuts").target());
                second.answer(PreferencesDialog.RESET_ALL_TITLE, "Reset All");
                // a click under load may land a moment later: wait for its effect rather than race it
                second.waitFor(
                        "the defaults back",
                        () -> KeyStroke.getKeyStroke("B")
                                .equals(item(second, "Tools/Brush").getAccelerator()));
                assertThat(item(second, "Tools/Eraser").getAccelerator()).isEqualTo(KeyStroke.getKeyStroke("E"));
                assertThat(node.node(Keymap.NODE).keys()).isEmpty();
                // the dialog shows what was reset, and no line about the old binding is left
                String said = prefs.label("shortcutMessage").text();
                assertThat(said)
                        .contains(
                                "Reset 2 shortcuts", "Tools &gt; Eraser: E (was B)", "Tools &gt; Brush: B (was none)");
                assertThat(prefs.textBox("shortcutCapture").text()).doesNotContain("Eraser");
                assertThat(prefs.label("shortcutConflicts").text()).isEmpty();
                second.screenshot("preferences-reset-all", prefs.target());
                prefs.button("closePreferences").click();
            }
        } finally {
            robot.cleanUp();
            node.removeNode();
        }
    }

    private static JMenuItem item(EditorGui h, String id) {
        return GuiActionRunner.execute(() -> Commands.of(h.window.getJMenuBar()).stream()
                .filter(c -> c.id().equals(id))
                .findFirst()
                .orElseThrow()
                .item());
    }

    private static DialogFixture openPreferences(EditorGui h) {
        h.frame.menuItemWithPath("Edit", "Preferences...").click();
        return new DialogFixture(h.robot, h.waitForDialog("Preferences"));
    }

    /** Opens the preferences and gives the command {@code id} the shortcut pressed; the dialog stays open. */
    private static DialogFixture rebind(EditorGui h, String id, int key, int oldModifiers) {
        DialogFixture prefs = openPreferences(h);
        pressInCapture(h, prefs, id, key, oldModifiers);
        return prefs;
    }

    /** Selects {@code id}, presses Change Shortcut and then the key (modifiers as the robot takes them: CTRL_MASK...). */
    private static void pressInCapture(EditorGui h, DialogFixture prefs, String id, int key, int oldModifiers) {
        PreferencesDialog d = (PreferencesDialog) prefs.target();
        assertThat(GuiActionRunner.execute(() -> d.select(id))).as(id).isTrue();
        prefs.button("changeShortcut").click();
        h.robot.focusAndWaitForFocusGain(prefs.textBox("shortcutCapture").target());
        h.robot.pressAndReleaseKey(key, oldModifiers);
        h.robot.waitForIdle();
    }
}
