package twedit.editor.quads;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;
import java.util.List;
import org.assertj.swing.core.MouseButton;
import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;
import twedit.editor.envelopes.AnimGui;
import twedit.editor.testutil.RobotDriven;
import twedit.model.map.ElementId;
import twedit.model.map.Quad;
import twedit.model.map.QuadsLayer;

/**
 * The quad gestures that work on desktops where Alt+drag moves windows: Ctrl+drag and R rotate, Shift+drag moves the
 * pivot, a drag on empty space box-selects (Shift adds, Ctrl removes); each gesture is one undo step.
 */
@RobotDriven
class QuadGesturesTest {
    /** A quads layer with one 128 px quad at the view's centre; returns the layer. */
    private static QuadsLayer oneQuad(AnimGui h) {
        h.frame.button("addQuadsLayer").click();
        h.centerOn(20, 20, 1.0);
        QuadsLayer l =
                GuiActionRunner.execute(() -> (QuadsLayer) h.window.workspace().currentLayer());
        GuiActionRunner.execute(() -> h.anim.quadOps().add(656, 656, 128));
        return l;
    }

    private static Quad quad(AnimGui h, QuadsLayer l, int i) {
        return GuiActionRunner.execute(() -> l.quads().get(i));
    }

    private static String undoLabel(AnimGui h) {
        return GuiActionRunner.execute(() -> h.window.workspace().document().undoLabel());
    }

    private static java.awt.Point plus(java.awt.Point p, int dx, int dy) {
        return new java.awt.Point(p.x + dx, p.y + dy);
    }

    @Test
    void ctrlDragRotatesAroundThePivotAsOneStep() {
        try (AnimGui h = new AnimGui()) {
            QuadsLayer l = oneQuad(h);
            Quad q0 = quad(h, l, 0);
            assertThat(GuiActionRunner.execute(h.window.status()::hint)).contains("Ctrl+drag: rotate");
            int steps = h.historyPosition();
            java.awt.Point c = h.screenOf(656, 656);
            // from right of the pivot to below it: a quarter turn clockwise
            h.dragViewWith(KeyEvent.VK_CONTROL, plus(c, 40, 0), plus(c, 0, 40));
            Quad q1 = quad(h, l, 0);
            assertThat(QuadShapes.angle(q1)).isCloseTo(90, within(3.0));
            assertThat(q1.pivot()).isEqualTo(q0.pivot());
            assertThat(h.historyPosition()).isEqualTo(steps + 1);
            assertThat(undoLabel(h)).isEqualTo("Rotate quad");
            h.key(KeyEvent.VK_Z, InputEvent.CTRL_DOWN_MASK);
            assertThat(quad(h, l, 0)).isEqualTo(q0);
        }
    }

