package twedit.editor.doctor;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import twedit.editor.safety.RecoveryStore;
import twedit.editor.safety.SafeWriter;
import twedit.model.codec.EncodeException;
import twedit.model.codec.SourceForm;
import twedit.model.document.MapDocument;
import twedit.model.document.edits.Edits;
import twedit.model.map.Group;
import twedit.model.map.Layer;
import twedit.model.map.Location;
import twedit.model.map.TwMap;
import twedit.model.testutil.FileModes;
import twedit.model.testutil.TestMaps;

/** The pieces without a window: safe writes with backups, the recovery folder, and reading a finding's place. */
class SafetyTest {
    @TempDir
    Path dir;

    @Test
    void safeWriterRefusesBytesTheGameWouldRefuseAndLeavesTheFile() throws Exception {
        Path target = dir.resolve("a.map");
        byte[] good = DoctorGuiTest.goodMap();
        Files.write(target, good);
        SafeWriter w = new SafeWriter(() -> false);
        assertThatThrownBy(() -> w.write(target, DoctorGuiTest.brokenMap()))
                .isInstanceOf(EncodeException.class)
                .hasMessageContaining("refused");
        assertThatThrownBy(() -> w.write(target, new byte[] {1, 2, 3})).isInstanceOf(EncodeException.class);
        assertThat(Files.readAllBytes(target)).isEqualTo(good);
        assertThat(Files.exists(SafeWriter.backupOf(target))).isFalse();
    }

    @Test
    void safeWriterKeepsTheBackupOnlyWhenAsked() throws Exception {
        Path target = dir.resolve("b.map");
        byte[] first = DoctorGuiTest.goodMap();
        Files.write(target, first);
        new SafeWriter(() -> true).write(target, first);
        assertThat(Files.readAllBytes(SafeWriter.backupOf(target))).isEqualTo(first);
        Files.delete(SafeWriter.backupOf(target));
        new SafeWriter(() -> false).write(target, first);
        assertThat(Files.exists(SafeWriter.backupOf(target))).isFalse();
        assertThat(Files.readAllBytes(target)).isEqualTo(first);
    }

    @Test
    void safeWriterKeepsTheModeOfTheFileAndOfItsBackup() throws Exception {
        Path target = dir.resolve("m.map");
        FileModes.Mode before = FileModes.prepare(target, DoctorGuiTest.goodMap(), "rw-r-----");
        new SafeWriter(() -> true).write(target, DoctorGuiTest.goodMap());
        assertThat(FileModes.Mode.of(target)).isEqualTo(before);
        assertThat(FileModes.Mode.of(SafeWriter.backupOf(target))).isEqualTo(before);
    }

    @Test
    void recoveryStoreKeepsEntriesWithTheirOriginal() throws Exception {
        RecoveryStore store = new RecoveryStore(dir.resolve("rec"));
        assertThat(store.entries()).isEmpty();
        store.write("s1", new byte[] {1, 2}, dir.resolve("x.map"), SourceForm.TEEWORLDS_07);
        store.write("s2", new byte[] {3}, null, SourceForm.DDNET);
        Files.writeString(store.dir().resolve("junk.properties"), "time=not a time\n");
        assertThat(store.entries()).extracting(RecoveryStore.Entry::id).containsExactlyInAnyOrder("s1", "s2");
        RecoveryStore.Entry s1 = store.entries().stream()
                .filter(e -> e.id().equals("s1"))
                .findFirst()
                .orElseThrow();
        assertThat(s1.original()).isEqualTo(dir.resolve("x.map").toAbsolutePath());
        assertThat(s1.form()).isEqualTo(SourceForm.TEEWORLDS_07);
        assertThat(s1.displayName()).isEqualTo("x.map");
        store.delete("s1");
        assertThat(store.entries()).extracting(RecoveryStore.Entry::id).containsExactly("s2");
    }

    @Test
    void recoveryFolderFollowsTheEnvironment() {
        Path home = Path.of("/home/u");
        assertThat(RecoveryStore.defaultDir(Map.of(), home)).isEqualTo(Path.of("/home/u/.local/share/twedit/recovery"));
        assertThat(RecoveryStore.defaultDir(Map.of("XDG_DATA_HOME", "/d"), home))
                .isEqualTo(Path.of("/d/twedit/recovery"));
        assertThat(RecoveryStore.defaultDir(Map.of(RecoveryStore.ENV_DIR, "/r", "XDG_DATA_HOME", "/d"), home))
                .isEqualTo(Path.of("/r"));
    }

    @Test
    void findingPlacesFollowTheirLocationNotTheirText() {
        TwMap m = TestMaps.kitchenSink();
        Group game = m.gameGroup().orElseThrow();
        Layer second = game.layers().get(1);
        FindingLocator.Place p = FindingLocator.place(m, Location.of(second));
        assertThat(p.group()).isSameAs(game);
        assertThat(p.layer()).isSameAs(second);
        assertThat(FindingLocator.place(m, Location.of(game)).layer()).isNull();
        assertThat(FindingLocator.place(m, Location.cell(second, 12, 7)).layer())
                .isSameAs(second);
        assertThat(FindingLocator.place(m, Location.of(m.images().get(0)))).isNull();
        assertThat(FindingLocator.place(m, Location.map())).isNull();
        // a layer moved to the front of its group is still found: the location names it, not its index
        new MapDocument(m).apply(Edits.moveLayer(game, 1, game, 0));
        assertThat(FindingLocator.place(m, Location.of(second)).layer()).isSameAs(second);
        // a removed layer is gone, not replaced by whatever took its index
        new MapDocument(m).apply(Edits.removeLayer(game, 0));
        assertThat(FindingLocator.place(m, Location.of(second))).isNull();
    }
}
