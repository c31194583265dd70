package twedit.editor.info;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.event.KeyEvent;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.finder.WindowFinder;
import org.assertj.swing.fixture.DialogFixture;
import org.junit.jupiter.api.Test;
import twedit.cli.TweditCommand;
import twedit.editor.physics.PhysicsGui;
import twedit.editor.testutil.RobotDriven;
import twedit.editor.ui.Utf8Limit;
import twedit.model.map.MapInfo;
import twedit.model.testutil.DdnetOracle;

/**
 * Map info and server settings through their dialogs: byte limits hold while typing, settings are added with
 * completion and the tune zone helper, a duplicate is flagged, everything undoes as one step each, and the saved
 * map shows the settings in {@code twedit info} and loads in the DDNet server.
 */
@RobotDriven
class InfoDialogsGuiTest {
    /** Where the test's files go; removed afterwards. */
    @org.junit.jupiter.api.io.TempDir
    java.nio.file.Path tempDir;

    @Test
    void editInfoAndSettingsSaveAndCheck() throws Exception {
        try (PhysicsGui h = new PhysicsGui(false)) {
            h.press(h.frame.menuItem("mapInfoItem").target());
            DialogFixture info = WindowFinder.findDialog("mapInfoDialog").using(h.robot);
            info.textBox("infoAuthor").enterText("J\u00fcrgen \u00c9tienne the Mapper of Many Maps");
            info.textBox("infoVersion").enterText("1.0");
            info.textBox("infoLicense").enterText("CC BY-SA 4.0");
            String author = info.textBox("infoAuthor").text();
            // the name did not fit: the field stopped at its limit (typed key by key, after "of "; inserted at once,
            // after the last whole word "of"), "Many" is not cut in two, and the space is not saved
            assertThat(author.stripTrailing()).isEqualTo("J\u00fcrgen \u00c9tienne the Mapper of");
            assertThat(info.label("infoAuthorBytes").text()).isEqualTo(Utf8Limit.bytes(author) + " / 31");
            h.screenshot("info-mapinfo-light", (java.awt.Window) info.target());
            h.pressAndWaitClosed(info.button("infoOk").target(), (java.awt.Window) info.target());
            MapInfo mi =
                    GuiActionRunner.execute(() -> h.window.workspace().map().info());
            assertThat(mi.author()).isEqualTo("J\u00fcrgen \u00c9tienne the Mapper of");
            assertThat(mi.version()).isEqualTo("1.0");

            h.press(h.frame.menuItem("serverSettingsItem").target());
            DialogFixture set = WindowFinder.findDialog("serverSettingsDialog").using(h.robot);
            set.textBox("settingInput").enterText("sv_te");
            set.textBox("settingInput").pressAndReleaseKeys(KeyEvent.VK_TAB);
            assertThat(set.textBox("settingInput").text()).isEqualTo("sv_team ");
            // each line is added before the next is typed, so a slow machine cannot merge or lose one
            set.textBox("settingInput").enterText("1\n");
            h.waitFor("sv_team 1 added", () -> set.list("settingsList").contents().length == 1);
            set.textBox("settingInput").enterText("sv_hit 0\n");
            h.waitFor("sv_hit 0 added", () -> set.list("settingsList").contents().length == 2);
            set.textBox("settingInput").enterText("sv_team 2\n");
            h.waitFor("sv_team 2 added", () -> set.list("settingsList").contents().length == 3);
            set.spinner("tuneZoneNumber").enterTextAndCommit("3");
            set.comboBox("tuneZoneParam").selectItem("gravity");
            set.textBox("tuneZoneValue").deleteText().enterText("0.25");
            set.button("tuneZoneAdd").click();
            h.waitFor("tune zone added", () -> set.list("settingsList").contents().length == 4);
            assertThat(set.label("settingsSummary").text()).isEqualTo("4 settings, 1 warning");
            h.screenshot("info-settings-light", (java.awt.Window) set.target());
            // the override is removed again
            set.list("settingsList").selectItem(2);
            set.button("settingRemove").click();
            h.pressAndWaitClosed(set.button("settingsOk").target(), (java.awt.Window) set.target());
            List<String> settings = GuiActionRunner.execute(
                    () -> h.window.workspace().map().info().settings());
            assertThat(settings).containsExactly("sv_team 1", "sv_hit 0", "tune_zone 3 gravity 0.25");

            // one undo step each
            assertThat(GuiActionRunner.execute(
                            () -> h.window.workspace().document().undo()))
                    .isTrue();
            assertThat(GuiActionRunner.execute(
                            () -> h.window.workspace().map().info().settings()))
                    .isNull();
            assertThat(GuiActionRunner.execute(
                            () -> h.window.workspace().map().info().author()))
                    .isEqualTo(mi.author());
            GuiActionRunner.execute(() -> h.window.workspace().document().redo());

            Path file = java.nio.file.Files.createDirectories(tempDir.resolve("twedit-info"))
                    .resolve("settings.map");
            h.saveTo(file);
            StringWriter out = new StringWriter();
            int code = TweditCommand.run(
                    new PrintWriter(out, true), new PrintWriter(new StringWriter(), true), "info", file.toString());
            assertThat(code).isZero();
            assertThat(out.toString())
                    .contains("settings (3):", "  sv_team 1", "  tune_zone 3 gravity 0.25", mi.author());
            DdnetOracle.ServerResult r = DdnetOracle.serverLoads(Files.readAllBytes(file));
            assertThat(r.loaded()).as(r.summary()).isTrue();
        }
    }

    @Test
    void settingsDialogInDarkTheme() throws Exception {
        try (PhysicsGui h = new PhysicsGui(true)) {
            h.press(h.frame.menuItem("serverSettingsItem").target());
            DialogFixture set = WindowFinder.findDialog("serverSettingsDialog").using(h.robot);
            set.textBox("settingInput").enterText("tune_zone 1 gravity 0\n");
            set.textBox("settingInput").enterText("tune_zone_enter 1 Low gravity!\n");
            set.textBox("settingInput").enterText("tune_zone 1 gravity 0\n");
            set.textBox("settingInput").enterText("tune_z");
            h.screenshot("info-settings-dark", (java.awt.Window) set.target());
            h.pressAndWaitClosed(set.button("settingsCancel").target(), (java.awt.Window) set.target());
            assertThat(GuiActionRunner.execute(
                            () -> h.window.workspace().map().info().settings()))
                    .isNull();
            h.press(h.frame.menuItem("mapInfoItem").target());
            DialogFixture info = WindowFinder.findDialog("mapInfoDialog").using(h.robot);
            info.textBox("infoCredits").enterText("Thanks to everyone who tested \u2764");
            h.screenshot("info-mapinfo-dark", (java.awt.Window) info.target());
            h.pressAndWaitClosed(info.button("infoCancel").target(), (java.awt.Window) info.target());
        }
    }
}
