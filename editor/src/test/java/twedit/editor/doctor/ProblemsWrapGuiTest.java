package twedit.editor.doctor;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Component;
import java.nio.file.Path;
import java.util.List;
import javax.swing.JList;
import javax.swing.ListCellRenderer;
import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import twedit.editor.testutil.RobotDriven;
import twedit.model.doctor.Finding;
import twedit.model.map.Location;

/** A long problem message wraps to the Problems panel's width instead of running off its right edge. */
@RobotDriven
class ProblemsWrapGuiTest {
    @TempDir
    Path dir;

    @Test
    void aLongMessageWrapsWithinThePanel() {
        String what = "a message as long as the doctor writes when it explains what it found, where, why DDNet "
                + "would not load the map, and what the fix will change: ".repeat(4);
        try (DoctorGui gui = new DoctorGui(DoctorGui.newRobot(), dir.resolve("recovery"))) {
            GuiActionRunner.execute(() -> gui.window.setSize(1366, 768));
            gui.frame.menuItemWithPath("View", "Reset layout").click();
            gui.settle();
            ProblemsPanel p = gui.doctor().problems();
            GuiActionRunner.execute(() -> p.setLoadFindings(
                    List.of(Finding.warning("test.long", Location.map(), "the whole map", what, null))));
            gui.showPanel("Problems");
            gui.settle();
            JList<?> list = gui.frame.list("problems.list").target();
            int[] w = GuiActionRunner.execute(() -> {
                @SuppressWarnings("unchecked")
                ListCellRenderer<Object> r = (ListCellRenderer<Object>) list.getCellRenderer();
                Component c = r.getListCellRendererComponent(
                        (JList<Object>) list, list.getModel().getElementAt(0), 0, false, false);
                return new int[] {c.getPreferredSize().width, list.getVisibleRect().width, c.getPreferredSize().height};
            });
            assertThat(w[0]).as("the message's width in a list %d wide", w[1]).isLessThanOrEqualTo(w[1]);
            assertThat(w[2]).as("its height: several lines").isGreaterThan(4 * 16);
        }
    }
}
