package twedit.editor.toolbox;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import javax.swing.JMenuItem;
import org.assertj.swing.core.GenericTypeMatcher;
import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import twedit.editor.testutil.EditorGui;
import twedit.model.codec.SaveOptions;
import twedit.model.datafile.ReadLimits;
import twedit.model.document.MapDocument;
import twedit.model.io.MapFiles;
import twedit.model.map.TileLayer;
import twedit.model.map.TwMap;

/** Tools > Place border on the Game layer: one undo step named as DDNet's, and the status bar says so. */
class PlaceBorderGuiTest {
    @TempDir
    Path dir;

    @Test
    void toolsPlaceBorderPutsTileOneAroundTheGameLayer() throws Exception {
        Path file = dir.resolve("border.map");
        Files.write(file, new MapFiles(ReadLimits.EDITOR, null).encode(TwMap.newMap(12, 9), SaveOptions.DDNET));
        try (EditorGui h = new EditorGui(false)) {
            h.open(file);
            TwMap map = GuiActionRunner.execute(() -> h.window.workspace().map());
            MapDocument doc = GuiActionRunner.execute(() -> h.window.workspace().document());
            TileLayer game = map.gameLayer().orElseThrow();
            GuiActionRunner.execute(
                    () -> h.window.workspace().select(map.gameGroup().orElseThrow(), game));
            JMenuItem item = h.robot.finder().find(new GenericTypeMatcher<JMenuItem>(JMenuItem.class, false) {
                @Override
                protected boolean isMatching(JMenuItem m) {
                    return "placeBorderItem".equals(m.getName());
                }
            });
            GuiActionRunner.execute(() -> item.doClick(0));
            assertThat(GuiActionRunner.execute(doc::undoLabel)).isEqualTo("Tool 'Make borders'");
            assertThat(GuiActionRunner.execute(() -> h.window.status().message()))
                    .isEqualTo("Tool 'Make borders': tile 1 around layer 'Game'.");
            int n = GuiActionRunner.execute(() -> {
                int c = 0;
                for (int y = 0; y < 9; y++) {
                    for (int x = 0; x < 12; x++) {
                        c += game.grid().get(x, y, 0);
                    }
                }
                return c;
            });
            assertThat(n).isEqualTo(12 * 9 - 8 * 5);
        }
    }
}
