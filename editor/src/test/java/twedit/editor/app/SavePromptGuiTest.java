package twedit.editor.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.swing.JDialog;
import javax.swing.JFileChooser;
import javax.swing.JOptionPane;
import javax.swing.SwingUtilities;
import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import twedit.editor.testutil.DamagedMaps;
import twedit.editor.testutil.RobotDriven;
import twedit.editor.testutil.ScreenCapture;

/**
 * What the Enter key does in the questions about saving: the unsaved-changes prompt saves (never discards), a map read
 * from a damaged file is saved to a new file (the original keeps its bytes) until it has been saved once, and Save As
 * asks before replacing a file, Cancel being the default.
 */
@RobotDriven
class SavePromptGuiTest {
    @TempDir
    Path dir;

    @Test
    void theUnsavedChangesPromptDefaultsToSave() throws Exception {
        try (GuiHarness h = new GuiHarness(false)) {
            h.centerOn(10, 10);
            EditorWorkflowTest.pick(h, 1);
            h.clickTile(10, 10);

            SwingUtilities.invokeLater(
                    () -> h.window.files().close(h.window.workspace().current()));
            JDialog prompt = h.waitForDialog(Dialogs.UNSAVED_TITLE);
            assertThat(defaultButton(prompt)).isEqualTo(Dialogs.SAVE);
            ScreenCapture.save(h.robot, "prompt-unsaved");

            // Escape cancels: the map stays as it is
            h.robot.pressAndReleaseKey(KeyEvent.VK_ESCAPE);
            h.waitFor("prompt closed", () -> !prompt.isShowing());
            assertThat(h.cell(10, 10)).isEqualTo(1);

            // Enter saves: an untitled map asks where, and cancelling that discards nothing either
            SwingUtilities.invokeLater(
                    () -> h.window.files().close(h.window.workspace().current()));
            JDialog again = h.waitForDialog(Dialogs.UNSAVED_TITLE);
            h.robot.pressAndReleaseKey(KeyEvent.VK_ENTER);
            h.waitFor("prompt closed", () -> !again.isShowing());
            JDialog saveAs = h.waitForDialog(FileController.SAVE_AS_TITLE);
            assertThat(GuiActionRunner.execute(
                            () -> chooser(saveAs).getSelectedFile().getName()))
                    .isEqualTo("Untitled.map");
            cancel(h, saveAs);
            assertThat(h.cell(10, 10)).isEqualTo(1);
            assertThat(GuiActionRunner.execute(
                            () -> h.window.workspace().document().isModified()))
                    .isTrue();
        }
    }