    @Test
    void rRotatesWithTheMouseUntilAClickOrEnterAndEscOrRightClickCancel() {
        try (AnimGui h = new AnimGui()) {
            QuadsLayer l = oneQuad(h);
            Quad q0 = quad(h, l, 0);
            java.awt.Point c = h.screenOf(656, 656);
            int steps = h.historyPosition();

            // R, the mouse goes from right of the pivot to below it, Enter applies: one step
            h.robot.moveMouse(h.window.view(), plus(c, 60, 0));
            h.key(KeyEvent.VK_R, 0);
            assertThat(GuiActionRunner.execute(() -> h.anim.quadTool().spinning()))
                    .isTrue();
            h.waitFor("the rotation hint", () -> h.window.status().hint().startsWith("Rotating"));
            h.robot.moveMouse(h.window.view(), plus(c, 42, 42));
            h.robot.moveMouse(h.window.view(), plus(c, 0, 60));
            h.robot.waitForIdle();
            assertThat(QuadShapes.angle(quad(h, l, 0))).isCloseTo(90, within(3.0));
            h.key(KeyEvent.VK_ENTER, 0);
            assertThat(GuiActionRunner.execute(() -> h.anim.quadTool().spinning()))
                    .isFalse();
            assertThat(h.historyPosition()).isEqualTo(steps + 1);
            assertThat(undoLabel(h)).isEqualTo("Rotate quad");
            Quad q1 = quad(h, l, 0);

            // R then Esc: back where it was, nothing in the history
            h.key(KeyEvent.VK_R, 0);
            // the turn follows moves made once rotating has begun (a loaded machine may start it a little later)
            h.waitFor(
                    "rotating again",
                    () -> GuiActionRunner.execute(() -> h.anim.quadTool().spinning()));
            h.robot.moveMouse(h.window.view(), plus(c, -42, 42));
            h.robot.moveMouse(h.window.view(), plus(c, -60, 0));
            h.robot.waitForIdle();
            assertThat(quad(h, l, 0)).isNotEqualTo(q1);
            h.key(KeyEvent.VK_ESCAPE, 0);
            assertThat(quad(h, l, 0)).isEqualTo(q1);
            assertThat(h.historyPosition()).isEqualTo(steps + 1);

            // R then a right-click cancels too; R then a left click applies
            h.robot.moveMouse(h.window.view(), plus(c, 0, 60));
            h.key(KeyEvent.VK_R, 0);
            h.robot.moveMouse(h.window.view(), plus(c, 60, 0));
            h.robot.click(h.window.view(), plus(c, 60, 0), MouseButton.RIGHT_BUTTON, 1);
            h.robot.waitForIdle();
            assertThat(quad(h, l, 0)).isEqualTo(q1);
            h.robot.moveMouse(h.window.view(), plus(c, 0, 60));
            h.key(KeyEvent.VK_R, 0);
            h.robot.moveMouse(h.window.view(), plus(c, 42, 42));
            h.robot.moveMouse(h.window.view(), plus(c, 60, 0));
            h.robot.click(h.window.view(), plus(c, 60, 0), MouseButton.LEFT_BUTTON, 1);
            h.robot.waitForIdle();
            assertThat(QuadShapes.angle(quad(h, l, 0))).isCloseTo(0, within(3.0));
            assertThat(h.historyPosition()).isEqualTo(steps + 2);

            // R, then the focus goes to a field of the inspector: the rotation is put back, nothing recorded
            Quad q2 = quad(h, l, 0);
            h.robot.moveMouse(h.window.view(), plus(c, 60, 0));
            h.key(KeyEvent.VK_R, 0);
            h.robot.moveMouse(h.window.view(), plus(c, 0, 60));
            h.robot.waitForIdle();
            assertThat(quad(h, l, 0)).isNotEqualTo(q2);
            javax.swing.JSpinner field =
                    h.robot.finder().findByName(h.window, "quadPosX", javax.swing.JSpinner.class, false);
            h.robot.focusAndWaitForFocusGain(((javax.swing.JSpinner.DefaultEditor) field.getEditor()).getTextField());
            assertThat(GuiActionRunner.execute(() -> h.anim.quadTool().spinning()))
                    .isFalse();
            assertThat(quad(h, l, 0)).isEqualTo(q2);
            assertThat(h.historyPosition()).isEqualTo(steps + 2);

            // one Ctrl+Z per rotation
            h.key(KeyEvent.VK_Z, InputEvent.CTRL_DOWN_MASK);
            assertThat(quad(h, l, 0)).isEqualTo(q1);
            h.key(KeyEvent.VK_Z, InputEvent.CTRL_DOWN_MASK);
            assertThat(quad(h, l, 0)).isEqualTo(q0);
        }
    }

    @Test
    void rWithoutASelectedQuadLeavesTheQuadsAlone() {
        try (AnimGui h = new AnimGui()) {
            QuadsLayer l = oneQuad(h);
            GuiActionRunner.execute(() -> h.anim.quadSelection().set(l, List.of()));
            Quad q0 = quad(h, l, 0);
            h.key(KeyEvent.VK_R, 0);
            assertThat(GuiActionRunner.execute(() -> h.anim.quadTool().spinning()))
                    .isFalse();
            h.robot.moveMouse(h.window.view(), plus(h.screenOf(656, 656), 0, 50));
            assertThat(quad(h, l, 0)).isEqualTo(q0);
        }
    }

