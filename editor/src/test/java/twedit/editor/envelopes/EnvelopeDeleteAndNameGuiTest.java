package twedit.editor.envelopes;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.event.KeyEvent;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import javax.swing.JDialog;
import javax.swing.JOptionPane;
import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import twedit.editor.testutil.EditorGui;
import twedit.editor.testutil.RobotDriven;
import twedit.model.document.MapDocument;
import twedit.model.map.Envelope;
import twedit.model.map.Quad;
import twedit.model.map.QuadsLayer;
import twedit.model.map.SoundSource;
import twedit.model.map.SoundsLayer;
import twedit.model.map.TileLayer;
import twedit.model.map.TwMap;

/**
 * Deleting an envelope that something uses asks first, naming the users, with Cancel the default; OK deletes and
 * one undo restores the envelope and every link. An unused envelope goes without a question. The name field keeps a
 * name within the file's 31 bytes of UTF-8 as it is typed.
 */
@RobotDriven
class EnvelopeDeleteAndNameGuiTest {
    private static final String TITLE = "Delete envelope";

    @TempDir
    Path dir;

    @Test
    void deletingAUsedEnvelopeAsksAndUndoRestoresItsLinks() throws Exception {
        Path file = TwinEnvelopes.write(dir);
        try (AnimGui h = new AnimGui()) {
            h.open(file);
            TwMap map = GuiActionRunner.execute(() -> h.window.workspace().map());
            MapDocument doc = GuiActionRunner.execute(() -> h.window.workspace().document());
            QuadsLayer sky = (QuadsLayer) map.groups().get(0).layers().get(0);
            SoundsLayer birds = (SoundsLayer) map.groups().get(0).layers().get(1);
            TileLayer walls = (TileLayer) map.groups().get(1).layers().get(0);
            Envelope move = map.envelopes().get(0);
            Envelope pulse = map.envelopes().get(1);

            // #1 pulse: the quad's colour and the layer 'Walls'; Enter answers Cancel
            select(h, pulse);
            h.press(h.frame.button("envRemove").target());
            JDialog ask = h.waitForDialog(TITLE);
            assertThat(message(ask))
                    .contains("Envelope #1 pulse is used by 1 quad in 'Sky' and layer 'Walls'. Delete it?");
            h.screenshot("envelope-delete-question", ask);
            h.robot.pressAndReleaseKey(KeyEvent.VK_ENTER);
            h.waitFor("the question closed", () -> !ask.isShowing());
            assertThat(GuiActionRunner.execute(() -> map.envelopes().contains(pulse)))
                    .isTrue();

            // Cancel keeps it
            h.press(h.frame.button("envRemove").target());
            h.answer(TITLE, "Cancel");
            assertThat(GuiActionRunner.execute(() -> map.envelopes().contains(pulse)))
                    .isTrue();

            // Delete removes it and cuts the links; one undo brings back the envelope and every link
            int steps = GuiActionRunner.execute(doc::historyPosition);
            h.press(h.frame.button("envRemove").target());
            h.answer(TITLE, "Delete");
            assertThat(GuiActionRunner.execute(() -> map.envelopes().contains(pulse)))
                    .isFalse();
            assertThat(GuiActionRunner.execute(() -> sky.quads().get(0).colorEnvelope()))
                    .isNull();
            assertThat(GuiActionRunner.execute(walls::colorEnvelope)).isNull();
            assertThat(GuiActionRunner.execute(doc::historyPosition)).isEqualTo(steps + 1);
            GuiActionRunner.execute(doc::undo);
            assertThat(GuiActionRunner.execute(() -> map.envelopes().indexOf(pulse)))
                    .isEqualTo(1);
            Quad q = GuiActionRunner.execute(() -> sky.quads().get(0));
            assertThat(q.colorEnvelope()).isSameAs(pulse);
            assertThat(q.positionEnvelope()).isSameAs(move);
            assertThat(GuiActionRunner.execute(walls::colorEnvelope)).isSameAs(pulse);

            // #0 move: the quad's position and a sound source's position
            select(h, move);
            h.press(h.frame.button("envRemove").target());
            JDialog ask2 = h.waitForDialog(TITLE);
            assertThat(message(ask2))
                    .contains("Envelope #0 move is used by 1 quad in 'Sky' and 1 sound source in 'Birds'");
            h.answer(TITLE, "Delete");
            SoundSource src = GuiActionRunner.execute(() -> birds.sources().get(0));
            assertThat(src.positionEnvelope()).isNull();
            GuiActionRunner.execute(doc::undo);
            assertThat(GuiActionRunner.execute(() -> birds.sources().get(0).positionEnvelope()))
                    .isSameAs(move);

            // #3 pulse is used by nothing: deleted without a question
            Envelope unused = map.envelopes().get(3);
            select(h, unused);
            h.press(h.frame.button("envRemove").target());
            assertThat(GuiActionRunner.execute(() -> map.envelopes().contains(unused)))
                    .isFalse();
            assertThat(h.dialogShown(TITLE)).isFalse();
        }
    }

    @Test
    void theNameFieldKeepsANameWithin31Bytes() throws Exception {
        Path file = TwinEnvelopes.write(dir);
        try (AnimGui h = new AnimGui()) {
            h.open(file);
            Envelope pulse = GuiActionRunner.execute(
                    () -> h.window.workspace().map().envelopes().get(1));
            select(h, pulse);
            // 2-byte letters: 15 fit with one byte left, a 16th would make 32
            h.frame.textBox("envName").deleteText().enterText("\u00e4".repeat(20) + "\n");
            String typed = GuiActionRunner.execute(
                    () -> h.frame.textBox("envName").target().getText());
            assertThat(typed).isEqualTo("\u00e4".repeat(15));
            h.frame.textBox("envName").enterText("x\n"); // the 31st byte fits
            assertThat(GuiActionRunner.execute(pulse::name)).isEqualTo("\u00e4".repeat(15) + "x");
            assertThat(GuiActionRunner.execute(pulse::name).getBytes(StandardCharsets.UTF_8))
                    .hasSize(31);
            h.frame.textBox("envName").enterText("y\n"); // a 32nd does not
            assertThat(GuiActionRunner.execute(pulse::name).getBytes(StandardCharsets.UTF_8))
                    .hasSize(31);
        }
    }

    private static void select(EditorGui h, Envelope e) {
        GuiActionRunner.execute(() -> ((AnimGui) h).anim.dock().envelopes().select(e));
        h.robot.waitForIdle();
    }

    private static String message(JDialog d) {
        return GuiActionRunner.execute(
                () -> String.valueOf(EditorGui.find(d, JOptionPane.class).getMessage()));
    }
}
