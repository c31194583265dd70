package twedit.editor.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.fixture.JTreeFixture;
import org.junit.jupiter.api.Test;
import twedit.editor.envelopes.AnimationFeature;
import twedit.editor.testutil.RobotDriven;
import twedit.model.map.Group;
import twedit.model.map.Layer;
import twedit.model.map.TileKind;
import twedit.model.map.TileLayer;
import twedit.model.testutil.Corpus;

/** Layer work in the tree and the properties panel: resize with an anchor, reorder by button and by drag. */
@RobotDriven
class LayerEditingTest {
    /** Where the test's copies of maps go; removed afterwards. */
    @org.junit.jupiter.api.io.TempDir
    java.nio.file.Path tempDir;

    @Test
    void resizeLayerWithCenterAnchorAndUndo() throws Exception {
        try (GuiHarness h = new GuiHarness(true)) {
            h.open(GuiHarness.copyOf(Corpus.ddnetMap("maps/dm1.map"), tempDir));
            JTreeFixture tree = h.frame.tree("layerTree");
            int row = rowOf(h, "Tiles (grass_main)  [tiles 60x50]");
            tree.clickRow(row);
            TileLayer layer = GuiActionRunner.execute(() -> h.window.workspace().currentTileLayer());
            assertThat(layer.kind()).isEqualTo(TileKind.TILES);
            byte[] before = GuiActionRunner.execute(() -> layer.grid().toBytes());
            int cornerId = GuiActionRunner.execute(() -> layer.grid().get(0, 0, 0));

            h.frame.spinner("layerWidth").enterTextAndCommit("80");
            h.frame.spinner("layerHeight").enterTextAndCommit("60");
            h.frame.comboBox("layerAnchor").selectItem("Center");
            h.frame.button("layerResize").click();
            h.robot.waitForIdle();
            assertThat(GuiActionRunner.execute(() -> layer.width())).isEqualTo(80);
            assertThat(GuiActionRunner.execute(() -> layer.height())).isEqualTo(60);
            // centred: the old content moved by (10, 5)
            assertThat(GuiActionRunner.execute(() -> layer.grid().get(10, 5, 0)))
                    .isEqualTo(cornerId);
            assertThat(h.window.layers().rowTexts()).contains("Tiles (grass_main)  [tiles 80x60]");
            h.screenshot("resized-dark");

            h.key(java.awt.event.KeyEvent.VK_Z, java.awt.event.InputEvent.CTRL_DOWN_MASK);
            assertThat(GuiActionRunner.execute(() -> layer.width())).isEqualTo(60);
            assertThat(GuiActionRunner.execute(() -> layer.grid().toBytes())).isEqualTo(before);
        }
    }

    @Test
    void resizingTheGameLayerResizesAllPhysicsLayers() throws Exception {
        try (GuiHarness h = new GuiHarness(false)) {
            h.open(GuiHarness.copyOf(Corpus.ddnetMap("maps/Tutorial.map"), tempDir));
            h.frame.tree("layerTree").clickRow(rowOf(h, "Game  [game 2210x110]"));
            h.frame.spinner("layerWidth").enterTextAndCommit("2300");
            h.frame.button("layerResize").click();
            h.robot.waitForIdle();
            List<Integer> widths = GuiActionRunner.execute(() -> h.window.workspace().map().allLayers().stream()
                    .filter(l ->
                            l instanceof TileLayer && ((TileLayer) l).kind().isPhysics())
                    .map(l -> ((TileLayer) l).width())
                    .toList());
            assertThat(widths).isNotEmpty().allMatch(w -> w == 2300);
        }
    }

    @Test
    void reorderLayersWithButtonsAndDragAndDrop() throws Exception {
        try (GuiHarness h = new GuiHarness(false)) {
            h.open(GuiHarness.copyOf(Corpus.ddnetMap("maps/dm1.map"), tempDir));
            Group group = GuiActionRunner.execute(() -> h.window.workspace().currentGroup());
            List<Layer> original = GuiActionRunner.execute(() -> List.copyOf(group.layers()));
            Layer first = original.get(0);
            JTreeFixture tree = h.frame.tree("layerTree");
            tree.clickRow(rowOfLayer(h, first));
            h.frame.button("moveDown").click();
            h.robot.waitForIdle();
            assertThat(GuiActionRunner.execute(() -> group.layers().indexOf(first)))
                    .isEqualTo(1);
            assertThat(GuiActionRunner.execute(() -> h.window.workspace().currentLayer()))
                    .isSameAs(first);

            // drag the layer back above the one now first
            Layer nowFirst = GuiActionRunner.execute(() -> group.layers().get(0));
            dragRow(h, rowOfLayer(h, first), rowOfLayer(h, nowFirst));
            assertThat(GuiActionRunner.execute(() -> group.layers().indexOf(first)))
                    .isEqualTo(0);

            // both moves are single undo steps
            h.key(java.awt.event.KeyEvent.VK_Z, java.awt.event.InputEvent.CTRL_DOWN_MASK);
            h.key(java.awt.event.KeyEvent.VK_Z, java.awt.event.InputEvent.CTRL_DOWN_MASK);
            assertThat(GuiActionRunner.execute(() -> List.copyOf(group.layers())))
                    .isEqualTo(original);
        }
    }

