package twedit.editor.driftline;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.swing.JDialog;
import javax.swing.JLabel;
import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import twedit.editor.testutil.RobotDriven;
import twedit.media.PngCodec;
import twedit.model.codec.MapDecoder;
import twedit.model.datafile.ReadLimits;
import twedit.model.driftline.DriftlineCanonicalWriter;
import twedit.model.driftline.DriftlineConversion;
import twedit.model.map.MapImage;
import twedit.model.map.TwMap;
import twedit.model.testutil.Corpus;

/**
 * Saving a Driftline map as .map lists what a .map cannot hold (here a base, which DDNet has not) in a question BEFORE
 * anything is written: Cancel writes nothing, Save Anyway writes the .map and the status does not repeat the list.
 */
@RobotDriven
class DriftlineMapLossesGuiTest {
    @TempDir
    Path dir;

    @Test
    void aBaseIsListedBeforeSavingAsMapAndCancelWritesNothing() throws Exception {
        TwMap ctf1 = new MapDecoder(ReadLimits.DDNET)
                .read(Corpus.ddnetMap("maps/ctf1.map"))
                .map();
        String json = DriftlineCanonicalWriter.canonicalJson(
                DriftlineConversion.fromDdnet(ctf1, null).value());
        String withBase = json.replaceFirst("\"flag\"", "\"base\"");
        assertThat(withBase).as("a flag made a base").isNotEqualTo(json);
        Path file = dir.resolve("x.json");
        Files.writeString(file, withBase, StandardCharsets.UTF_8);
        Files.write(
                dir.resolve("subspace_base.png"),
                PngCodec.encode(new MapImage(
                        "t", 256, 256, false, MapImage.Format.RGBA, DriftlineSessionTest.opaque(256, 256))));
        try (DriftlineGui h = new DriftlineGui()) {
            h.open(file);
            h.settle();
            Path saved = dir.resolve("x.map");

            // Cancel: the question came before the file, nothing is written
            GuiActionRunner.execute(() -> javax.swing.SwingUtilities.invokeLater(
                    () -> h.window.files().saveTo(saved, twedit.model.codec.SourceForm.DDNET, null)));
            JDialog d = h.waitForDialog(DriftlineSaves.MAP_TITLE);
            String text = GuiActionRunner.execute(() -> {
                StringBuilder sb = new StringBuilder();
                for (JLabel l : labels(d.getContentPane())) {
                    sb.append(l.getText());
                }
                return sb.toString();
            });
            assertThat(text).contains("DDNet has no bases").contains("x.map");
            assertThat(saved).doesNotExist();
            h.screenshot("driftline-map-losses-dialog", d);
            h.answer(DriftlineSaves.MAP_TITLE, DriftlineSaves.CANCEL);
            h.robot.waitForIdle();
            assertThat(saved).doesNotExist();

            // Save Anyway: the .map is written, the status says the changes were listed before
            GuiActionRunner.execute(() -> javax.swing.SwingUtilities.invokeLater(
                    () -> h.window.files().saveTo(saved, twedit.model.codec.SourceForm.DDNET, null)));
            h.answer(DriftlineSaves.MAP_TITLE, DriftlineSaves.SAVE_ANYWAY);
            h.waitFor("saved", () -> Files.exists(saved) && !h.window.files().isWorking());
            assertThat(GuiActionRunner.execute(() -> h.window.status().message()))
                    .contains("x.map (converted from Driftline)")
                    .contains("listed before saving")
                    .doesNotContain("no bases");
        }
    }

    private static java.util.List<JLabel> labels(java.awt.Container c) {
        java.util.List<JLabel> out = new java.util.ArrayList<>();
        for (java.awt.Component k : c.getComponents()) {
            if (k instanceof JLabel l) {
                out.add(l);
            }
            if (k instanceof java.awt.Container cc) {
                out.addAll(labels(cc));
            }
        }
        return out;
    }
}
