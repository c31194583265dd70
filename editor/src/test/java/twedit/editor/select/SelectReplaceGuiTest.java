package twedit.editor.select;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.event.KeyEvent;
import java.nio.file.Path;
import javax.swing.JDialog;
import javax.swing.JLabel;
import javax.swing.JMenuItem;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.fixture.DialogFixture;
import org.junit.jupiter.api.Test;
import twedit.editor.testutil.EditorGui;
import twedit.editor.testutil.RobotDriven;
import twedit.editor.tools.TileSelection;
import twedit.editor.tools.ToolBox;
import twedit.model.codec.SaveOptions;
import twedit.model.datafile.ReadLimits;
import twedit.model.document.edits.TileBrush;
import twedit.model.io.MapFiles;
import twedit.model.map.Group;
import twedit.model.map.MapFixtures;
import twedit.model.map.TileKind;
import twedit.model.map.TileLayer;
import twedit.model.map.TwMap;
import twedit.model.testutil.TestMaps;

/**
 * Find, select and replace by hand: the magic wand (contiguous, whole layer, flag tolerance), Shift adding and Ctrl
 * subtracting, copy and delete keeping to the mask, the group-wide rectangle, and the replace dialog's count and
 * one-step undo. The map is built in code: a 20x10 Game group with the game layer and a tiles layer "Design".
 */
@RobotDriven
class SelectReplaceGuiTest {
    /** Where the test's files go; removed afterwards. */
    @org.junit.jupiter.api.io.TempDir
    java.nio.file.Path tempDir;

    /** Design: tile 5 at (2..4, 1) flags 0, (4, 2) XFLIP, (8, 1) flags 0; tile 7 at (10, 5). Game: solid (2..6, 3). */
    private Path map() throws Exception {
        TwMap map = TwMap.newMap(20, 10);
        Group g = map.gameGroup().orElseThrow();
        TileLayer design = TileLayer.empty(TileKind.TILES, 20, 10);
        MapFixtures.setName(design, "Design");
        for (int x = 2; x <= 4; x++) {
            TestMaps.setTile(design.grid(), x, 1, 5, 0);
        }
        TestMaps.setTile(design.grid(), 4, 2, 5, 1);
        TestMaps.setTile(design.grid(), 8, 1, 5, 0);
        TestMaps.setTile(design.grid(), 10, 5, 7, 0);
        MapFixtures.add(g.layers(), design);
        TileLayer game = map.gameLayer().orElseThrow();
        for (int x = 2; x <= 6; x++) {
            TestMaps.setTile(game.grid(), x, 3, 1, 0);
            TestMaps.setTile(design.grid(), x, 3, 9, 0);
        }
        Path file = java.nio.file.Files.createDirectories(tempDir.resolve("twedit-select"))
                .resolve("select.map");
        new MapFiles(ReadLimits.EDITOR, null).save(map, file, SaveOptions.DDNET);
        return file;
    }

    private static void useLayer(EditorGui gui, String name) {
        GuiActionRunner.execute(() -> {
            Group g = gui.window.workspace().map().gameGroup().orElseThrow();
            for (var l : g.layers()) {
                if (l.name().equals(name)) {
                    gui.window.workspace().select(g, l);
                }
            }
        });
        gui.centerOn(8, 4);
    }

    private static int selected(EditorGui gui) {
        return GuiActionRunner.execute(() -> {
            TileSelection s = gui.window.tools().selection();
            return s == null ? 0 : s.mask().count();
        });
    }

    private static void withKey(EditorGui gui, int key, Runnable body) {
        gui.robot.pressKey(key);
        try {
            body.run();
        } finally {
            gui.robot.releaseKey(key);
            gui.robot.waitForIdle();
        }
    }

    private static void press(EditorGui gui, String itemName) {
        JMenuItem item = GuiActionRunner.execute(() -> find(gui.window.getJMenuBar(), itemName));
        assertThat(item).as(itemName).isNotNull();
        gui.press(item);
    }

