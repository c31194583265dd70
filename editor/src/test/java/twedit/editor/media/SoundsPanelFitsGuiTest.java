package twedit.editor.media;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Container;
import java.util.ArrayList;
import java.util.List;
import javax.swing.JButton;
import javax.swing.JScrollPane;
import javax.swing.SwingUtilities;
import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;
import twedit.editor.testutil.EditorGui;

/**
 * The Sounds panel at its default width in a 1366x768 window: every button shows its whole text (Stop and Export
 * were cut), and the "No audio output device" message neither widens the panel nor brings a horizontal scroll bar.
 */
class SoundsPanelFitsGuiTest {
    @Test
    void everyButtonFitsAndALongMessageDoesNotWidenThePanel() throws Exception {
        try (EditorGui gui = new EditorGui(new EditorGui.Setup().height(768))) {
            GuiActionRunner.execute(() -> gui.window.setSize(1366, 768));
            gui.window.installFeatures();
            gui.robot.waitForIdle();
            gui.showPanel("Sounds");
            SoundsPanel panel =
                    GuiActionRunner.execute(() -> EditorGui.find(gui.window.getContentPane(), SoundsPanel.class));
            assertThat(panel).isNotNull();
            int width = GuiActionRunner.execute(panel::getWidth);
            assertThat(cutButtons(panel)).as("buttons whose text is cut").isEmpty();
            assertThat(horizontalBar(panel)).isFalse();

            GuiActionRunner.execute(() -> panel.message("No audio output device: cannot play the preview."));
            gui.robot.waitForIdle();
            GuiActionRunner.execute(() -> {
                panel.revalidate();
                return null;
            });
            gui.robot.waitForIdle();
            assertThat(GuiActionRunner.execute(panel::getWidth)).isEqualTo(width);
            assertThat(horizontalBar(panel)).as("a horizontal scroll bar").isFalse();
            assertThat(GuiActionRunner.execute(() -> panel.status.getToolTipText()))
                    .contains("No audio output device");
            gui.screenshot("sounds-panel-1366");
        }
    }

    private static List<String> cutButtons(Container c) {
        return GuiActionRunner.execute(() -> {
            List<String> out = new ArrayList<>();
            collect(c, out);
            return out;
        });
    }

    private static void collect(Container c, List<String> out) {
        for (java.awt.Component k : c.getComponents()) {
            if (k instanceof JButton b && b.isShowing() && b.getWidth() < b.getPreferredSize().width) {
                out.add(b.getText() + " (" + b.getWidth() + " < " + b.getPreferredSize().width + ")");
            }
            if (k instanceof Container kc) {
                collect(kc, out);
            }
        }
    }

    private static boolean horizontalBar(SoundsPanel panel) {
        return GuiActionRunner.execute(() -> {
            JScrollPane s = (JScrollPane) SwingUtilities.getAncestorOfClass(JScrollPane.class, panel);
            return s != null && s.getHorizontalScrollBar().isShowing();
        });
    }
}