    @Test
    void shiftDragMovesOnlyThePivotAndShiftClickTogglesTheQuad() {
        try (AnimGui h = new AnimGui()) {
            QuadsLayer l = oneQuad(h);
            Quad q0 = quad(h, l, 0);
            double scale = GuiActionRunner.execute(
                    () -> h.window.view().worldToScreen().getScaleX());
            int steps = h.historyPosition();
            java.awt.Point c = h.screenOf(656, 656);
            h.dragViewWith(KeyEvent.VK_SHIFT, plus(c, 10, 10), plus(c, 50, 30));
            Quad q1 = quad(h, l, 0);
            for (int i = 0; i < 4; i++) {
                assertThat(q1.corner(i)).isEqualTo(q0.corner(i));
            }
            assertThat((q1.pivot().x() - q0.pivot().x()) / 1024.0).isCloseTo(40 / scale, within(2 / scale));
            // Shift still held keeps the move on its larger axis, as DDNet's ApplyAxisAlignment
            assertThat(q1.pivot().y()).isEqualTo(q0.pivot().y());
            assertThat(h.historyPosition()).isEqualTo(steps + 1);
            assertThat(undoLabel(h)).isEqualTo("Move quad pivot");

            // Shift+click (no drag) takes the quad out of the selection, and puts it back
            h.robot.pressKey(KeyEvent.VK_SHIFT);
            h.robot.click(h.window.view(), plus(c, -20, -20));
            h.robot.releaseKey(KeyEvent.VK_SHIFT);
            h.robot.waitForIdle();
            assertThat(GuiActionRunner.execute(() -> h.anim.quadOps().selected()))
                    .isEmpty();
            assertThat(quad(h, l, 0)).isEqualTo(q1);
        }
    }

    @Test
    void boxSelectReplacesAddsWithShiftAndRemovesWithCtrl() throws Exception {
        try (AnimGui h = new AnimGui()) {
            QuadsLayer l = oneQuad(h);
            // three small quads in a row, 96 px apart, pivots at their centres
            GuiActionRunner.execute(() -> {
                h.anim.quadOps().add(560, 560, 32);
                h.anim.quadOps().add(656, 560, 32);
                h.anim.quadOps().add(752, 560, 32);
                // the big quad goes, so only the row is on the map
                h.anim.quadSelection().set(l, List.of(0));
                h.anim.quadOps().delete();
            });
            List<ElementId> ids = GuiActionRunner.execute(() ->
                    List.of(l.quads().idAt(0), l.quads().idAt(1), l.quads().idAt(2)));
            int steps = h.historyPosition();

            // a plain box over the first two pivots selects exactly them
            h.dragView(h.screenOf(530, 530), h.screenOf(700, 600));
            assertThat(selectedIds(h, l)).containsExactly(ids.get(0), ids.get(1));
            h.screenshot("quads-box-select");

            // Shift adds the third, Ctrl takes the first away
            h.dragViewWith(KeyEvent.VK_SHIFT, h.screenOf(730, 530), h.screenOf(790, 600));
            assertThat(selectedIds(h, l)).containsExactly(ids.get(0), ids.get(1), ids.get(2));
            h.dragViewWith(KeyEvent.VK_CONTROL, h.screenOf(530, 530), h.screenOf(600, 600));
            assertThat(selectedIds(h, l)).containsExactly(ids.get(1), ids.get(2));
            assertThat(h.historyPosition()).as("selecting is no edit").isEqualTo(steps);

            // the selection follows the quads, not their places in the list
            GuiActionRunner.execute(
                    () -> h.window.workspace().document().apply(twedit.model.document.edits.Edits.moveQuad(l, 2, 0)));
            assertThat(selectedIds(h, l)).containsExactlyInAnyOrder(ids.get(1), ids.get(2));

            // a click on empty space clears the selection
            h.robot.click(h.window.view(), h.screenOf(656, 700));
            h.robot.waitForIdle();
            assertThat(selectedIds(h, l)).isEmpty();
        }
    }

    private static List<ElementId> selectedIds(AnimGui h, QuadsLayer l) {
        return GuiActionRunner.execute(() ->
                h.anim.quadOps().selected().stream().map(i -> l.quads().idAt(i)).toList());
    }
}
