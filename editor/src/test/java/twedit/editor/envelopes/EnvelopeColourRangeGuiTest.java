package twedit.editor.envelopes;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Point;
import org.assertj.swing.core.MouseButton;
import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;
import twedit.editor.testutil.RobotDriven;

/**
 * A colour envelope's points stay within 0..1, however they are dragged, added or typed, and with Snap on a dragged
 * point's value lands on the value grid (steps of 0.05 on a colour's axis), not only its time.
 */
@RobotDriven
class EnvelopeColourRangeGuiTest {
    @Test
    void colourValuesStayWithinZeroAndOneAndSnapToTheGrid() throws Exception {
        try (AnimGui g = new AnimGui()) {
            g.frame.button("envAddColor").click();
            g.addPoint(500, 1000, "1.5");
            CurveView c = g.anim.dock().curve();
            assertThat(value(g, c)).as("typed 1.5").isEqualTo(1024);
            assertThat(GuiActionRunner.execute(
                            () -> g.frame.textBox("pointValue").target().getText()))
                    .isEqualTo("1.0");
            g.frame.textBox("pointValue").deleteText().enterText("-0.25\n");
            g.robot.waitForIdle();
            assertThat(value(g, c)).as("typed -0.25").isZero();

            // Snap is on by default: a drag to an odd height ends on the grid
            g.frame.textBox("pointValue").deleteText().enterText("0.5\n");
            g.robot.waitForIdle();
            assertThat(GuiActionRunner.execute(c::snap)).isTrue();
            double step = GuiActionRunner.execute(c::valueSnapStep);
            assertThat(step).isBetween(0.01, 0.1);
            Point from = at(g, c, 0.5);
            Point to = new Point(from.x, at(g, c, 0.5 + 0.37 * step * 10).y);
            drag(g, c, from, to);
            int v = value(g, c);
            double onGrid = Math.round(v / 1024.0 / step) * step;
            assertThat(Math.abs(v / 1024.0 - onGrid))
                    .as("value %s on the %s grid", v / 1024.0, step)
                    .isLessThanOrEqualTo(1 / 1024.0);
            assertThat(v).isNotEqualTo(512);

            // dragged far above the top and below the bottom: 1 and 0
            Point now = at(g, c, v / 1024.0);
            drag(g, c, now, new Point(now.x, 2));
            drag(g, c, at(g, c, value(g, c) / 1024.0), new Point(now.x, 2));
            assertThat(value(g, c)).as("dragged up").isEqualTo(1024);
            Point top = at(g, c, 1.0);
            int bottom = GuiActionRunner.execute(() -> c.getHeight() - 2);
            drag(g, c, top, new Point(top.x, bottom));
            drag(g, c, at(g, c, value(g, c) / 1024.0), new Point(top.x, bottom));
            assertThat(value(g, c)).as("dragged down").isZero();
            g.screenshot("envelope-colour-range");
        }
    }

    private static int value(AnimGui g, CurveView c) {
        return GuiActionRunner.execute(
                () -> c.envelope().points().get(c.selected()).value(c.channel()));
    }

    private static Point at(AnimGui g, CurveView c, double value) {
        return GuiActionRunner.execute(() -> new Point((int) Math.round(c.xOf(500)), (int) Math.round(c.yOf(value))));
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
