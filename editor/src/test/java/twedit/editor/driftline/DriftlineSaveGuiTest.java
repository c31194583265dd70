package twedit.editor.driftline;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javax.swing.JDialog;
import javax.swing.JFileChooser;
import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import twedit.cli.TweditCommand;
import twedit.editor.doctor.ProblemsPanel;
import twedit.editor.testutil.EditorGui;
import twedit.media.PngCodec;
import twedit.model.codec.MapDecoder;
import twedit.model.datafile.ReadLimits;
import twedit.model.doctor.Finding;
import twedit.model.document.MapDocument;
import twedit.model.document.edits.Edits;
import twedit.model.document.edits.TileOps;
import twedit.model.driftline.DriftlineCanonicalWriter;
import twedit.model.driftline.DriftlineConversion;
import twedit.model.map.MapImage;
import twedit.model.map.TileKind;
import twedit.model.map.TileLayer;
import twedit.model.map.TwMap;
import twedit.model.testutil.Corpus;
import twedit.model.testutil.DdnetOracle;

/**
 * A Driftline map in the editor: Save As .map writes the file `twedit convert` writes (byte for byte), the Problems
 * panel holds it to Driftline's rules (no Game layer asked for), and saving as JSON what JSON cannot hold asks first
 * (Save as .map Instead, Save Anyway, Cancel). Screenshots: driftline-losses-dialog.png, driftline-saveas-map.png.
 */
class DriftlineSaveGuiTest {
    @TempDir
    Path dir;

    /** ctf1.map as Driftline JSON (what `twedit convert ctf1.map x.json --force` writes), with a tileset beside it. */
    private Path ctf1Json() throws Exception {
        TwMap ctf1 = new MapDecoder(ReadLimits.DDNET)
                .read(Corpus.ddnetMap("maps/ctf1.map"))
                .map();
        Path json = dir.resolve("x.json");
        Files.writeString(
                json,
                DriftlineCanonicalWriter.canonicalJson(
                        DriftlineConversion.fromDdnet(ctf1, null).value()),
                StandardCharsets.UTF_8);
        Files.write(
                dir.resolve("subspace_base.png"),
                PngCodec.encode(new MapImage(
                        "t", 256, 256, false, MapImage.Format.RGBA, DriftlineSessionTest.opaque(256, 256))));
        return json;
    }

    @Test
    void saveAsMapWritesTheFileConvertWritesWithTheGameLayer() throws Exception {
        Path json = ctf1Json();
        Path cli = dir.resolve("cli.map");
        StringWriter err = new StringWriter();
        int code = TweditCommand.run(
                new PrintWriter(new StringWriter()), new PrintWriter(err), "convert", json.toString(), cli.toString());
        assertThat(code).as(err.toString()).isZero();
        try (DriftlineGui h = new DriftlineGui()) {
            h.open(json);
            h.settle();
            ProblemsPanel p = h.doctor().problems();
            // Driftline has no Game layer: solid, spawns and flags are its own layers
            assertThat(GuiActionRunner.execute(p::findings)).isEmpty();

            Path saved = dir.resolve("x.map");
            h.saveTo(saved);
            assertThat(Files.readAllBytes(saved)).isEqualTo(Files.readAllBytes(cli));
            assertThat(GuiActionRunner.execute(() -> h.window.status().message()))
                    .contains("x.map (converted from Driftline)");
            // the tab is a .map document now: the next Ctrl+S writes it as it is, no conversion again
            assertThat(GuiActionRunner.execute(
                            () -> h.window.feature(DriftlineFeature.class).current()))
                    .as("no Driftline session left")
                    .isNull();
            assertThat(GuiActionRunner.execute(() -> h.window.workspace().file()))
                    .isEqualTo(saved);
            GuiActionRunner.execute(() -> h.window
                    .workspace()
                    .document()
                    .apply(twedit.model.document.edits.Edits.setInfo(
                            h.window.workspace().map(), new twedit.model.map.MapInfo("me", null, null, null, null))));
            h.saveTo(saved);
            assertThat(GuiActionRunner.execute(() -> h.window.status().message()))
                    .doesNotContain("converted from Driftline");
            TwMap ctf1 = new MapDecoder(ReadLimits.DDNET)
                    .read(Corpus.ddnetMap("maps/ctf1.map"))
                    .map();
            TwMap back = new MapDecoder(ReadLimits.DDNET).read(saved).map();
            TileLayer g1 = ctf1.gameLayer().orElseThrow();
            TileLayer g2 = back.gameLayer().orElseThrow();
            int solids = 0;
            for (int y = 1; y < g1.height() - 1; y++) {
                for (int x = 1; x < g1.width() - 1; x++) {
                    int id = g1.grid().get(x, y, 0);
                    int expected = id == 3 ? 1 : (id == 1 || (id >= 192 && id <= 196)) ? id : 0;
                    assertThat(g2.grid().get(x, y, 0)).as("(%d,%d)", x, y).isEqualTo(expected);
                    solids += expected == 1 ? 1 : 0;
                }
            }
            assertThat(solids).isPositive();
            DdnetOracle.ServerResult server = DdnetOracle.serverLoads(Files.readAllBytes(saved));
            assertThat(server.loaded()).as(server.summary()).isTrue();
        }
    }

