package twedit.editor.compare;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;
import twedit.editor.testutil.EditorGui;
import twedit.editor.testutil.RobotDriven;
import twedit.model.diff.Difference;
import twedit.model.document.edits.TileOps;
import twedit.model.map.TileKind;
import twedit.model.map.TileLayer;
import twedit.model.testutil.Corpus;
import twedit.model.tiles.DdnetTiles;

/**
 * File > Compare with... on Tutorial.map: an edit shows up as a Differences row and marked cells, a click on the row
 * shows the place, undo brings "no differences" back by itself, and opening another map clears the comparison.
 */
@RobotDriven
class CompareGuiTest {
    /** Where the test's files go; removed afterwards. */
    @org.junit.jupiter.api.io.TempDir
    java.nio.file.Path tempDir;

    private static final Path MAP = Corpus.ddnetMap("maps/Tutorial.map");

    @Test
    void editsAreListedMarkedFollowedAndClearedOnOpen() throws Exception {
        try (EditorGui h = new EditorGui(false)) {
            h.open(MAP);
            CompareFeature f = GuiActionRunner.execute(() -> h.window.feature(CompareFeature.class));
            assertThat(h.frame.menuItem("compareItem").target().getText()).isEqualTo("Compare with...");
            int freeze = DdnetTiles.id(TileKind.GAME, "freeze");
            // three freeze cells on the top row of the Game layer (solid there)
            GuiActionRunner.execute(() -> {
                TileLayer game = h.window.workspace().map().gameLayer().orElseThrow();
                for (int x = 100; x < 103; x++) {
                    h.window.workspace().document().apply(TileOps.setCell(game, x, 0, new byte[] {(byte) freeze, 0, 0, 0
                    }));
                }
            });
            GuiActionRunner.execute(() -> f.compareWith(MAP));
            h.waitFor("the comparison", () -> f.comparison() != null);
            h.showPanel("Differences (1)");
            DifferencesPanel panel = GuiActionRunner.execute(f::panel);
            assertThat(GuiActionRunner.execute(panel::headerText)).startsWith("1 difference from Tutorial.map");
            Difference d = GuiActionRunner.execute(
                    () -> panel.differencesList().getModel().getElementAt(0));
            assertThat(d.text()).isEqualTo("Game: 3 cells changed in 100,0-102,0: +3 freeze, -3 solid");
            TileLayer game = GuiActionRunner.execute(
                    () -> h.window.workspace().map().gameLayer().orElseThrow());
            assertThat(GuiActionRunner.execute(
                            () -> f.comparison().changedCells().get(game).cardinality()))
                    .isEqualTo(3);

            // a click on the row selects the Game layer and centres the view on the cells
            GuiActionRunner.execute(() -> h.window.view().centerOnTile(10, 50, 1));
            h.frame.list("differencesList").clickItem(0);
            h.robot.waitForIdle();
            assertThat(GuiActionRunner.execute(() -> h.window.workspace().currentLayer()))
                    .isSameAs(game);
            assertThat(GuiActionRunner.execute(() -> h.window.view().camera().centerX() / 32))
                    .isBetween(100.0, 103.0);
            h.screenshot("compare-marked");

            // undo: the comparison follows the map by itself
            GuiActionRunner.execute(() -> {
                for (int i = 0; i < 3; i++) {
                    h.window.workspace().document().undo();
                }
            });
            h.waitFor(
                    "no differences after undo",
                    () -> f.comparison().differences().isEmpty());
            assertThat(GuiActionRunner.execute(panel::headerText)).isEqualTo("No differences from Tutorial.map");

            // another map (in a tab of its own) starts without one
            twedit.editor.state.OpenMap tutorial =
                    GuiActionRunner.execute(() -> h.window.workspace().current());
            h.open(Corpus.ddnetMap("maps/dm1.map"));
            h.waitFor("cleared", () -> f.comparison() == null);
            assertThat(GuiActionRunner.execute(panel::headerText)).startsWith("Compare this map with another");

            // back in Tutorial's tab, its comparison is there again
            GuiActionRunner.execute(() -> h.window.workspace().switchTo(tutorial));
            h.waitFor("kept per tab", () -> f.comparison() != null);
            assertThat(GuiActionRunner.execute(panel::headerText)).isEqualTo("No differences from Tutorial.map");

            // Compare with Open Map: Tutorial as it is in its tab against dm1's
            twedit.editor.state.OpenMap dm1 =
                    GuiActionRunner.execute(() -> h.window.workspace().maps().get(1));
            GuiActionRunner.execute(() -> f.compareWith(dm1));
            assertThat(GuiActionRunner.execute(() -> f.comparison().differences()))
                    .isNotEmpty();
            assertThat(GuiActionRunner.execute(() -> h.window.status().message()))
                    .contains("from dm1.map (as open in its tab)");
        }
    }

