package twedit.editor.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.image.BufferedImage;
import java.io.File;
import java.nio.file.Path;
import javax.imageio.ImageIO;
import javax.swing.JButton;
import org.assertj.swing.core.GenericTypeMatcher;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.finder.JFileChooserFinder;
import org.assertj.swing.fixture.JFileChooserFixture;
import org.junit.jupiter.api.Test;
import twedit.editor.testutil.EditorGui;
import twedit.editor.testutil.RobotDriven;

/**
 * The editor's file choosers as a user meets them: Add PNG opens in the map's folder, then in the folder the last
 * PNG came from (also in a new window, from the preferences); Save As opens in the map's folder.
 */
@RobotDriven
class FileChoosersGuiTest {
    /** Where the test's files go; removed afterwards. */
    @org.junit.jupiter.api.io.TempDir
    java.nio.file.Path tempDir;

    @Test
    void addPngOpensInTheMapsFolderThenTheLastOneUsed() throws Exception {
        Path mapDir = java.nio.file.Files.createDirectories(tempDir.resolve("twedit-chooser-map"))
                .toRealPath();
        Path pngDir = java.nio.file.Files.createDirectories(tempDir.resolve("twedit-chooser-png"))
                .toRealPath();
        Path png = pngDir.resolve("red.png");
        BufferedImage img = new BufferedImage(4, 4, BufferedImage.TYPE_INT_ARGB);
        img.setRGB(0, 0, 0xffff0000);
        ImageIO.write(img, "png", png.toFile());
        try (EditorGui h = new EditorGui(false)) {
            h.saveTo(mapDir.resolve("chooser.map"));
            h.showPanel("Images");
            int before = GuiActionRunner.execute(
                    () -> h.window.workspace().map().images().size());

            JFileChooserFixture fc = openAddPng(h);
            assertThat(dir(fc)).isEqualTo(mapDir);
            fc.setCurrentDirectory(pngDir.toFile());
            fc.selectFile(png.toFile());
            fc.approve();
            h.waitFor("image added", () -> h.window.workspace().map().images().size() == before + 1);

            fc = openAddPng(h);
            assertThat(dir(fc)).as("the folder the last PNG came from").isEqualTo(pngDir);
            fc.cancel();
            h.robot.waitForIdle();

            h.press(h.frame.menuItem("saveAsItem").target());
            fc = JFileChooserFinder.findFileChooser().using(h.robot);
            assertThat(dir(fc)).as("Save As: the map's folder").isEqualTo(mapDir);
            fc.cancel();
            h.robot.waitForIdle();
            assertThat(h.prefs().get("lastFolder.images", null)).isEqualTo(pngDir.toString());
        }
    }

    private static JFileChooserFixture openAddPng(EditorGui h) {
        JButton add = h.robot.finder().find(h.window, new GenericTypeMatcher<JButton>(JButton.class, true) {
            @Override
            protected boolean isMatching(JButton b) {
                return "image.addPng".equals(b.getName());
            }
        });
        h.press(add);
        return JFileChooserFinder.findFileChooser().using(h.robot);
    }

    private static Path dir(JFileChooserFixture fc) throws Exception {
        File d = GuiActionRunner.execute(() -> fc.target().getCurrentDirectory());
        return d.toPath().toRealPath();
    }
}
