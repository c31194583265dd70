package twedit.editor.panels;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Rectangle;
import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.swing.JTree;
import javax.swing.tree.DefaultMutableTreeNode;
import javax.swing.tree.TreePath;
import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import twedit.editor.testutil.EditorGui;
import twedit.editor.testutil.RobotDriven;
import twedit.editor.testutil.ScreenCapture;
import twedit.model.codec.SaveOptions;
import twedit.model.datafile.ReadLimits;
import twedit.model.io.MapFiles;
import twedit.model.map.Group;
import twedit.model.map.MapFixtures;
import twedit.model.map.TileGrid;
import twedit.model.map.TileKind;
import twedit.model.map.TileLayer;
import twedit.model.map.TwMap;

/**
 * A mapper selects a design layer with the game layer (Ctrl+click in the layer tree), grabs a wall with both, paints
 * it elsewhere with one click and takes it back with one Ctrl+Z; Shift+click selects a range of layers.
 */
@RobotDriven
class SeveralLayersGuiTest {
    @TempDir
    Path dir;

    private Path map() throws Exception {
        TwMap m = TwMap.newMap(30, 20);
        Group game = m.gameGroup().orElseThrow();
        TileGrid walls = new TileGrid(30, 20, 4);
        walls.rawCells()[(3 * 30 + 3) * 4] = 7;
        walls.rawCells()[(3 * 30 + 4) * 4] = 8;
        MapFixtures.add(game.layers(), new TileLayer(TileKind.TILES, "Walls", walls));
        MapFixtures.add(game.layers(), new TileLayer(TileKind.TILES, "Deco", new TileGrid(30, 20, 4)));
        m.gameLayer().orElseThrow().grid().rawCells()[(3 * 30 + 3) * 4] = 1;
        Path file = dir.resolve("layers.map");
        Files.write(file, new MapFiles(ReadLimits.EDITOR, null).encode(m, SaveOptions.DDNET));
        return file;
    }

    private static Rectangle row(JTree tree, Object target) {
        return GuiActionRunner.execute(() -> {
            for (int i = 0; i < tree.getRowCount(); i++) {
                TreePath p = tree.getPathForRow(i);
                if (((DefaultMutableTreeNode) p.getLastPathComponent()).getUserObject() == target) {
                    tree.scrollPathToVisible(p);
                    return tree.getPathBounds(p);
                }
            }
            throw new AssertionError("no row for " + target);
        });
    }

    private static void click(EditorGui h, JTree tree, Object target, int modifierKey) {
        Rectangle r = row(tree, target);
        java.awt.Point at = new java.awt.Point(r.x + r.width - 12, r.y + r.height / 2);
        if (modifierKey != 0) {
            h.robot.pressKey(modifierKey);
        }
        h.robot.click(tree, at);
        if (modifierKey != 0) {
            h.robot.releaseKey(modifierKey);
        }
        h.robot.waitForIdle();
    }

    @Test
    void ctrlClickSelectsTwoLayersThatAGrabAndAStrokeTakeTogether() throws Exception {
        try (EditorGui h = new EditorGui(false)) {
            h.open(map());
            TwMap m = GuiActionRunner.execute(() -> h.window.workspace().map());
            Group g = m.gameGroup().orElseThrow();
            TileLayer game = m.gameLayer().orElseThrow();
            TileLayer walls = (TileLayer) g.layers().get(1);
            TileLayer deco = (TileLayer) g.layers().get(2);
            JTree tree = h.frame.tree("layerTree").target();

            click(h, tree, game, 0);
            click(h, tree, walls, KeyEvent.VK_CONTROL);
            assertThat(GuiActionRunner.execute(() -> h.window.workspace().selectedTileLayers()))
                    .containsExactly(game, walls);
            assertThat(GuiActionRunner.execute(() -> tree.getSelectionCount())).isEqualTo(2);

            h.centerOn(8, 6);
            h.dragTiles(3, 3, 4, 3); // an empty brush grabs from both layers
            assertThat(GuiActionRunner.execute(() -> h.window.tools().parts().size()))
                    .isEqualTo(2);
            int steps = GuiActionRunner.execute(
                    () -> h.window.workspace().document().historySize());
            h.robot.moveMouse(h.window.view(), h.tileCenter(10, 8));
            h.robot.waitForIdle();
            ScreenCapture.save(h.robot, "several-layers-brush");
            h.clickTile(10, 8);
            assertThat(GuiActionRunner.execute(() -> walls.grid().get(10, 8, 0)))
                    .isEqualTo(7);
            assertThat(GuiActionRunner.execute(() -> walls.grid().get(11, 8, 0)))
                    .isEqualTo(8);
            assertThat(GuiActionRunner.execute(() -> game.grid().get(10, 8, 0))).isEqualTo(1);
            assertThat(GuiActionRunner.execute(
                            () -> h.window.workspace().document().historySize()))
                    .as("one undo step for both layers")
                    .isEqualTo(steps + 1);

            h.key(KeyEvent.VK_Z, InputEvent.CTRL_DOWN_MASK);
            assertThat(GuiActionRunner.execute(() -> walls.grid().get(10, 8, 0)))
                    .isZero();
            assertThat(GuiActionRunner.execute(() -> game.grid().get(10, 8, 0))).isZero();

            // Shift+click takes the range from the current layer
            click(h, tree, game, 0);
            click(h, tree, deco, KeyEvent.VK_SHIFT);
            assertThat(GuiActionRunner.execute(() -> h.window.workspace().selectedTileLayers()))
                    .containsExactly(game, walls, deco);
            h.showPanel("Properties");
            ScreenCapture.save(h.robot, "several-layers-properties");
            assertThat(h.robot.finder().findByName("layersImage").isShowing()).isTrue();
            // a plain click selects one layer again
            click(h, tree, walls, 0);
            assertThat(GuiActionRunner.execute(() -> h.window.workspace().selectedTileLayers()))
                    .containsExactly(walls);
        }
    }
}
