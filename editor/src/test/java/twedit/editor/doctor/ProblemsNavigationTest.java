package twedit.editor.doctor;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javax.swing.JList;
import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import twedit.model.doctor.Finding;
import twedit.model.map.Layer;
import twedit.model.map.Location;
import twedit.model.map.TileKind;

/**
 * Clicking a problem goes to the place its typed location names, whatever its texts say: rewording a message (or a
 * text that names another place) never changes where the Problems panel navigates.
 */
class ProblemsNavigationTest {
    @TempDir
    Path dir;

    @Test
    void clickingAProblemFollowsItsLocationNotItsText() throws Exception {
        Path file = dir.resolve("good.map");
        Files.write(file, DoctorGuiTest.goodMap());
        try (DoctorGui gui = new DoctorGui(DoctorGui.newRobot(), dir.resolve("recovery"))) {
            GuiActionRunner.execute(() -> gui.window.files().load(file, null));
            gui.waitFor(
                    "opened",
                    () -> !gui.window.files().isWorking()
                            && gui.window
                                    .workspace()
                                    .map()
                                    .physicsLayer(TileKind.TELE)
                                    .isPresent());
            gui.settle();
            ProblemsPanel p = gui.doctor().problems();
            Layer tele = GuiActionRunner.execute(() ->
                    gui.window.workspace().map().physicsLayer(TileKind.TELE).orElseThrow());
            Layer game = GuiActionRunner.execute(
                    () -> gui.window.workspace().map().gameLayer().orElseThrow());
            GuiActionRunner.execute(() -> gui.window
                    .workspace()
                    .select(gui.window.workspace().map().gameGroup().orElseThrow(), game));
            // the texts name a group and layer that do not exist and a cell: only the location counts
            Finding reworded = Finding.warning(
                    "test.reworded",
                    Location.cell(tele, 3, 4),
                    "group 7 'Nowhere' layer 9 'Gone'",
                    "a message reworded at 99,99 in any way",
                    null);
            GuiActionRunner.execute(() -> p.setLoadFindings(List.of(reworded)));
            GuiActionRunner.execute(() -> {
                // bring the Problems panel to the front of whatever holds it
                java.awt.Component c = p;
                while (c != null && !(c.getParent() instanceof javax.swing.JTabbedPane)) {
                    c = c.getParent();
                }
                if (c != null) {
                    ((javax.swing.JTabbedPane) c.getParent()).setSelectedComponent(c);
                }
            });
            gui.settle();
            JList<?> list = gui.frame.list("problems.list").target();
            int index = GuiActionRunner.execute(() -> {
                for (int i = 0; i < list.getModel().getSize(); i++) {
                    if (((Finding) list.getModel().getElementAt(i)).checkId().equals("test.reworded")) {
                        return i;
                    }
                }
                return -1;
            });
            assertThat(index).isNotNegative();
            gui.frame.list("problems.list").clickItem(index);
            gui.robot.waitForIdle();
            assertThat(GuiActionRunner.execute(() -> gui.window.workspace().currentLayer()))
                    .isSameAs(tele);
        }
    }
}
