package twedit.editor.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;
import javax.swing.JMenuItem;
import javax.swing.KeyStroke;
import org.assertj.swing.core.MouseButton;
import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;
import twedit.editor.envelopes.AnimGui;
import twedit.editor.quads.QuadOps;
import twedit.editor.testutil.RobotDriven;
import twedit.editor.tools.TileSelection;
import twedit.model.map.Point;
import twedit.model.map.Quad;
import twedit.model.map.QuadsLayer;
import twedit.model.map.SoundsLayer;
import twedit.model.testutil.Corpus;

/**
 * Habits a DDNet mapper brings: the tile picker shows while Space is held and hides on release (Ctrl+Space toggles it,
 * Esc closes it, a tab switch closes it, a quads layer gets a status note instead of an empty box), Ctrl+Q adds a quad
 * or a sound source under the mouse (DDNet's size and place), a right-click on empty space offers the same, and Esc
 * reverts a Properties name and clears the tile selection.
 */
@RobotDriven
class DdnetHabitsGuiTest {
    /** The mouse lands on a screen pixel: within a world pixel or so of the point aimed at (100 % zoom). */
    private static final org.assertj.core.data.Offset<Double> NEAR = org.assertj.core.data.Offset.offset(2.0);

    private static boolean shown(EditorGuiAccess h) {
        return GuiActionRunner.execute(() -> h.window().mapArea().pickerShown());
    }

    /** The window of either harness. */
    private interface EditorGuiAccess {
        EditorWindow window();
    }

    @Test
    void thePickerShowsWhileSpaceIsHeldAndHidesOnRelease() throws Exception {
        try (GuiHarness h = new GuiHarness(true)) {
            EditorGuiAccess a = () -> h.window;
            h.robot.focusAndWaitForFocusGain(h.window.view());
            h.robot.pressKey(KeyEvent.VK_SPACE);
            h.robot.waitForIdle();
            assertThat(shown(a)).as("shown while Space is down").isTrue();
            // an X11 auto-repeat sends a release and a press back to back: the picker stays
            GuiActionRunner.execute(() -> {
                h.window.view().dispatchEvent(keyEvent(h, KeyEvent.KEY_RELEASED));
                h.window.view().dispatchEvent(keyEvent(h, KeyEvent.KEY_PRESSED));
                return null;
            });
            Thread.sleep(300); // past the auto-repeat gap
            h.robot.waitForIdle();
            assertThat(shown(a))
                    .as("a release followed at once by a press is the key still held")
                    .isTrue();
            if (Boolean.getBoolean("twedit.screenshots")) {
                h.screenshot("picker-held");
            }
            h.robot.releaseKey(KeyEvent.VK_SPACE);
            h.waitFor("the picker hides on release", () -> !h.window.mapArea().pickerShown());

            // Ctrl+Space toggles; Esc closes
            h.key(KeyEvent.VK_SPACE, InputEvent.CTRL_DOWN_MASK);
            assertThat(shown(a)).isTrue();
            h.key(KeyEvent.VK_ESCAPE, 0);
            assertThat(shown(a)).as("Esc closes the picker").isFalse();

            // a map opened in another tab, or a tab switch, closes it
            h.open(Corpus.ddnetMap("maps/dm1.map"));
            h.key(KeyEvent.VK_SPACE, InputEvent.CTRL_DOWN_MASK);
            assertThat(shown(a)).isTrue();
            h.open(Corpus.ddnetMap("maps/dm2.map"));
            assertThat(shown(a)).as("another map closes the picker").isFalse();
            h.key(KeyEvent.VK_SPACE, InputEvent.CTRL_DOWN_MASK);
            assertThat(shown(a)).isTrue();
            h.key(KeyEvent.VK_PAGE_UP, InputEvent.CTRL_DOWN_MASK);
            assertThat(shown(a)).as("a tab switch closes the picker").isFalse();
        }
    }

    private static KeyEvent keyEvent(GuiHarness h, int id) {
        return new KeyEvent(
                h.window.view(),
                id,
                System.currentTimeMillis(),
                0,
                KeyEvent.VK_SPACE,
                ' ',
                KeyEvent.KEY_LOCATION_STANDARD);
    }

