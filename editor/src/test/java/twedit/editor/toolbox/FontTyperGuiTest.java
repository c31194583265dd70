package twedit.editor.toolbox;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import twedit.editor.testutil.EditorGui;
import twedit.editor.testutil.RobotDriven;
import twedit.model.codec.SaveOptions;
import twedit.model.datafile.ReadLimits;
import twedit.model.document.MapDocument;
import twedit.model.document.edits.Edits;
import twedit.model.io.MapFiles;
import twedit.model.map.Color;
import twedit.model.map.Group;
import twedit.model.map.MapImage;
import twedit.model.map.TileGrid;
import twedit.model.map.TileKind;
import twedit.model.map.TileLayer;
import twedit.model.map.TwMap;

/**
 * Ctrl+T text mode as DDNet's font typer: asks first on a new layer, letters and digits typed on the keyboard become
 * tiles 1-26 and 54-63 at the cursor, Enter goes to the line's start one row down, Escape ends it, and the session is
 * one undo step named "Font typer".
 */
@RobotDriven
class FontTyperGuiTest {
    @TempDir
    Path dir;

    private Path map() throws Exception {
        MapDocument doc = new MapDocument(TwMap.newMap(30, 20));
        MapImage font = new MapImage("font", 256, 256, false, MapImage.Format.RGBA, new byte[256 * 256 * 4]);
        doc.apply(Edits.addImage(doc.map(), 0, font));
        TileLayer text = TileLayer.detached(TileKind.TILES, "Text", new TileGrid(30, 20, 4), font, Color.WHITE);
        doc.apply(Edits.addGroup(doc.map(), 1, new Group("Text", List.of(text))));
        Path file = dir.resolve("font.map");
        Files.write(file, new MapFiles(ReadLimits.EDITOR, null).encode(doc.map(), SaveOptions.DDNET));
        return file;
    }

    private static List<int[]> tiles(TileLayer l) {
        List<int[]> out = new ArrayList<>();
        for (int y = 0; y < l.height(); y++) {
            for (int x = 0; x < l.width(); x++) {
                if (l.grid().get(x, y, 0) != 0) {
                    out.add(new int[] {x, y, l.grid().get(x, y, 0)});
                }
            }
        }
        return out;
    }

    @Test
    void typingPlacesLetterTilesAsOneUndoStep() throws Exception {
        try (EditorGui h = new EditorGui(false)) {
            h.open(map());
            MapDocument doc = GuiActionRunner.execute(() -> h.window.workspace().document());
            TileLayer text = GuiActionRunner.execute(() -> {
                TwMap m = h.window.workspace().map();
                Group g = m.groups().get(1);
                h.window.workspace().select(g, g.layers().get(0));
                return (TileLayer) g.layers().get(0);
            });
            h.centerOn(5, 5);
            h.robot.moveMouse(h.window.view(), h.tileCenter(5, 5));
            int steps = GuiActionRunner.execute(doc::historySize);
            h.key(KeyEvent.VK_T, InputEvent.CTRL_DOWN_MASK);
            h.answer("Text mode", "Yes");
            h.waitFor("text mode", () -> h.window.status().message().startsWith("Text mode:"));
            h.key(KeyEvent.VK_H, 0);
            h.key(KeyEvent.VK_I, 0);
            h.key(KeyEvent.VK_ENTER, 0);
            h.key(KeyEvent.VK_1, 0);
            h.key(KeyEvent.VK_0, 0);
            h.screenshot("font-typer", null);
            h.key(KeyEvent.VK_ESCAPE, 0);
            List<int[]> placed = GuiActionRunner.execute(() -> tiles(text));
            assertThat(placed).hasSize(4);
            int[] first = placed.get(0);
            assertThat(placed.get(0)[2]).isEqualTo(8); // h
            assertThat(placed.get(1)).containsExactly(first[0] + 1, first[1], 9); // i
            assertThat(placed.get(2)).containsExactly(first[0], first[1] + 1, 54); // 1
            assertThat(placed.get(3)).containsExactly(first[0] + 1, first[1] + 1, 63); // 0
            assertThat(first[0]).as("the cursor starts under the mouse").isBetween(4, 6);
            assertThat(GuiActionRunner.execute(doc::historySize)).isEqualTo(steps + 1);
            assertThat(GuiActionRunner.execute(doc::undoLabel)).isEqualTo("Font typer");
            assertThat(GuiActionRunner.execute(() -> h.window.status().message()))
                    .isEqualTo("Text mode ended: 4 tiles typed (Font typer, one undo step).");
            // out of text mode the letters are tool keys again; a second Ctrl+T on the layer does not ask
            h.key(KeyEvent.VK_T, InputEvent.CTRL_DOWN_MASK);
            h.waitFor("text mode again", () -> h.window.status().message().startsWith("Text mode:"));
            h.key(KeyEvent.VK_Z, InputEvent.CTRL_DOWN_MASK); // a shortcut ends text mode and acts: undo
            h.waitFor("undone", () -> tiles(text).isEmpty());
        }
    }

    @Test
    void aLayerWithoutImageOrTheGameLayerRefuses() throws Exception {
        try (EditorGui h = new EditorGui(false)) {
            h.open(map());
            GuiActionRunner.execute(() -> {
                TwMap m = h.window.workspace().map();
                h.window
                        .workspace()
                        .select(m.gameGroup().orElseThrow(), m.gameLayer().orElseThrow());
            });
            h.key(KeyEvent.VK_T, InputEvent.CTRL_DOWN_MASK);
            assertThat(GuiActionRunner.execute(() -> h.window.status().message()))
                    .isEqualTo("Text mode types on a tiles layer: select one.");
        }
    }
}
