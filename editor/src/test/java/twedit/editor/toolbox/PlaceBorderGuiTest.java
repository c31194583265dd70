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

/** Tools > Place border on the Game layer: DDNet's question (No changes nothing), one undo step named as DDNet's, and the status bar says so. */
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
            // DDNet's question first: No leaves the layer as it was
            h.press(item);
            javax.swing.JDialog asked = h.waitForDialog(ToolboxFeature.TITLE);
            assertThat(GuiActionRunner.execute(() -> String.valueOf(
                            EditorGui.find(asked, javax.swing.JOptionPane.class).getMessage())))
                    .contains("overwrite any existing tiles around the edges of the layer", "Continue?");
            h.answer(ToolboxFeature.TITLE, "No");
            assertThat(GuiActionRunner.execute(() -> cells(game))).isZero();
            assertThat(GuiActionRunner.execute(doc::canUndo)).isFalse();
            h.press(item);
            h.answer(ToolboxFeature.TITLE, "Yes");
            assertThat(GuiActionRunner.execute(doc::undoLabel)).isEqualTo("Tool 'Make borders'");
            assertThat(GuiActionRunner.execute(() -> h.window.status().message()))
                    .isEqualTo("Tool 'Make borders': tile 1 around layer 'Game'.");
            assertThat(GuiActionRunner.execute(() -> cells(game))).isEqualTo(12 * 9 - 8 * 5);
        }
    }

    private static int cells(TileLayer game) {
        int c = 0;
        for (int y = 0; y < game.height(); y++) {
            for (int x = 0; x < game.width(); x++) {
                c += game.grid().get(x, y, 0);
            }
        }
        return c;
    }
}
