package twedit.editor.driftline;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.swing.SwingUtilities;
import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import twedit.editor.testmap.TestMapPrefs;
import twedit.editor.testutil.RobotDriven;
import twedit.media.PngCodec;
import twedit.model.codec.MapDecoder;
import twedit.model.codec.SourceForm;
import twedit.model.datafile.ReadLimits;
import twedit.model.driftline.DriftlineCanonicalWriter;
import twedit.model.driftline.DriftlineConversion;
import twedit.model.map.MapImage;
import twedit.model.map.TwMap;
import twedit.model.testutil.Corpus;

/**
 * Tools > Test Map on a Driftline document encodes it as Save As .map would: what a .map cannot hold (here a base) is
 * listed first (Cancel starts nothing), and the server gets the converted map, the same bytes Save As .map writes.
 * The server is a script of the test's own that keeps the map it was given and refuses it.
 */
@RobotDriven
@Timeout(180)
class DriftlineTestMapGuiTest {
    @TempDir
    Path dir;

    @Test
    void aDriftlineMapIsTestedAsItsDotMapConversionAfterTheLossesQuestion() throws Exception {
        TwMap ctf1 = new MapDecoder(ReadLimits.DDNET)
                .read(Corpus.ddnetMap("maps/ctf1.map"))
                .map();
        String json = DriftlineCanonicalWriter.canonicalJson(
                DriftlineConversion.fromDdnet(ctf1, null).value());
        Path file = dir.resolve("x.json");
        Files.writeString(file, json.replaceFirst("\"flag\"", "\"base\""), StandardCharsets.UTF_8);
        Files.write(
                dir.resolve("subspace_base.png"),
                PngCodec.encode(new MapImage(
                        "t", 256, 256, false, MapImage.Format.RGBA, DriftlineSessionTest.opaque(256, 256))));
        Path served = dir.resolve("served.map");
        Path fake = dir.resolve("DDNet-Server");
        Files.writeString(
                fake,
                "#!/bin/sh\ncp maps/x.map '" + served + "'\n"
                        + "echo \"server: failed to load map. mapname='x'\"\nexit 255\n");
        assertThat(fake.toFile().setExecutable(true)).isTrue();
        try (DriftlineGui h = new DriftlineGui()) {
            new TestMapPrefs(h.prefs()).setServer(fake.toString());
            h.open(file);
            h.settle();

            testMap(h);
            h.answer(DriftlineSaves.MAP_TITLE, DriftlineSaves.CANCEL);
            h.robot.waitForIdle();
            assertThat(served).as("Cancel starts no server").doesNotExist();
            assertThat(GuiActionRunner.execute(() -> h.window.status().message()))
                    .isEqualTo("Test Map cancelled");

            testMap(h);
            h.answer(DriftlineSaves.MAP_TITLE, DriftlineSaves.SAVE_ANYWAY);
            h.waitFor("the server got the map", () -> Files.exists(served));
            h.waitFor(
                    "the server's answer",
                    () -> h.window.status().message().startsWith("The test server did not start"));

            Path saved = dir.resolve("x.map");
            GuiActionRunner.execute(
                    () -> SwingUtilities.invokeLater(() -> h.window.files().saveTo(saved, SourceForm.DDNET, null)));
            h.answer(DriftlineSaves.MAP_TITLE, DriftlineSaves.SAVE_ANYWAY);
            h.waitFor("saved", () -> Files.exists(saved) && !h.window.files().isWorking());
            assertThat(Files.readAllBytes(served))
                    .as("the server got what Save As .map writes")
                    .isEqualTo(Files.readAllBytes(saved));
        }
    }

    private static void testMap(DriftlineGui h) {
        // the question is modal: the click is queued, not waited for
        GuiActionRunner.execute(() -> SwingUtilities.invokeLater(
                () -> h.frame.menuItem("testMapItem").target().doClick()));
    }
}