    private static JMenuItem find(javax.swing.JMenuBar bar, String name) {
        for (int i = 0; i < bar.getMenuCount(); i++) {
            for (java.awt.Component c : bar.getMenu(i).getMenuComponents()) {
                if (c instanceof JMenuItem m && name.equals(m.getName())) {
                    return m;
                }
            }
        }
        return null;
    }

    @Test
    void theWandSelectsContiguousOrWholeLayerWithFlagToleranceShiftAddsCtrlSubtracts() throws Exception {
        try (EditorGui gui = new EditorGui(false)) {
            gui.open(map());
            useLayer(gui, "Design");
            gui.key(KeyEvent.VK_Y, 0);
            assertThat(GuiActionRunner.execute(() -> gui.window.tools().activeId()))
                    .isEqualTo(ToolBox.Id.WAND);
            assertThat(GuiActionRunner.execute(() -> gui.window.tools().active().hint()))
                    .contains("contiguous")
                    .contains("same id and flags");
            // contiguous, same id and flags: the flipped tile below is left out
            gui.clickTile(2, 1);
            assertThat(selected(gui)).isEqualTo(3);
            // same id only: the flipped one joins
            press(gui, "wandMatchIdItem");
            gui.clickTile(2, 1);
            assertThat(selected(gui)).isEqualTo(4);
            // whole layer: the separate tile at (8, 1) too
            press(gui, "wandContiguousItem");
            gui.clickTile(2, 1);
            assertThat(selected(gui)).isEqualTo(5);
            // Shift adds the tile 7, Ctrl subtracts every tile 5 again
            withKey(gui, KeyEvent.VK_SHIFT, () -> gui.clickTile(10, 5));
            assertThat(selected(gui)).isEqualTo(6);
            withKey(gui, KeyEvent.VK_CONTROL, () -> gui.clickTile(8, 1));
            assertThat(selected(gui)).isEqualTo(1);
            assertThat(GuiActionRunner.execute(
                            () -> gui.window.tools().selection().contains(10, 5)))
                    .isTrue();
            gui.screenshot("select-wand");
        }
    }

    @Test
    void shiftAndCtrlShapeARectangleSelectionAndCopyAndDeleteKeepToIt() throws Exception {
        try (EditorGui gui = new EditorGui(false)) {
            gui.open(map());
            useLayer(gui, "Design");
            gui.key(KeyEvent.VK_Q, 0);
            gui.dragTiles(2, 1, 4, 3); // 3x3
            assertThat(selected(gui)).isEqualTo(9);
            withKey(gui, KeyEvent.VK_SHIFT, () -> gui.dragTiles(8, 1, 8, 1));
            assertThat(selected(gui)).isEqualTo(10);
            withKey(gui, KeyEvent.VK_CONTROL, () -> gui.dragTiles(3, 1, 3, 3));
            assertThat(selected(gui)).isEqualTo(7);
            // copy: the bounding box, with the unselected column empty
            gui.key(KeyEvent.VK_C, KeyEvent.CTRL_DOWN_MASK);
            TileBrush b = GuiActionRunner.execute(() -> gui.window.tools().clipboard());
            assertThat(b.width()).isEqualTo(7);
            assertThat(b.height()).isEqualTo(3);
            assertThat(b.cell(0, 0)[0]).isEqualTo((byte) 5);
            assertThat(b.isEmpty(1, 0)).as("the subtracted column").isTrue();
            // delete: the selected cells go, the subtracted column stays
            gui.key(KeyEvent.VK_DELETE, 0);
            assertThat(gui.cell(2, 1)).isZero();
            assertThat(gui.cell(3, 1)).isEqualTo(5);
            assertThat(gui.cell(3, 3)).isEqualTo(9);
            assertThat(gui.cell(4, 3)).isZero();
            assertThat(gui.cell(5, 3)).isEqualTo(9);
            assertThat(gui.cell(8, 1)).isZero();
            assertThat(GuiActionRunner.execute(
                            () -> gui.window.workspace().document().undoLabel()))
                    .startsWith("Delete ")
                    .contains(" cells on ");
        }
    }

