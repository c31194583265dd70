package twedit.editor.media;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicReference;
import javax.swing.SwingUtilities;
import org.assertj.swing.core.Robot;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.finder.WindowFinder;
import org.assertj.swing.fixture.DialogFixture;
import org.assertj.swing.timing.Condition;
import org.assertj.swing.timing.Pause;
import org.assertj.swing.timing.Timeout;
import org.junit.jupiter.api.Test;
import twedit.editor.testutil.EditorGui;
import twedit.editor.testutil.RobotDriven;
import twedit.editor.ui.FileChoosers;
import twedit.model.codec.SourceForm;

/** Add External image: a double-click picks the name, and the filter box finds an image by a part of its name. */
@RobotDriven
class ExternalPickerGuiTest {
    private static final List<String> NAMES = List.of(
            "bg_cloud1", "bg_cloud2", "desert_main", "grass_doodads", "grass_main", "jungle_main", "winter_main");

    @Test
    void doubleClickPicksAndTheFilterFindsByName() throws Exception {
        Robot robot = EditorGui.newRobot();
        try {
            // a double-click on a name picks it, as OK would
            AtomicReference<String> picked = open();
            DialogFixture d = WindowFinder.findDialog("externalDialog").using(robot);
            d.list("externalList").item("grass_main").doubleClick();
            assertThat(result(picked)).isEqualTo("grass_main");

            // typing in the filter keeps the names containing it; Enter picks the one left
            picked = open();
            d = WindowFinder.findDialog("externalDialog").using(robot);
            d.textBox("externalFilter").enterText("JUNG");
            assertThat(d.list("externalList").contents()).containsExactly("jungle_main");
            d.textBox("externalFilter").deleteText().enterText("main");
            assertThat(d.list("externalList").contents())
                    .containsExactly("desert_main", "grass_main", "jungle_main", "winter_main");
            d.list("externalList").item("winter_main").doubleClick();
            assertThat(result(picked)).isEqualTo("winter_main");

            picked = open();
            d = WindowFinder.findDialog("externalDialog").using(robot);
            d.textBox("externalFilter").enterText("cloud2\n");
            assertThat(result(picked)).isEqualTo("bg_cloud2");
        } finally {
            robot.cleanUp();
        }
    }

    private static AtomicReference<String> open() {
        AtomicReference<String> out = new AtomicReference<>("(open)");
        SwingMediaPrompts prompts = GuiActionRunner.execute(() -> new SwingMediaPrompts(
                null,
                () -> SourceForm.DDNET,
                new FileChoosers(java.util.prefs.Preferences.userRoot().node("twedit-test/ext"), () -> null)));
        ExternalImages none = new ExternalImages(Optional::empty);
        SwingUtilities.invokeLater(() -> out.set(prompts.chooseExternal(NAMES, none)));
        return out;
    }

    private static String result(AtomicReference<String> picked) {
        Pause.pause(
                new Condition("the picker closed") {
                    @Override
                    public boolean test() {
                        return !"(open)".equals(picked.get());
                    }
                },
                Timeout.timeout(10_000));
        return picked.get();
    }
}