    @Test
    void aJumpCentresTheFirstChangedCellNotTheMiddleOfTheBox() throws Exception {
        try (EditorGui h = new EditorGui(false)) {
            h.open(MAP);
            CompareFeature f = GuiActionRunner.execute(() -> h.window.feature(CompareFeature.class));
            int freeze = DdnetTiles.id(TileKind.GAME, "freeze");
            // two changed cells far apart: the middle of their box (250,20) is a cell nothing happened to
            GuiActionRunner.execute(() -> {
                TileLayer game = h.window.workspace().map().gameLayer().orElseThrow();
                h.window.workspace().document().apply(TileOps.setCell(game, 400, 40, new byte[] {(byte) freeze, 0, 0, 0
                }));
                h.window.workspace().document().apply(TileOps.setCell(game, 100, 0, new byte[] {(byte) freeze, 0, 0, 0
                }));
            });
            GuiActionRunner.execute(() -> f.compareWith(MAP));
            h.waitFor("the comparison", () -> f.comparison() != null);
            h.showPanel("Differences (1)");
            GuiActionRunner.execute(() -> h.window.view().centerOnTile(10, 50, 1));
            h.frame.list("differencesList").clickItem(0);
            h.robot.waitForIdle();
            double cx = GuiActionRunner.execute(() -> h.window.view().camera().centerX() / 32);
            double cy = GuiActionRunner.execute(() -> h.window.view().camera().centerY() / 32);
            assertThat(cx).isBetween(100.0, 101.0);
            assertThat(cy).isBetween(0.0, 1.0);
        }
    }

    @Test
    void anUnreadableFileIsSaidPlainly() throws Exception {
        try (EditorGui h = new EditorGui(false)) {
            h.open(MAP);
            CompareFeature f = GuiActionRunner.execute(() -> h.window.feature(CompareFeature.class));
            Path junk = java.nio.file.Files.createFile(tempDir.resolve("not-a-map.map"));
            java.nio.file.Files.writeString(junk, "hello, this is not a map");
            try {
                GuiActionRunner.execute(() -> f.compareWith(junk));
                javax.swing.JDialog dialog = h.waitForDialog("Compare with");
                String text = GuiActionRunner.execute(() -> texts(dialog.getContentPane()));
                assertThat(text).contains("Cannot read").contains("not-a-map");
                h.answer("Compare with", "OK");
                assertThat(f.comparison()).isNull();
            } finally {
                java.nio.file.Files.deleteIfExists(junk);
            }
        }
    }

    private static String texts(java.awt.Container c) {
        StringBuilder b = new StringBuilder();
        for (java.awt.Component k : c.getComponents()) {
            if (k instanceof javax.swing.JLabel l) {
                b.append(l.getText()).append('\n');
            } else if (k instanceof javax.swing.text.JTextComponent t) {
                b.append(t.getText()).append('\n');
            } else if (k instanceof java.awt.Container inner) {
                b.append(texts(inner));
            }
        }
        return b.toString();
    }
}
