package twedit.editor.envelopes;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Insets;
import javax.swing.JList;
import javax.swing.JSpinner;
import javax.swing.JTextField;
import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;
import twedit.editor.testutil.RobotDriven;
import twedit.model.testutil.Corpus;

/**
 * The envelope editor in a 1366x768 window shows its numbers and names whole: a point's value such as 0.4296875 (not
 * its last digits), its time, and the envelope list's lines once a map is open.
 */
@RobotDriven
class EnvelopeFieldsGuiTest {
    @Test
    void pointFieldsAndEnvelopeNamesShowTheirWholeValues() throws Exception {
        try (AnimGui g = new AnimGui()) {
            GuiActionRunner.execute(() -> g.window.setSize(1366, 768));
            g.robot.waitForIdle();
            g.frame.menuItemWithPath("View", "Reset layout").click();
            g.robot.waitForIdle();
            g.showPanel("Envelopes"); // opened on demand in the default layout
            g.frame.button("envAddColor").click();
            g.addPoint(500, 1000, "0.4296875");
            JTextField value = (JTextField) g.frame.textBox("pointValue").target();
            assertThat(GuiActionRunner.execute(() -> value.getText())).isEqualTo("0.4296875");
            assertWhole(value);
            JSpinner time = g.frame.spinner("pointTime").target();
            JTextField timeText =
                    GuiActionRunner.execute(() -> ((JSpinner.DefaultEditor) time.getEditor()).getTextField());
            GuiActionRunner.execute(() -> time.setValue(123_456));
            assertWhole(timeText);

            g.open(Corpus.ddnetMap("maps/Tutorial.map"));
            JList<?> list = g.frame.list("envList").target();
            int[] widths = GuiActionRunner.execute(
                    () -> new int[] {list.getPreferredSize().width, list.getVisibleRect().width});
            assertThat(widths[0])
                    .as("the longest line, in a list %d wide", widths[1])
                    .isLessThanOrEqualTo(widths[1]);
            g.screenshot("envelope-fields-1366x768");

            // beside Tutorial's widened list: values typed and shown whole, in plain decimals
            g.frame.button("envAddColor").click();
            g.addPoint(500, 1000, "0.5");
            g.frame.textBox("pointValue").deleteText().enterText("0.03796875");
            assertThat(GuiActionRunner.execute(() -> value.getText())).isEqualTo("0.03796875");
            g.robot.waitForIdle();
            assertWhole(value);
            g.frame.textBox("pointValue").enterText("\n");
            assertThat(GuiActionRunner.execute(() -> value.getText()))
                    .as("the nearest 1/1024 step, all its digits")
                    .isEqualTo("0.0380859375");
            assertWhole(value);
            g.frame.textBox("pointValue").deleteText().enterText("0.0009765625\n");
            assertThat(GuiActionRunner.execute(() -> value.getText()))
                    .as("not in E notation")
                    .isEqualTo("0.0009765625");
            assertWhole(value);
            g.frame.button("envAddPosition").click();
            g.addPoint(500, 1000, "-123456.0009765625");
            assertThat(GuiActionRunner.execute(() -> value.getText())).isEqualTo("-123456.0009765625");
            assertWhole(value);
            GuiActionRunner.execute(() -> time.setValue(1_234_567));
            assertThat(GuiActionRunner.execute(() -> timeText.getText())).contains("234");
            assertWhole(timeText);
            g.screenshot("envelope-fields-long-values");
        }
    }

    /** The field's text fits it, caret at the end and all: its first and last characters are drawn inside it. */
    private static void assertWhole(JTextField f) {
        GuiActionRunner.execute(() -> f.setCaretPosition(f.getText().length()));
        double[] w = GuiActionRunner.execute(() -> {
            Insets in = f.getInsets();
            try {
                return new double[] {
                    f.getFontMetrics(f.getFont()).stringWidth(f.getText()),
                    f.getWidth() - in.left - in.right,
                    f.modelToView2D(0).getX() - in.left,
                    f.getWidth()
                            - in.right
                            - f.modelToView2D(f.getText().length()).getX()
                };
            } catch (javax.swing.text.BadLocationException e) {
                throw new IllegalStateException(e);
            }
        });
        String text = GuiActionRunner.execute(() -> f.getText());
        assertThat(w[0]).as("'%s' in a field %s px wide", text, w[1]).isLessThanOrEqualTo(w[1]);
        assertThat(w[2]).as("'%s': its start cut off", text).isGreaterThanOrEqualTo(0);
        assertThat(w[3]).as("'%s': its end cut off", text).isGreaterThanOrEqualTo(0);
    }
}
