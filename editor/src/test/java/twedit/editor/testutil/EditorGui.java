package twedit.editor.testutil;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Dimension;
import java.awt.GraphicsEnvironment;
import java.awt.Rectangle;
import java.awt.Window;
import java.awt.event.InputEvent;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import java.util.prefs.BackingStoreException;
import java.util.prefs.Preferences;
import javax.imageio.ImageIO;
import javax.swing.JMenuItem;
import org.assertj.swing.core.BasicRobot;
import org.assertj.swing.core.GenericTypeMatcher;
import org.assertj.swing.core.MouseButton;
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
 * An editor window for a GUI test, with throwaway preferences and an empty home of its own (no user's autosave is
 * offered, no user's DDNet folder is read): opening and saving maps, waiting, clicking tiles and
 * menu items, keys, and screenshots under target/screenshots. Without a display it fails on CI and skips elsewhere.
 * The feature packages' harnesses extend it with their own helpers.
 */
public class EditorGui implements AutoCloseable {
    public static final Path SCREENSHOTS = Path.of("target/screenshots");

    public final Robot robot;
    public final EditorWindow window;
    public final FrameFixture frame;
    /** Set when the window ran its exit hook (closed for good). */
    public final AtomicBoolean exited = new AtomicBoolean();

    private final Preferences prefsNode;
    private final boolean ownPrefs;
    /** The window's home: a fresh folder, removed on close, so no user's autosave or DDNet folder decides a test. */
    private final Path home;

    /** How to build the window; the defaults suit most tests. */
    public static final class Setup {
        private boolean dark;
        private boolean deferFeatures;
        private Map<String, String> env;
        private Consumer<EditorPrefs> prefs = p -> {};
        private Robot robot;
        private int height = 900;
        private Preferences node;
        private boolean onDemandOpen = true;
        private MapFiles mapFiles;

        public Setup dark(boolean d) {
            dark = d;
            return this;
        }

        /** Build the window as a start-up does: feature panels wait for installFeatures(). */
        public Setup deferFeatures(boolean d) {
            deferFeatures = d;
            return this;
        }

        public Setup env(Map<String, String> e) {
            env = e;
            return this;
        }

        /** Adjusts the throwaway preferences before the window reads them. */
        public Setup prefs(Consumer<EditorPrefs> p) {
            prefs = p;
            return this;
        }

        /** A robot shared by the windows of one test (default: a new one). */
        public Setup robot(Robot r) {
            robot = r;
            return this;
        }

        public Setup height(int h) {
            height = h;
            return this;
        }

        /**
         * Whether the panels needed now and then (envelopes, problems, ...), which a start leaves hidden, are opened
         * below the map as the tests of their contents expect (default); layout tests say false.
         */
        public Setup onDemandOpen(boolean o) {
            onDemandOpen = o;
            return this;
        }

        /** The window's map files (e.g. with a compressor of the test's own; default: plain ones). */
        public Setup mapFiles(MapFiles m) {
            mapFiles = m;
            return this;
        }

        /** Preferences kept by the caller (e.g. shared by two windows in turn), not thrown away with the window. */
        public Setup prefsNode(Preferences n) {
            node = n;
            return this;
        }
    }

    public EditorGui(boolean dark) {
        this(new Setup().dark(dark));
    }

    public EditorGui(Setup s) {
        requireDisplay();
        ownPrefs = s.node == null;
        prefsNode = ownPrefs ? Preferences.userRoot().node("twedit-test/" + System.nanoTime()) : s.node;
        EditorPrefs prefs = new EditorPrefs(prefsNode);
        prefs.setDarkTheme(s.dark);
        s.prefs.accept(prefs);
        robot = s.robot != null ? s.robot : BasicRobot.robotWithNewAwtHierarchy();
        try {
            home = Files.createTempDirectory("twedit-gui-home");
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
        Map<String, String> env = testEnv(s.env, home);
        window = GuiActionRunner.execute(() -> {
            Theme.install(s.dark);
            return new EditorWindow(
                    AppServices.create(
                            prefs,
                            s.mapFiles != null ? s.mapFiles : new MapFiles(ReadLimits.EDITOR, null),
                            env,
                            home,
                            () -> exited.set(true)),
                    s.deferFeatures);
        });
        frame = new FrameFixture(robot, window);
        // fit the screen (xvfb-run's default is 1280x1024) so every panel can be clicked
        Rectangle screen = GraphicsEnvironment.getLocalGraphicsEnvironment().getMaximumWindowBounds();
        frame.show(new Dimension(Math.min(1440, screen.width), Math.min(s.height, screen.height)));
        GuiActionRunner.execute(() -> window.setLocation(screen.x, screen.y));
        if (s.onDemandOpen && s.node == null) {
            // last the one in front, as the stack below the map was before these panels started hidden
            GuiActionRunner.execute(() -> {
                for (String id : new String[] {"history", "size", "differences", "numbers", "problems", "envelopes"}) {
                    window.docks().show(id);
                }
            });
        }
        robot.waitForIdle();
    }

    /**
     * The environment a test window sees: the test's own (or the process's, without TWEDIT_DATA) with HOME and the data
     * home in {@code home}, and the recovery folder too unless the test chose one.
     */
    static Map<String, String> testEnv(Map<String, String> given, Path home) {
        Map<String, String> env = new java.util.HashMap<>(given != null ? given : System.getenv());
        if (given == null) {
            env.remove("TWEDIT_DATA");
        }
        env.put("HOME", home.toString());
        env.put("XDG_DATA_HOME", home.resolve(".local/share").toString());
        if (given == null || !given.containsKey("TWEDIT_RECOVERY_DIR")) {
            env.put("TWEDIT_RECOVERY_DIR", home.resolve("recovery").toString());
        }
        return Map.copyOf(env);
    }

    /** The window's own home folder (empty at the start, removed on close). */
    public Path home() {
        return home;
    }

    /** The throwaway preference node the window keeps its settings in. */
    public Preferences prefs() {
        return prefsNode;
    }

    /** A robot for tests that open several windows. */
    public static Robot newRobot() {
        requireDisplay();
        return BasicRobot.robotWithNewAwtHierarchy();
    }

    /** Fails on CI and skips elsewhere when there is no display to test on. */
    public static void requireDisplay() {
        boolean headless = GraphicsEnvironment.isHeadless();
        if ("true".equalsIgnoreCase(System.getenv("CI"))) {
            assertThat(headless)
                    .as("GUI tests need a display on CI: run them under xvfb-run")
                    .isFalse();
        } else {
            Assumptions.assumeFalse(headless, "no display (run under xvfb-run)");
        }
    }

    /** Waits up to 30 s until {@code cond}, read on the event thread, holds. */
    public void waitFor(String what, BooleanSupplier cond) {
        Pause.pause(
                new Condition(what) {
                    @Override
                    public boolean test() {
                        return GuiActionRunner.execute(cond::getAsBoolean);
                    }
                },
                Timeout.timeout(30_000));
    }

    /** Opens a map through the file controller (as Open does) and waits until it is shown. */
    public void open(Path map) {
        GuiActionRunner.execute(() -> window.files().load(map, null));
        waitFor(
                "map " + map + " open",
                () -> map.equals(window.workspace().file()) && !window.files().isWorking());
        robot.waitForIdle();
    }

    /** Saves the map to {@code path} as a DDNet map, as Save As does, and waits for the file. */
    public void saveTo(Path path) {
        GuiActionRunner.execute(() -> window.files().saveTo(path, SourceForm.DDNET, null));
        waitFor(
                "saved " + path,
                () -> !window.files().isWorking()
                        && !window.workspace().document().isModified());
    }

    /** The screen point (in map view coordinates) at the centre of tile (x, y) of the current layer. */
    public java.awt.Point tileCenter(int x, int y) {
        return GuiActionRunner.execute(() -> {
            Rectangle r = window.view().tileRect(x, y, 1, 1);
            return new java.awt.Point(r.x + r.width / 2, r.y + r.height / 2);
        });
    }

    /** Centres the view on tile (x, y) at 100 % zoom. */
    public void centerOn(int x, int y) {
        centerOn(x, y, 1.0);
    }

    public void centerOn(double x, double y, double scale) {
        GuiActionRunner.execute(() -> window.view().centerOnTile(x, y, scale));
        robot.waitForIdle();
    }

    /** Clicks tile (x, y) of the current layer with the left button. */
    public void clickTile(int x, int y) {
        robot.click(window.view(), tileCenter(x, y));
        robot.waitForIdle();
    }

    /** Drags with the left button over the map from tile a to tile b through the tiles between. */
    public void dragTiles(int ax, int ay, int bx, int by) {
        javax.swing.JComponent view = window.view();
        robot.moveMouse(view, tileCenter(ax, ay));
        robot.pressMouse(MouseButton.LEFT_BUTTON);
        robot.moveMouse(view, tileCenter((ax + bx) / 2, (ay + by) / 2));
        robot.moveMouse(view, tileCenter(bx, by));
        robot.releaseMouse(MouseButton.LEFT_BUTTON);
        robot.waitForIdle();
    }

    /** Byte {@code field} 0 of cell (x, y) of the current tile layer, read on the event thread. */
    public int cell(int x, int y) {
        return GuiActionRunner.execute(
                () -> window.workspace().currentTileLayer().grid().get(x, y, 0));
    }

    /** Presses a key with modifiers while the map has the keyboard focus, as a mapper's shortcut would. */
    @SuppressWarnings("deprecation")
    public void key(int keyCode, int modifiers) {
        robot.focusAndWaitForFocusGain(window.view());
        // the robot takes the old-style masks (CTRL_MASK, SHIFT_MASK)
        int old = ((modifiers & InputEvent.CTRL_DOWN_MASK) != 0 ? InputEvent.CTRL_MASK : 0)
                | ((modifiers & InputEvent.SHIFT_DOWN_MASK) != 0 ? InputEvent.SHIFT_MASK : 0)
                | ((modifiers & InputEvent.ALT_DOWN_MASK) != 0 ? InputEvent.ALT_MASK : 0);
        robot.pressAndReleaseKey(keyCode, old);
        robot.waitForIdle();
    }

    /**
     * Brings the docked panel titled {@code title} to the front by clicking its tab, as a user does (panels dock in
     * several stacks of tabs, so there is no one tabbed pane to look in).
     */
    public void showPanel(String title) {
        // a panel needed now and then starts hidden (and Reset layout hides it): open it as its button does
        GuiActionRunner.execute(() -> window.docks().titles().forEach((id, t) -> {
            if (t.equals(title) && !window.docks().isShown(id)) {
                window.docks().show(id);
            }
        }));
        robot.waitForIdle();
        javax.swing.JTabbedPane tabs = robot.finder()
                .find(window, new GenericTypeMatcher<javax.swing.JTabbedPane>(javax.swing.JTabbedPane.class, true) {
                    @Override
                    protected boolean isMatching(javax.swing.JTabbedPane t) {
                        return t.indexOfTab(title) >= 0;
                    }
                });
        new org.assertj.swing.fixture.JTabbedPaneFixture(robot, tabs).selectTab(title);
        robot.waitForIdle();
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

    /**
     * Waits for a showing dialog titled {@code title}, presses its button {@code button} on the event thread (a robot
     * click can miss a freshly shown modal dialog under load) and waits until it has closed; returns the dialog.
     */
    public javax.swing.JDialog answer(String title, String button) {
        javax.swing.JDialog d = waitForDialog(title);
        javax.swing.AbstractButton b = GuiActionRunner.execute(() -> button(d, button));
        assertThat(b).as("button '%s' in '%s'", button, title).isNotNull();
        javax.swing.SwingUtilities.invokeLater(b::doClick);
        waitFor("dialog '" + title + "' closed", () -> !d.isShowing());
        robot.waitForIdle();
        return d;
    }

    /**
     * Presses a button or menu item on the event thread, later (it may open a modal dialog), then waits for the event
     * thread: robot clicks on menus and freshly shown dialogs can get lost on a loaded machine.
     */
    public void press(javax.swing.AbstractButton b) {
        javax.swing.SwingUtilities.invokeLater(b::doClick);
        robot.waitForIdle();
    }

    /** Presses a dialog's button (see {@link #press}) and waits until the dialog has closed. */
    public void pressAndWaitClosed(javax.swing.AbstractButton b, Window dialog) {
        press(b);
        waitFor("dialog closed", () -> !dialog.isShowing());
        robot.waitForIdle();
    }

    /** Waits for a showing dialog titled {@code title} and returns it. */
    public javax.swing.JDialog waitForDialog(String title) {
        waitFor("a dialog '" + title + "'", () -> dialog(title) != null);
        robot.waitForIdle();
        return GuiActionRunner.execute(() -> dialog(title));
    }

    /** Whether a dialog titled {@code title} is showing. */
    public boolean dialogShown(String title) {
        return GuiActionRunner.execute(() -> dialog(title) != null);
    }

    private static javax.swing.JDialog dialog(String title) {
        for (Window w : Window.getWindows()) {
            if (w instanceof javax.swing.JDialog
                    && w.isShowing()
                    && title.equals(((javax.swing.JDialog) w).getTitle())) {
                return (javax.swing.JDialog) w;
            }
        }
        return null;
    }

    private static javax.swing.AbstractButton button(java.awt.Container c, String text) {
        for (java.awt.Component k : c.getComponents()) {
            if (k instanceof javax.swing.AbstractButton && text.equals(((javax.swing.AbstractButton) k).getText())) {
                return (javax.swing.AbstractButton) k;
            }
            if (k instanceof java.awt.Container) {
                javax.swing.AbstractButton b = button((java.awt.Container) k, text);
                if (b != null) {
                    return b;
                }
            }
        }
        return null;
    }

    /** The first component of {@code type} inside {@code c} (depth first), or null. */
    public static <T> T find(java.awt.Container c, Class<T> type) {
        for (java.awt.Component k : c.getComponents()) {
            if (type.isInstance(k)) {
                return type.cast(k);
            }
            if (k instanceof java.awt.Container) {
                T t = find((java.awt.Container) k, type);
                if (t != null) {
                    return t;
                }
            }
        }
        return null;
    }

    /** Paints the editor window into target/screenshots/NAME.png. */
    public Path screenshot(String name) throws IOException {
        return screenshot(name, window);
    }

    /** Paints a window (a dialog, or the editor when null) into target/screenshots/NAME.png. */
    public Path screenshot(String name, Window w) throws IOException {
        robot.waitForIdle();
        Window target = w == null ? window : w;
        BufferedImage img = GuiActionRunner.execute(() -> {
            BufferedImage out = new BufferedImage(target.getWidth(), target.getHeight(), BufferedImage.TYPE_INT_RGB);
            java.awt.Graphics2D g = out.createGraphics();
            if (target instanceof javax.swing.RootPaneContainer) {
                ((javax.swing.RootPaneContainer) target).getRootPane().paintAll(g);
            } else {
                target.paintAll(g);
            }
            g.dispose();
            return out;
        });
        Files.createDirectories(SCREENSHOTS);
        Path file = SCREENSHOTS.resolve(name + ".png");
        ImageIO.write(img, "png", file.toFile());
        return file;
    }

    /** Closes only this window, leaving a shared robot to the test's other windows. */
    public void closeWindow() {
        GuiActionRunner.execute(() -> window.dispose());
        dropPrefs();
    }

    @Override
    public void close() {
        try {
            frame.cleanUp();
        } finally {
            dropPrefs();
        }
    }

    private void dropPrefs() {
        deleteTree(home);
        if (!ownPrefs) {
            return;
        }
        try {
            prefsNode.removeNode();
        } catch (BackingStoreException | IllegalStateException e) {
            // throwaway preferences: nothing to keep
        }
    }

    /** Removes a folder and what it holds, as far as it can (a window may still write into it while closing). */
    public static void deleteTree(Path dir) {
        if (dir == null || !Files.exists(dir)) {
            return;
        }
        try (java.util.stream.Stream<Path> s = Files.walk(dir)) {
            s.sorted(java.util.Comparator.reverseOrder()).forEach(p -> {
                try {
                    Files.deleteIfExists(p);
                } catch (IOException e) {
                    // left for the system's temp cleaner
                }
            });
        } catch (IOException | java.io.UncheckedIOException e) {
            // left for the system's temp cleaner
        }
    }
}
