package twedit.editor.driftline;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import javax.swing.JDialog;
import javax.swing.JFileChooser;
import javax.swing.JLabel;
import javax.swing.SwingUtilities;
import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import twedit.editor.app.FileController;
import twedit.editor.testutil.EditorGui;
import twedit.editor.ui.FileChoosers;

/**
 * The tileset prompt of a Driftline map says in the dialog which tileset is missing and what Cancel does (its title
 * is short), and File > Open lists .map and .json maps together by default. Screenshot: driftline-tileset-prompt.png.
 */
class TilesetPromptGuiTest {
    @TempDir
    Path dir;

    @Test
    void theTilesetPromptExplainsItselfAndCancelOpensWithNumberedCells() throws Exception {
        Path json = dir.resolve("arena.json");
        Files.writeString(json, DriftlineSessionTest.EXAMPLE_C);
        try (DriftlineGui h = new DriftlineGui()) {
            GuiActionRunner.execute(() ->
                    h.driftline().setTilesetChooser(TilesetChooser.swing(new FileChoosers(h.prefs(), () -> null))));
            GuiActionRunner.execute(() -> h.window.files().load(json, null));
            JDialog d = h.waitForDialog(TilesetChooser.TITLE);
            JLabel note = GuiActionRunner.execute(() -> (JLabel) named(d, "tilesetNote"));
            assertThat(note.getText())
                    .contains("arena.json", "subspace_base.png", "Cancel opens the map with numbered");
            assertThat(GuiActionRunner.execute(() -> note.isShowing() && note.getWidth() > 100))
                    .isTrue();
            h.screenCapture("driftline-tileset-prompt");
            h.answer(TilesetChooser.TITLE, "Cancel");
            h.waitFor(
                    "opened",
                    () -> json.equals(h.window.workspace().file())
                            && !h.window.files().isWorking());
            assertThat(GuiActionRunner.execute(() -> h.driftline().current().tilesetShown()))
                    .isFalse();
        }
    }

    @Test
    void fileOpenListsMapAndJsonTogetherByDefault() throws Exception {
        Files.writeString(dir.resolve("a.json"), "{}");
        Files.write(dir.resolve("b.map"), new byte[] {1});
        try (DriftlineGui h = new DriftlineGui()) {
            SwingUtilities.invokeLater(() -> h.window.files().open());
            JDialog d = waitForChooser(h);
            JFileChooser fc = GuiActionRunner.execute(() -> EditorGui.find(d.getContentPane(), JFileChooser.class));
            String filter = GuiActionRunner.execute(() -> fc.getFileFilter().getDescription());
            assertThat(filter).isEqualTo(FileController.ALL_MAPS + " (*.map, *.json)");
            assertThat(GuiActionRunner.execute(() -> Arrays.stream(fc.getChoosableFileFilters())
                            .map(javax.swing.filechooser.FileFilter::getDescription)
                            .toList()))
                    .contains("Teeworlds / DDNet maps (*.map)", "Driftline maps (*.json)");
            assertThat(GuiActionRunner.execute(
                            () -> fc.accept(dir.resolve("a.json").toFile())
                                    && fc.accept(dir.resolve("b.map").toFile())))
                    .isTrue();
            GuiActionRunner.execute(fc::cancelSelection);
        }
    }

    private static JDialog waitForChooser(DriftlineGui h) {
        h.waitFor("open dialog", () -> GuiActionRunner.execute(() -> chooserDialog() != null));
        return GuiActionRunner.execute(TilesetPromptGuiTest::chooserDialog);
    }

    private static JDialog chooserDialog() {
        for (java.awt.Window w : java.awt.Window.getWindows()) {
            if (w instanceof JDialog dl
                    && w.isShowing()
                    && EditorGui.find(dl.getContentPane(), JFileChooser.class) != null) {
                return dl;
            }
        }
        return null;
    }

    private static java.awt.Component named(java.awt.Container c, String name) {
        for (java.awt.Component k : c.getComponents()) {
            if (name.equals(k.getName())) {
                return k;
            }
            if (k instanceof java.awt.Container cc) {
                java.awt.Component f = named(cc, name);
                if (f != null) {
                    return f;
                }
            }
        }
        return null;
    }
}
