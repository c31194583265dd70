package twedit.editor.automap;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;
import java.nio.file.Files;
import java.nio.file.Path;
import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import twedit.editor.testutil.EditorGui;
import twedit.editor.testutil.RobotDriven;
import twedit.editor.tools.ToolBox;
import twedit.model.codec.SaveOptions;
import twedit.model.datafile.ReadLimits;
import twedit.model.document.MapDocument;
import twedit.model.document.edits.TileBrush;
import twedit.model.io.MapFiles;
import twedit.model.map.AutomapperConfig;
import twedit.model.map.Group;
import twedit.model.map.MapFixtures;
import twedit.model.map.MapImage;
import twedit.model.map.TileGrid;
import twedit.model.map.TileKind;
import twedit.model.map.TileLayer;
import twedit.model.map.TwMap;
import twedit.model.testutil.Corpus;

/**
 * A rectangle fill and a bucket fill on a layer with live automap, in the editor window: each is one undo step with
 * the fill's name, so the first Ctrl+Z takes the automapped block away whole (not just the automapping).
 */
@RobotDriven
class FillLiveAutomapGuiTest {
    private static final Path RULES = Corpus.DDNET_DATA.resolve("editor/grass_main.rules");

    @TempDir
    Path dir;

    @Test
    void aFillAndItsLiveAutomapAreOneUndoStep() throws Exception {
        Corpus.require(Files.isRegularFile(RULES), RULES.toString());
        Path file = dir.resolve("live.map");
        Files.write(file, new MapFiles(ReadLimits.EDITOR, null).encode(liveMap(), SaveOptions.DDNET));
        try (EditorGui h = new EditorGui(false)) {
            h.open(file);
            h.showPanel("Automap"); // live automapping starts with the Automap panel
            TwMap map = GuiActionRunner.execute(() -> h.window.workspace().map());
            Group group = map.groups().get(1);
            TileLayer layer = (TileLayer) group.layers().get(0);
            MapDocument doc = GuiActionRunner.execute(() -> h.window.workspace().document());
            GuiActionRunner.execute(() -> {
                h.window.workspace().select(group, layer);
                h.window.tools().setBrush(TileBrush.single(new byte[] {1, 0, 0, 0}), TileKind.TILES);
                h.window.tools().activate(ToolBox.Id.RECT_FILL);
            });
            h.centerOn(12, 10);
            h.waitFor(
                    "rules found",
                    () -> h.frame.label("automap.rules").target().getText().contains("grass_main"));

            // rectangle fill: automapped at once, one step named "Fill N cells on ... with a rectangle"
            TileGrid empty = copy(layer);
            int steps = GuiActionRunner.execute(doc::historyPosition);
            h.dragTiles(6, 6, 16, 12);
            h.waitFor("the fill's step closed", () -> !doc.inStroke() && doc.historyPosition() == steps + 1);
            TileGrid filled = copy(layer);
            assertThat(GuiActionRunner.execute(doc::undoLabel)).matches("Fill \\d+ cells on .* with a rectangle");
            assertThat(filled.get(10, 9, 0)).as("inside the rectangle").isNotZero();
            assertThat(automapped(filled, 6, 6, 16, 12))
                    .as("the fill was automapped")
                    .isTrue();
            h.key(KeyEvent.VK_Z, InputEvent.CTRL_DOWN_MASK);
            assertThat(copy(layer))
                    .as("one Ctrl+Z takes the fill and its automapping")
                    .isEqualTo(empty);
            h.key(KeyEvent.VK_Y, InputEvent.CTRL_DOWN_MASK);
            assertThat(copy(layer)).as("redo brings both back").isEqualTo(filled);

            // bucket fill of the empty area around it: one step named "Fill N cells on ... with the bucket"
            GuiActionRunner.execute(() -> h.window.tools().activate(ToolBox.Id.BUCKET));
            // tile (2, 2) in the view also at 1366x768, where the map view is about 13 tiles tall
            h.centerOn(6, 5);
            h.clickTile(2, 2);
            h.waitFor("the bucket's step closed", () -> !doc.inStroke() && doc.historyPosition() == steps + 2);
            assertThat(GuiActionRunner.execute(doc::undoLabel)).matches("Fill \\d+ cells on .* with the bucket");
            TileGrid bucket = copy(layer);
            assertThat(bucket.get(2, 2, 0)).isNotZero();
            assertThat(automapped(bucket, 0, 0, layer.width() - 1, layer.height() - 1))
                    .as("the bucket fill was automapped")
                    .isTrue();
            h.key(KeyEvent.VK_Z, InputEvent.CTRL_DOWN_MASK);
            assertThat(copy(layer))
                    .as("one Ctrl+Z takes the bucket fill and its automapping")
                    .isEqualTo(filled);
            h.screenshot("fill-live-automap");
        }
    }

