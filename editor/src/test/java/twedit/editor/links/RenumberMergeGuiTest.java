package twedit.editor.links;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import javax.swing.JButton;
import javax.swing.JComboBox;
import javax.swing.JDialog;
import javax.swing.JLabel;
import javax.swing.JSpinner;
import org.assertj.swing.core.GenericTypeMatcher;
import org.assertj.swing.data.TableCell;
import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;
import twedit.editor.testutil.EditorGui;
import twedit.editor.testutil.RobotDriven;
import twedit.model.links.LinkIndex;
import twedit.model.links.NumberLinks;
import twedit.model.testutil.Corpus;
import twedit.model.tiles.LinkRole.Space;

/**
 * Renumber Tele/Switch on LearnToPlay.map starts from the number selected in the Numbers panel and warns, before
 * anything changes, when the new number is in use already: the two numbers would merge.
 */
@RobotDriven
class RenumberMergeGuiTest {
    private static final java.nio.file.Path MAP = Corpus.ddnetMap("maps/LearnToPlay.map");

    @Test
    void startsFromTheSelectedRowAndWarnsThatTakenNumbersMerge() {
        try (EditorGui h = new EditorGui(false)) {
            h.open(MAP);
            LinksFeature f = GuiActionRunner.execute(() -> h.window.feature(LinksFeature.class));
            h.showPanel("Numbers");
            NumbersPanel panel = GuiActionRunner.execute(f::panel);
            List<NumberLinks> teles = GuiActionRunner.execute(
                    () -> LinkIndex.of(h.window.workspace().map()).numbers(Space.TELE));
            assertThat(teles).as("LearnToPlay has several tele numbers").hasSizeGreaterThan(1);
            NumberLinks second = teles.get(1);
            int row = GuiActionRunner.execute(() -> {
                var rows = panel.rows();
                for (int i = 0; i < rows.size(); i++) {
                    if (rows.get(i).kind().equals("Tele")
                            && rows.get(i).number().equals(Integer.toString(second.number()))) {
                        return i;
                    }
                }
                return -1;
            });
            assertThat(row).isNotNegative();
            h.frame.table("numbersTable").cell(TableCell.row(row).column(1)).click();
            h.robot.waitForIdle();

            h.press((javax.swing.AbstractButton)
                    h.frame.menuItem("renumberItem").target());
            JDialog d = h.waitForDialog("Renumber Tele/Switch");
            JSpinner from = find(h, d, JSpinner.class, "renumberFrom");
            JSpinner to = find(h, d, JSpinner.class, "renumberTo");
            JLabel count = find(h, d, JLabel.class, "renumberCount");
            JButton apply = find(h, d, JButton.class, "renumberApply");
            @SuppressWarnings("unchecked")
            JComboBox<String> kind = find(h, d, JComboBox.class, "renumberKind");
            assertThat(GuiActionRunner.execute(() -> kind.getSelectedItem())).isEqualTo("Tele");
            assertThat(GuiActionRunner.execute(() -> from.getValue())).isEqualTo(second.number());
            GuiActionRunner.execute(() -> find(h, d, javax.swing.JRadioButton.class, "renumberWholeMap")
                    .doClick());
            assertThat(GuiActionRunner.execute(count::getText)).doesNotContain("merge");
            assertThat(GuiActionRunner.execute(apply::getText)).isEqualTo("Renumber");

            int taken = teles.get(0).number();
            GuiActionRunner.execute(() -> to.setValue(taken));
            assertThat(GuiActionRunner.execute(count::getText))
                    .contains("Tele " + taken + " is already used by "
                            + teles.get(0).count())
                    .contains("the two numbers will merge into one");
            assertThat(GuiActionRunner.execute(apply::getText)).isEqualTo("Renumber and merge");
            h.robot.waitForIdle();
            assertThat(GuiActionRunner.execute(() -> count.getWidth() >= count.getPreferredSize().width))
                    .as("the warning is shown whole")
                    .isTrue();
            GuiActionRunner.execute(d::dispose);
        }
    }

    private static <T extends java.awt.Component> T find(EditorGui h, JDialog d, Class<T> type, String name) {
        return h.robot.finder().find(d, new GenericTypeMatcher<T>(type, true) {
            @Override
            protected boolean isMatching(T c) {
                return name.equals(c.getName());
            }
        });
    }
}
