package twedit.editor.layerview;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;
import java.awt.image.BufferedImage;
import javax.swing.Action;
import javax.swing.JCheckBoxMenuItem;
import javax.swing.JMenuItem;
import javax.swing.KeyStroke;
import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;
import twedit.editor.testutil.EditorGui;
import twedit.editor.testutil.RobotDriven;
import twedit.editor.view.ViewOptions;
import twedit.model.map.Group;
import twedit.model.map.Layer;
import twedit.model.map.TileKind;
import twedit.model.map.TileLayer;
import twedit.model.testutil.Corpus;

/**
 * The View menu's layer toggles on Tutorial.map: check boxes with their shortcuts that change the frame, a choice
 * for physics layers apart from the one for design layers, and the choices kept in the preferences.
 */
@RobotDriven
class LayerViewGuiTest {
    private static final int CTRL_SHIFT = InputEvent.CTRL_DOWN_MASK | InputEvent.SHIFT_DOWN_MASK;

    @Test
    void togglesAreMenuCheckBoxesWithShortcutsThatChangeTheFrame() throws Exception {
        try (EditorGui h = new EditorGui(false)) {
            h.open(Corpus.ddnetMap("maps/Tutorial.map"));
            ViewOptions o = GuiActionRunner.execute(() -> h.window.view().options());
            assertThat(GuiActionRunner.execute(
                            () -> h.window.workspace().currentTileLayer().kind()))
                    .isEqualTo(TileKind.GAME);
            JCheckBoxMenuItem onTop = check(h, "currentOnTopItem");
            JCheckBoxMenuItem dim = check(h, "dimOthersItem");
            JCheckBoxMenuItem onlyCurrent = check(h, "onlyCurrentItem");
            JCheckBoxMenuItem onlyPhysics = check(h, "onlyPhysicsItem");
            assertThat(onTop.getAction().getValue(Action.NAME)).isEqualTo("Current layer on top");
            assertThat(onlyCurrent.getAction().getValue(Action.ACCELERATOR_KEY))
                    .isEqualTo(KeyStroke.getKeyStroke("ctrl shift L"));
            assertThat(onlyPhysics.getAction().getValue(Action.ACCELERATOR_KEY))
                    .isEqualTo(KeyStroke.getKeyStroke("ctrl shift G"));
            assertThat(ticked(onTop)).as("on by default on the Game layer").isTrue();
            assertThat(ticked(dim)).isTrue();
            assertThat(ticked(onlyCurrent)).isFalse();

            BufferedImage normal = frame(h);
            h.key(KeyEvent.VK_L, CTRL_SHIFT);
            assertThat(GuiActionRunner.execute(o::onlyCurrent)).isTrue();
            assertThat(ticked(onlyCurrent)).isTrue();
            BufferedImage gameOnly = frame(h);
            assertThat(differing(normal, gameOnly)).as("the design is gone").isGreaterThan(1000);

            h.key(KeyEvent.VK_G, CTRL_SHIFT);
            assertThat(GuiActionRunner.execute(o::onlyPhysics)).isTrue();
            assertThat(ticked(onlyCurrent)).as("one at a time").isFalse();
            assertThat(ticked(onlyPhysics)).isTrue();
            h.key(KeyEvent.VK_G, CTRL_SHIFT);
            assertThat(GuiActionRunner.execute(o::onlyPhysics)).isFalse();
            assertThat(differing(normal, frame(h))).as("back as it was").isZero();

            // the user turns "on top" off on the Game layer: kept for physics layers only
            h.press(onTop);
            assertThat(GuiActionRunner.execute(() -> o.currentOnTop(true))).isFalse();
            assertThat(differing(normal, frame(h)))
                    .as("the design covers the game tiles again")
                    .isGreaterThan(1000);
            selectDesignLayer(h);
            assertThat(ticked(onTop)).as("design layers have their own choice").isFalse();
            h.press(dim);
            assertThat(GuiActionRunner.execute(() -> o.dimOthers(false))).isTrue();
            assertThat(GuiActionRunner.execute(() -> o.dimOthers(true))).isTrue();
            GuiActionRunner.execute(() -> {
                h.window
                        .workspace()
                        .select(
                                h.window.workspace().map().gameGroup().orElseThrow(),
                                h.window.workspace().map().gameLayer().orElseThrow());
                return null;
            });
            h.robot.waitForIdle();
            assertThat(ticked(onTop)).isFalse();
            assertThat(ticked(dim)).isTrue();

            assertThat(h.prefs().getBoolean("view.currentOnTop.physics", true)).isFalse();
            assertThat(h.prefs().getBoolean("view.dimOthers.design", false)).isTrue();
        }
    }

    @Test
    void theChoicesAreKeptInThePreferences() {
        try (EditorGui h = new EditorGui(new EditorGui.Setup().prefs(p -> {
            p.node().putBoolean("view.onlyPhysics", true);
            p.node().putBoolean("view.currentOnTop.physics", false);
            p.node().putBoolean("view.grid", true);
        }))) {
            ViewOptions o = GuiActionRunner.execute(() -> h.window.view().options());
            assertThat(GuiActionRunner.execute(o::onlyPhysics)).isTrue();
            assertThat(GuiActionRunner.execute(() -> o.currentOnTop(true))).isFalse();
            assertThat(GuiActionRunner.execute(() -> o.dimOthers(true))).isTrue();
            assertThat(GuiActionRunner.execute(o::grid)).isTrue();
            assertThat(ticked(check(h, "onlyPhysicsItem"))).isTrue();

            h.press(check(h, "onlyCurrentItem"));
            java.util.prefs.Preferences node = h.prefs();
            assertThat(node.getBoolean("view.onlyCurrent", false)).isTrue();
            assertThat(node.getBoolean("view.onlyPhysics", true)).isFalse();
        }
    }

    private static JCheckBoxMenuItem check(EditorGui h, String name) {
        JMenuItem item = (JMenuItem) h.frame.menuItem(name).target();
        assertThat(item).isInstanceOf(JCheckBoxMenuItem.class);
        return (JCheckBoxMenuItem) item;
    }

    private static boolean ticked(JCheckBoxMenuItem item) {
        return GuiActionRunner.execute(item::isSelected);
    }

    private static void selectDesignLayer(EditorGui h) {
        GuiActionRunner.execute(() -> {
            for (Group g : h.window.workspace().map().groups()) {
                for (Layer l : g.layers()) {
                    if (l instanceof TileLayer t && t.kind() == TileKind.TILES) {
                        h.window.workspace().select(g, l);
                        return null;
                    }
                }
            }
            throw new AssertionError("no design layer");
        });
        h.robot.waitForIdle();
    }

    /** The map view's frame as it paints it now. */
    static BufferedImage frame(EditorGui h) {
        h.robot.waitForIdle();
        return GuiActionRunner.execute(() -> {
            BufferedImage img = new BufferedImage(
                    h.window.view().getWidth(), h.window.view().getHeight(), BufferedImage.TYPE_INT_RGB);
            java.awt.Graphics2D g = img.createGraphics();
            h.window.view().paintFrame(g);
            g.dispose();
            return img;
        });
    }

    static int differing(BufferedImage a, BufferedImage b) {
        int n = 0;
        for (int y = 0; y < a.getHeight(); y++) {
            for (int x = 0; x < a.getWidth(); x++) {
                if (a.getRGB(x, y) != b.getRGB(x, y)) {
                    n++;
                }
            }
        }
        return n;
    }
}
