package twedit.editor.envelopes;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Point;
import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;
import java.nio.file.Path;
import java.util.List;
import org.assertj.swing.core.MouseButton;
import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import twedit.editor.testutil.RobotDriven;
import twedit.model.map.EnvPoint;
import twedit.model.map.Envelope;

/**
 * Several points of a colour envelope as a mapper handles them in DDNet: a box dragged over three selects them, a
 * drag moves all three by the same value, S and a mouse move scale them, a right-click projects the middle one onto
 * the line between the others, Shift+click takes one out; each is one undo step and survives save and reopen.
 * Ctrl+M plays and pauses, the speed field takes a typed speed.
 */
@RobotDriven
class EnvelopeMultiPointGuiTest {
    @TempDir
    Path dir;

    @Test
    void severalPointsMoveScaleAndProjectTogether() throws Exception {
        try (AnimGui g = new AnimGui()) {
            g.frame.button("envAddColor").click();
            g.addPoint(250, 1000, "0.2");
            g.addPoint(500, 1000, "0.5"); // off the line between its neighbours: Project onto moves it
            g.addPoint(750, 1000, "0.6");
            for (int c = 1; c < 4; c++) {
                g.frame.checkBox("envChannel" + c).click(); // only red shown: the box takes red values only
            }
            CurveView curve = g.anim.dock().curve();
            int h = GuiActionRunner.execute(() -> curve.getHeight() - curve.bottom() - 1);
            drag(g, curve, new Point(x(curve, 150), CurveView.TOP + 1), new Point(x(curve, 850), h));
            assertThat(GuiActionRunner.execute(curve::selection))
                    .containsExactly(new PointMath.Ref(1, 0), new PointMath.Ref(2, 0), new PointMath.Ref(3, 0));
            g.screenshot("envelope-multi-box");

            int[] before = reds(curve);
            int[] timesBefore = times(curve);
            int at = g.historyPosition();
            Point mid = GuiActionRunner.execute(() -> curve.pointAt(2, 0));
            drag(g, curve, mid, new Point(mid.x, mid.y - 30));
            int[] moved = reds(curve);
            int dv = moved[2] - before[2];
            assertThat(dv).as("moved up").isPositive();
            assertThat(moved).containsExactly(before[0], before[1] + dv, before[2] + dv, before[3] + dv);
            assertThat(times(curve)).as("a drag straight up keeps the times").containsExactly(timesBefore);
            assertThat(g.historyPosition()).as("one undo step").isEqualTo(at + 1);

            // S, the mouse up, a click: every red value scaled by the same factor about 0
            Point p = GuiActionRunner.execute(() -> curve.pointAt(3, 0));
            g.robot.moveMouse(curve, new Point(p.x + 20, p.y));
            g.robot.pressAndReleaseKey(KeyEvent.VK_S);
            for (int i = 1; i <= 4; i++) {
                g.robot.moveMouse(curve, new Point(p.x + 20, p.y + 10 * i));
            }
            g.screenshot("envelope-multi-scale");
            g.robot.click(curve, new Point(p.x + 20, p.y + 40), MouseButton.LEFT_BUTTON, 1);
            g.robot.waitForIdle();
            int[] scaled = reds(curve);
            assertThat(scaled[3]).as("scaled down").isLessThan(moved[3]);
            double f = scaled[3] / (double) moved[3];
            for (int i = 1; i <= 3; i++) {
                assertThat((double) scaled[i]).isCloseTo(moved[i] * f, org.assertj.core.data.Offset.offset(1.5));
            }
            assertThat(scaled[0]).as("not selected").isEqualTo(before[0]);
            assertThat(g.historyPosition()).as("one undo step").isEqualTo(at + 2);

            // right-click on a selected point: Project onto > Linear puts point 2 half way between 1 and 3
            Point q = GuiActionRunner.execute(() -> curve.pointAt(1, 0));
            g.robot.click(curve, q, MouseButton.RIGHT_BUTTON, 1);
            g.robot.waitForIdle();
            g.frame.menuItem("projectOnto").click();
            g.frame.menuItem("projectOntoLinear").click();
            g.robot.waitForIdle();
            int[] projected = reds(curve);
            List<EnvPoint> want = PointMath.project(
                    pointsWith(curve, scaled), GuiActionRunner.execute(curve::selection), EnvPoint.CURVE_LINEAR);
            assertThat(projected[2]).isEqualTo(want.get(2).value(0)).isNotEqualTo(scaled[2]);
            assertThat(projected[2]).isBetween(Math.min(scaled[1], scaled[3]), Math.max(scaled[1], scaled[3]));
            assertThat(g.historyPosition()).as("one undo step").isEqualTo(at + 3);

            // Shift+click takes a point out of the selection
            Point r = GuiActionRunner.execute(() -> curve.pointAt(3, 0));
            g.robot.pressKey(KeyEvent.VK_SHIFT);
            g.robot.click(curve, r, MouseButton.LEFT_BUTTON, 1);
            g.robot.releaseKey(KeyEvent.VK_SHIFT);
            g.robot.waitForIdle();
            assertThat(GuiActionRunner.execute(curve::selection))
                    .containsExactly(new PointMath.Ref(1, 0), new PointMath.Ref(2, 0));

            // undo takes back the projection alone
            g.key(KeyEvent.VK_Z, InputEvent.CTRL_DOWN_MASK);
            assertThat(reds(curve)).containsExactly(scaled);
            g.key(KeyEvent.VK_Y, InputEvent.CTRL_DOWN_MASK);
            assertThat(reds(curve)).containsExactly(projected);

            // Ctrl+M plays and pauses; a typed speed
            Playback play = g.anim.dock().playback();
            g.key(KeyEvent.VK_M, InputEvent.CTRL_DOWN_MASK);
            assertThat(GuiActionRunner.execute(play::playing)).isTrue();
            g.key(KeyEvent.VK_M, InputEvent.CTRL_DOWN_MASK);
            assertThat(GuiActionRunner.execute(play::playing)).isFalse();
            javax.swing.JSpinner speed = g.frame.spinner("envSpeed").target();
            javax.swing.JFormattedTextField field =
                    ((javax.swing.JSpinner.DefaultEditor) speed.getEditor()).getTextField();
            g.robot.focusAndWaitForFocusGain(field);
            GuiActionRunner.execute(() -> field.selectAll());
            g.robot.enterText("2.5\n");
            g.robot.waitForIdle();
            assertThat(GuiActionRunner.execute(play::speed)).isEqualTo(2.5);
            assertThat(GuiActionRunner.execute(() -> field.getText())).isEqualTo("2.5x");

            Path file = dir.resolve("multi.map");
            g.save(file);
            g.open(file);
            Envelope reopened = GuiActionRunner.execute(
                    () -> g.window.workspace().map().envelopes().get(0));
            assertThat(reopened.points().stream().mapToInt(pt -> pt.value(0)).toArray())
                    .containsExactly(projected);
        }
    }

