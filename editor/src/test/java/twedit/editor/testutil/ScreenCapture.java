package twedit.editor.testutil;

import java.awt.GraphicsEnvironment;
import java.awt.Rectangle;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.imageio.ImageIO;
import org.assertj.swing.core.Robot;

/** Captures the whole screen, with any dialog over the window, into target/screenshots/NAME.png. */
public final class ScreenCapture {
    private ScreenCapture() {}

    public static Path save(Robot robot, String name) throws IOException, java.awt.AWTException {
        robot.waitForIdle();
        Files.createDirectories(EditorGui.SCREENSHOTS);
        Rectangle screen = GraphicsEnvironment.getLocalGraphicsEnvironment()
                .getDefaultScreenDevice()
                .getDefaultConfiguration()
                .getBounds();
        BufferedImage img = new java.awt.Robot().createScreenCapture(screen);
        Path file = EditorGui.SCREENSHOTS.resolve(name + ".png");
        ImageIO.write(img, "png", file.toFile());
        return file;
    }
}
