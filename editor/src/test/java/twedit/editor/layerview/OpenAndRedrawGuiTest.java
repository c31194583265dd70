package twedit.editor.layerview;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Point;
import java.awt.Rectangle;
import java.awt.image.BufferedImage;
import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;
import twedit.editor.testutil.EditorGui;
import twedit.editor.testutil.RobotDriven;
import twedit.editor.view.Camera;
import twedit.model.document.edits.RemoveResourceEdit;
import twedit.model.map.TileLayer;
import twedit.model.map.TwMap;
import twedit.model.testutil.Corpus;

/**
 * Opening Tutorial.map shows it as DDNet does, at 100 % around the spawn (Fit still fits the whole map); painting on
 * the Game layer shows; undoing an image removal redraws the textured layers on screen at once, without a pan.
 */
@RobotDriven
class OpenAndRedrawGuiTest {
    @Test
    void opensAt100PercentAroundTheSpawnAndPaintingTheGameLayerShows() throws Exception {
        try (EditorGui h = new EditorGui(false)) {
            h.open(Corpus.ddnetMap("maps/Tutorial.map"));
            Camera cam = GuiActionRunner.execute(() -> h.window.view().camera());
            int[] spawn = GuiActionRunner.execute(
                    () -> firstSpawn(h.window.workspace().map()));
            assertThat(GuiActionRunner.execute(cam::scale)).isEqualTo(1.0);
            assertThat(GuiActionRunner.execute(cam::centerX)).isEqualTo(spawn[0] * 32 + 16.0);
            assertThat(GuiActionRunner.execute(cam::centerY)).isEqualTo(spawn[1] * 32 + 16.0);
            h.screenshot("open-tutorial-at-spawn");

            // paint a freeze tile on the Game layer beside the spawn (the design group after it covers the spot)
            GuiActionRunner.execute(() -> h.window
                    .tools()
                    .setBrush(
                            twedit.model.document.edits.TileBrush.single(twedit.model.document.edits.Cells.tile(9, 0)),
                            twedit.model.map.TileKind.GAME));
            BufferedImage before = LayerViewGuiTest.frame(h);
            h.dragTiles(spawn[0] + 3, spawn[1] - 2, spawn[0] + 6, spawn[1] - 2);
            assertThat(h.cell(spawn[0] + 4, spawn[1] - 2)).isEqualTo(9);
            h.robot.moveMouse(h.window.view(), h.tileCenter(spawn[0] + 8, spawn[1] - 3));
            BufferedImage after = LayerViewGuiTest.frame(h);
            Rectangle painted =
                    GuiActionRunner.execute(() -> h.window.view().tileRect(spawn[0] + 4, spawn[1] - 2, 1, 1));
            assertThat(before.getRGB(painted.x + 4, painted.y + 4))
                    .as("the painted tile is visible")
                    .isNotEqualTo(after.getRGB(painted.x + 4, painted.y + 4));
            h.screenshot("paint-game-layer");

            GuiActionRunner.execute(() -> h.window.view().fitMap());
            assertThat(GuiActionRunner.execute(cam::scale))
                    .as("View > Fit still fits")
                    .isLessThan(0.1);
        }
    }

    @Test
    void undoingAnImageRemovalRedrawsAtOnce() throws Exception {
        try (EditorGui h = new EditorGui(false)) {
            h.open(Corpus.ddnetMap("maps/Tutorial.map"));
            TwMap map = GuiActionRunner.execute(() -> h.window.workspace().map());
            // the design as the game shows it, and the image the layers in view use most
            GuiActionRunner.execute(() -> {
                h.window.view().options().setCurrentOnTop(true, false);
                h.window.view().options().setDimOthers(true, false);
                return null;
            });
            int image = GuiActionRunner.execute(() -> map.images().indexOf(usedImage(map, firstSpawn(map))));
            BufferedImage shown = screen(h);
            GuiActionRunner.execute(() -> h.window.workspace().document().apply(RemoveResourceEdit.image(map, image)));
            assertThat(LayerViewGuiTest.differing(shown, screen(h)))
                    .as("the layers lost their image")
                    .isGreaterThan(500);
            h.press((javax.swing.AbstractButton) h.frame.button("undoButton").target());
            assertThat(LayerViewGuiTest.differing(shown, screen(h)))
                    .as("on screen again without a pan")
                    .isZero();
        }
    }

    /** The image of a tiles layer with tiles right under the spawn (in view when the map opens). */
    private static twedit.model.map.MapImage usedImage(TwMap map, int[] spawn) {
        for (twedit.model.map.Layer l : map.allLayers()) {
            if (l instanceof TileLayer t
                    && t.image() != null
                    && t.kind() == twedit.model.map.TileKind.TILES
                    && t.grid().contains(spawn[0], spawn[1] + 2)
                    && t.grid().get(spawn[0], spawn[1] + 2, 0) != 0) {
                return t.image();
            }
        }
        throw new AssertionError("no textured tiles layer");
    }

    /** What the map view shows on the screen (not a fresh paint: a stale view would show here). */
    private static BufferedImage screen(EditorGui h) throws Exception {
        h.robot.waitForIdle();
        Rectangle r = GuiActionRunner.execute(() -> {
            Point p = h.window.view().getLocationOnScreen();
            return new Rectangle(
                    p.x, p.y, h.window.view().getWidth(), h.window.view().getHeight());
        });
        return new java.awt.Robot().createScreenCapture(r);
    }

    /** The first spawn tile (ids 192-194) of the Game layer in reading order. */
    private static int[] firstSpawn(TwMap map) {
        TileLayer game = map.gameLayer().orElseThrow();
        for (int y = 0; y < game.height(); y++) {
            for (int x = 0; x < game.width(); x++) {
                int id = game.grid().get(x, y, 0);
                if (id >= 192 && id <= 194) {
                    return new int[] {x, y};
                }
            }
        }
        throw new AssertionError("Tutorial.map has a spawn");
    }
}
