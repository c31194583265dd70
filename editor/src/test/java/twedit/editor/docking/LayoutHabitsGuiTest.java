package twedit.editor.docking;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Point;
import java.awt.Window;
import java.awt.event.KeyEvent;
import java.util.Arrays;
import javax.swing.JTabbedPane;
import javax.swing.SwingUtilities;
import org.assertj.swing.core.MouseButton;
import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;
import twedit.editor.testutil.EditorGui;
import twedit.editor.testutil.RobotDriven;

/**
 * The layout as a mapper works it: Tab shows the map alone and again brings the panels back exactly; the panels
 * needed now and then start hidden and open from their buttons, closing gives the map its room back; a tab dragged
 * onto another stack's tab strip joins it, while a drop outside the panels or Escape changes nothing, and the drag
 * opens no window of its own (a full-screen one blacked the screen out without a compositor).
 */
@RobotDriven
class LayoutHabitsGuiTest {
    @Test
    void tabShowsTheMapAloneAndBringsThePanelsBackAsTheyWere() {
        try (EditorGui g = new EditorGui(new EditorGui.Setup().onDemandOpen(false))) {
            GuiActionRunner.execute(() -> g.window.docks().show("history"));
            g.robot.waitForIdle();
            String before = shape(g);
            java.util.List<Integer> dividers = dividers(g);
            int width = GuiActionRunner.execute(() -> g.window.view().getWidth());
            GuiActionRunner.execute(() -> g.window.view().requestFocusInWindow());
            g.robot.waitForIdle();
            g.robot.pressAndReleaseKey(KeyEvent.VK_TAB);
            g.robot.waitForIdle();
            assertThat(GuiActionRunner.execute(
                            () -> showingPanels(g.window.docks().root())))
                    .containsExactly("dock.map");
            // the map alone takes the whole width and height the panels had
            int[] room = GuiActionRunner.execute(() -> new int[] {
                g.window.view().getWidth(), g.window.docks().root().getWidth(),
                g.window.view().getHeight(), g.window.docks().root().getHeight()
            });
            assertThat(room[0]).as("map width in %d", room[1]).isGreaterThanOrEqualTo(room[1] - 8);
            assertThat(room[2]).as("map height in %d", room[3]).isGreaterThanOrEqualTo(room[3] - 8);
            assertThat(g.frame.menuItem("mapOnlyItem").target().isSelected()).isTrue();
            g.robot.pressAndReleaseKey(KeyEvent.VK_TAB);
            g.robot.waitForIdle();
            // the same stacks, tabs in front and dividers to the pixel
            assertThat(shape(g)).isEqualTo(before);
            assertThat(dividers(g)).isEqualTo(dividers);
            assertThat(GuiActionRunner.execute(() -> g.window.view().getWidth()))
                    .isEqualTo(width);
        }
    }

    @Test
    void panelsNeededNowAndThenOpenFromTheirButtonsAndGiveTheRoomBack() {
        try (EditorGui g = new EditorGui(new EditorGui.Setup().onDemandOpen(false))) {
            for (String id : new String[] {"envelopes", "problems", "numbers", "differences", "size", "history"}) {
                assertThat(GuiActionRunner.execute(() -> g.window.docks().isShown(id)))
                        .as(id + " hidden at the start")
                        .isFalse();
            }
            int height = GuiActionRunner.execute(() -> g.window.view().getHeight());
            g.frame.toggleButton("onDemand.envelopes").click();
            g.robot.waitForIdle();
            assertThat(GuiActionRunner.execute(() -> g.window.docks().isShown("envelopes")))
                    .isTrue();
            assertThat(GuiActionRunner.execute(() -> g.window.view().getHeight()))
                    .isLessThan(height - 200);
            // a second panel shares the stack below the map
            g.frame.toggleButton("onDemand.problems").click();
            g.robot.waitForIdle();
            assertThat(GuiActionRunner.execute(() -> g.window.docks().stackOf("problems")))
                    .contains("envelopes", "problems");
            g.frame.toggleButton("onDemand.problems").click();
            g.frame.toggleButton("onDemand.envelopes").click();
            g.robot.waitForIdle();
            assertThat(GuiActionRunner.execute(() -> g.window.docks().isShown("envelopes")))
                    .isFalse();
            assertThat(GuiActionRunner.execute(() -> g.window.view().getHeight()))
                    .isEqualTo(height);
        }
    }

