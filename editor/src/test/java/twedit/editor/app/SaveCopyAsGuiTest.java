package twedit.editor.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import javax.swing.JMenuItem;
import javax.swing.KeyStroke;
import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import twedit.editor.testutil.EditorGui;
import twedit.model.codec.MapDecoder;
import twedit.model.codec.SaveOptions;
import twedit.model.datafile.ReadLimits;
import twedit.model.document.edits.Cells;
import twedit.model.document.edits.TileOps;
import twedit.model.io.MapFiles;
import twedit.model.map.TwMap;

/**
 * File > Save Copy As (Ctrl+Shift+Alt+S, as DDNet) writes the map with its unsaved changes to another file and keeps
 * editing the original: its file, tab and modified mark stay.
 */
class SaveCopyAsGuiTest {
    @TempDir
    Path dir;

    @Test
    void aCopyIsWrittenAndTheOriginalStaysOpenAndModified() throws Exception {
        Path original = dir.resolve("original.map");
        Files.write(original, new MapFiles(ReadLimits.EDITOR, null).encode(TwMap.newMap(20, 10), SaveOptions.DDNET));
        try (EditorGui h = new EditorGui(false)) {
            h.open(original);
            JMenuItem item = (JMenuItem) h.robot.finder().findByName("saveCopyAsItem", false);
            assertThat(GuiActionRunner.execute(item::getAccelerator))
                    .isEqualTo(KeyStroke.getKeyStroke("ctrl shift alt S"));
            GuiActionRunner.execute(() -> {
                var ws = h.window.workspace();
                ws.document().apply(TileOps.setCell(ws.currentTileLayer(), 3, 4, Cells.tile(2, 0)));
            });
            Path copy = dir.resolve("copy.map");
            GuiActionRunner.execute(() -> h.window.files().saveCopyTo(copy, twedit.model.codec.SourceForm.DDNET));
            h.waitFor(
                    "the copy written",
                    () -> Files.exists(copy) && !h.window.files().isWorking());
            assertThat(GuiActionRunner.execute(() -> h.window.workspace().file()))
                    .isEqualTo(original);
            assertThat(GuiActionRunner.execute(
                            () -> h.window.workspace().document().isModified()))
                    .isTrue();
            TwMap read = new MapDecoder(ReadLimits.DDNET).read(copy).map();
            assertThat(read.gameLayer().orElseThrow().grid().get(3, 4, 0)).isEqualTo(2);
            assertThat(new MapDecoder(ReadLimits.DDNET)
                            .read(original)
                            .map()
                            .gameLayer()
                            .orElseThrow()
                            .grid()
                            .get(3, 4, 0))
                    .as("the original file is untouched")
                    .isZero();
        }
    }
}