    @Test
    void aGroupWideRectangleDeletesOnEveryLayerInOneStep() throws Exception {
        try (EditorGui gui = new EditorGui(false)) {
            gui.open(map());
            useLayer(gui, "Design");
            press(gui, "groupSelectItem");
            gui.key(KeyEvent.VK_Q, 0);
            gui.dragTiles(2, 3, 4, 3);
            assertThat(GuiActionRunner.execute(
                            () -> gui.window.tools().selection().layers()))
                    .hasSize(2);
            int history = GuiActionRunner.execute(
                    () -> gui.window.workspace().document().historySize());
            gui.key(KeyEvent.VK_DELETE, 0);
            TileLayer game = GuiActionRunner.execute(
                    () -> gui.window.workspace().map().gameLayer().orElseThrow());
            assertThat(GuiActionRunner.execute(() -> game.grid().get(3, 3, 0))).isZero();
            assertThat(GuiActionRunner.execute(() -> game.grid().get(5, 3, 0))).isEqualTo(1);
            assertThat(gui.cell(3, 3)).isZero();
            assertThat(gui.cell(5, 3)).isEqualTo(9);
            assertThat(GuiActionRunner.execute(
                            () -> gui.window.workspace().document().historySize()))
                    .isEqualTo(history + 1);
            gui.key(KeyEvent.VK_Z, KeyEvent.CTRL_DOWN_MASK);
            assertThat(GuiActionRunner.execute(() -> game.grid().get(3, 3, 0))).isEqualTo(1);
            assertThat(gui.cell(3, 3)).isEqualTo(9);
        }
    }

    @Test
    void theReplaceDialogCountsBeforeApplyAndOneUndoRestores() throws Exception {
        try (EditorGui gui = new EditorGui(false)) {
            gui.open(map());
            useLayer(gui, "Design");
            gui.key(KeyEvent.VK_H, KeyEvent.CTRL_DOWN_MASK);
            JDialog d = gui.waitForDialog("Find and Replace Tiles");
            DialogFixture f = new DialogFixture(gui.robot, d);
            f.textBox("replaceFrom").setText("5");
            f.textBox("replaceTo").setText("6");
            JLabel count = gui.robot.finder().findByName(d, "replaceCount", JLabel.class, true);
            assertThat(GuiActionRunner.execute(count::getText)).contains("5 tiles will change in 1 layer");
            // only flags 0: the flipped one is left out
            f.checkBox("replaceFromFlagsOn").check();
            if (!GuiActionRunner.execute(
                    () -> f.checkBox("replaceFromFlagsOn").target().isSelected())) {
                f.checkBox("replaceFromFlagsOn").check(); // a robot click lost on a loaded machine (seen once in CI)
            }
            gui.waitFor(
                    "the count without the flipped tile",
                    () -> count.getText().contains("4 tiles will change in 1 layer"));
            assertThat(GuiActionRunner.execute(count::getText)).contains("4 tiles will change in 1 layer");
            f.comboBox("replaceScope").selectItem("Whole map");
            f.textBox("replaceFrom").setText("1");
            f.checkBox("replaceFromFlagsOn").uncheck();
            // tile 1 is solid on the game layer: 5 cells, the design layer has none
            assertThat(GuiActionRunner.execute(count::getText)).contains("5 tiles will change in 1 layer");
            gui.screenshot("replace-dialog", d);
            f.button("replaceApply").click();
            gui.robot.waitForIdle();
            TileLayer game = GuiActionRunner.execute(
                    () -> gui.window.workspace().map().gameLayer().orElseThrow());
            assertThat(GuiActionRunner.execute(() -> game.grid().get(4, 3, 0))).isEqualTo(6);
            assertThat(GuiActionRunner.execute(count::getText)).contains("Replaced 5 tiles in 1 layer");
            assertThat(GuiActionRunner.execute(
                            () -> gui.window.workspace().document().undoLabel()))
                    .isEqualTo("Replace tiles");
            f.button("replaceClose").click();
            gui.key(KeyEvent.VK_Z, KeyEvent.CTRL_DOWN_MASK);
            assertThat(GuiActionRunner.execute(() -> game.grid().get(4, 3, 0))).isEqualTo(1);
            assertThat(GuiActionRunner.execute(
                            () -> gui.window.workspace().document().canUndo()))
                    .isFalse();
        }
    }
}
