package twedit.editor.envelopes;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import javax.swing.JTextField;
import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import twedit.editor.testutil.RobotDriven;
import twedit.model.document.MapDocument;
import twedit.model.map.Envelope;
import twedit.model.map.TwMap;

/**
 * The point and name fields show the selected envelope and point, and only them: after choosing another envelope or
 * point, after undo and redo, and text typed for one point or envelope never lands on another.
 */
@RobotDriven
class PointFieldsFollowGuiTest {
    @TempDir
    Path dir;

    @Test
    void fieldsFollowSelectionUndoAndRedo() throws Exception {
        Path file = TwinEnvelopes.write(dir);
        try (AnimGui h = new AnimGui()) {
            h.open(file);
            TwMap map = GuiActionRunner.execute(() -> h.window.workspace().map());
            MapDocument doc = GuiActionRunner.execute(() -> h.window.workspace().document());
            Envelope move = map.envelopes().get(0);
            Envelope pulse = map.envelopes().get(1);
            CurveView curve = h.anim.dock().curve();
            JTextField value = (JTextField) h.frame.textBox("pointValue").target();

            // a point of pulse, then another envelope: nothing of pulse's point stays
            select(h, pulse);
            GuiActionRunner.execute(() -> curve.select(1, 0));
            h.frame.textBox("pointValue").requireText("0.5").requireEnabled();
            select(h, move);
            h.frame.textBox("pointValue").requireText("").requireDisabled();
            h.frame
                    .label(org.assertj.swing.core.matcher.JLabelMatcher.withText("Double-click to add a point"))
                    .requireVisible();
            GuiActionRunner.execute(() -> curve.select(1, 0));
            h.frame.textBox("pointValue").requireText("32.0");

            // text typed for point 1 and not entered: choosing point 2 shows point 2, and changes nothing
            int steps = GuiActionRunner.execute(doc::historyPosition);
            h.frame.textBox("pointValue").deleteText().enterText("7");
            h.frame.spinner("pointTime").enterText("777");
            GuiActionRunner.execute(() -> curve.select(2, 1));
            h.frame.textBox("envName").focus();
            h.robot.waitForIdle();
            h.frame.textBox("pointValue").requireText("16.0");
            assertThat(h.frame.spinner("pointTime").target().getValue()).isEqualTo(1000);
            assertThat(GuiActionRunner.execute(doc::historyPosition)).isEqualTo(steps);
            assertThat(GuiActionRunner.execute(() -> move.points().get(1).time()))
                    .isEqualTo(500);

            // undo and redo of a value: the field follows
            GuiActionRunner.execute(() -> curve.select(2, 1));
            h.frame.textBox("pointValue").deleteText().enterText("0.75\n");
            assertThat(GuiActionRunner.execute(() -> move.points().get(2).value(1)))
                    .isEqualTo(768);
            GuiActionRunner.execute(doc::undo);
            h.robot.waitForIdle();
            assertThat(GuiActionRunner.execute(() -> value.getText())).isEqualTo("16.0");
            GuiActionRunner.execute(doc::redo);
            h.robot.waitForIdle();
            assertThat(GuiActionRunner.execute(() -> value.getText())).isEqualTo("0.75");

            // undo of an added point: it is gone from the fields too
            select(h, pulse);
            h.addPoint(400, 1000, "0.125");
            h.frame.textBox("pointValue").requireText("0.125");
            GuiActionRunner.execute(doc::undo); // the value
            GuiActionRunner.execute(doc::undo); // the point
            h.robot.waitForIdle();
            h.frame.textBox("pointValue").requireText("").requireDisabled();

            // a name typed for pulse and not entered: clicking another envelope shows its name, renames nothing
            h.frame.textBox("envName").deleteText().enterText("typed");
            h.frame.list("envList").clickItem(2);
            h.robot.waitForIdle();
            h.frame.textBox("envName").requireText("fade");
            assertThat(GuiActionRunner.execute(pulse::name)).isEqualTo("pulse");
            assertThat(GuiActionRunner.execute(() -> map.envelopes().get(2).name()))
                    .isEqualTo("fade");
            h.screenshot("point-fields-follow");
        }
    }

    private static void select(AnimGui h, Envelope e) {
        GuiActionRunner.execute(() -> h.anim.dock().envelopes().select(e));
        h.robot.waitForIdle();
    }
}
