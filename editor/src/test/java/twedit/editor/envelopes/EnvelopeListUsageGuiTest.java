package twedit.editor.envelopes;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Point;
import java.awt.Rectangle;
import java.nio.file.Path;
import java.util.List;
import javax.swing.JList;
import org.assertj.swing.core.MouseButton;
import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import twedit.editor.testutil.RobotDriven;
import twedit.model.document.MapDocument;
import twedit.model.map.Envelope;
import twedit.model.map.QuadsLayer;
import twedit.model.map.SoundsLayer;
import twedit.model.map.TileLayer;
import twedit.model.map.TwMap;

/**
 * The envelope list says where each envelope is used, filters by name, reorders by dragging (one undo step, every
 * link kept) and removes the unused ones in one step.
 */
@RobotDriven
class EnvelopeListUsageGuiTest {
    @TempDir
    Path dir;

    @Test
    void rowsShowTheirUsersTheSearchFiltersAndUnusedOnesGoInOneStep() throws Exception {
        try (AnimGui h = new AnimGui()) {
            h.open(TwinEnvelopes.write(dir));
            h.showPanel("Envelopes");
            EnvelopeListPanel panel = h.anim.dock().envelopes();
            JList<Envelope> list = GuiActionRunner.execute(panel::envelopeList);
            TwMap map = GuiActionRunner.execute(() -> h.window.workspace().map());
            assertThat(usage(list, 0)).isEqualTo("1 quad in 'Sky', 1 sound source in 'Birds'");
            assertThat(usage(list, 1)).isEqualTo("1 quad in 'Sky', layer 'Walls'");
            assertThat(usage(list, 2)).isEqualTo("1 sound source in 'Birds'");
            assertThat(usage(list, 3)).isEqualTo("unused");
            h.screenshot("envelope-usage");

            h.frame.textBox("envSearch").enterText("PUL");
            h.robot.waitForIdle();
            assertThat(names(list)).containsExactly("pulse", "pulse");
            h.screenshot("envelope-search");
            h.frame.textBox("envSearch").deleteText();
            h.robot.waitForIdle();
            assertThat(GuiActionRunner.execute(() -> list.getModel().getSize())).isEqualTo(6);

            MapDocument doc = GuiActionRunner.execute(() -> h.window.workspace().document());
            List<Envelope> before = GuiActionRunner.execute(() -> List.copyOf(map.envelopes()));
            int steps = h.historyPosition();
            h.press(h.frame.button("envRemoveUnused").target());
            assertThat(GuiActionRunner.execute(() -> List.copyOf(map.envelopes())))
                    .containsExactlyElementsOf(before.subList(0, 3));
            assertThat(h.historyPosition()).isEqualTo(steps + 1);
            assertThat(GuiActionRunner.execute(() -> list.getModel().getSize())).isEqualTo(3);
            GuiActionRunner.execute(doc::undo);
            assertThat(GuiActionRunner.execute(() -> List.copyOf(map.envelopes())))
                    .containsExactlyElementsOf(before);
        }
    }

    @Test
    void draggingARowMovesTheEnvelopeInOneUndoStepKeepingEveryLink() throws Exception {
        try (AnimGui h = new AnimGui()) {
            h.open(TwinEnvelopes.write(dir));
            h.showPanel("Envelopes");
            EnvelopeListPanel panel = h.anim.dock().envelopes();
            JList<Envelope> list = GuiActionRunner.execute(panel::envelopeList);
            TwMap map = GuiActionRunner.execute(() -> h.window.workspace().map());
            QuadsLayer sky = (QuadsLayer) map.groups().get(0).layers().get(0);
            SoundsLayer birds = (SoundsLayer) map.groups().get(0).layers().get(1);
            TileLayer walls = (TileLayer) map.groups().get(1).layers().get(0);
            List<Envelope> before = GuiActionRunner.execute(() -> List.copyOf(map.envelopes()));
            Envelope move = before.get(0);
            int steps = h.historyPosition();

            // drag #0 move below #2 fade: it becomes #2
            Point from = centre(list, 0);
            Rectangle third = GuiActionRunner.execute(() -> list.getCellBounds(2, 2));
            Point to = new Point(from.x, third.y + third.height - 2);
            h.robot.moveMouse(list, from);
            h.robot.pressMouse(MouseButton.LEFT_BUTTON);
            for (int i = 1; i <= 6; i++) {
                h.robot.moveMouse(list, new Point(from.x, from.y + (to.y - from.y) * i / 6));
            }
            h.screenshot("envelope-drag");
            h.robot.releaseMouse(MouseButton.LEFT_BUTTON);
            h.robot.waitForIdle();

            assertThat(GuiActionRunner.execute(() -> List.copyOf(map.envelopes())))
                    .containsExactly(before.get(1), before.get(2), move, before.get(3), before.get(4), before.get(5));
            assertThat(h.historyPosition()).isEqualTo(steps + 1);
            assertThat(GuiActionRunner.execute(() -> sky.quads().get(0).positionEnvelope()))
                    .isSameAs(move);
            assertThat(GuiActionRunner.execute(() -> sky.quads().get(0).colorEnvelope()))
                    .isSameAs(before.get(1));
            assertThat(GuiActionRunner.execute(walls::colorEnvelope)).isSameAs(before.get(1));
            assertThat(GuiActionRunner.execute(() -> birds.sources().get(0).positionEnvelope()))
                    .isSameAs(move);
            assertThat(GuiActionRunner.execute(list::getSelectedValue)).isSameAs(move);
            assertThat(usage(list, 2)).isEqualTo("1 quad in 'Sky', 1 sound source in 'Birds'");

            GuiActionRunner.execute(() -> h.window.workspace().document().undo());
            assertThat(GuiActionRunner.execute(() -> List.copyOf(map.envelopes())))
                    .containsExactlyElementsOf(before);
        }
    }

    private static Point centre(JList<Envelope> list, int row) {
        return GuiActionRunner.execute(() -> {
            Rectangle r = list.getCellBounds(row, row);
            return new Point(r.x + r.width / 2, r.y + r.height / 2);
        });
    }

    /** The second line row {@code i} shows. */
    private static String usage(JList<Envelope> list, int i) {
        return GuiActionRunner.execute(() -> {
            EnvelopeRow r = (EnvelopeRow) list.getCellRenderer()
                    .getListCellRendererComponent(list, list.getModel().getElementAt(i), i, false, false);
            return r.usageText();
        });
    }

    private static List<String> names(JList<Envelope> list) {
        return GuiActionRunner.execute(() -> {
            List<String> out = new java.util.ArrayList<>();
            for (int i = 0; i < list.getModel().getSize(); i++) {
                out.add(list.getModel().getElementAt(i).name());
            }
            return out;
        });
    }
}
