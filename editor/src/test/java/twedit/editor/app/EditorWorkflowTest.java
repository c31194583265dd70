package twedit.editor.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Point;
import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;
import java.nio.file.Files;
import java.nio.file.Path;
import org.assertj.swing.core.GenericTypeMatcher;
import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;
import twedit.editor.panels.TilePickerPanel;
import twedit.editor.testutil.RobotDriven;
import twedit.editor.tools.ToolBox;
import twedit.model.datafile.ReadLimits;
import twedit.model.io.MapFiles;
import twedit.model.map.TileLayer;
import twedit.model.map.TwMap;
import twedit.model.testutil.Corpus;
import twedit.model.testutil.DdnetOracle;

/** The mapper's round trip: open a real map, pick a brush, paint, fill, undo, redo, save, reopen unchanged. */
@RobotDriven
class EditorWorkflowTest {
    /** Where the test's copies of maps go; removed afterwards. */
    @org.junit.jupiter.api.io.TempDir
    java.nio.file.Path tempDir;

    @Test
    void paintFillUndoRedoSaveAndReopen() throws Exception {
        Path map = GuiHarness.copyOf(Corpus.ddnetMap("maps/dm1.map"), tempDir);
        try (GuiHarness h = new GuiHarness(false)) {
            h.open(map);
            int[] spot =
                    GuiActionRunner.execute(() -> airArea(h.window.workspace().currentTileLayer()));
            int x = spot[0];
            int y = spot[1];
            h.centerOn(x + 2, y + 1);

            // pick tile 1 (solid) in the picker and paint a stroke of four tiles
            pick(h, 1);
            assertThat(GuiActionRunner.execute(() -> h.window.tools().activeId()))
                    .isEqualTo(ToolBox.Id.BRUSH);
            h.dragTiles(x, y, x + 3, y);
            for (int i = 0; i < 4; i++) {
                assertThat(h.cell(x + i, y)).as("painted tile %d", i).isEqualTo(1);
            }

            // rectangle fill with freeze (9), then bucket fill the freeze region with death (2)
            pick(h, 9);
            h.frame.toggleButton("tool.rect_fill").click();
            h.dragTiles(x, y + 1, x + 2, y + 2);
            assertThat(h.cell(x, y + 1)).isEqualTo(9);
            assertThat(h.cell(x + 2, y + 2)).isEqualTo(9);
            pick(h, 2);
            h.frame.toggleButton("tool.bucket").click();
            h.clickTile(x + 1, y + 1);
            assertThat(h.cell(x, y + 1)).isEqualTo(2);
            assertThat(h.cell(x + 2, y + 2)).isEqualTo(2);
            assertThat(h.cell(x + 3, y + 2)).as("outside the region").isEqualTo(0);

            // undo and redo from the keyboard; the Edit menu names the step
            h.frame.menuItem("undoItem").requireEnabled();
            assertThat(GuiActionRunner.execute(() -> h.window.edits().undo.getValue(javax.swing.Action.NAME)))
                    .asString()
                    .matches("Undo Fill \\d+ cells on Game with the bucket");
            h.key(KeyEvent.VK_Z, InputEvent.CTRL_DOWN_MASK);
            h.robot.waitForIdle();
            assertThat(h.cell(x + 1, y + 1)).isEqualTo(9);
            h.key(KeyEvent.VK_Y, InputEvent.CTRL_DOWN_MASK);
            h.robot.waitForIdle();
            assertThat(h.cell(x + 1, y + 1)).isEqualTo(2);
            h.key(KeyEvent.VK_Z, InputEvent.CTRL_DOWN_MASK);
            h.key(KeyEvent.VK_Z, InputEvent.CTRL_DOWN_MASK | InputEvent.SHIFT_DOWN_MASK);
            h.robot.waitForIdle();
            assertThat(h.cell(x + 1, y + 1)).as("Ctrl+Shift+Z redoes").isEqualTo(2);
            // each entry says what it did
            assertThat(String.join("|", h.window.history().labels()))
                    .containsPattern("Paint \\d+ cells on Game\\|Fill 6 cells on Game with a rectangle\\|"
                            + "Fill \\d+ cells on Game with the bucket");
            assertThat(h.window.getTitle()).startsWith("\u2022 dm1.map");
            h.screenshot("workflow-painted");

            // save with Ctrl+S and wait for the background save
            h.key(KeyEvent.VK_S, InputEvent.CTRL_DOWN_MASK);
            h.waitFor(
                    "saved",
                    () -> !h.window.files().isWorking()
                            && !h.window.workspace().document().isModified());
            assertThat(h.window.getTitle()).startsWith("dm1.map");

            // the file holds the painted tiles and the real server loads it
            byte[] bytes = Files.readAllBytes(map);
            TwMap saved = new MapFiles(ReadLimits.EDITOR, null).load(map).map();
            TileLayer game = saved.gameLayer().orElseThrow();
            assertThat(game.grid().get(x + 3, y, 0)).isEqualTo(1);
            assertThat(game.grid().get(x + 2, y + 2, 0)).isEqualTo(2);
            DdnetOracle.ServerResult server = DdnetOracle.serverLoads(bytes);
            assertThat(server.loaded()).as(server.summary()).isTrue();

            // reopen in the editor: the tiles are there and nothing counts as modified
            h.open(Corpus.ddnetMap("maps/dm2.map"));
            h.open(map);
            assertThat(h.cell(x, y)).isEqualTo(1);
            assertThat(h.cell(x + 1, y + 1)).isEqualTo(2);
            assertThat(GuiActionRunner.execute(
                            () -> h.window.workspace().document().isModified()))
                    .isFalse();
        }
    }

    /** Holds Space over the map (the tile picker shows, as in DDNet), clicks tile {@code id} in it, lets Space go. */
    static void pick(GuiHarness h, int id) {
        h.robot.focusAndWaitForFocusGain(h.window.view());
        h.robot.pressKey(KeyEvent.VK_SPACE);
        h.robot.waitForIdle();
        TilePickerPanel picker = h.robot.finder().find(h.window, new GenericTypeMatcher<>(TilePickerPanel.class, true) {
            @Override
            protected boolean isMatching(TilePickerPanel p) {
                return p.getParent() instanceof MapArea;
            }
        });
        Point p = GuiActionRunner.execute(() -> picker.cellCenter(id));
        try {
            h.robot.click(picker, p);
        } finally {
            h.robot.releaseKey(KeyEvent.VK_SPACE);
        }
        h.robot.waitForIdle();
        assertThat(GuiActionRunner.execute(() -> h.window.tools().brush().cell(0, 0)[0] & 0xFF))
                .isEqualTo(id);
        assertThat(GuiActionRunner.execute(picker::isShowing))
                .as("the picker hides after a pick")
                .isFalse();
    }

    /** The top-left corner of a 5x4 block of air in a layer, away from its border. */
    static int[] airArea(TileLayer layer) {
        for (int y = 2; y < layer.height() - 6; y++) {
            for (int x = 2; x < layer.width() - 7; x++) {
                if (isAir(layer, x, y, 5, 4)) {
                    return new int[] {x, y};
                }
            }
        }
        throw new AssertionError("no air area in " + layer);
    }

    private static boolean isAir(TileLayer l, int x0, int y0, int w, int h) {
        for (int y = y0; y < y0 + h; y++) {
            for (int x = x0; x < x0 + w; x++) {
                if (l.grid().get(x, y, 0) != 0) {
                    return false;
                }
            }
        }
        return true;
    }
}
