package twedit.editor.gametiles;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Rectangle;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.swing.JCheckBox;
import javax.swing.JMenuItem;
import org.assertj.swing.core.GenericTypeMatcher;
import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import twedit.editor.testutil.EditorGui;
import twedit.editor.testutil.RobotDriven;
import twedit.editor.tools.TileSelection;
import twedit.editor.tools.ToolBox;
import twedit.model.codec.SaveOptions;
import twedit.model.datafile.ReadLimits;
import twedit.model.document.MapDocument;
import twedit.model.document.edits.TileBrush;
import twedit.model.io.MapFiles;
import twedit.model.map.Group;
import twedit.model.map.MapFixtures;
import twedit.model.map.TileGrid;
import twedit.model.map.TileKind;
import twedit.model.map.TileLayer;
import twedit.model.map.TwMap;

/**
 * Construct game tiles from the editor: Tools > Construct game tiles (what the command palette finds) on the
 * selection, with the status bar saying what it did, and live game tiles following a painted stroke in one undo step.
 */
@RobotDriven
class GameTilesGuiTest {
    @TempDir
    Path dir;

    private Path designMap() throws Exception {
        TwMap m = TwMap.newMap(30, 20);
        TileGrid g = new TileGrid(30, 20, 4);
        for (int x = 2; x < 8; x++) {
            g.rawCells()[(5 * 30 + x) * 4] = 1;
        }
        Group design = new Group("Design");
        MapFixtures.add(design.layers(), new TileLayer(TileKind.TILES, "Stones", g));
        MapFixtures.add(m.groups(), design);
        Path file = dir.resolve("design.map");
        Files.write(file, new MapFiles(ReadLimits.EDITOR, null).encode(m, SaveOptions.DDNET));
        return file;
    }

    private static JMenuItem item(EditorGui h, String name) {
        return h.robot.finder().find(new GenericTypeMatcher<JMenuItem>(JMenuItem.class, false) {
            @Override
            protected boolean isMatching(JMenuItem m) {
                return name.equals(m.getName());
            }
        });
    }

    @Test
    void toolsMenuConstructsOnTheSelectionAndLiveGameTilesFollowAStroke() throws Exception {
        try (EditorGui h = new EditorGui(false)) {
            h.open(designMap());
            TwMap map = GuiActionRunner.execute(() -> h.window.workspace().map());
            MapDocument doc = GuiActionRunner.execute(() -> h.window.workspace().document());
            Group group = map.groups().get(1);
            TileLayer design = (TileLayer) group.layers().get(0);
            TileLayer game = map.gameLayer().orElseThrow();
            GuiActionRunner.execute(() -> {
                h.window.workspace().select(group, design);
                h.window.tools().setSelection(new TileSelection(design, new Rectangle(2, 5, 3, 1)));
            });
            JMenuItem death = item(h, "toolsGameTiles.death");
            GuiActionRunner.execute(() -> death.doClick(0));
            assertThat(GuiActionRunner.execute(() -> h.window.status().message()))
                    .isEqualTo("Construct 'Death' game tiles (x3).");
            assertThat(GuiActionRunner.execute(doc::undoLabel)).isEqualTo("Construct 'Death' game tiles (x3)");
            assertThat(GuiActionRunner.execute(() -> game.grid().get(4, 5, 0))).isEqualTo(2);
            assertThat(GuiActionRunner.execute(() -> game.grid().get(5, 5, 0))).isZero();

            // live game tiles repeat the last construction (death) under a painted stroke, in the stroke's step
            GuiActionRunner.execute(() -> h.window.tools().setSelection(null));
            h.showPanel("Properties");
            JCheckBox live = h.robot.finder().find(new GenericTypeMatcher<JCheckBox>(JCheckBox.class, true) {
                @Override
                protected boolean isMatching(JCheckBox c) {
                    return "layerLiveGameTiles".equals(c.getName());
                }
            });
            GuiActionRunner.execute(() -> live.doClick(0));
            assertThat(GuiActionRunner.execute(() -> h.window.status().message()))
                    .contains("Live game tiles on")
                    .contains("Death");
            int steps = GuiActionRunner.execute(doc::historySize);
            GuiActionRunner.execute(() -> {
                h.window.tools().setBrush(TileBrush.single(new byte[] {7, 0, 0, 0}), TileKind.TILES);
                h.window.tools().activate(ToolBox.Id.BRUSH);
            });
            h.centerOn(12, 10);
            h.dragTiles(10, 10, 14, 10);
            h.waitFor(
                    "game tiles under the stroke",
                    () -> GuiActionRunner.execute(() -> game.grid().get(14, 10, 0)) == 2);
            assertThat(GuiActionRunner.execute(() -> design.grid().get(10, 10, 0)))
                    .isEqualTo(7);
            assertThat(GuiActionRunner.execute(() -> game.grid().get(10, 10, 0)))
                    .isEqualTo(2);
            assertThat(GuiActionRunner.execute(doc::historySize)).isEqualTo(steps + 1);
            GuiActionRunner.execute(doc::undo);
            assertThat(GuiActionRunner.execute(() -> game.grid().get(12, 10, 0)))
                    .isZero();
            assertThat(GuiActionRunner.execute(() -> design.grid().get(12, 10, 0)))
                    .isZero();
        }
    }
}