    @Test
    void liveAutomapNeedsASeedAsInDdnetAndSwitchingLiveOnPicksOne() throws Exception {
        Corpus.require(Files.isRegularFile(RULES), RULES.toString());
        Path file = dir.resolve("seedless.map");
        TwMap seedless = liveMap(0);
        Files.write(file, new MapFiles(ReadLimits.EDITOR, null).encode(seedless, SaveOptions.DDNET));
        try (EditorGui h = new EditorGui(false)) {
            h.open(file);
            h.showPanel("Automap");
            TwMap map = GuiActionRunner.execute(() -> h.window.workspace().map());
            Group group = map.groups().get(1);
            TileLayer layer = (TileLayer) group.layers().get(0);
            MapDocument doc = GuiActionRunner.execute(() -> h.window.workspace().document());
            GuiActionRunner.execute(() -> h.window.workspace().select(group, layer));
            h.waitFor(
                    "rules found",
                    () -> h.frame.label("automap.rules").target().getText().contains("grass_main"));
            // a layer saved live with seed 0: DDNet's editor never automaps it as painted, and neither does twedit
            GuiActionRunner.execute(() -> doc.apply(twedit.model.document.edits.TileOps.fillRect(
                    layer, 5, 5, 6, 4, TileBrush.single(new byte[] {1, 0, 0, 0}))));
            h.robot.waitForIdle();
            assertThat(automapped(copy(layer), 5, 5, 10, 8)).isFalse();

            // switching Live off and on again gives the layer a seed, and painting is automapped from then on
            h.frame.checkBox("automap.automatic").uncheck();
            h.frame.checkBox("automap.automatic").check();
            int seed = GuiActionRunner.execute(() -> layer.automapper().seed());
            assertThat(seed).isPositive();
            assertThat(GuiActionRunner.execute(() -> layer.automapper().automatic()))
                    .isTrue();
            GuiActionRunner.execute(() -> {
                doc.beginStroke("Paint");
                doc.strokeApply(twedit.model.document.edits.TileOps.stamp(
                        layer, 20, 20, TileBrush.single(new byte[] {1, 0, 0, 0}), false));
            });
            h.robot.waitForIdle();
            GuiActionRunner.execute(() -> doc.endStroke());
            h.waitFor("painted tiles automapped", () -> automapped(copy(layer), 19, 19, 21, 21));
        }
    }

    /** A map with a grass tiles layer set to automap live with the rules' first configuration. */
    private static TwMap liveMap() {
        return liveMap(1);
    }

    /** The same with a given seed. */
    private static TwMap liveMap(int seed) {
        TwMap map = TwMap.newMap(40, 30);
        MapImage grass = MapImage.external("grass_main", 1024, 1024);
        MapFixtures.add(map.images(), grass);
        TileLayer layer = TileLayer.empty(TileKind.TILES, 40, 30);
        MapFixtures.setName(layer, "Ground");
        MapFixtures.setImage(layer, grass);
        MapFixtures.setAutomapper(layer, new AutomapperConfig(0, seed, AutomapperConfig.FLAG_AUTOMATIC));
        Group group = new Group("Ground");
        MapFixtures.add(group.layers(), layer);
        MapFixtures.add(map.groups(), group);
        return map;
    }

    private static TileGrid copy(TileLayer l) {
        return GuiActionRunner.execute(() -> l.grid().copy());
    }

    /** Whether some filled tile of the area is not the plain tile 1 painted (the automapper chose another). */
    private static boolean automapped(TileGrid g, int x0, int y0, int x1, int y1) {
        for (int y = y0; y <= y1; y++) {
            for (int x = x0; x <= x1; x++) {
                if (g.get(x, y, 0) != 0 && g.get(x, y, 0) != 1) {
                    return true;
                }
            }
        }
        return false;
    }
}
