package twedit.editor.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;
import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;
import twedit.editor.testutil.RobotDriven;
import twedit.model.datafile.ReadLimits;
import twedit.model.io.MapFiles;
import twedit.model.map.TileLayer;
import twedit.model.testutil.DdnetOracle;

/**
 * The unsaved-changes prompt: Cancel keeps the work, Don't Save discards it; a new map is valid for DDNet; a corrupt
 * file is refused with a clear message and the open work is kept.
 */
@RobotDriven
class UnsavedChangesTest {
    /** Where the test's files go; removed afterwards. */
    @org.junit.jupiter.api.io.TempDir
    java.nio.file.Path tempDir;

    @Test
    void corruptMapIsRefusedAndTheWorkKept() throws Exception {
        java.nio.file.Path bad = java.nio.file.Files.createFile(tempDir.resolve("twedit-corrupt.map"));
        java.nio.file.Files.write(bad, "DATA this is not a datafile".getBytes(java.nio.charset.StandardCharsets.UTF_8));
        try (GuiHarness h = new GuiHarness(false)) {
            h.centerOn(10, 10);
            EditorWorkflowTest.pick(h, 1);
            h.clickTile(12, 12);
            javax.swing.SwingUtilities.invokeLater(() -> h.window.files().load(bad, null));
            javax.swing.JDialog dialog = h.waitForDialog("Cannot open map");
            String message = GuiActionRunner.execute(() -> GuiHarness.find(dialog, javax.swing.JOptionPane.class)
                    .getMessage()
                    .toString());
            assertThat(message)
                    .contains(bad.getFileName().toString())
                    .doesNotContain("Exception")
                    .doesNotContain("at twedit");
            h.answer("Cannot open map", "OK");
            assertThat(h.cell(12, 12)).as("the open map is untouched").isEqualTo(1);
            assertThat(GuiActionRunner.execute(
                            () -> h.window.workspace().document().isModified()))
                    .isTrue();
        } finally {
            java.nio.file.Files.deleteIfExists(bad);
        }
    }

    @Test
    void promptBeforeDiscardingChanges() throws Exception {
        try (GuiHarness h = new GuiHarness(false)) {
            // the new map: a Game group with a 100x50 Game layer that the real server loads
            TileLayer game = GuiActionRunner.execute(
                    () -> h.window.workspace().map().gameLayer().orElseThrow());
            assertThat(game.width()).isEqualTo(100);
            assertThat(game.height()).isEqualTo(50);
            byte[] bytes = new MapFiles(ReadLimits.EDITOR, null)
                    .encode(
                            GuiActionRunner.execute(() -> h.window.workspace().map()),
                            twedit.model.codec.SaveOptions.DDNET);
            DdnetOracle.ServerResult server = DdnetOracle.serverLoads(bytes);
            assertThat(server.loaded()).as(server.summary()).isTrue();

            // paint something so the map is modified
            h.centerOn(10, 10);
            EditorWorkflowTest.pick(h, 1);
            h.clickTile(10, 10);
            assertThat(h.cell(10, 10)).isEqualTo(1);

            // Close Tab: the prompt appears; Cancel keeps the map as it is
            h.key(KeyEvent.VK_W, InputEvent.CTRL_DOWN_MASK);
            h.answer("Unsaved changes", "Cancel");
            assertThat(h.cell(10, 10)).isEqualTo(1);
            assertThat(GuiActionRunner.execute(
                            () -> h.window.workspace().document().isModified()))
                    .isTrue();

            // Close Tab again, from the menu this time: Don't Save discards it (a new map takes the last tab's place)
            // pressed on the event thread, later: a robot click on a menu can miss it under load, and the prompt it
            // opens is modal
            javax.swing.JMenuItem closeItem =
                    (javax.swing.JMenuItem) h.frame.menuItem("closeTabItem").target();
            javax.swing.SwingUtilities.invokeLater(closeItem::doClick);
            h.answer("Unsaved changes", "Don't Save");
            assertThat(h.cell(10, 10)).isZero();
            assertThat(GuiActionRunner.execute(
                            () -> h.window.workspace().document().isModified()))
                    .isFalse();

            // closing an unmodified map asks nothing; a modified one asks, and Don't Save quits
            h.centerOn(3, 3); // a new map opens at 100 % around its middle
            h.clickTile(3, 3);
            // asynchronously: the prompt is modal and would block a synchronous call
            javax.swing.SwingUtilities.invokeLater(h.window::close);
            h.answer("Unsaved changes", "Don't Save");
            assertThat(h.exited).isTrue();
        }
    }
}
