package twedit.editor.safety;

import static org.assertj.core.api.Assertions.assertThat;

import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.fixture.DialogFixture;
import org.junit.jupiter.api.Test;
import twedit.editor.testutil.EditorGui;
import twedit.editor.testutil.RobotDriven;

/** Edit > Preferences has a Saving page: the autosave delay (3 s after the last edit by default) and .bak backups. */
@RobotDriven
class SavingPrefsGuiTest {
    @Test
    void theAutosaveDelayIsSetInPreferences() throws Exception {
        try (EditorGui gui = new EditorGui(false)) {
            SafetyPrefs prefs = new SafetyPrefs(gui.prefs());
            assertThat(prefs.autosaveSeconds())
                    .isEqualTo(SafetyPrefs.DEFAULT_AUTOSAVE_SECONDS)
                    .isEqualTo(3);
            gui.frame.menuItemWithPath("Edit", "Preferences...").click();
            DialogFixture d = new DialogFixture(gui.robot, gui.waitForDialog("Preferences"));
            d.tabbedPane().selectTab("Saving");
            assertThat(d.spinner("autosaveSeconds").target().getValue()).isEqualTo(3);
            GuiActionRunner.execute(() -> d.spinner("autosaveSeconds").target().setValue(5));
            d.checkBox("keepBackup").check();
            gui.screenshot("preferences-saving", d.target());
            assertThat(prefs.autosaveSeconds()).isEqualTo(5);
            assertThat(prefs.keepBackup()).isTrue();
            d.button("closePreferences").click();
        }
    }
}