    @Test
    void aDamagedMapIsSavedToANewFileUntilItHasBeenSavedOnce() throws Exception {
        byte[] original = DamagedMaps.tolerated();
        Path damaged = dir.resolve("damaged.map");
        Files.write(damaged, original);
        Path fixed = dir.resolve("damaged-fixed.map");
        try (GuiHarness h = new GuiHarness(false)) {
            h.open(damaged);
            assertThat(GuiActionRunner.execute(h.window.files()::isDamaged)).isTrue();
            assertThat(GuiActionRunner.execute(h.window.status()::message)).contains("warning");
            h.centerOn(3, 3);
            EditorWorkflowTest.pick(h, 1);
            h.clickTile(3, 3);

            // Ctrl+S asks for a new file next to the original, proposing damaged-fixed.map
            h.key(KeyEvent.VK_S, InputEvent.CTRL_DOWN_MASK);
            JDialog chooser = h.waitForDialog(FileController.SAVE_REPAIRED_TITLE);
            assertThat(GuiActionRunner.execute(
                            () -> chooser(chooser).getSelectedFile().toPath()))
                    .isEqualTo(fixed);
            ScreenCapture.save(h.robot, "save-damaged-asks-for-a-new-file");
            cancel(h, chooser);
            assertThat(Files.readAllBytes(damaged)).isEqualTo(original);

            // the unsaved-changes prompt says so, and its default (Enter) is Save As, never writing over the original
            SwingUtilities.invokeLater(
                    () -> h.window.files().close(h.window.workspace().current()));
            JDialog prompt = h.waitForDialog(Dialogs.UNSAVED_TITLE);
            assertThat(defaultButton(prompt)).isEqualTo(Dialogs.SAVE_AS);
            assertThat(GuiActionRunner.execute(() -> GuiHarness.find(prompt, JOptionPane.class)
                            .getMessage()
                            .toString()))
                    .contains("damaged");
            ScreenCapture.save(h.robot, "prompt-unsaved-damaged");
            h.robot.pressAndReleaseKey(KeyEvent.VK_ENTER);
            h.waitFor("prompt closed", () -> !prompt.isShowing());
            cancel(h, h.waitForDialog(FileController.SAVE_REPAIRED_TITLE));
            assertThat(Files.readAllBytes(damaged)).isEqualTo(original);
            assertThat(GuiActionRunner.execute(() -> h.window.workspace().file()))
                    .as("nothing was discarded")
                    .isEqualTo(damaged);

            // saved to the new file, the map is no longer the damaged one: Save writes it there without asking
            // (what Ctrl+S runs, called directly: without a window manager the focus may not come back from the
            // dialogs above to the map at once)
            SwingUtilities.invokeLater(() -> h.window.files().save(null));
            JDialog saveAs = h.waitForDialog(FileController.SAVE_REPAIRED_TITLE);
            GuiActionRunner.execute(() -> chooser(saveAs).approveSelection());
            h.waitFor(
                    "saved to " + fixed,
                    () -> !h.window.files().isWorking()
                            && fixed.equals(h.window.workspace().file())
                            && !h.window.workspace().document().isModified());
            assertThat(GuiActionRunner.execute(h.window.files()::isDamaged)).isFalse();
            byte[] first = Files.readAllBytes(fixed);
            h.clickTile(4, 3);
            SwingUtilities.invokeLater(() -> h.window.files().save(null));
            h.waitFor(
                    "saved again",
                    () -> !h.window.files().isWorking()
                            && !h.window.workspace().document().isModified());
            assertThat(h.dialogShown(FileController.SAVE_AS_TITLE)).isFalse();
            assertThat(h.dialogShown(FileController.SAVE_REPAIRED_TITLE)).isFalse();
            assertThat(Files.readAllBytes(fixed)).isNotEqualTo(first);
            assertThat(Files.readAllBytes(damaged)).isEqualTo(original);

            // Save As onto a file that exists asks first, and Enter answers Cancel
            h.clickTile(5, 3);
            SwingUtilities.invokeLater(() -> h.window.files().saveAs(null));
            JDialog other = h.waitForDialog(FileController.SAVE_AS_TITLE);
            GuiActionRunner.execute(() -> {
                chooser(other).setSelectedFile(damaged.toFile());
                chooser(other).approveSelection();
            });
            JDialog replace = h.waitForDialog(Dialogs.REPLACE_TITLE);
            assertThat(defaultButton(replace)).isEqualTo("Cancel");
            ScreenCapture.save(h.robot, "save-as-replace");
            h.robot.pressAndReleaseKey(KeyEvent.VK_ENTER);
            h.waitFor("question closed", () -> !replace.isShowing());
            h.robot.waitForIdle();
            assertThat(GuiActionRunner.execute(h.window.files()::isWorking)).isFalse();
            assertThat(Files.readAllBytes(damaged)).isEqualTo(original);
            assertThat(GuiActionRunner.execute(() -> h.window.workspace().file()))
                    .isEqualTo(fixed);
        }
    }

    @Test
    void theRepairedCopyIsNamedNextToTheOriginalWithoutReplacingAFile() throws Exception {
        Path map = dir.resolve("run_blue.map");
        assertThat(MapChoosers.fixedName(map)).isEqualTo(dir.resolve("run_blue-fixed.map"));
        Files.write(dir.resolve("run_blue-fixed.map"), new byte[] {1});
        Files.write(dir.resolve("run_blue-fixed-2.map"), new byte[] {1});
        assertThat(MapChoosers.fixedName(map)).isEqualTo(dir.resolve("run_blue-fixed-3.map"));
        assertThat(MapChoosers.fixedName(dir.resolve("noext"))).isEqualTo(dir.resolve("noext-fixed.map"));
    }

    /** The text of the button Enter presses in {@code dialog}. */
    private static String defaultButton(JDialog dialog) {
        return GuiActionRunner.execute(() -> {
            javax.swing.JButton b = dialog.getRootPane().getDefaultButton();
            return b == null ? null : b.getText();
        });
    }

    private static JFileChooser chooser(JDialog dialog) {
        return GuiHarness.find(dialog, JFileChooser.class);
    }

    private static void cancel(GuiHarness h, JDialog chooserDialog) {
        GuiActionRunner.execute(() -> chooser(chooserDialog).cancelSelection());
        h.waitFor("chooser closed", () -> !chooserDialog.isShowing());
        h.robot.waitForIdle();
    }
}
