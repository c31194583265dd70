package twedit.editor.driftline;

import java.awt.GraphicsEnvironment;
import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.imageio.ImageIO;
import twedit.editor.doctor.DoctorFeature;
import twedit.editor.testutil.EditorGui;

/** An editor window for the Driftline GUI tests (see {@link EditorGui}), with whole-screen captures. */
final class DriftlineGui extends EditorGui {
    DriftlineGui() {
        super(false);
    }

    DriftlineFeature driftline() {
        return window.feature(DriftlineFeature.class);
    }

    DoctorFeature doctor() {
        return window.feature(DoctorFeature.class);
    }

    /** Waits until the Problems panel is up to date with the map. */
    void settle() {
        robot.waitForIdle();
        waitFor("problems validated", () -> doctor().problems().isSettled());
        robot.waitForIdle();
    }

    /** Captures the whole screen (window and any dialog) into target/screenshots/NAME.png. */
    Path screenCapture(String name) throws Exception {
        robot.waitForIdle();
        Files.createDirectories(SCREENSHOTS);
        java.awt.Rectangle screen =
                GraphicsEnvironment.getLocalGraphicsEnvironment().getMaximumWindowBounds();
        BufferedImage img =
                new java.awt.Robot(window.getGraphicsConfiguration().getDevice()).createScreenCapture(screen);
        Path file = SCREENSHOTS.resolve(name + ".png");
        ImageIO.write(img, "png", file.toFile());
        return file;
    }
}
