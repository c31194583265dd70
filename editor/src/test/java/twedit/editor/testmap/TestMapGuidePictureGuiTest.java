package twedit.editor.testmap;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import twedit.editor.testserver.ServerProcessesAccess;
import twedit.editor.testutil.EditorGui;
import twedit.editor.testutil.GuideShots;
import twedit.model.testutil.Corpus;

/**
 * The guide's picture of Testing the map (guide-testing.png): Tools &gt; Test Map on a map of DDNet's runs the real
 * server, whose output the Server panel shows below the map.
 */
@Timeout(300)
class TestMapGuidePictureGuiTest {
    @TempDir
    Path dir;

    @Test
    void theServerPanelShowsTheRealServerServingTheMap() throws Exception {
        ServerProcessesAccess.require();
        Path map = dir.resolve("Gold Mine.map");
        Files.copy(Corpus.ddnetMap("maps/Gold Mine.map"), map);
        try (EditorGui gui = new EditorGui(false)) {
            new TestMapPrefs(gui.prefs()).setStartClient(false);
            gui.open(map);
            TestMapFeature f = GuiActionRunner.execute(() -> gui.window.feature(TestMapFeature.class));
            GuiActionRunner.execute(
                    () -> gui.frame.menuItem("testMapItem").target().doClick());
            // a real server's start: longer than a window's usual wait on a loaded machine
            waitLong("the server runs", () -> f.panel().stateText().startsWith("Serving "));
            waitLong(
                    "the server's output in the panel",
                    () -> f.panel().outputText().contains("datafile: loading done"));
            gui.showPanel("Server");
            Path shot = GuideShots.take(gui, "testing", () -> gui.window.view().fitMap());
            assertThat(GuideShots.colours(shot, GuideShots.inWindow(gui, gui.window.view())))
                    .as("the map drawn above the panel")
                    .isGreaterThan(150);
            GuiActionRunner.execute(
                    () -> gui.frame.menuItem("stopTestItem").target().doClick());
            gui.waitFor("stopped", () -> f.panel().stateText().equals("Test server stopped."));
        }
    }

    private static void waitLong(String what, java.util.function.BooleanSupplier cond) {
        org.assertj.swing.timing.Pause.pause(
                new org.assertj.swing.timing.Condition(what) {
                    @Override
                    public boolean test() {
                        return GuiActionRunner.execute(cond::getAsBoolean);
                    }
                },
                org.assertj.swing.timing.Timeout.timeout(120_000));
    }
}
