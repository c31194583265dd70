package twedit.editor.docking;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Component;
import java.awt.Container;
import java.util.ArrayList;
import java.util.List;
import java.util.prefs.Preferences;
import javax.swing.JTabbedPane;
import javax.swing.SwingUtilities;
import org.assertj.core.data.Offset;
import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;
import twedit.editor.testutil.EditorGui;
import twedit.editor.testutil.RobotDriven;

/**
 * The docked panels as a user meets them: a panel hidden from View &gt; Panels and one moved into another stack stay
 * so in the next window (the layout is kept in the preferences), View &gt; Reset layout puts them back, and a 1366x768
 * window leaves the map most of its room and the envelope editor a usable height.
 */
@RobotDriven
class DockingGuiTest {
    @Test
    void theLayoutIsKeptForTheNextWindowAndResetPutsEveryPanelBack() throws Exception {
        Preferences node = Preferences.userRoot().node("twedit-test/docking-" + System.nanoTime());
        try {
            String first;
            DockLayout before;
            try (EditorGui a = new EditorGui(new EditorGui.Setup().prefsNode(node))) {
                first = shape(current(a));
                a.frame.menuItemWithPath("View", "Panels", "Images").click();
                a.robot.waitForIdle();
                assertThat(shown(a, "images")).as("Images hidden").isFalse();
                GuiActionRunner.execute(() -> a.window.docks().stack("history", "tiles"));
                a.robot.waitForIdle();
                before = current(a);
                assertThat(stackOf(before, "history")).contains("tiles", "history");
                assertThat(shape(before)).isNotEqualTo(first);
            }
            assertThat(node.get(Docks.KEY, null))
                    .as("the layout kept when the window closed")
                    .isNotNull();
            assertThat(node.get(Docks.BOUNDS, ""))
                    .as("and the window's place and size")
                    .matches("-?\\d+,-?\\d+,\\d+,\\d+,(true|false),\\d+,\\d+");

            try (EditorGui b = new EditorGui(new EditorGui.Setup().prefsNode(node))) {
                DockLayout after = current(b);
                assertThat(shape(after)).isEqualTo(shape(before));
                assertThat(shown(b, "images")).isFalse();
                List<Double> was = proportions(before);
                List<Double> is = proportions(after);
                assertThat(is).hasSameSizeAs(was);
                for (int i = 0; i < was.size(); i++) {
                    assertThat(is.get(i)).as("divider %d", i).isCloseTo(was.get(i), Offset.offset(0.02));
                }
                // the menu ticks what is shown
                b.frame.menuItemWithPath("View", "Panels").click();
                assertThat(b.frame.menuItem("panel.images").target().isSelected())
                        .isFalse();
                assertThat(b.frame.menuItem("panel.tiles").target().isSelected())
                        .isTrue();
                b.robot.pressAndReleaseKey(java.awt.event.KeyEvent.VK_ESCAPE);
                b.robot.pressAndReleaseKey(java.awt.event.KeyEvent.VK_ESCAPE);

                b.frame.menuItemWithPath("View", "Reset layout").click();
                b.robot.waitForIdle();
                assertThat(shape(current(b))).isEqualTo(first);
                assertThat(shown(b, "images")).isTrue();
                assertThat(node.get(Docks.KEY, null))
                        .as("the saved layout forgotten")
                        .isNull();
            }
        } finally {
            node.removeNode();
        }
    }

    @Test
    void aPanelHiddenByItsTabComesBackWhereItWas() {
        try (EditorGui g = new EditorGui(new EditorGui.Setup().onDemandOpen(false))) {
            List<String> stack = stackOf(current(g), "automap");
            GuiActionRunner.execute(() -> g.window.docks().hide("automap"));
            g.robot.waitForIdle();
            assertThat(current(g).panelIds()).doesNotContain("automap");
            g.frame.menuItemWithPath("View", "Panels", "Automap").click();
            g.robot.waitForIdle();
            assertThat(stackOf(current(g), "automap")).isEqualTo(stack);
            assertThat(GuiActionRunner.execute(() -> g.window.docks().isShown("map")))
                    .isTrue();
        }
    }

