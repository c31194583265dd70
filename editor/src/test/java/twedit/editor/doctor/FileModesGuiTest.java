package twedit.editor.doctor;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import twedit.editor.safety.RecoveryStore;
import twedit.editor.safety.SafeWriter;
import twedit.model.codec.MapDecoder;
import twedit.model.datafile.ReadLimits;
import twedit.model.document.edits.Edits;
import twedit.model.map.Group;
import twedit.model.map.TwMap;
import twedit.model.testutil.FileModes;

/**
 * Saving in the window keeps the file's mode: Save over a 0640 or 0644 map keeps its mode, owner and group, Save As
 * to a new file gives what the umask gives, and autosave writes owner-only recovery files.
 */
class FileModesGuiTest {
    @TempDir
    Path dir;

    @Test
    void saveSaveAsAndAutosaveKeepTheModesTheyShould() throws Exception {
        String fresh = FileModes.newFile(dir);
        Path map = dir.resolve("work.map");
        FileModes.Mode work = FileModes.prepare(map, DoctorGuiTest.goodMap(), "rw-r-----");
        Path shared = dir.resolve("shared.map");
        FileModes.Mode sharedBefore = FileModes.prepare(shared, DoctorGuiTest.goodMap(), "rw-r--r--");
        Path recovery = dir.resolve("recovery");
        try (DoctorGui gui = new DoctorGui(DoctorGui.newRobot(), recovery)) {
            gui.open(map);
            int groups = addAGroup(gui);

            // autosave: the recovery copy is the user's private file, written again in place
            assertThat(GuiActionRunner.execute(() -> gui.doctor().autosaver().autosaveNow())
                            .get(30, TimeUnit.SECONDS))
                    .isTrue();
            List<RecoveryStore.Entry> entries = new RecoveryStore(recovery).entries();
            assertThat(entries).hasSize(1);
            Path recovered = entries.get(0).map();
            assertThat(FileModes.permissions(recovered)).isEqualTo("rw-------");
            assertThat(FileModes.permissions(
                            recovered.resolveSibling(entries.get(0).id() + ".properties")))
                    .isEqualTo("rw-------");
            addAGroup(gui);
            assertThat(GuiActionRunner.execute(() -> gui.doctor().autosaver().autosaveNow())
                            .get(30, TimeUnit.SECONDS))
                    .isTrue();
            assertThat(FileModes.permissions(recovered)).isEqualTo("rw-------");

            // Save over the 0640 map it came from
            gui.saveTo(map);
            assertThat(FileModes.Mode.of(map)).isEqualTo(work);
            assertThat(groups(map)).isEqualTo(groups + 2);
            assertThat(Files.exists(SafeWriter.backupOf(map))).isFalse();

            // Save As a new file, then Save As over an existing 0644 file, then Save there again
            Path copy = dir.resolve("copy.map");
            gui.saveTo(copy);
            assertThat(FileModes.permissions(copy)).isEqualTo(fresh);
            gui.saveTo(shared);
            assertThat(FileModes.Mode.of(shared)).isEqualTo(sharedBefore);
            addAGroup(gui);
            GuiActionRunner.execute(() -> gui.window.files().save(null));
            gui.waitFor(
                    "saved",
                    () -> !gui.window.files().isWorking()
                            && !gui.window.workspace().document().isModified());
            assertThat(FileModes.Mode.of(shared)).isEqualTo(sharedBefore);
            assertThat(groups(shared)).isEqualTo(groups + 3);
        }
    }

    /** Adds an empty group at the end; returns how many groups the map had before. */
    private static int addAGroup(DoctorGui gui) {
        return GuiActionRunner.execute(() -> {
            TwMap m = gui.window.workspace().map();
            int n = m.groups().size();
            gui.window.workspace().document().apply(Edits.addGroup(m, n, new Group("added " + n)));
            return n;
        });
    }

    private static int groups(Path map) throws Exception {
        return new MapDecoder(ReadLimits.DDNET).read(map).map().groups().size();
    }
}
