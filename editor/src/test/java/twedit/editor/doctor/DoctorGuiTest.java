package twedit.editor.doctor;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javax.swing.JList;
import org.assertj.swing.core.Robot;
import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import twedit.editor.app.FileController;
import twedit.editor.safety.RecoveryStore;
import twedit.editor.testutil.RobotDriven;
import twedit.model.codec.MapDecoder;
import twedit.model.codec.MapEncoder;
import twedit.model.codec.SaveOptions;
import twedit.model.codec.SourceForm;
import twedit.model.datafile.DatafileWriter;
import twedit.model.datafile.ReadLimits;
import twedit.model.doctor.Finding;
import twedit.model.document.edits.Edits;
import twedit.model.map.MapFixtures;
import twedit.model.map.TileKind;
import twedit.model.map.TileLayer;
import twedit.model.map.TwMap;
import twedit.model.testutil.DdnetOracle;
import twedit.model.testutil.TestMaps;

/**
 * The doctor in the window: a damaged map opens salvaged with its problems listed, Fix All and Save As give a map
 * the real DDNet server loads, saving with errors asks first, and autosave is offered by the next instance.
 */
@RobotDriven
class DoctorGuiTest {
    @TempDir
    Path dir;

    /** The kitchen-sink map with its Tele layer cut to 20x10 (smaller than the Game layer: DDNet refuses it). */
    static byte[] brokenMap() throws Exception {
        TwMap m = TestMaps.kitchenSink();
        TileLayer tele = m.physicsLayer(TileKind.TELE).orElseThrow();
        MapFixtures.setGrid(tele, tele.grid().resized(20, 10, 0, 0));
        return new DatafileWriter().write(new MapEncoder(SaveOptions.DDNET).encode(m));
    }

    static byte[] goodMap() throws Exception {
        return new DatafileWriter().write(new MapEncoder(SaveOptions.DDNET).encode(TestMaps.kitchenSink()));
    }