    @Test
    void theEyeOfARowHidesShowsAndSolosIt() throws Exception {
        try (GuiHarness h = new GuiHarness(false)) {
            h.open(GuiHarness.copyOf(Corpus.ddnetMap("maps/dm1.map"), tempDir));
            Layer game = GuiActionRunner.execute(
                    () -> h.window.workspace().map().gameLayer().orElseThrow());
            javax.swing.JTree t = (javax.swing.JTree) h.frame.tree("layerTree").target();
            java.awt.Rectangle r = GuiActionRunner.execute(() -> t.getRowBounds(rowOfLayer(h, game)));
            java.awt.Point eye = new java.awt.Point(r.x + 8, r.y + r.height / 2);
            twedit.editor.view.ViewOptions opts =
                    GuiActionRunner.execute(() -> h.window.view().options());

            h.robot.click(t, eye);
            h.robot.waitForIdle();
            assertThat(GuiActionRunner.execute(() -> opts.isHidden(game))).isTrue();
            h.screenshot("layer-tree-hidden");
            h.robot.click(t, eye);
            h.robot.waitForIdle();
            assertThat(GuiActionRunner.execute(() -> opts.isHidden(game))).isFalse();

            h.robot.pressKey(java.awt.event.KeyEvent.VK_SHIFT);
            h.robot.click(t, eye);
            h.robot.releaseKey(java.awt.event.KeyEvent.VK_SHIFT);
            h.robot.waitForIdle();
            assertThat(GuiActionRunner.execute(() -> opts.solo())).isSameAs(game);
            h.screenshot("layer-tree-solo");
            // a click on the name selects, it does not hide
            h.robot.click(t, new java.awt.Point(r.x + 40, r.y + r.height / 2));
            h.robot.waitForIdle();
            assertThat(GuiActionRunner.execute(() -> opts.isHidden(game))).isFalse();
        }
    }

    @Test
    void quadsAndSoundsLayersFromTheAddMenuShowHowManyItemsTheyHold() throws Exception {
        try (GuiHarness h = new GuiHarness(false)) {
            h.frame.button("addLayer").click();
            h.frame.menuItemWithPath("Quads layer").click();
            h.robot.waitForIdle();
            assertThat(GuiActionRunner.execute(() -> h.window.workspace().currentLayer()))
                    .isInstanceOf(twedit.model.map.QuadsLayer.class);
            h.frame.label("layerItemCount").requireText("0");
            GuiActionRunner.execute(() ->
                    h.window.feature(AnimationFeature.class).editors().quadOps().add(0, 0, 512));
            h.robot.waitForIdle();
            h.frame.label("layerItemCount").requireText("1");

            h.frame.button("addLayer").click();
            h.frame.menuItemWithPath("Sounds layer").click();
            h.robot.waitForIdle();
            assertThat(GuiActionRunner.execute(() -> h.window.workspace().currentLayer()))
                    .isInstanceOf(twedit.model.map.SoundsLayer.class);
            h.frame.label("layerItemCount").requireText("0");
        }
    }

    /** Drags tree row {@code from} with the mouse and drops it on the upper edge of row {@code to}. */
    private static void dragRow(GuiHarness h, int from, int to) {
        javax.swing.JTree t = (javax.swing.JTree) h.frame.tree("layerTree").target();
        java.awt.Rectangle a = GuiActionRunner.execute(() -> t.getRowBounds(from));
        java.awt.Rectangle b = GuiActionRunner.execute(() -> t.getRowBounds(to));
        h.robot.moveMouse(t, a.x + 20, a.y + a.height / 2);
        h.robot.pressMouse(org.assertj.swing.core.MouseButton.LEFT_BUTTON);
        for (int i = 1; i <= 10; i++) {
            int y = a.y + a.height / 2 + (b.y + 2 - a.y - a.height / 2) * i / 10;
            h.robot.moveMouse(t, a.x + 20 + i, y);
        }
        h.robot.moveMouse(t, b.x + 30, b.y + 2);
        h.robot.releaseMouse(org.assertj.swing.core.MouseButton.LEFT_BUTTON);
        h.robot.waitForIdle();
    }

    private static int rowOf(GuiHarness h, String text) {
        List<String> rows = GuiActionRunner.execute(() -> h.window.layers().rowTexts());
        int row = rows.indexOf(text);
        assertThat(row).as("row %s in %s", text, rows).isNotNegative();
        return row;
    }

    private static int rowOfLayer(GuiHarness h, Layer layer) {
        return GuiActionRunner.execute(() -> {
            javax.swing.JTree t = (javax.swing.JTree) h.frame.tree("layerTree").target();
            for (int i = 0; i < t.getRowCount(); i++) {
                Object o = ((javax.swing.tree.DefaultMutableTreeNode)
                                t.getPathForRow(i).getLastPathComponent())
                        .getUserObject();
                if (o == layer) {
                    return i;
                }
            }
            return -1;
        });
    }
}
