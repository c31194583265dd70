package twedit.editor.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Component;
import java.awt.Container;
import java.util.ArrayList;
import java.util.List;
import javax.swing.AbstractButton;
import javax.swing.JComboBox;
import javax.swing.JComponent;
import javax.swing.JList;
import javax.swing.JSpinner;
import javax.swing.JViewport;
import javax.swing.ListCellRenderer;
import javax.swing.SwingUtilities;
import javax.swing.plaf.basic.BasicComboPopup;
import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;
import twedit.editor.envelopes.AnimationFeature;
import twedit.editor.testutil.RobotDriven;
import twedit.model.map.Group;
import twedit.model.map.Layer;
import twedit.model.map.QuadsLayer;
import twedit.model.map.TileLayer;
import twedit.model.testutil.Corpus;

/**
 * Panels in a 1366x768 window cut nothing off: the quad and sound inspectors' buttons and spinners get the width they
 * ask for within their column, and the image drop-down's list is as wide as the names in it.
 */
@RobotDriven
class PanelsFitGuiTest {
    @Test
    void theInspectorsFitTheirColumnAndTheImageListIsAsWideAsItsNames() throws Exception {
        try (GuiHarness h = new GuiHarness(false)) {
            GuiActionRunner.execute(() -> h.window.setSize(1366, 768));
            h.robot.waitForIdle();
            h.frame.menuItemWithPath("View", "Reset layout").click();
            h.open(Corpus.ddnetMap("maps/Tutorial.map"));
            GuiActionRunner.execute(() -> h.window.feature(AnimationFeature.class)); // its panels built
            selectFirst(h, l -> l instanceof QuadsLayer);
            h.showPanel("Quad / Sound");
            assertFits(h.frame.panel("quadInspector").target());

            selectFirst(h, l -> l instanceof TileLayer);
            h.showPanel("Quad / Sound"); // a tiles layer brings the palettes back to the front
            h.frame.button("addSoundsLayer").click();
            h.robot.waitForIdle();
            assertFits(h.frame.panel("soundInspector").target());

            selectFirst(h, l -> l instanceof TileLayer t && t.image() != null);
            @SuppressWarnings("unchecked")
            JComboBox<Object> images =
                    (JComboBox<Object>) h.frame.comboBox("layerImage").target();
            GuiActionRunner.execute(() -> images.showPopup());
            h.robot.waitForIdle();
            int[] widths = GuiActionRunner.execute(() -> {
                JList<Object> list = ((BasicComboPopup) images.getUI().getAccessibleChild(images, 0)).getList();
                @SuppressWarnings("unchecked")
                ListCellRenderer<Object> r = (ListCellRenderer<Object>) list.getCellRenderer();
                int widest = 0;
                for (int i = 0; i < list.getModel().getSize(); i++) {
                    widest = Math.max(
                            widest,
                            r.getListCellRendererComponent(list, list.getModel().getElementAt(i), i, false, false)
                                    .getPreferredSize()
                                    .width);
                }
                return new int[] {widest, list.getWidth(), list.getModel().getSize()};
            });
            assertThat(widths[2]).as("images in the list").isGreaterThan(3);
            assertThat(widths[1])
                    .as("the list's width for names %d wide", widths[0])
                    .isGreaterThanOrEqualTo(widths[0]);
            GuiActionRunner.execute(() -> images.hidePopup());
        }
    }

    private static void selectFirst(GuiHarness h, java.util.function.Predicate<Layer> which) {
        GuiActionRunner.execute(() -> {
            for (Group g : h.window.workspace().map().groups()) {
                for (Layer l : g.layers()) {
                    if (which.test(l)) {
                        h.window.workspace().select(g, l);
                        return;
                    }
                }
            }
            throw new AssertionError("no such layer");
        });
        h.robot.waitForIdle();
    }

    /** The panel is no wider than what shows it, and its buttons and spinners are as wide as they ask. */
    private static void assertFits(Component panel) {
        GuiActionRunner.execute(() -> {
            JViewport view = (JViewport) SwingUtilities.getAncestorOfClass(JViewport.class, panel);
            assertThat(panel.getWidth())
                    .as("%s in a view %d wide", panel.getName(), view.getWidth())
                    .isLessThanOrEqualTo(view.getWidth());
            for (JComponent c : controls((Container) panel)) {
                assertThat(c.getWidth())
                        .as("%s %s", c.getClass().getSimpleName(), c.getName())
                        .isGreaterThanOrEqualTo(c.getPreferredSize().width);
                assertThat(c.getX() + c.getWidth()).as(c.getName()).isLessThanOrEqualTo(panel.getWidth());
            }
        });
    }

    private static List<JComponent> controls(Container c) {
        List<JComponent> out = new ArrayList<>();
        for (Component k : c.getComponents()) {
            if (k.isVisible() && (k instanceof AbstractButton || k instanceof JSpinner)) {
                out.add((JComponent) k);
            } else if (k instanceof Container && !(k instanceof JSpinner) && !(k instanceof JComboBox)) {
                out.addAll(controls((Container) k));
            }
        }
        return out;
    }
}
