package twedit.editor.doctor;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Component;
import java.awt.Container;
import java.awt.GraphicsEnvironment;
import java.awt.Window;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.function.BooleanSupplier;
import java.util.prefs.BackingStoreException;
import java.util.prefs.Preferences;
import javax.imageio.ImageIO;
import javax.swing.AbstractButton;
import javax.swing.JDialog;
import org.assertj.swing.core.BasicRobot;
import org.assertj.swing.core.Robot;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.fixture.FrameFixture;
import org.assertj.swing.timing.Condition;
import org.assertj.swing.timing.Pause;
import org.assertj.swing.timing.Timeout;
import org.junit.jupiter.api.Assumptions;
import twedit.editor.app.AppServices;
import twedit.editor.app.EditorPrefs;
import twedit.editor.app.EditorWindow;
import twedit.editor.app.Theme;
import twedit.editor.safety.RecoveryStore;
import twedit.model.datafile.ReadLimits;
import twedit.model.io.MapFiles;

/**
 * An editor window for the doctor's GUI tests, with throwaway preferences and its own recovery folder; waits,
 * answers option dialogs by title and button text, and writes screenshots. Fails on CI without a display.
 */
final class DoctorGui implements AutoCloseable {
    static final Path SCREENSHOTS = Path.of("target/screenshots");

    final Robot robot;
    final EditorWindow window;
    final FrameFixture frame;
    private final Preferences prefsNode;

    /** A window whose recovery folder is {@code recovery}; {@code robot} is shared by windows of one test. */
    DoctorGui(Robot robot, Path recovery) {
        requireDisplay();
        this.robot = robot;
        prefsNode = Preferences.userRoot().node("twedit-test/" + System.nanoTime());
        EditorPrefs prefs = new EditorPrefs(prefsNode);
        Map<String, String> env = new HashMap<>(System.getenv());
        env.put(RecoveryStore.ENV_DIR, recovery.toString());
        window = GuiActionRunner.execute(() -> {
            Theme.install(false);
            return new EditorWindow(AppServices.create(prefs, new MapFiles(ReadLimits.EDITOR, null), env,
                    Path.of(System.getProperty("user.home")), () -> { }));
        });
        frame = new FrameFixture(robot, window);
        java.awt.Rectangle screen = GraphicsEnvironment.getLocalGraphicsEnvironment().getMaximumWindowBounds();
        frame.show(new java.awt.Dimension(Math.min(1440, screen.width), Math.min(900, screen.height)));
        GuiActionRunner.execute(() -> window.setLocation(screen.x, screen.y));
        robot.waitForIdle();
    }

    static Robot newRobot() {
        requireDisplay();
        return BasicRobot.robotWithNewAwtHierarchy();
    }

    /** Fails on CI and skips elsewhere when there is no display to test on. */
    static void requireDisplay() {
        boolean headless = GraphicsEnvironment.isHeadless();
        if ("true".equalsIgnoreCase(System.getenv("CI"))) {
            assertThat(headless).as("GUI tests need a display on CI: run them under xvfb-run").isFalse();
        } else {
            Assumptions.assumeFalse(headless, "no display (run under xvfb-run)");
        }
    }

    DoctorFeature doctor() {
        return window.doctor();
    }

    void waitFor(String what, BooleanSupplier cond) {
        Pause.pause(new Until(what, cond), Timeout.timeout(30_000));
    }

    /** Waits until the Problems panel is up to date with the map. */
    void settle() {
        robot.waitForIdle();
        waitFor("problems validated", () -> doctor().problems().isSettled());
        robot.waitForIdle();
    }

    /** Waits for a visible dialog titled {@code title}, clicks its button {@code button}, waits for it to close. */
    void answer(String title, String button) {
        waitFor("dialog '" + title + "'", () -> dialog(title) != null);
        robot.waitForIdle();
        AbstractButton b = GuiActionRunner.execute(() -> find(dialog(title), button));
        assertThat(b).as("button " + button + " in " + title).isNotNull();
        // press the button on the event thread: a robot click can miss a freshly shown modal dialog under load
        javax.swing.SwingUtilities.invokeLater(b::doClick);
        waitFor("dialog '" + title + "' closed", () -> dialog(title) == null);
        robot.waitForIdle();
    }

    /** The text of the visible dialog titled {@code title}, from its labels (HTML included), or null. */
    boolean dialogShown(String title) {
        return GuiActionRunner.execute(() -> dialog(title) != null);
    }

    private static JDialog dialog(String title) {
        for (Window w : Window.getWindows()) {
            if (w instanceof JDialog && w.isShowing() && title.equals(((JDialog) w).getTitle())) {
                return (JDialog) w;
            }
        }
        return null;
    }

    private static AbstractButton find(Container c, String text) {
        for (Component child : c.getComponents()) {
            if (child instanceof AbstractButton && text.equals(((AbstractButton) child).getText())) {
                return (AbstractButton) child;
            }
            if (child instanceof Container) {
                AbstractButton b = find((Container) child, text);
                if (b != null) {
                    return b;
                }
            }
        }
        return null;
    }

    /** Writes the whole screen (window and any dialog) to target/screenshots/doctor-NAME.png. */
    void screenshot(String name) throws IOException, java.awt.AWTException {
        robot.waitForIdle();
        Files.createDirectories(SCREENSHOTS);
        java.awt.Rectangle screen = GraphicsEnvironment.getLocalGraphicsEnvironment().getMaximumWindowBounds();
        BufferedImage img = new java.awt.Robot(window.getGraphicsConfiguration().getDevice())
                .createScreenCapture(screen);
        ImageIO.write(img, "png", SCREENSHOTS.resolve("doctor-" + name + ".png").toFile());
    }

    @Override
    public void close() {
        frame.cleanUp();
        try {
            prefsNode.removeNode();
        } catch (BackingStoreException | IllegalStateException e) {
            // throwaway node
        }
    }

    /** Closes only this window (another window of the test keeps the robot). */
    void closeWindow() {
        GuiActionRunner.execute(() -> window.dispose());
        try {
            prefsNode.removeNode();
        } catch (BackingStoreException | IllegalStateException e) {
            // throwaway node
        }
    }

    /** A condition from a supplier read on the event thread. */
    private static final class Until extends Condition {
        private final BooleanSupplier cond;

        Until(String what, BooleanSupplier cond) {
            super(what);
            this.cond = cond;
        }

        @Override
        public boolean test() {
            return GuiActionRunner.execute(cond::getAsBoolean);
        }
    }
}