    @Test
    void aGameLayerAddedToADriftlineMapIsListedAndAskedAboutBeforeSavingAsJson() throws Exception {
        Path json = dir.resolve("c.json");
        Files.writeString(json, DriftlineSessionTest.EXAMPLE_C);
        Files.write(
                dir.resolve("subspace_base.png"),
                PngCodec.encode(new MapImage(
                        "t", 256, 256, false, MapImage.Format.RGBA, DriftlineSessionTest.opaque(256, 256))));
        try (DriftlineGui h = new DriftlineGui()) {
            h.open(json);
            DriftlineSession s = GuiActionRunner.execute(() -> h.driftline().current());
            MapDocument doc = s.document();
            // the Layers panel offers no layer a Driftline map cannot hold
            h.frame.button("addLayer").click();
            h.robot.waitForIdle();
            javax.swing.JPopupMenu menu = GuiActionRunner.execute(() -> {
                for (java.awt.Window w : java.awt.Window.getWindows()) {
                    javax.swing.JPopupMenu p = w.isShowing() && w instanceof javax.swing.RootPaneContainer r
                            ? EditorGui.find(r.getContentPane(), javax.swing.JPopupMenu.class)
                            : null;
                    if (p != null) {
                        return p;
                    }
                }
                return EditorGui.find(h.window.getLayeredPane(), javax.swing.JPopupMenu.class);
            });
            assertThat(menu).isNotNull();
            List<javax.swing.JMenuItem> items =
                    GuiActionRunner.execute(() -> java.util.Arrays.stream(menu.getComponents())
                            .filter(c -> c instanceof javax.swing.JMenuItem)
                            .map(c -> (javax.swing.JMenuItem) c)
                            .toList());
            assertThat(items).hasSizeGreaterThan(3).allMatch(i -> !i.isEnabled());
            assertThat(items.get(0).getToolTipText()).contains("Driftline map holds only");
            GuiActionRunner.execute(() -> menu.setVisible(false));
            GuiActionRunner.execute(() -> {
                TileLayer game = TileLayer.empty(TileKind.GAME, 64, 64);
                doc.apply(Edits.addLayer(doc.map().groups().get(0), 0, game));
                doc.apply(TileOps.setCell(game, 5, 5, new byte[] {1, 0, 0, 0}));
                doc.apply(TileOps.setCell(game, 6, 5, new byte[] {1, 0, 0, 0}));
            });
            h.settle();
            ProblemsPanel p = h.doctor().problems();
            List<Finding> found = GuiActionRunner.execute(p::findings);
            assertThat(found)
                    .extracting(Finding::what)
                    .containsExactly(
                            "not saved in Driftline JSON: layer 'Game' (Game): 2 cells (Save As .map keeps it)");
            GuiActionRunner.execute(p::fixAll); // nothing to add: no Game layer structure to repair
            assertThat(GuiActionRunner.execute(() -> h.window.status().message()))
                    .isEqualTo("Nothing to fix automatically");
            byte[] before = Files.readAllBytes(json);

            // Cancel: nothing written
            GuiActionRunner.execute(() -> javax.swing.SwingUtilities.invokeLater(
                    () -> h.window.files().save(null)));
            JDialog d = h.waitForDialog(DriftlineSaves.TITLE);
            h.screenshot("driftline-losses-dialog", d);
            h.screenCapture("driftline-losses-screen");
            h.answer(DriftlineSaves.TITLE, DriftlineSaves.CANCEL);
            assertThat(Files.readAllBytes(json)).isEqualTo(before);
            assertThat(GuiActionRunner.execute(doc::isModified)).isTrue();

            // Save as .map Instead: Save As offers c.map
            GuiActionRunner.execute(() -> javax.swing.SwingUtilities.invokeLater(
                    () -> h.window.files().save(null)));
            h.answer(DriftlineSaves.TITLE, DriftlineSaves.SAVE_AS_MAP);
            JDialog chooser = h.waitForDialog(twedit.editor.app.FileController.SAVE_AS_TITLE);
            JFileChooser fc =
                    GuiActionRunner.execute(() -> EditorGui.find(chooser.getContentPane(), JFileChooser.class));
            assertThat(GuiActionRunner.execute(() -> fc.getSelectedFile().toPath()))
                    .isEqualTo(dir.resolve("c.map"));
            h.screenCapture("driftline-saveas-map");
            GuiActionRunner.execute(fc::cancelSelection);
            h.waitFor("chooser closed", () -> !chooser.isShowing());
            assertThat(Files.readAllBytes(json)).isEqualTo(before);

            // Save Anyway: the JSON without the Game layer
            GuiActionRunner.execute(() -> javax.swing.SwingUtilities.invokeLater(
                    () -> h.window.files().save(null)));
            h.answer(DriftlineSaves.TITLE, DriftlineSaves.SAVE_ANYWAY);
            h.waitFor("saved", () -> !h.window.files().isWorking() && !doc.isModified());
            assertThat(Files.readString(json))
                    .isEqualTo(DriftlineCanonicalWriter.canonicalJson(
                            twedit.model.driftline.DriftlineReader.read(DriftlineSessionTest.EXAMPLE_C)
                                    .map()));
        }
    }
}
