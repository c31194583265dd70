package twedit.editor.info;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Window;
import java.util.List;
import javax.swing.JLabel;
import javax.swing.JList;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.finder.WindowFinder;
import org.assertj.swing.fixture.DialogFixture;
import org.junit.jupiter.api.Test;
import twedit.editor.physics.PhysicsGui;
import twedit.editor.testutil.RobotDriven;

/**
 * The settings dialog marks what DDNet's server refuses or reads otherwise on the line itself (the part at fault
 * underlined, the reason after it), says so while typing, and counts problems apart from duplicate warnings; lines
 * are still kept as typed.
 */
@RobotDriven
class ServerSettingsLintGuiTest {
    @Test
    void unknownOutOfRangeAndNonNumericLinesAreMarkedAndCounted() throws Exception {
        try (PhysicsGui h = new PhysicsGui(false)) {
            h.press(h.frame.menuItem("serverSettingsItem").target());
            DialogFixture set = WindowFinder.findDialog("serverSettingsDialog").using(h.robot);
            String[] typed = {"sv_foo_bar 3", "sv_team 7", "sv_deepfly banana", "tune gravity 0.25", "sv_team 1"};
            for (int i = 0; i < typed.length; i++) {
                set.textBox("settingInput").enterText(typed[i] + "\n");
                int n = i + 1;
                h.waitFor(typed[i] + " added", () -> set.list("settingsList").contents().length == n);
            }
            assertThat(set.label("settingsSummary").text()).isEqualTo("5 settings, 3 problems, 1 warning");

            List<String> rows = GuiActionRunner.execute(() -> rows(set));
            assertThat(rows.get(0)).contains("<u>sv_foo_bar</u>", "No such command: sv_foo_bar");
            assertThat(rows.get(1)).contains("<u>7</u>", "7 is out of range for sv_team (0..3); the server uses 3");
            assertThat(rows.get(2))
                    .contains(
                            "<u>banana</u>",
                            "'banana' is not a whole number: the server refuses the line (DDNet 16.4 read it as 0)");
            assertThat(rows.get(3)).doesNotContain("\u26a0");
            assertThat(rows.get(4)).contains("Overrides line 2").doesNotContain("<u>");

            // while typing: the verdict for the line in the field
            set.textBox("settingInput").enterText("sv_tema 2");
            h.waitFor("help for sv_tema", () -> set.label("settingHelp").text().contains("sv_tema"));
            assertThat(set.label("settingHelp").text())
                    .isEqualTo("\u26a0 No such command: sv_tema (did you mean sv_team?)");
            set.textBox("settingInput").deleteText().enterText("tune_zone 1 gravity 0.5");
            h.waitFor(
                    "help for tune_zone", () -> set.label("settingHelp").text().startsWith("tune_zone"));
            h.screenshot("settings-lint-light", (Window) set.target());

            // fixing a line in place updates the marks and the count
            set.list("settingsList").selectItem(1);
            set.textBox("settingInput").deleteText().enterText("sv_team 3");
            set.button("settingReplace").click();
            h.waitFor(
                    "count after the fix",
                    () -> set.label("settingsSummary").text().equals("5 settings, 2 problems, 1 warning"));
            h.pressAndWaitClosed(set.button("settingsOk").target(), (Window) set.target());
            assertThat(GuiActionRunner.execute(
                            () -> h.window.workspace().map().info().settings()))
                    .containsExactly(
                            "sv_foo_bar 3", "sv_team 3", "sv_deepfly banana", "tune gravity 0.25", "sv_team 1");
        }
    }

    /** The text each row of the settings list is drawn with. */
    @SuppressWarnings("unchecked")
    private static List<String> rows(DialogFixture set) {
        JList<String> list = (JList<String>) set.list("settingsList").target();
        return java.util.stream.IntStream.range(0, list.getModel().getSize())
                .mapToObj(i -> ((JLabel) list.getCellRenderer()
                                .getListCellRendererComponent(
                                        list, list.getModel().getElementAt(i), i, false, false))
                        .getText())
                .toList();
    }
}
