package twedit.editor.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Dimension;
import java.awt.FlowLayout;
import java.awt.Point;
import javax.swing.JButton;
import javax.swing.JFrame;
import javax.swing.JLabel;
import javax.swing.ToolTipManager;
import org.assertj.swing.core.BasicRobot;
import org.assertj.swing.core.Robot;
import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;
import twedit.editor.testutil.EditorGui;
import twedit.editor.testutil.RobotDriven;

/**
 * A tooltip goes once the mouse is over something without one, even when its component missed the mouse's exit (it
 * was removed from under the mouse, as in a panel rebuilt by an edit): before, it stayed on screen.
 */
@RobotDriven
class TooltipGuardGuiTest {
    @Test
    void aTooltipWhoseComponentMissedTheExitGoesWhenTheMouseMovesOn() throws Exception {
        EditorGui.requireDisplay();
        Robot robot = BasicRobot.robotWithNewAwtHierarchy();
        ToolTipManager tips = ToolTipManager.sharedInstance();
        int initial = tips.getInitialDelay();
        int dismiss = tips.getDismissDelay();
        TooltipGuard guard = GuiActionRunner.execute(TooltipGuard::install);
        try {
            GuiActionRunner.execute(() -> {
                tips.setInitialDelay(0);
                tips.setDismissDelay(600_000); // only the guard (or an exit) can take it away during the test
            });
            JButton a = GuiActionRunner.execute(() -> {
                JButton b = new JButton("with a tip");
                b.setToolTipText("the tip");
                return b;
            });
            JLabel other = GuiActionRunner.execute(() -> {
                JLabel l = new JLabel("no tip here, with room to move the mouse on");
                l.addMouseMotionListener(new java.awt.event.MouseMotionAdapter() {});
                return l;
            });
            JFrame f = GuiActionRunner.execute(() -> {
                JFrame fr = new JFrame("tips");
                fr.getContentPane().setLayout(new FlowLayout());
                fr.getContentPane().add(a);
                fr.getContentPane().add(other);
                fr.setSize(new Dimension(600, 200));
                fr.setLocation(100, 100);
                fr.setVisible(true);
                return fr;
            });
            try {
                robot.waitForIdle();
                robot.moveMouse(a, new Point(10, 10));
                robot.moveMouse(a, new Point(14, 12));
                waitFor(robot, () -> TooltipGuard.tipShowing(f));
                // the button is taken out from under the mouse (it gets no exit: a panel rebuilt), the mouse moves on
                GuiActionRunner.execute(() -> {
                    f.getContentPane().remove(a);
                    f.getContentPane().revalidate();
                });
                robot.waitForIdle();
                robot.moveMouse(other, new Point(20, 5));
                robot.moveMouse(other, new Point(40, 8));
                robot.waitForIdle();
                assertThat(GuiActionRunner.execute(() -> TooltipGuard.tipShowing(f)))
                        .as("the tip is still on screen")
                        .isFalse();
            } finally {
                GuiActionRunner.execute(f::dispose);
            }
        } finally {
            guard.uninstall();
            GuiActionRunner.execute(() -> {
                tips.setInitialDelay(initial);
                tips.setDismissDelay(dismiss);
            });
            robot.cleanUp();
        }
    }

    private static void waitFor(Robot robot, java.util.function.BooleanSupplier cond) {
        long end = System.nanoTime() + 30_000_000_000L;
        while (!GuiActionRunner.execute(cond::getAsBoolean)) {
            if (System.nanoTime() > end) {
                throw new AssertionError("timed out waiting for the tip");
            }
            robot.waitForIdle();
        }
    }
}
