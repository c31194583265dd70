package twedit.editor.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javax.swing.JDialog;
import javax.swing.JFileChooser;
import javax.swing.SwingUtilities;
import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Save As of a new map opens in the user's DDNet maps folder (where DDNet's editor saves), never in the folder a map
 * was last opened from; the folder is made when the user saves and left alone when the user cancels.
 */
class SaveAsFolderGuiTest {
    @TempDir
    Path dir;

    @Test
    void aNewMapIsSavedInDdnetsMapsFolderMadeOnlyWhenSaving() throws Exception {
        Path other = dir.resolve("elsewhere.map");
        try (GuiHarness h = new GuiHarness(false)) {
            Path maps = h.home().resolve(".local/share/ddnet/maps");
            // a map opened from another folder makes that the last map folder used
            h.saveTo(other);
            h.open(other);
            GuiActionRunner.execute(() -> h.window.files().newMap());
            assertThat(Files.exists(maps)).isFalse();

            SwingUtilities.invokeLater(() -> h.window.files().saveAs(null));
            JDialog saveAs = h.waitForDialog(FileController.SAVE_AS_TITLE);
            JFileChooser ch = GuiHarness.find(saveAs, JFileChooser.class);
            assertThat(GuiActionRunner.execute(() -> ch.getCurrentDirectory().toPath()))
                    .isEqualTo(maps);
            assertThat(GuiActionRunner.execute(() -> ch.getSelectedFile().getName()))
                    .isEqualTo("Untitled.map");
            GuiActionRunner.execute(() -> ch.cancelSelection());
            h.waitFor("chooser closed", () -> !saveAs.isShowing());
            assertThat(Files.exists(maps))
                    .as("cancelled: no folder left behind")
                    .isFalse();
            assertThat(Files.exists(h.home().resolve(".local/share/ddnet"))).isFalse();

            SwingUtilities.invokeLater(() -> h.window.files().saveAs(null));
            JDialog again = h.waitForDialog(FileController.SAVE_AS_TITLE);
            JFileChooser ch2 = GuiHarness.find(again, JFileChooser.class);
            GuiActionRunner.execute(() -> {
                ch2.setSelectedFile(new File(maps.toFile(), "mine.map"));
                ch2.approveSelection();
            });
            h.waitFor(
                    "saved",
                    () -> Files.isRegularFile(maps.resolve("mine.map"))
                            && !h.window.files().isWorking());
            assertThat(GuiActionRunner.execute(() -> h.window.workspace().file()))
                    .isEqualTo(maps.resolve("mine.map"));
        }
    }

    @Test
    void systemInstallFoldersAreNoPlaceForTheUsersMaps() {
        assertThat(SaveFolder.isUsers(Path.of("/usr/share/games/ddnet/data/maps7"), List.of()))
                .isFalse();
        assertThat(SaveFolder.isUsers(dir, List.of())).isTrue();
        assertThat(SaveFolder.isUsers(dir, List.of(dir.getParent())))
                .as("under Program Files")
                .isFalse();
        assertThat(SaveFolder.isUsers(dir.resolve("missing"), List.of())).isFalse();
    }
}
