package twedit.editor.envelopes;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.GraphicsEnvironment;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.BooleanSupplier;
import java.util.prefs.BackingStoreException;
import java.util.prefs.Preferences;
import javax.imageio.ImageIO;
import org.assertj.swing.core.BasicRobot;
import org.assertj.swing.core.MouseButton;
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
import twedit.model.codec.SourceForm;
import twedit.model.datafile.ReadLimits;
import twedit.model.io.MapFiles;

/**
 * GUI test harness for quads, sounds and envelopes: a fresh editor window with throwaway preferences, robot helpers
 * for the map view and the curve view, saving, and screenshots under target/screenshots. Fails on CI when headless.
 */
public final class AnimGui implements AutoCloseable {
    public final Robot robot;
    public final EditorWindow window;
    public final FrameFixture frame;
    public final AnimationFeature anim;
    private final Preferences node;

    public AnimGui() {
        boolean headless = GraphicsEnvironment.isHeadless();
        if ("true".equalsIgnoreCase(System.getenv("CI"))) {
            assertThat(headless).as("GUI tests need a display on CI: run them under xvfb-run").isFalse();
        } else {
            Assumptions.assumeFalse(headless, "no display (run under xvfb-run)");
        }
        node = Preferences.userRoot().node("twedit-test/" + System.nanoTime());
        EditorPrefs prefs = new EditorPrefs(node);
        prefs.setDarkTheme(true);
        robot = BasicRobot.robotWithNewAwtHierarchy();
        window = GuiActionRunner.execute(() -> {
            Theme.install(true);
            return new EditorWindow(AppServices.create(prefs, new MapFiles(ReadLimits.EDITOR, null), System.getenv(),
                    Path.of(System.getProperty("user.home")), () -> { }));
        });
        frame = new FrameFixture(robot, window);
        java.awt.Rectangle screen = GraphicsEnvironment.getLocalGraphicsEnvironment().getMaximumWindowBounds();
        frame.show(new java.awt.Dimension(Math.min(1440, screen.width), Math.min(960, screen.height)));
        GuiActionRunner.execute(() -> window.setLocation(screen.x, screen.y));
        robot.waitForIdle();
        anim = GuiActionRunner.execute(() -> window.animation());
        GuiActionRunner.execute(() -> {
            javax.swing.JTabbedPane tabs = (javax.swing.JTabbedPane) anim.inspector().getParent();
            tabs.setSelectedComponent(anim.inspector());
        });
        robot.waitForIdle();
    }

    public void waitFor(String what, BooleanSupplier cond) {
        Pause.pause(new Condition(what) {
            @Override
            public boolean test() {
                return GuiActionRunner.execute(cond::getAsBoolean);
            }
        }, Timeout.timeout(30_000));
    }

    /** The screen point (map view coordinates) of a world point of the current group. */
    public java.awt.Point screenOf(double wx, double wy) {
        return GuiActionRunner.execute(() -> {
            java.awt.geom.Point2D p = window.view().worldToScreen().transform(new java.awt.geom.Point2D.Double(wx, wy),
                    null);
            return new java.awt.Point((int) Math.round(p.getX()), (int) Math.round(p.getY()));
        });
    }

    /** A left-button drag on the map view between two screen points, in a few steps. */
    public void dragView(java.awt.Point a, java.awt.Point b) {
        javax.swing.JComponent view = window.view();
        robot.moveMouse(view, a);
        robot.pressMouse(MouseButton.LEFT_BUTTON);
        for (int i = 1; i <= 4; i++) {
            robot.moveMouse(view, new java.awt.Point(a.x + (b.x - a.x) * i / 4, a.y + (b.y - a.y) * i / 4));
        }
        robot.releaseMouse(MouseButton.LEFT_BUTTON);
        robot.waitForIdle();
    }

    /**
     * Adds a point the way a mapper does: shows 0..{@code range} ms, double-clicks the curve at time {@code t} half
     * way up, then types the exact value of the selected channel into the point editor.
     */
    public void addPoint(double t, double range, String value) {
        CurveView c = anim.dock().curve();
        GuiActionRunner.execute(() -> c.setTimeRange(-range * 0.05, range * 1.05));
        java.awt.Point p = GuiActionRunner.execute(() -> new java.awt.Point((int) Math.round(c.xOf(t)),
                c.getHeight() / 2));
        robot.click(c, p, MouseButton.LEFT_BUTTON, 2);
        robot.waitForIdle();
        frame.textBox("pointValue").deleteText().enterText(value + "\n");
        robot.waitForIdle();
    }

    /** Saves the open map to {@code path} in DDNet form and waits for the background save. */
    public void save(Path path) {
        GuiActionRunner.execute(() -> window.files().saveTo(path, SourceForm.DDNET, null));
        waitFor("saved", () -> !window.files().isWorking() && !window.workspace().document().isModified());
    }

    /** Opens a map as File > Open does and waits until it is shown. */
    public void open(Path map) {
        GuiActionRunner.execute(() -> window.files().load(map, null));
        waitFor("map open", () -> map.equals(window.workspace().file()) && !window.files().isWorking());
        robot.waitForIdle();
    }

    /** Paints the whole window into target/screenshots/NAME.png. */
    public Path screenshot(String name) throws IOException {
        robot.waitForIdle();
        BufferedImage img = GuiActionRunner.execute(() -> {
            BufferedImage out = new BufferedImage(window.getWidth(), window.getHeight(), BufferedImage.TYPE_INT_RGB);
            java.awt.Graphics2D g = out.createGraphics();
            window.getRootPane().paintAll(g);
            g.dispose();
            return out;
        });
        Path dir = Path.of("target/screenshots");
        Files.createDirectories(dir);
        Path file = dir.resolve(name + ".png");
        ImageIO.write(img, "png", file.toFile());
        return file;
    }

    @Override
    public void close() {
        try {
            frame.cleanUp();
        } finally {
            try {
                node.removeNode();
            } catch (BackingStoreException | IllegalStateException e) {
                // throwaway preferences
            }
        }
    }
}
