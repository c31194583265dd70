package twedit.editor.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Rectangle;
import javax.swing.JLabel;
import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;
import twedit.editor.testutil.RobotDriven;

/** A long status message on a small screen shortens with "..." and leaves the other status fields in place. */
@RobotDriven
class StatusMessageGuiTest {
    @Test
    void aLongMessageElidesAndKeepsTheOtherFields() throws Exception {
        try (GuiHarness h = new GuiHarness(false)) {
            GuiActionRunner.execute(() -> {
                h.window.setSize(1366, 768);
                h.window.validate();
            });
            String text =
                    "Pasted from another map: brought image grass_main_with_a_long_name along on a new layer above"
                            + " Design, and 3 envelope(s); the status bar should not be pushed by this message at all";
            GuiActionRunner.execute(() -> {
                h.window.status().setMessage(text);
                h.window.validate();
            });
            // the select tool's hint shares the room
            GuiActionRunner.execute(() -> h.window.tools().activate(twedit.editor.tools.ToolBox.Id.SELECT));
            h.centerOn(3, 3);
            h.robot.moveMouse(h.window.view(), h.tileCenter(3, 3));
            h.robot.waitForIdle();
            assertThat(GuiActionRunner.execute(() -> h.window.status().hint())).isNotEmpty();
            JLabel message = (JLabel) h.robot.finder().findByName(h.window, "statusMessage");
            JLabel tile = (JLabel) h.robot.finder().findByName(h.window, "statusTile");
            int barWidth = GuiActionRunner.execute(() -> h.window.status().getWidth());
            Rectangle tileBounds = GuiActionRunner.execute(() -> tile.getBounds());
            assertThat(tileBounds.x + tileBounds.width)
                    .as("the tile field stays inside the bar")
                    .isLessThanOrEqualTo(barWidth);
            assertThat(GuiActionRunner.execute(() -> message.getWidth()))
                    .isLessThan(GuiActionRunner.execute(() -> message.getPreferredSize().width));
            assertThat(GuiActionRunner.execute(() -> message.getToolTipText())).isEqualTo(text);
            h.screenshot("status-long-message");
        }
    }
}
