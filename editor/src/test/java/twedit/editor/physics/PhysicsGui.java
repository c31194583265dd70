package twedit.editor.physics;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.GraphicsEnvironment;
import java.awt.Window;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.BooleanSupplier;
import java.util.prefs.BackingStoreException;
import java.util.prefs.Preferences;
import javax.imageio.ImageIO;
import javax.swing.JMenuItem;
import org.assertj.swing.core.BasicRobot;
import org.assertj.swing.core.GenericTypeMatcher;
import org.assertj.swing.core.Robot;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.fixture.FrameFixture;
import org.assertj.swing.fixture.JMenuItemFixture;
import org.assertj.swing.timing.Condition;
import org.assertj.swing.timing.Pause;
import org.assertj.swing.timing.Timeout;
import org.junit.jupiter.api.Assumptions;
import twedit.editor.app.AppServices;
import twedit.editor.app.EditorPrefs;
import twedit.editor.app.EditorWindow;
import twedit.editor.app.Theme;
import twedit.model.codec.SourceForm;
import twedit.model.datafile.ReadLimits;
import twedit.model.io.MapFiles;

/**
 * The editor window for the physics and info GUI tests, with throwaway preferences: waiting, clicking tiles and
 * popup items, saving, and screenshots under target/screenshots. Without a display it fails on CI, skips elsewhere.
 */
public final class PhysicsGui implements AutoCloseable {
    public static final Path SCREENSHOTS = Path.of("target/screenshots");

    public final Robot robot;
    public final EditorWindow window;
    public final FrameFixture frame;
    private final Preferences prefsNode;

    public PhysicsGui(boolean dark) {
        requireDisplay();
        prefsNode = Preferences.userRoot().node("twedit-test/" + System.nanoTime());
        EditorPrefs prefs = new EditorPrefs(prefsNode);
        prefs.setDarkTheme(dark);
        robot = BasicRobot.robotWithNewAwtHierarchy();
        AtomicBoolean exited = new AtomicBoolean();
        window = GuiActionRunner.execute(() -> {
            Theme.install(dark);
            return new EditorWindow(AppServices.create(prefs, new MapFiles(ReadLimits.EDITOR, null),
                    System.getenv(), Path.of(System.getProperty("user.home")), () -> exited.set(true)));
        });
        frame = new FrameFixture(robot, window);
        // fit the screen (xvfb-run's default is 1280x1024) so every panel can be clicked
        java.awt.Rectangle screen = GraphicsEnvironment.getLocalGraphicsEnvironment().getMaximumWindowBounds();
        frame.show(new java.awt.Dimension(Math.min(1440, screen.width), Math.min(900, screen.height)));
        GuiActionRunner.execute(() -> window.setLocation(screen.x, screen.y));
        robot.waitForIdle();
    }

    /** Fails on CI and skips elsewhere when there is no display to test on. */
    public static void requireDisplay() {
        boolean headless = GraphicsEnvironment.isHeadless();
        if ("true".equalsIgnoreCase(System.getenv("CI"))) {
            assertThat(headless).as("GUI tests need a display on CI: run them under xvfb-run").isFalse();
        } else {
            Assumptions.assumeFalse(headless, "no display (run under xvfb-run)");
        }
    }

    public void waitFor(String what, BooleanSupplier cond) {
        Pause.pause(new Condition(what) {
            @Override
            public boolean test() {
                return GuiActionRunner.execute(cond::getAsBoolean);
            }
        }, Timeout.timeout(30_000));
    }

    /** Clicks the showing menu item (of a popup) with this text. */
    public void clickMenuItem(String text) {
        JMenuItem item = robot.finder().find(new GenericTypeMatcher<JMenuItem>(JMenuItem.class, true) {
            @Override
            protected boolean isMatching(JMenuItem m) {
                return text.equals(m.getText());
            }
        });
        new JMenuItemFixture(robot, item).click();
        robot.waitForIdle();
    }

    /** The screen point (map view coordinates) at the centre of tile (x, y) of the current layer. */
    public java.awt.Point tileCenter(int x, int y) {
        return GuiActionRunner.execute(() -> {
            java.awt.Rectangle r = window.view().tileRect(x, y, 1, 1);
            return new java.awt.Point(r.x + r.width / 2, r.y + r.height / 2);
        });
    }

    public void centerOn(double x, double y, double scale) {
        GuiActionRunner.execute(() -> window.view().centerOnTile(x, y, scale));
        robot.waitForIdle();
    }

    public void clickTile(int x, int y) {
        robot.click(window.view(), tileCenter(x, y));
        robot.waitForIdle();
    }

    /** Saves the map to {@code path} as a DDNet map, as Save As does, and waits for the file. */
    public void saveTo(Path path) {
        GuiActionRunner.execute(() -> window.files().saveTo(path, SourceForm.DDNET, null));
        waitFor("saved " + path, () -> !window.files().isWorking() && !window.workspace().document().isModified());
    }

    /** Paints a window (the editor by default) into target/screenshots/NAME.png. */
    public Path screenshot(String name, Window w) throws IOException {
        robot.waitForIdle();
        Window target = w == null ? window : w;
        BufferedImage img = GuiActionRunner.execute(() -> {
            BufferedImage out = new BufferedImage(target.getWidth(), target.getHeight(), BufferedImage.TYPE_INT_RGB);
            java.awt.Graphics2D g = out.createGraphics();
            ((javax.swing.RootPaneContainer) target).getRootPane().paintAll(g);
            g.dispose();
            return out;
        });
        Files.createDirectories(SCREENSHOTS);
        Path file = SCREENSHOTS.resolve(name + ".png");
        ImageIO.write(img, "png", file.toFile());
        return file;
    }

    @Override
    public void close() {
        try {
            frame.cleanUp();
        } finally {
            try {
                prefsNode.removeNode();
            } catch (BackingStoreException | IllegalStateException e) {
                // throwaway preferences: nothing to keep
            }
        }
    }
}