    private static int x(CurveView c, double t) {
        return GuiActionRunner.execute(() -> (int) Math.round(c.xOf(t)));
    }

    private static int[] reds(CurveView c) {
        return GuiActionRunner.execute(
                () -> c.envelope().points().stream().mapToInt(p -> p.value(0)).toArray());
    }

    private static int[] times(CurveView c) {
        return GuiActionRunner.execute(
                () -> c.envelope().points().stream().mapToInt(EnvPoint::time).toArray());
    }

    private static List<EnvPoint> pointsWith(CurveView c, int[] reds) {
        return GuiActionRunner.execute(() -> {
            List<EnvPoint> out = new java.util.ArrayList<>();
            for (int i = 0; i < reds.length; i++) {
                out.add(c.envelope().points().get(i).withValue(0, reds[i]));
            }
            return out;
        });
    }

    private static void drag(AnimGui g, CurveView c, Point a, Point b) {
        g.robot.moveMouse(c, a);
        g.robot.pressMouse(MouseButton.LEFT_BUTTON);
        for (int i = 1; i <= 4; i++) {
            g.robot.moveMouse(c, new Point(a.x + (b.x - a.x) * i / 4, a.y + (b.y - a.y) * i / 4));
        }
        g.robot.releaseMouse(MouseButton.LEFT_BUTTON);
        g.robot.waitForIdle();
    }
}