    @Test
    void aColourEnvelopeGivenToTheLayerInPropertiesOpensTheEnvelopesPanel() {
        try (EditorGui g = new EditorGui(new EditorGui.Setup().onDemandOpen(false))) {
            assertThat(GuiActionRunner.execute(() -> g.window.docks().isShown("envelopes")))
                    .isFalse();
            twedit.model.map.Envelope env = GuiActionRunner.execute(() -> {
                var ws = g.window.workspace();
                var group = ws.map().groups().stream()
                        .filter(gr -> gr.layers().stream().anyMatch(l -> l instanceof twedit.model.map.TileLayer))
                        .findFirst()
                        .orElseThrow();
                var layer = group.layers().stream()
                        .filter(l -> l instanceof twedit.model.map.TileLayer)
                        .findFirst()
                        .orElseThrow();
                ws.select(group, layer);
                twedit.model.map.EnvPoint p =
                        new twedit.model.map.EnvPoint(0, twedit.model.map.EnvPoint.CURVE_LINEAR, 1, 1, 1, 1, null);
                twedit.model.map.Envelope e = new twedit.model.map.Envelope(
                        twedit.model.map.Envelope.COLOR, "Glow", false, java.util.List.of(p, p.withTime(500)));
                ws.document().apply(twedit.model.document.edits.Edits.addEnvelope(ws.map(), 0, e));
                return e;
            });
            g.robot.waitForIdle();
            // adding an envelope alone does not open the panel; giving it to the layer (Properties' "Color env.") does
            assertThat(GuiActionRunner.execute(() -> g.window.docks().isShown("envelopes")))
                    .isFalse();
            GuiActionRunner.execute(() -> g.window
                    .workspace()
                    .document()
                    .apply(twedit.model.document.edits.Edits.set(
                            (twedit.model.map.TileLayer) g.window.workspace().currentLayer(),
                            twedit.model.map.Props.TILES_COLOR_ENVELOPE,
                            env)));
            g.robot.waitForIdle();
            assertThat(GuiActionRunner.execute(() -> g.window.docks().isShown("envelopes")))
                    .isTrue();
        }
    }

    @Test
    void aTabDroppedOnAnotherStacksStripJoinsItAndAFailedDropOrEscapeChangesNothing() {
        try (EditorGui g = new EditorGui(new EditorGui.Setup().onDemandOpen(false))) {
            Point images = tabCentre(g, "Images");
            g.robot.click(images, MouseButton.LEFT_BUTTON, 1); // a click selects the tab, a drag moves it
            g.robot.waitForIdle();
            String start = exact(g);
            int windows = showingWindows();

            // dropped on the toolbar: nothing moves, not a pixel, and the map keeps its place
            java.awt.Rectangle map = GuiActionRunner.execute(() -> screenBounds(g.window.view()));
            Point toolbar = GuiActionRunner.execute(() -> {
                Point p = new Point(g.window.getWidth() / 2, 10);
                SwingUtilities.convertPointToScreen(p, g.window.getContentPane());
                return p;
            });
            drag(g, images, toolbar, false);
            assertThat(exact(g)).isEqualTo(start);
            assertThat(GuiActionRunner.execute(() -> screenBounds(g.window.view())))
                    .isEqualTo(map);

            // Escape during a drag over another stack's strip: nothing changes either
            Point layersStrip = stripPoint(g, "Layers");
            g.robot.moveMouse(images);
            g.robot.pressMouse(MouseButton.LEFT_BUTTON);
            g.robot.moveMouse(new Point(images.x - 20, images.y + 20));
            g.robot.moveMouse(layersStrip);
            g.robot.waitForIdle();
            assertThat(showingWindows()).as("no window opened for the drag").isEqualTo(windows);
            assertThat(GuiActionRunner.execute(() -> g.window.docks().drag().dragging()))
                    .isTrue();
            g.robot.pressAndReleaseKey(KeyEvent.VK_ESCAPE);
            g.robot.releaseMouse(MouseButton.LEFT_BUTTON);
            g.robot.waitForIdle();
            assertThat(exact(g)).isEqualTo(start);

            // dropped on the Layers stack's tab strip: Images joins it
            drag(g, tabCentre(g, "Images"), stripPoint(g, "Layers"), false);
            assertThat(GuiActionRunner.execute(() -> g.window.docks().stackOf("images")))
                    .contains("layers", "images");
            assertThat(GuiActionRunner.execute(() -> g.window.docks().stackOf("tiles")))
                    .doesNotContain("images");
        }
    }

