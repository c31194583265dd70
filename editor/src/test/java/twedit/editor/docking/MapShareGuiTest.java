package twedit.editor.docking;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Component;
import java.awt.Container;
import java.awt.FontMetrics;
import java.awt.Rectangle;
import javax.swing.JLabel;
import javax.swing.JSpinner;
import javax.swing.JTextField;
import javax.swing.JTree;
import javax.swing.SwingUtilities;
import javax.swing.tree.TreePath;
import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;
import twedit.editor.envelopes.AnimationFeature;
import twedit.editor.testutil.EditorGui;
import twedit.editor.testutil.RobotDriven;

/**
 * The default layout on the screens mappers have: the map view keeps at least half of a 1366x768 screen and 60% of a
 * 1920x1080 one (the window is the screen less a window manager's title bar), while the panels stay readable: the
 * layer tree shows a long layer's label whole at 1920x1080, the quad position fields show "1839.64" whole and the
 * envelope curve, opened on demand, is at least 120 px tall at 1366x768.
 */
@RobotDriven
class MapShareGuiTest {
    /** What a window manager's title bar takes of a maximized window's height (openbox: about 20 px). */
    private static final int TITLE = 22;

    @Test
    void at1366x768TheMapHasHalfTheScreenAndThePanelsStayReadable() {
        try (EditorGui g = new EditorGui(new EditorGui.Setup().onDemandOpen(false))) {
            layOut(g, 1366, 768);
            assertMapShare(g, 1366, 768, 0.50);

            // the quad position fields are wide enough for "1839.64"
            GuiActionRunner.execute(() -> g.window.docks().show("quadSound"));
            g.robot.waitForIdle();
            // (by its action: at 1366 wide the right column may lie beyond the test screen's 1280)
            javax.swing.AbstractButton add =
                    (javax.swing.AbstractButton) g.frame.button("addQuadsLayer").target();
            GuiActionRunner.execute(() -> add.doClick());
            g.robot.waitForIdle();
            GuiActionRunner.execute(() -> {
                g.window.feature(AnimationFeature.class).editors().quadOps().add(600, 656, 64);
                g.window.docks().show("quadSound");
            });
            g.robot.waitForIdle();
            for (String name : new String[] {"quadPosX", "quadPosY"}) {
                JSpinner s = (JSpinner) g.frame.spinner(name).target();
                int[] room = GuiActionRunner.execute(() -> {
                    JTextField f = ((JSpinner.DefaultEditor) s.getEditor()).getTextField();
                    java.awt.Insets in = f.getInsets();
                    return new int[] {
                        f.getWidth() - in.left - in.right,
                        f.getFontMetrics(f.getFont()).stringWidth("1839.64")
                    };
                });
                assertThat(room[0])
                        .as("%s's room for 1839.64 (%d px)", name, room[1])
                        .isGreaterThanOrEqualTo(room[1]);
            }

            // the envelopes open below the map, the curve at least 120 px tall; closing gives the room back
            int before = GuiActionRunner.execute(() -> g.window.view().getHeight());
            GuiActionRunner.execute(() -> g.window.docks().show("envelopes"));
            g.robot.waitForIdle();
            Component view = g.robot.finder().findByName(g.window, "curveView", true);
            int curve = GuiActionRunner.execute(() -> view.getHeight());
            assertThat(curve).as("envelope curve height").isGreaterThanOrEqualTo(120);
            GuiActionRunner.execute(() -> g.window.docks().hide("envelopes"));
            g.robot.waitForIdle();
            assertThat(GuiActionRunner.execute(() -> g.window.view().getHeight()))
                    .isEqualTo(before);
            g.screenshot("map-share-1366x768");
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    @Test
    void at1920x1080TheMapHasSixtyPercentAndTheLayerTreeShowsALongLabelWhole() throws Exception {
        try (EditorGui g = new EditorGui(new EditorGui.Setup().onDemandOpen(false))) {
            layOut(g, 1920, 1080);
            assertMapShare(g, 1920, 1080, 0.60);
            JTree tree = (JTree) g.frame.tree("layerTree").target();
            int[] fit = GuiActionRunner.execute(() -> {
                // the row of a layer (second level), drawn with the label of a long one
                int row = tree.getRowCount() - 1;
                TreePath path = tree.getPathForRow(row);
                Rectangle r = tree.getRowBounds(row);
                Component c = tree.getCellRenderer()
                        .getTreeCellRendererComponent(
                                tree, path.getLastPathComponent(), false, false, true, row, false);
                JLabel label = (JLabel) c;
                FontMetrics fm = label.getFontMetrics(label.getFont());
                int icon = label.getIcon() == null ? 0 : label.getIcon().getIconWidth() + label.getIconTextGap();
                java.awt.Insets in = label.getInsets();
                int need = r.x + in.left + icon + fm.stringWidth("Tiles (grass_main)  [tiles 110x120]") + in.right;
                return new int[] {need, tree.getVisibleRect().width, path.getPathCount()};
            });
            assertThat(fit[2]).as("a layer's row").isEqualTo(3);
            assertThat(fit[1])
                    .as("the layer tree's width for a label %d px wide", fit[0])
                    .isGreaterThanOrEqualTo(fit[0]);
            g.screenshot("map-share-1920x1080");
        }
    }

    /** The window as maximized on a W x H screen, in the default layout. */
    static void layOut(EditorGui g, int w, int h) {
        GuiActionRunner.execute(() -> g.window.setSize(w, h - TITLE));
        g.robot.waitForIdle();
        GuiActionRunner.execute(() -> g.window.docks().reset());
        g.robot.waitForIdle();
    }

    private static void assertMapShare(EditorGui g, int w, int h, double share) {
        int[] view = GuiActionRunner.execute(
                () -> new int[] {g.window.view().getWidth(), g.window.view().getHeight()});
        double got = (double) view[0] * view[1] / ((double) w * h);
        System.out.printf(
                java.util.Locale.ROOT, "map view at %dx%d: %dx%d, %.1f%%%n", w, h, view[0], view[1], got * 100);
        assertThat(got)
                .as("the map view's share of %dx%d (%dx%d)", w, h, view[0], view[1])
                .isGreaterThanOrEqualTo(share);
        // every panel shown is readable: none narrower than its column's minimum
        for (Component c : GuiActionRunner.execute(() -> docked(g.window.docks().root()))) {
            if (!SwingUtilities.isDescendingFrom(g.window.view(), c)) {
                assertThat(c.getWidth()).as(c.getName()).isGreaterThanOrEqualTo(DefaultLayout.LEFT_MIN - 10);
            }
        }
    }

    private static java.util.List<Component> docked(Container c) {
        java.util.List<Component> out = new java.util.ArrayList<>();
        for (Component k : c.getComponents()) {
            if (k.getName() != null && k.getName().startsWith("dock.") && k.isShowing()) {
                out.add(k);
            } else if (k instanceof Container) {
                out.addAll(docked((Container) k));
            }
        }
        return out;
    }
}
