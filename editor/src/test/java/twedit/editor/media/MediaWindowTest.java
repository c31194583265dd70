package twedit.editor.media;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;
import twedit.editor.app.EditorWindow;
import twedit.editor.testutil.EditorGui;
import twedit.editor.testutil.RobotDriven;
import twedit.model.testutil.Corpus;

/** The editor window has Images, Sounds and Automap tabs showing the open map's media and layer settings. */
@RobotDriven
class MediaWindowTest {
    @Test
    void windowShowsMediaAndAutomapTabs() throws Exception {
        Path map = Corpus.ddnetMap("maps/Tutorial.map");
        try (EditorGui h = new EditorGui(
                new EditorGui.Setup().dark(true).prefs(p -> p.setDataDir(Corpus.DDNET_DATA.toString())))) {
            EditorWindow w = h.window;
            h.open(map);
            int images =
                    GuiActionRunner.execute(() -> w.workspace().map().images().size());
            h.showPanel("Images");
            assertThat(h.frame.list("imageList").contents()).hasSize(images);
            h.screenshot("media-window-images");
            h.showPanel("Automap");
            // select a tiles layer with an image that has DDNet rules
            GuiActionRunner.execute(() -> {
                for (twedit.model.map.Group g : w.workspace().map().groups()) {
                    for (twedit.model.map.Layer l : g.layers()) {
                        if (l instanceof twedit.model.map.TileLayer t
                                && t.image() != null
                                && Files.isRegularFile(Corpus.DDNET_DATA.resolve(
                                        "editor/" + t.image().name() + ".rules"))) {
                            w.workspace().select(g, l);
                            return null;
                        }
                    }
                }
                return null;
            });
            h.robot.waitForIdle();
            assertThat(h.frame.label("automap.rules").text()).endsWith("(DDNet data)");
            h.screenshot("automap-window");
        }
    }
}
