package twedit.editor.media;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.prefs.Preferences;
import javax.imageio.ImageIO;
import org.assertj.swing.core.BasicRobot;
import org.assertj.swing.core.Robot;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.fixture.FrameFixture;
import org.junit.jupiter.api.Test;
import twedit.editor.app.AppServices;
import twedit.editor.app.EditorPrefs;
import twedit.editor.app.EditorWindow;
import twedit.editor.app.Theme;
import twedit.model.datafile.ReadLimits;
import twedit.model.io.MapFiles;
import twedit.model.testutil.Corpus;

/** The editor window has Images, Sounds and Automap tabs showing the open map's media and layer settings. */
class MediaWindowTest {
    @Test
    void windowShowsMediaAndAutomapTabs() throws Exception {
        MediaGui.requireDisplay();
        Path map = Corpus.ddnetMap("maps/Tutorial.map");
        Preferences node = Preferences.userRoot().node("twedit-test/" + System.nanoTime());
        EditorPrefs prefs = new EditorPrefs(node);
        prefs.setDataDir(Corpus.DDNET_DATA.toString());
        Robot robot = BasicRobot.robotWithNewAwtHierarchy();
        EditorWindow w = GuiActionRunner.execute(() -> {
            Theme.install(true);
            return new EditorWindow(AppServices.create(prefs, new MapFiles(ReadLimits.EDITOR, null),
                    System.getenv(), Path.of(System.getProperty("user.home")), () -> { }));
        });
        FrameFixture frame = new FrameFixture(robot, w);
        try {
            frame.show(new java.awt.Dimension(1440, 900));
            GuiActionRunner.execute(() -> w.files().load(map, null));
            MediaGui.waitFor("map open", () -> map.equals(w.workspace().file()) && !w.files().isWorking());
            int images = GuiActionRunner.execute(() -> w.workspace().map().images().size());
            frame.tabbedPane().selectTab("Images");
            assertThat(frame.list("imageList").contents()).hasSize(images);
            screenshot(w, "media-window-images");
            frame.tabbedPane().selectTab("Automap");
            // select a tiles layer with an image that has DDNet rules
            GuiActionRunner.execute(() -> {
                for (twedit.model.map.Group g : w.workspace().map().groups()) {
                    for (twedit.model.map.Layer l : g.layers()) {
                        if (l instanceof twedit.model.map.TileLayer t && t.image() != null
                                && Files.isRegularFile(Corpus.DDNET_DATA.resolve("editor/" + t.image().name()
                                        + ".rules"))) {
                            w.workspace().select(g, l);
                            return null;
                        }
                    }
                }
                return null;
            });
            robot.waitForIdle();
            assertThat(frame.label("automap.rules").text()).endsWith("(DDNet data)");
            screenshot(w, "automap-window");
        } finally {
            frame.cleanUp();
            node.removeNode();
        }
    }

    private static void screenshot(java.awt.Window w, String name) throws Exception {
        BufferedImage img = GuiActionRunner.execute(() -> {
            BufferedImage out = new BufferedImage(w.getWidth(), w.getHeight(), BufferedImage.TYPE_INT_RGB);
            java.awt.Graphics2D g = out.createGraphics();
            w.paintAll(g);
            g.dispose();
            return out;
        });
        Path dir = Path.of("target/screenshots");
        Files.createDirectories(dir);
        ImageIO.write(img, "png", dir.resolve(name + ".png").toFile());
    }
}
