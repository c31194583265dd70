package twedit.editor.doctor;

import java.awt.GraphicsEnvironment;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import javax.imageio.ImageIO;
import org.assertj.swing.core.Robot;
import twedit.editor.safety.RecoveryStore;
import twedit.editor.testutil.EditorGui;

/**
 * An editor window for the doctor's GUI tests (see {@link EditorGui}) with its own recovery folder; answers option
 * dialogs (inherited) and captures the screen with any dialog on it.
 */
final class DoctorGui extends EditorGui {
    /** A window whose recovery folder is {@code recovery}; {@code robot} is shared by windows of one test. */
    DoctorGui(Robot robot, Path recovery) {
        super(new Setup().robot(robot).env(withRecovery(recovery)));
    }

    private static Map<String, String> withRecovery(Path recovery) {
        Map<String, String> env = new HashMap<>(System.getenv());
        env.put(RecoveryStore.ENV_DIR, recovery.toString());
        return env;
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

    /** Captures the whole screen (window and any dialog) into target/screenshots/doctor-NAME.png. */
    void screenCapture(String name) throws IOException, java.awt.AWTException {
        robot.waitForIdle();
        Files.createDirectories(SCREENSHOTS);
        java.awt.Rectangle screen =
                GraphicsEnvironment.getLocalGraphicsEnvironment().getMaximumWindowBounds();
        BufferedImage img =
                new java.awt.Robot(window.getGraphicsConfiguration().getDevice()).createScreenCapture(screen);
        ImageIO.write(img, "png", SCREENSHOTS.resolve("doctor-" + name + ".png").toFile());
    }
}