    @Test
    void onAQuadsLayerSpaceShowsANoteNotAnEmptyBoxAndCtrlQAddsADdnetQuadUnderTheMouse() {
        try (AnimGui h = new AnimGui()) {
            EditorGuiAccess a = () -> h.window;
            h.frame.button("addQuadsLayer").click();
            h.centerOn(20, 20, 1.0);
            QuadsLayer before = GuiActionRunner.execute(
                    () -> (QuadsLayer) h.window.workspace().currentLayer());
            h.robot.focusAndWaitForFocusGain(h.window.view());
            h.robot.pressKey(KeyEvent.VK_SPACE);
            h.robot.waitForIdle();
            assertThat(shown(a)).as("no picker over a quads layer").isFalse();
            assertThat(GuiActionRunner.execute(h.window.status()::message)).isEqualTo(MapArea.NEEDS_TILES);
            h.robot.releaseKey(KeyEvent.VK_SPACE);
            h.robot.waitForIdle();

            // Ctrl+Q: a 64x64 quad (no image) centred under the mouse, as DDNet's AddQuadOrSound
            java.awt.Point at = h.screenOf(640, 576);
            h.robot.moveMouse(h.window.view(), at);
            h.key(KeyEvent.VK_Q, InputEvent.CTRL_DOWN_MASK);
            QuadsLayer l = GuiActionRunner.execute(
                    () -> (QuadsLayer) h.window.workspace().currentLayer());
            assertThat(l.quads()).hasSize(1);
            Quad q = l.quads().get(0);
            // under the mouse (a screen pixel is a world pixel at 100 %)
            assertThat(q.pivot().x() / 1024.0).isCloseTo(640, NEAR);
            assertThat(q.pivot().y() / 1024.0).isCloseTo(576, NEAR);
            int half = QuadOps.DDNET_SIZE / 2 * 1024;
            assertThat(q.points().get(0))
                    .isEqualTo(new Point(q.pivot().x() - half, q.pivot().y() - half));
            assertThat(q.points().get(3))
                    .isEqualTo(new Point(q.pivot().x() + half, q.pivot().y() + half));
            assertThat(h.exited).as("Ctrl+Q no longer quits").isFalse();

            // a right-click on empty space offers "Add quad" there
            java.awt.Point empty = h.screenOf(800, 800);
            h.robot.click(h.window.view(), empty, MouseButton.RIGHT_BUTTON, 1);
            h.robot.waitForIdle();
            h.robot.click(h.robot.finder().findByName("addQuadHere", JMenuItem.class, true));
            h.robot.waitForIdle();
            QuadsLayer l2 = GuiActionRunner.execute(
                    () -> (QuadsLayer) h.window.workspace().currentLayer());
            assertThat(l2.quads()).hasSize(2);
            assertThat(l2.quads().get(1).pivot().x() / 1024.0).isCloseTo(800, NEAR);
        }
    }

    @Test
    void ctrlQAndARightClickAddASoundSourceOnASoundsLayerAndExitIsCtrlShiftQ() {
        try (AnimGui h = new AnimGui()) {
            h.frame.button("addSoundsLayer").click();
            h.centerOn(20, 20, 1.0);
            h.robot.moveMouse(h.window.view(), h.screenOf(640, 576));
            h.key(KeyEvent.VK_Q, InputEvent.CTRL_DOWN_MASK);
            SoundsLayer l = GuiActionRunner.execute(
                    () -> (SoundsLayer) h.window.workspace().currentLayer());
            assertThat(l.sources()).hasSize(1);
            assertThat(l.sources().get(0).position().x() / 1024.0).isCloseTo(640, NEAR);
            assertThat(l.sources().get(0).position().y() / 1024.0).isCloseTo(576, NEAR);
            assertThat(h.exited).isFalse();

            h.robot.click(h.window.view(), h.screenOf(720, 680), MouseButton.RIGHT_BUTTON, 1);
            h.robot.waitForIdle();
            h.robot.click(h.robot.finder().findByName("addSoundHere", JMenuItem.class, true));
            h.robot.waitForIdle();
            assertThat(GuiActionRunner.execute(
                            () -> ((SoundsLayer) h.window.workspace().currentLayer()).sources()))
                    .hasSize(2);

            KeyStroke exit = GuiActionRunner.execute(
                    () -> (KeyStroke) h.window.actions().exit.getValue(javax.swing.Action.ACCELERATOR_KEY));
            assertThat(exit).isEqualTo(KeyStroke.getKeyStroke("ctrl shift Q"));
        }
    }

    @Test
    void escRevertsATypedNameInProperties() {
        try (AnimGui h = new AnimGui()) {
            h.frame.button("addQuadsLayer").click();
            h.showPanel("Properties");
            String name = GuiActionRunner.execute(
                    () -> h.window.workspace().currentLayer().name());
            h.frame.textBox("layerName").click().deleteText().enterText("typo");
            h.robot.pressAndReleaseKey(KeyEvent.VK_ESCAPE);
            h.robot.waitForIdle();
            assertThat(h.frame.textBox("layerName").text()).isEqualTo(name);
            h.robot.focusAndWaitForFocusGain(h.window.view());
            assertThat(GuiActionRunner.execute(
                            () -> h.window.workspace().currentLayer().name()))
                    .as("leaving the field after Esc renames nothing")
                    .isEqualTo(name);
        }
    }

    @Test
    void escOnTheMapClearsTheTileSelection() {
        try (GuiHarness h = new GuiHarness(true)) {
            // a selection (select tool or wand) goes with Esc on the map
            GuiActionRunner.execute(() -> {
                h.window
                        .tools()
                        .setSelection(new TileSelection(
                                h.window.workspace().currentTileLayer(), new java.awt.Rectangle(1, 1, 3, 2)));
                return null;
            });
            h.key(KeyEvent.VK_ESCAPE, 0);
            assertThat(GuiActionRunner.execute(() -> h.window.tools().selection()))
                    .isNull();
        }
    }
}