    @Test
    void aDamagedMapOpensSalvagedAndFixAllSavesAMapTheServerLoads() throws Exception {
        byte[] broken = brokenMap();
        Path original = dir.resolve("broken.map");
        Files.write(original, broken);
        try (DoctorGui gui = new DoctorGui(DoctorGui.newRobot(), dir.resolve("recovery"))) {
            GuiActionRunner.execute(() -> gui.window.files().load(original, null));
            gui.waitFor("salvage dialog", () -> gui.dialogShown(OpenSaveGuard.SALVAGED_TITLE));
            gui.screenCapture("salvaged-dialog");
            gui.answer(OpenSaveGuard.SALVAGED_TITLE, "OK");
            gui.settle();
            ProblemsPanel p = gui.doctor().problems();
            assertThat(GuiActionRunner.execute(
                            () -> gui.window.workspace().document().isModified()))
                    .isTrue();
            assertThat(GuiActionRunner.execute(p::loadFindings))
                    .extracting(Finding::checkId)
                    .contains("load.refused");
            List<Finding> found = GuiActionRunner.execute(p::findings);
            assertThat(found).extracting(Finding::checkId).contains("physics.size");
            assertThat(GuiActionRunner.execute(p::errorCount)).isPositive();

            // selecting the finding selects the Tele layer it names
            JList<?> list = gui.frame.list("problems.list").target();
            int index = GuiActionRunner.execute(() -> {
                for (int i = 0; i < list.getModel().getSize(); i++) {
                    if (((Finding) list.getModel().getElementAt(i)).checkId().equals("physics.size")) {
                        return i;
                    }
                }
                return -1;
            });
            gui.frame.list("problems.list").clickItem(index);
            gui.robot.waitForIdle();
            assertThat(GuiActionRunner.execute(
                            () -> gui.window.workspace().currentLayer().name()))
                    .isEqualTo("Tele");
            gui.screenCapture("problems");

            // Save does not write over the damaged original: it asks for a new file, proposing broken-fixed.map
            javax.swing.SwingUtilities.invokeLater(() -> gui.window.files().save(null));
            javax.swing.JDialog chooserDialog = gui.waitForDialog(FileController.SAVE_REPAIRED_TITLE);
            javax.swing.JFileChooser chooser =
                    GuiActionRunner.execute(() -> DoctorGui.find(chooserDialog, javax.swing.JFileChooser.class));
            assertThat(GuiActionRunner.execute(() -> chooser.getSelectedFile().getName()))
                    .isEqualTo("broken-fixed.map");
            GuiActionRunner.execute(chooser::cancelSelection);
            gui.waitFor("chooser closed", () -> !chooserDialog.isShowing());
            assertThat(Files.readAllBytes(original)).isEqualTo(broken);

            // writing over it all the same (as Save As to the same file would) asks again; Cancel leaves it as it was
            javax.swing.SwingUtilities.invokeLater(() -> gui.window.files().saveTo(original, SourceForm.DDNET, null));
            gui.answer(OpenSaveGuard.OVERWRITE_TITLE, "Cancel");
            assertThat(Files.readAllBytes(original)).isEqualTo(broken);

            int undoBefore = GuiActionRunner.execute(
                    () -> gui.window.workspace().document().historySize());
            gui.frame.button("problems.fixAll").click();
            gui.settle();
            assertThat(GuiActionRunner.execute(p::errorCount)).isZero();
            assertThat(GuiActionRunner.execute(
                            () -> gui.window.workspace().document().historySize()))
                    .isEqualTo(undoBefore + 1);
            gui.screenCapture("fixed");

            Path repaired = dir.resolve("repaired.map");
            GuiActionRunner.execute(() -> gui.window.files().saveTo(repaired, SourceForm.DDNET, null));
            gui.waitFor(
                    "saved",
                    () -> !gui.window.files().isWorking()
                            && Files.exists(repaired)
                            && !gui.window.workspace().document().isModified());
            byte[] saved = Files.readAllBytes(repaired);
            new MapDecoder(ReadLimits.DDNET).read(saved);
            assertThat(Files.readAllBytes(original)).isEqualTo(broken);
            assertThat(Files.exists(repaired.resolveSibling("repaired.map.bak")))
                    .isFalse();
            DdnetOracle.ServerResult server = DdnetOracle.serverLoads(saved);
            assertThat(server.loaded()).as(server.summary()).isTrue();
        }
    }

    @Test
    void savingAMapWithErrorsAsksAndDontSaveLeavesTheFile() throws Exception {
        Path map = dir.resolve("good.map");
        byte[] good = goodMap();
        Files.write(map, good);
        try (DoctorGui gui = new DoctorGui(DoctorGui.newRobot(), dir.resolve("recovery"))) {
            GuiActionRunner.execute(() -> gui.window.files().load(map, null));
            gui.waitFor(
                    "open",
                    () -> map.equals(gui.window.workspace().file())
                            && !gui.window.files().isWorking());
            gui.settle();
            assertThat(GuiActionRunner.execute(() -> gui.doctor().problems().errorCount()))
                    .isZero();
            // make an error: remove the Game layer
            GuiActionRunner.execute(() -> {
                TwMap m = gui.window.workspace().map();
                twedit.model.map.Group g = m.gameGroup().orElseThrow();
                gui.window
                        .workspace()
                        .document()
                        .apply(Edits.removeLayer(
                                g, g.layers().indexOf(m.gameLayer().orElseThrow())));
            });
            gui.settle();
            assertThat(GuiActionRunner.execute(() -> gui.doctor().problems().errorCount()))
                    .isPositive();

            javax.swing.SwingUtilities.invokeLater(() -> gui.window.files().save(null));
            gui.waitFor("errors dialog", () -> gui.dialogShown(OpenSaveGuard.ERRORS_TITLE));
            gui.screenCapture("save-with-errors");
            gui.answer(OpenSaveGuard.ERRORS_TITLE, OpenSaveGuard.DONT_SAVE);
            gui.robot.waitForIdle();
            assertThat(GuiActionRunner.execute(() -> gui.window.files().isWorking()))
                    .isFalse();
            assertThat(Files.readAllBytes(map)).isEqualTo(good);
            assertThat(GuiActionRunner.execute(
                            () -> gui.window.workspace().document().isModified()))
                    .isTrue();

            // Fix All and Save: one step, then a clean file
            javax.swing.SwingUtilities.invokeLater(() -> gui.window.files().save(null));
            gui.answer(OpenSaveGuard.ERRORS_TITLE, OpenSaveGuard.FIX_AND_SAVE);
            gui.waitFor(
                    "saved",
                    () -> !gui.window.files().isWorking()
                            && !gui.window.workspace().document().isModified());
            byte[] saved = Files.readAllBytes(map);
            TwMap back = new MapDecoder(ReadLimits.DDNET).read(saved).map();
            assertThat(back.gameLayer()).isPresent();
        }
    }

