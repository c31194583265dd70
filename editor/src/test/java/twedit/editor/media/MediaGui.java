package twedit.editor.media;

import java.awt.BorderLayout;
import java.awt.Dimension;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import javax.imageio.ImageIO;
import javax.swing.JFrame;
import javax.swing.JTabbedPane;
import org.assertj.swing.core.BasicRobot;
import org.assertj.swing.core.Robot;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.fixture.FrameFixture;
import twedit.editor.app.Theme;
import twedit.editor.state.Workspace;
import twedit.editor.view.ImageStore;
import twedit.media.SoundPlayer;
import twedit.model.document.MapDocument;
import twedit.model.map.TwMap;
import twedit.model.testutil.Corpus;

/** A frame holding the Images and Sounds panels on a map with scripted prompts, for GUI tests. */
final class MediaGui implements AutoCloseable {
    final Robot robot;
    final Workspace ws;
    final ScriptedPrompts prompts = new ScriptedPrompts();
    final FrameFixture frame;
    final JTabbedPane tabs;
    final SoundPlayer player;

    MediaGui(TwMap map) {
        requireDisplay();
        robot = BasicRobot.robotWithNewAwtHierarchy();
        ws = new Workspace(new MapDocument(map));
        player = new SoundPlayer(m -> {});
        Optional<Path> data = Files.isDirectory(Corpus.DDNET_DATA.resolve("mapres"))
                ? Optional.of(Corpus.DDNET_DATA)
                : Optional.empty();
        tabs = GuiActionRunner.execute(() -> {
            Theme.install(false);
            JTabbedPane t = new JTabbedPane();
            t.addTab(
                    "Images", new ImagesPanel(ws, new ImageStore(() -> data), new ExternalImages(() -> data), prompts));
            t.addTab("Sounds", new SoundsPanel(ws, prompts, player));
            return t;
        });
        JFrame f = GuiActionRunner.execute(() -> {
            JFrame fr = new JFrame("media");
            fr.getContentPane().add(tabs, BorderLayout.CENTER);
            return fr;
        });
        frame = new FrameFixture(robot, f);
        frame.show(new Dimension(320, 640));
    }

    /** Fails on CI and skips elsewhere when there is no display. */
    static void requireDisplay() {
        twedit.editor.testutil.EditorGui.requireDisplay();
    }

    /** Waits up to 30 s until {@code cond}, evaluated on the event thread, holds. */
    static void waitFor(String what, java.util.function.BooleanSupplier cond) throws InterruptedException {
        long end = System.nanoTime() + 30_000_000_000L;
        while (!GuiActionRunner.execute(cond::getAsBoolean)) {
            if (System.nanoTime() > end) {
                throw new AssertionError("timed out waiting for: " + what);
            }
            Thread.sleep(20);
        }
    }

    <T> T onEdt(java.util.concurrent.Callable<T> c) {
        return GuiActionRunner.execute(c);
    }

    void screenshot(String name) throws IOException {
        robot.waitForIdle();
        BufferedImage img = GuiActionRunner.execute(() -> {
            JFrame f = (JFrame) frame.target();
            BufferedImage out = new BufferedImage(f.getWidth(), f.getHeight(), BufferedImage.TYPE_INT_RGB);
            java.awt.Graphics2D g = out.createGraphics();
            f.getRootPane().paintAll(g);
            g.dispose();
            return out;
        });
        Path dir = Path.of("target/screenshots");
        Files.createDirectories(dir);
        ImageIO.write(img, "png", dir.resolve(name + ".png").toFile());
    }

    @Override
    public void close() {
        player.close();
        frame.cleanUp();
    }
}
