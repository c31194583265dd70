package twedit.editor.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import javax.imageio.ImageIO;
import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;
import twedit.model.testutil.Corpus;

/**
 * Makes the two screenshots README shows (the editor with Tutorial.map at its spawn, light and dark) at 1366x768.
 * They land in target/screenshots; with {@code -Dtwedit.readme.screenshots=true} (see README) they also replace the
 * copies under resources/screenshots that README links to.
 */
class ReadmeScreenshotsTest {
    private static final Path README_DIR = Path.of("../resources/screenshots");

    @Test
    void lightAndDark() throws Exception {
        BufferedImage light = ImageIO.read(shoot(false, "readme-light").toFile());
        BufferedImage dark = ImageIO.read(shoot(true, "readme-dark").toFile());
        // a real picture of the editor in each theme: many colours, and the themes differ in their chrome
        assertThat(colours(light)).isGreaterThan(200);
        assertThat(colours(dark)).isGreaterThan(200);
        assertThat(light.getRGB(5, light.getHeight() - 5)).isNotEqualTo(dark.getRGB(5, dark.getHeight() - 5));
    }

    private static Path shoot(boolean dark, String name) throws Exception {
        try (GuiHarness h = new GuiHarness(dark)) {
            GuiActionRunner.execute(() -> h.window.setSize(1366, 768));
            h.open(Corpus.ddnetMap("maps/Tutorial.map"));
            int[] spawn = GuiActionRunner.execute(() -> ScreenshotTest.spawnOf(
                    h.window.workspace().map().gameLayer().orElseThrow()));
            GuiActionRunner.execute(() -> h.window.view().centerOnTile(spawn[0] + 8, spawn[1], 1.0));
            Path shot = h.screenshot(name);
            if (Boolean.getBoolean("twedit.readme.screenshots")) {
                Files.createDirectories(README_DIR);
                Files.copy(shot, README_DIR.resolve(name + ".png"), StandardCopyOption.REPLACE_EXISTING);
            }
            return shot;
        }
    }

    private static int colours(BufferedImage img) {
        java.util.Set<Integer> seen = new java.util.HashSet<>();
        for (int y = 0; y < img.getHeight(); y += 3) {
            for (int x = 0; x < img.getWidth(); x += 3) {
                seen.add(img.getRGB(x, y));
            }
        }
        return seen.size();
    }
}