    @Test
    void at1366x768TheMapKeepsMostOfTheWindowAndTheEnvelopeEditorIsUsable() throws Exception {
        try (EditorGui g = new EditorGui(new EditorGui.Setup().onDemandOpen(false))) {
            GuiActionRunner.execute(() -> g.window.setSize(1366, 768));
            g.robot.waitForIdle();
            // the default layout for this size: what a first start on a 1366x768 screen gets
            g.frame.menuItemWithPath("View", "Reset layout").click();
            g.robot.waitForIdle();
            GuiActionRunner.execute(() -> g.window.docks().show("envelopes")); // opened on demand
            g.robot.waitForIdle();
            Component dock = g.frame.panel("envelopeDock").target();
            int dockHeight = GuiActionRunner.execute(dock::getHeight);
            assertThat(dockHeight).as("envelope editor height").isGreaterThanOrEqualTo(180);
            int[] map = GuiActionRunner.execute(() -> new int[] {
                g.window.view().getWidth(),
                g.window.view().getHeight(),
                g.window.docks().root().getWidth(),
                g.window.docks().root().getHeight()
            });
            assertThat(map[0]).as("map width of %d", map[2]).isGreaterThan(map[2] * 55 / 100);
            assertThat(map[1]).as("map height of %d", map[3]).isGreaterThan(map[3] * 55 / 100);
            // the map is the window's largest part, every panel is smaller
            for (Component c :
                    GuiActionRunner.execute(() -> docked(g.window.docks().root()))) {
                if (!SwingUtilities.isDescendingFrom(g.window.view(), c)) {
                    assertThat(c.getWidth() * c.getHeight()).as(c.getName()).isLessThan(map[0] * map[1]);
                }
            }
            // stacks scroll their tabs (arrows and a list of them), never wrap them into rows that move when clicked
            for (JTabbedPane tabs :
                    GuiActionRunner.execute(() -> tabbedPanes(g.window.docks().root()))) {
                assertThat(tabs.getTabLayoutPolicy()).isEqualTo(JTabbedPane.SCROLL_TAB_LAYOUT);
            }
            // growing the window grows the map, not the columns
            int left = GuiActionRunner.execute(
                    () -> g.frame.panel("dock.layers").target().getWidth());
            GuiActionRunner.execute(() -> g.window.setSize(1600, 900));
            g.robot.waitForIdle();
            assertThat(GuiActionRunner.execute(
                            () -> g.frame.panel("dock.layers").target().getWidth()))
                    .isEqualTo(left);
            assertThat(GuiActionRunner.execute(() -> g.window.view().getWidth()))
                    .isGreaterThan(map[0] + 200);
            g.screenshot("docking-1366x768-reset");
        }
    }

    private static boolean shown(EditorGui g, String id) {
        return GuiActionRunner.execute(() -> g.window.docks().isShown(id));
    }

    private static DockLayout current(EditorGui g) {
        return GuiActionRunner.execute(() -> g.window.docks().current());
    }

    /** The layout without its divider positions: which panels are stacked where. */
    private static String shape(DockLayout l) {
        return new SavedLayout(l, java.util.Set.of()).write().replaceAll("([hv])[0-9.]+", "$1");
    }

    private static List<Double> proportions(DockLayout l) {
        List<Double> out = new ArrayList<>();
        if (l instanceof DockLayout.Split s) {
            out.add(s.proportion());
            out.addAll(proportions(s.first()));
            out.addAll(proportions(s.second()));
        }
        return out;
    }

    /** The ids of the stack holding {@code id}. */
    private static List<String> stackOf(DockLayout l, String id) {
        if (l instanceof DockLayout.Stack s) {
            return s.ids().contains(id) ? s.ids() : null;
        }
        DockLayout.Split s = (DockLayout.Split) l;
        List<String> a = stackOf(s.first(), id);
        return a != null ? a : stackOf(s.second(), id);
    }

    private static List<JTabbedPane> tabbedPanes(Container c) {
        List<JTabbedPane> out = new ArrayList<>();
        for (Component k : c.getComponents()) {
            if (k instanceof JTabbedPane t) {
                out.add(t);
            }
            if (k instanceof Container) {
                out.addAll(tabbedPanes((Container) k));
            }
        }
        return out;
    }

    /** The docked panels shown now (each panel's holder; those behind another tab are not shown). */
    private static List<Component> docked(Container c) {
        List<Component> out = new ArrayList<>();
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
