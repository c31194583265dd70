package twedit.editor.media;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.event.KeyEvent;
import java.util.List;
import javax.swing.JButton;
import javax.swing.JDialog;
import javax.swing.JOptionPane;
import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;
import twedit.editor.testutil.EditorGui;
import twedit.editor.testutil.RobotDriven;
import twedit.editor.testutil.ScreenCapture;
import twedit.model.document.edits.Edits;
import twedit.model.map.Layer;
import twedit.model.map.MapImage;
import twedit.model.map.TileLayer;
import twedit.model.map.TwMap;
import twedit.model.media.MediaRules;
import twedit.model.testutil.Corpus;

/**
 * Removing an image in the window, on Tutorial.map: one the layers use asks first, counting them, with Cancel as the
 * default (Enter keeps it); Remove unlinks them and undo links them again (and takes the "Removed" message away); an
 * unused image goes without a question.
 */
@RobotDriven
class MediaRemoveGuiTest {
    private static final String TITLE = "Remove image";

    @Test
    void removingAUsedImageAsksWithItsUsersAndAnUnusedOneDoesNot() throws Exception {
        try (EditorGui h =
                new EditorGui(new EditorGui.Setup().prefs(p -> p.setDataDir(Corpus.DDNET_DATA.toString())))) {
            h.open(Corpus.ddnetMap("maps/Tutorial.map"));
            TwMap map = GuiActionRunner.execute(() -> h.window.workspace().map());
            // the image the most layers use
            MapImage used = GuiActionRunner.execute(() -> map.images().stream()
                    .max(java.util.Comparator.comparingInt(
                            i -> MediaRules.layersUsing(map, i).size()))
                    .orElseThrow());
            List<Layer> users = GuiActionRunner.execute(() -> MediaRules.layersUsing(map, used));
            assertThat(users).isNotEmpty();
            String counted =
                    GuiActionRunner.execute(() -> MediaUsers.of(map, used).describe());
            h.showPanel("Images");
            h.frame.list("imageList").selectItem(map.images().indexOf(used));
            JButton remove = h.frame.button("image.remove").target();

            // the question counts the users; Enter answers Cancel and the image stays
            h.press(remove);
            JDialog question = h.waitForDialog(TITLE);
            String message = GuiActionRunner.execute(() ->
                    EditorGui.find(question, JOptionPane.class).getMessage().toString());
            assertThat(message)
                    .contains(counted + (users.size() == 1 ? " uses" : " use") + " image '" + used.name() + "'")
                    .contains("Remove it and unlink");
            assertThat(GuiActionRunner.execute(
                            () -> question.getRootPane().getDefaultButton().getText()))
                    .isEqualTo("Cancel");
            ScreenCapture.save(h.robot, "remove-used-image");
            h.robot.pressAndReleaseKey(KeyEvent.VK_ENTER);
            h.waitFor("question closed", () -> !question.isShowing());
            assertThat(GuiActionRunner.execute(() -> map.images().contains(used)))
                    .isTrue();

            // Remove unlinks every user, says so in the status line; undo links them again
            h.press(remove);
            h.answer(TITLE, "Remove");
            assertThat(GuiActionRunner.execute(() -> map.images().contains(used)))
                    .isFalse();
            assertThat(GuiActionRunner.execute(() -> users.stream().allMatch(l -> image(l) == null)))
                    .isTrue();
            assertThat(h.frame.label("image.status").text()).startsWith("Removed '" + used.name() + "'");
            GuiActionRunner.execute(() -> h.window.workspace().document().undo());
            assertThat(GuiActionRunner.execute(() -> users.stream().allMatch(l -> image(l) == used)))
                    .isTrue();
            assertThat(h.frame.label("image.status").text().trim())
                    .as("the message of the step undone goes")
                    .isEmpty();

            // an image nothing uses is removed at once (undo brings it back)
            MapImage spare = MapImage.external("bg_cloud1", 0, 0);
            GuiActionRunner.execute(() -> h.window
                    .workspace()
                    .document()
                    .apply(Edits.addImage(map, map.images().size(), spare)));
            h.frame
                    .list("imageList")
                    .selectItem(GuiActionRunner.execute(() -> map.images().indexOf(spare)));
            h.press(remove);
            h.robot.waitForIdle();
            assertThat(h.dialogShown(TITLE)).isFalse();
            assertThat(GuiActionRunner.execute(() -> map.images().contains(spare)))
                    .isFalse();
        }
    }

    private static MapImage image(Layer l) {
        return l instanceof TileLayer t ? t.image() : ((twedit.model.map.QuadsLayer) l).image();
    }
}
