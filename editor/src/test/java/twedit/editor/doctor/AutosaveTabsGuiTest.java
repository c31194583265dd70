package twedit.editor.doctor;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.assertj.swing.core.Robot;
import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import twedit.editor.safety.RecoveryOffer;
import twedit.editor.safety.RecoveryStore;
import twedit.editor.state.OpenMap;
import twedit.model.codec.SaveOptions;
import twedit.model.datafile.ReadLimits;
import twedit.model.document.edits.TileOps;
import twedit.model.io.MapFiles;
import twedit.model.map.TwMap;

/** Autosave and recovery per tab: one recovery file per unsaved map, dropped when its tab closes or it is saved. */
class AutosaveTabsGuiTest {
    @TempDir
    Path dir;

    private Path map(String name) throws Exception {
        Path p = dir.resolve(name);
        Files.write(p, new MapFiles(ReadLimits.EDITOR, null).encode(TwMap.newMap(30, 20), SaveOptions.DDNET));
        return p;
    }

    private static OpenMap openAndPaint(DoctorGui gui, Path map, int id) {
        gui.open(map);
        return GuiActionRunner.execute(() -> {
            OpenMap m = gui.window.workspace().current();
            m.document()
                    .apply(TileOps.setCell(
                            m.document().map().gameLayer().orElseThrow(), 2, 2, new byte[] {(byte) id, 0, 0, 0}));
            return m;
        });
    }

    private static List<Path> originals(Path recovery) {
        return new RecoveryStore(recovery)
                .entries().stream().map(RecoveryStore.Entry::original).sorted().toList();
    }

    @Test
    void eachUnsavedTabHasItsRecoveryFileAndCrashRecoveryReopensThemAll() throws Exception {
        Path recovery = dir.resolve("recovery");
        Path a = map("a.map").toAbsolutePath();
        Path b = map("b.map").toAbsolutePath();
        Path c = map("c.map").toAbsolutePath();
        Robot robot = DoctorGui.newRobot();
        try (DoctorGui first = new DoctorGui(robot, recovery)) {
            openAndPaint(first, a, 1);
            OpenMap mb = openAndPaint(first, b, 2);
            openAndPaint(first, c, 3);
            Boolean wrote = GuiActionRunner.execute(
                            () -> first.doctor().autosaver().autosaveNow())
                    .get(30, TimeUnit.SECONDS);
            assertThat(wrote).isTrue();
            assertThat(originals(recovery))
                    .as("one recovery file per unsaved tab")
                    .containsExactly(a, b, c);

            // closing c without saving drops its recovery file; saving b drops b's
            // later: the question is modal
            javax.swing.SwingUtilities.invokeLater(
                    () -> first.window.files().close(first.window.workspace().current()));
            first.answer("Unsaved changes", "Don't Save");
            first.waitFor("c's recovery file deleted", () -> originals(recovery).size() == 2);
            GuiActionRunner.execute(() -> {
                first.window.workspace().switchTo(mb);
                return null;
            });
            javax.swing.SwingUtilities.invokeLater(() -> first.window.files().save(null));
            first.waitFor(
                    "b saved",
                    () -> !mb.document().isModified() && !first.window.files().isWorking());
            first.waitFor("b's recovery file deleted", () -> originals(recovery).equals(List.of(a)));

            // b changes again: the next tick autosaves it, and only it, again
            GuiActionRunner.execute(() -> mb.document()
                    .apply(TileOps.setCell(
                            mb.document().map().gameLayer().orElseThrow(), 3, 3, new byte[] {1, 0, 0, 0})));
            GuiActionRunner.execute(() -> first.doctor().autosaver().autosaveNow())
                    .get(30, TimeUnit.SECONDS);
            assertThat(originals(recovery)).containsExactly(a, b);
            // the first window "crashes": no clean shutdown, the recovery files stay

            DoctorGui second = new DoctorGui(robot, recovery);
            GuiActionRunner.execute(() ->
                    javax.swing.SwingUtilities.invokeLater(() -> second.doctor().offerRecovery()));
            second.waitFor("recovery offer", () -> second.dialogShown(RecoveryOffer.TITLE));
            second.answer(RecoveryOffer.TITLE, "Recover");
            second.waitFor(
                    "both recovered", () -> second.window.workspace().maps().size() == 2);
            assertThat(GuiActionRunner.execute(() -> second.window.workspace().maps().stream()
                            .map(OpenMap::file)
                            .sorted()
                            .toList()))
                    .containsExactly(a, b);
            assertThat(GuiActionRunner.execute(() -> second.window.workspace().maps().stream()
                            .allMatch(m -> m.document().isModified())))
                    .isTrue();
            int painted = GuiActionRunner.execute(() -> second.window.workspace().maps().stream()
                    .filter(m -> a.equals(m.file()))
                    .findFirst()
                    .orElseThrow()
                    .document()
                    .map()
                    .gameLayer()
                    .orElseThrow()
                    .grid()
                    .get(2, 2, 0));
            assertThat(painted).isEqualTo(1);
            GuiActionRunner.execute(() -> {
                second.doctor().shutdown();
                return null;
            });
            assertThat(originals(recovery)).as("a clean shutdown deletes them").isEmpty();
        }
    }
}