    @Test
    void autosaveIsOfferedByTheNextInstanceAndSavingDeletesIt() throws Exception {
        Path map = dir.resolve("work.map");
        Files.write(map, goodMap());
        Path recovery = dir.resolve("recovery");
        Robot robot = DoctorGui.newRobot();
        try (DoctorGui first = new DoctorGui(robot, recovery)) {
            GuiActionRunner.execute(() -> first.window.files().load(map, null));
            first.waitFor(
                    "open",
                    () -> map.equals(first.window.workspace().file())
                            && !first.window.files().isWorking());
            int layers = GuiActionRunner.execute(() -> {
                TwMap m = first.window.workspace().map();
                first.window
                        .workspace()
                        .document()
                        .apply(Edits.removeLayer(m.groups().get(0), 0));
                return m.groups().get(0).layers().size();
            });
            Boolean wrote = GuiActionRunner.execute(
                            () -> first.doctor().autosaver().autosaveNow())
                    .get(30, java.util.concurrent.TimeUnit.SECONDS);
            assertThat(wrote).isTrue();
            List<RecoveryStore.Entry> entries = new RecoveryStore(recovery).entries();
            assertThat(entries).hasSize(1);
            assertThat(entries.get(0).original()).isEqualTo(map.toAbsolutePath());
            // the first instance "crashes": no clean shutdown, the recovery file stays

            DoctorGui second = new DoctorGui(robot, recovery);
            GuiActionRunner.execute(() ->
                    javax.swing.SwingUtilities.invokeLater(() -> second.doctor().offerRecovery()));
            second.waitFor("recovery offer", () -> second.dialogShown(twedit.editor.safety.RecoveryOffer.TITLE));
            second.screenCapture("recovery-offer");
            second.answer(twedit.editor.safety.RecoveryOffer.TITLE, "Recover");
            second.waitFor(
                    "recovered",
                    () -> map.toAbsolutePath().equals(second.window.workspace().file()));
            assertThat(GuiActionRunner.execute(
                            () -> second.window.workspace().document().isModified()))
                    .isTrue();
            assertThat(GuiActionRunner.execute(() -> second.window
                            .workspace()
                            .map()
                            .groups()
                            .get(0)
                            .layers()
                            .size()))
                    .isEqualTo(layers);

            javax.swing.SwingUtilities.invokeLater(() -> second.window.files().save(null));
            second.waitFor(
                    "saved",
                    () -> !second.window.files().isWorking()
                            && !second.window.workspace().document().isModified());
            second.waitFor(
                    "recovery file deleted",
                    () -> new RecoveryStore(recovery).entries().isEmpty());
            assertThat(new MapDecoder(ReadLimits.DDNET)
                            .read(Files.readAllBytes(map))
                            .map()
                            .groups()
                            .get(0)
                            .layers())
                    .hasSize(layers);
        }
    }
}