    private static void drag(EditorGui g, Point from, Point to, boolean escape) {
        g.robot.moveMouse(from);
        g.robot.pressMouse(MouseButton.LEFT_BUTTON);
        g.robot.moveMouse(new Point(from.x - 10, from.y + 10));
        g.robot.moveMouse(new Point((from.x + to.x) / 2, (from.y + to.y) / 2));
        g.robot.moveMouse(to);
        g.robot.waitForIdle();
        g.robot.releaseMouse(MouseButton.LEFT_BUTTON);
        g.robot.waitForIdle();
    }

    private static int showingWindows() {
        return GuiActionRunner.execute(() -> (int)
                Arrays.stream(Window.getWindows()).filter(Window::isShowing).count());
    }

    /** The layout as saved, divider places included. */
    private static String exact(EditorGui g) {
        return new SavedLayout(current(g), java.util.Set.of()).write();
    }

    private static java.util.List<String> showingPanels(java.awt.Container c) {
        java.util.List<String> out = new java.util.ArrayList<>();
        for (java.awt.Component k : c.getComponents()) {
            if (k.getName() != null && k.getName().startsWith("dock.") && k.isShowing()) {
                out.add(k.getName());
            } else if (k instanceof java.awt.Container) {
                out.addAll(showingPanels((java.awt.Container) k));
            }
        }
        return out;
    }

    /** The layout's stacks and the tabs in front, without the dividers' shares. */
    private static String shape(EditorGui g) {
        return exact(g).replaceAll("([hv])[0-9.]+", "$1");
    }

    private static java.util.List<Integer> dividers(EditorGui g) {
        return GuiActionRunner.execute(() -> LayoutTrees.dividers(
                ((ModernDocking.api.RootDockingPanelAPI) g.window.docks().root()).getPanel()));
    }

    private static DockLayout current(EditorGui g) {
        return GuiActionRunner.execute(() -> g.window.docks().current());
    }

    private static java.awt.Rectangle screenBounds(java.awt.Component c) {
        Point p = c.getLocationOnScreen();
        return new java.awt.Rectangle(p.x, p.y, c.getWidth(), c.getHeight());
    }

    private static Point tabCentre(EditorGui g, String title) {
        return GuiActionRunner.execute(() -> {
            JTabbedPane t = tabsWith(g, title);
            java.awt.Rectangle r = t.getBoundsAt(t.indexOfTab(title));
            Point p = new Point((int) r.getCenterX(), (int) r.getCenterY());
            SwingUtilities.convertPointToScreen(p, t);
            return p;
        });
    }

    /** A point on the tab strip of the stack showing {@code title}, right of its tabs. */
    private static Point stripPoint(EditorGui g, String title) {
        return GuiActionRunner.execute(() -> {
            JTabbedPane t = tabsWith(g, title);
            java.awt.Rectangle r = t.getBoundsAt(t.getTabCount() - 1);
            Point p = new Point(r.x + r.width + 12, (int) r.getCenterY());
            SwingUtilities.convertPointToScreen(p, t);
            return p;
        });
    }

    private static JTabbedPane tabsWith(EditorGui g, String title) {
        for (JTabbedPane t : tabbedPanes(g.window.docks().root())) {
            if (t.indexOfTab(title) >= 0) {
                return t;
            }
        }
        throw new AssertionError("no tab " + title);
    }

    private static java.util.List<JTabbedPane> tabbedPanes(java.awt.Container c) {
        java.util.List<JTabbedPane> out = new java.util.ArrayList<>();
        for (java.awt.Component k : c.getComponents()) {
            if (k instanceof JTabbedPane t) {
                out.add(t);
            }
            if (k instanceof java.awt.Container) {
                out.addAll(tabbedPanes((java.awt.Container) k));
            }
        }
        return out;
    }
}
