package twedit.editor.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.GraphicsEnvironment;
import java.awt.event.InputEvent;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.BooleanSupplier;
import java.util.prefs.BackingStoreException;
import java.util.prefs.Preferences;
import javax.imageio.ImageIO;
import org.assertj.swing.core.BasicRobot;
import org.assertj.swing.core.Robot;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.fixture.FrameFixture;
import org.assertj.swing.timing.Condition;
import org.assertj.swing.timing.Pause;
import org.assertj.swing.timing.Timeout;
import org.junit.jupiter.api.Assumptions;
import twedit.model.datafile.ReadLimits;
import twedit.model.io.MapFiles;

/**
 * Starts the editor window for a GUI test with throwaway preferences, and helps with waiting, opening maps and
 * writing screenshots under target/screenshots. Without a display it fails on CI and skips elsewhere.
 */
final class GuiHarness implements AutoCloseable {
    static final Path SCREENSHOTS = Path.of("target/screenshots");

    final Robot robot;
    final EditorWindow window;
    final FrameFixture frame;
    final AtomicBoolean exited = new AtomicBoolean();
    private final Preferences prefsNode;

    GuiHarness(boolean dark) {
        this(dark, false);
    }

    /** @param deferFeatures build the window as a start-up does: feature panels wait for installFeatures() */
    GuiHarness(boolean dark, boolean deferFeatures) {
        requireDisplay();
        prefsNode = Preferences.userRoot().node("twedit-test/" + System.nanoTime());
        EditorPrefs prefs = new EditorPrefs(prefsNode);
        prefs.setDarkTheme(dark);
        robot = BasicRobot.robotWithNewAwtHierarchy();
        window = GuiActionRunner.execute(() -> {
            Theme.install(dark);
            return new EditorWindow(AppServices.create(prefs, new MapFiles(ReadLimits.EDITOR, null),
                    System.getenv(), Path.of(System.getProperty("user.home")), () -> exited.set(true)),
                    deferFeatures);
        });
        frame = new FrameFixture(robot, window);
        frame.show(new java.awt.Dimension(1440, 900));
        robot.waitForIdle();
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

    /** Opens a map through the file controller (as Open does) and waits until it is shown. */
    void open(Path map) {
        GuiActionRunner.execute(() -> window.files().load(map, null));
        waitFor("map " + map + " open", () -> map.equals(window.workspace().file())
                && !window.files().isWorking());
        robot.waitForIdle();
    }

    void waitFor(String what, BooleanSupplier cond) {
        Pause.pause(new Condition(what) {
            @Override
            public boolean test() {
                return GuiActionRunner.execute(cond::getAsBoolean);
            }
        }, Timeout.timeout(30_000));
    }

    /** A copy of a corpus map in a fresh temp directory, so a test may save over it. */
    static Path copyOf(Path map) throws IOException {
        Path dir = Files.createTempDirectory("twedit-gui");
        Path copy = dir.resolve(map.getFileName().toString());
        Files.copy(map, copy);
        return copy;
    }

    /** The screen point (in map view coordinates) at the centre of tile (x, y) of the current layer. */
    java.awt.Point tileCenter(int x, int y) {
        return GuiActionRunner.execute(() -> {
            java.awt.Rectangle r = window.view().tileRect(x, y, 1, 1);
            return new java.awt.Point(r.x + r.width / 2, r.y + r.height / 2);
        });
    }

    /** Centres the view on tile (x, y) at 100 % zoom. */
    void centerOn(int x, int y) {
        GuiActionRunner.execute(() -> window.view().centerOnTile(x, y, 1.0));
        robot.waitForIdle();
    }

    /** Drags with the left button over the map from tile a to tile b through the tiles between. */
    void dragTiles(int ax, int ay, int bx, int by) {
        javax.swing.JComponent view = window.view();
        robot.moveMouse(view, tileCenter(ax, ay));
        robot.pressMouse(org.assertj.swing.core.MouseButton.LEFT_BUTTON);
        robot.moveMouse(view, tileCenter((ax + bx) / 2, (ay + by) / 2));
        robot.moveMouse(view, tileCenter(bx, by));
        robot.releaseMouse(org.assertj.swing.core.MouseButton.LEFT_BUTTON);
        robot.waitForIdle();
    }

    /** Presses a key with modifiers while the map has the keyboard focus, as a mapper's shortcut would. */
    @SuppressWarnings("deprecation")
    void key(int keyCode, int modifiers) {
        robot.focusAndWaitForFocusGain(window.view());
        // the robot takes the old-style masks (CTRL_MASK, SHIFT_MASK)
        int old = ((modifiers & InputEvent.CTRL_DOWN_MASK) != 0 ? InputEvent.CTRL_MASK : 0)
                | ((modifiers & InputEvent.SHIFT_DOWN_MASK) != 0 ? InputEvent.SHIFT_MASK : 0)
                | ((modifiers & InputEvent.ALT_DOWN_MASK) != 0 ? InputEvent.ALT_MASK : 0);
        robot.pressAndReleaseKey(keyCode, old);
        robot.waitForIdle();
    }

    /** Clicks tile (x, y) of the current layer with the left button. */
    void clickTile(int x, int y) {
        robot.click(window.view(), tileCenter(x, y));
        robot.waitForIdle();
    }

    /** Byte {@code field} of cell (x, y) of the current tile layer, read on the event thread. */
    int cell(int x, int y) {
        return GuiActionRunner.execute(() -> window.workspace().currentTileLayer().grid().get(x, y, 0));
    }

    /** Paints the whole window into a PNG under target/screenshots. */
    Path screenshot(String name) throws IOException {
        robot.waitForIdle();
        BufferedImage img = GuiActionRunner.execute(() -> {
            BufferedImage out = new BufferedImage(window.getWidth(), window.getHeight(),
                    BufferedImage.TYPE_INT_RGB);
            java.awt.Graphics2D g = out.createGraphics();
            window.getRootPane().paintAll(g);
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
