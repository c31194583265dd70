package twedit.editor.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;
import twedit.model.map.TileLayer;
import twedit.model.testutil.Corpus;

/** Writes screenshots of real maps (DDNet, Teeworlds 0.7) in both themes for people to look at. */
class ScreenshotTest {
    @Test
    void tutorialLight() throws Exception {
        shoot(Corpus.ddnetMap("maps/Tutorial.map"), false, "tutorial-light");
    }

    @Test
    void dm1Dark() throws Exception {
        shoot(Corpus.ddnetMap("maps/dm1.map"), true, "dm1-dark");
    }

    @Test
    void ctf1Teeworlds07Light() throws Exception {
        Path ctf1 = Corpus.TEEWORLDS_DATA.resolve("maps/ctf1.map");
        Corpus.require(java.nio.file.Files.isRegularFile(ctf1), ctf1.toString());
        shoot(ctf1, false, "ctf1-07-light");
    }

    @Test
    void dm1WithRepeatedEdgesAsInGame() throws Exception {
        try (GuiHarness h = new GuiHarness(false)) {
            h.open(Corpus.ddnetMap("maps/dm1.map"));
            javax.swing.JMenuItem item =
                    (javax.swing.JMenuItem) h.frame.menuItem("repeatEdgesItem").target();
            GuiActionRunner.execute(() -> {
                item.doClick();
                return null;
            });
            assertThat(GuiActionRunner.execute(() -> h.window.view().options().repeatEdges()))
                    .isTrue();
            GuiActionRunner.execute(() -> h.window.view().centerOnTile(0, 0, 0.5));
            assertThat(h.screenshot("dm1-repeated-edges")).exists();
        }
    }

    private static void shoot(Path map, boolean dark, String name) throws Exception {
        try (GuiHarness h = new GuiHarness(dark)) {
            h.open(map);
            // a map opens at 100 % around its spawn: the overview is View > Fit
            GuiActionRunner.execute(() -> h.window.view().fitMap());
            Path overview = h.screenshot(name + "-overview");
            int[] spawn = GuiActionRunner.execute(
                    () -> spawnOf(h.window.workspace().map().gameLayer().orElseThrow()));
            GuiActionRunner.execute(() -> h.window.view().centerOnTile(spawn[0], spawn[1], 1.0));
            Path close = h.screenshot(name);
            assertDrawn(overview);
            assertDrawn(close);
        }
    }

    /** The picture shows a window with a map in it, not a blank or one-colour frame. */
    private static void assertDrawn(Path png) throws java.io.IOException {
        assertThat(png).exists();
        java.awt.image.BufferedImage img = javax.imageio.ImageIO.read(png.toFile());
        java.util.Set<Integer> colours = new java.util.HashSet<>();
        for (int y = img.getHeight() / 4; y < img.getHeight() * 3 / 4; y += 3) {
            for (int x = img.getWidth() / 4; x < img.getWidth() * 3 / 4; x += 3) {
                colours.add(img.getRGB(x, y));
            }
        }
        assertThat(colours.size()).as("colours in the middle of " + png).isGreaterThan(16);
    }

    /** The first spawn tile of the game layer (ids 192-194), or the layer's centre. */
    static int[] spawnOf(TileLayer game) {
        for (int y = 0; y < game.height(); y++) {
            for (int x = 0; x < game.width(); x++) {
                int id = game.grid().get(x, y, 0);
                if (id >= 192 && id <= 194) {
                    return new int[] {x, y};
                }
            }
        }
        return new int[] {game.width() / 2, game.height() / 2};
    }
}
