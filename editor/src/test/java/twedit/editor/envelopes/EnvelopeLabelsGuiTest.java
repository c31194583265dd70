package twedit.editor.envelopes;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import twedit.model.map.Envelope;
import twedit.model.map.Group;
import twedit.model.map.QuadsLayer;
import twedit.model.map.SoundsLayer;
import twedit.model.map.TwMap;

/**
 * Two envelopes of the same name are told apart wherever an envelope is chosen: the quad's position and colour
 * envelopes, the tiles layer's colour envelope, the sound source's envelopes and the envelope list all show
 * "#index name (kind)".
 */
class EnvelopeLabelsGuiTest {
    @TempDir
    Path dir;

    @Test
    void everyEnvelopeChoiceShowsIndexNameAndKind() throws Exception {
        Path file = TwinEnvelopes.write(dir);
        try (AnimGui h = new AnimGui()) {
            h.open(file);
            TwMap map = GuiActionRunner.execute(() -> h.window.workspace().map());
            Group background = map.groups().get(0);
            QuadsLayer sky = (QuadsLayer) background.layers().get(0);
            SoundsLayer birds = (SoundsLayer) background.layers().get(1);

            // each row's first line, as its renderer draws it (the second says where the envelope is used)
            org.assertj.swing.fixture.JListFixture rows = h.frame.list("envList");
            rows.replaceCellReader(EnvelopeLabelsGuiTest::firstLine);
            assertThat(rows.contents())
                    .containsExactly(
                            "#0 move (position) [sync] \u00b7 3 pts",
                            "#1 pulse (color) \u00b7 2 pts",
                            "#2 fade (sound) \u00b7 2 pts",
                            "#3 pulse (color) \u00b7 2 pts",
                            "#4 fade (sound) \u00b7 2 pts",
                            "#5 move (position) \u00b7 2 pts");

            GuiActionRunner.execute(() -> {
                h.window.workspace().select(background, sky);
                h.anim.quadSelection().set(sky, List.of(0));
            });
            h.robot.waitForIdle();
            assertThat(h.frame.comboBox("quadPosEnv").contents())
                    .containsExactly("(none)", "#0 move (position)", "#5 move (position)");
            assertThat(h.frame.comboBox("quadColorEnv").contents())
                    .containsExactly("(none)", "#1 pulse (color)", "#3 pulse (color)");
            assertThat(h.frame.comboBox("quadColorEnv").selectedItem()).isEqualTo("#1 pulse (color)");
            assertThat(GuiActionRunner.execute(
                            () -> h.frame.comboBox("quadColorEnv").target().getToolTipText()))
                    .as("the whole label, should a narrow inspector cut it")
                    .isEqualTo("#1 pulse (color)");
            h.screenshot("envelope-labels-quad");

            GuiActionRunner.execute(() -> {
                h.window.workspace().select(background, birds);
                h.anim.soundOps().select(0);
            });
            h.robot.waitForIdle();
            assertThat(h.frame.comboBox("soundPosEnv").contents())
                    .containsExactly("(none)", "#0 move (position)", "#5 move (position)");
            assertThat(h.frame.comboBox("soundEnv").contents())
                    .containsExactly("(none)", "#2 fade (sound)", "#4 fade (sound)");

            Group game = map.groups().get(1);
            GuiActionRunner.execute(
                    () -> h.window.workspace().select(game, game.layers().get(0)));
            h.robot.waitForIdle();
            assertThat(h.frame.comboBox("layerColorEnvelope").contents())
                    .containsExactly("(none)", "#1 pulse (color)", "#3 pulse (color)");
            assertThat(h.frame.comboBox("layerColorEnvelope").selectedItem()).isEqualTo("#1 pulse (color)");
            h.screenshot("envelope-labels-layer");
        }
    }

    @SuppressWarnings("unchecked")
    private static String firstLine(javax.swing.JList<?> list, int i) {
        javax.swing.JList<Envelope> l = (javax.swing.JList<Envelope>) list;
        return ((EnvelopeRow) l.getCellRenderer()
                        .getListCellRendererComponent(l, l.getModel().getElementAt(i), i, false, false))
                .titleText();
    }
}
