package twedit.model.io;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import twedit.model.testutil.FileModes;

/**
 * AtomicFiles replaces a file's bytes, keeps a replaced file's mode, owner and group, gives a new file what the umask
 * gives, and refuses, with an IOException, a path that names no file.
 */
class AtomicFilesTest {
    @TempDir
    Path tmp;

    @Test
    void replacesTheFileAndLeavesNoTempFileBehind() throws IOException {
        Path target = tmp.resolve("sub/a.map");
        AtomicFiles.write(target, new byte[] {1, 2, 3});
        AtomicFiles.write(target, new byte[] {4, 5});
        assertThat(Files.readAllBytes(target)).containsExactly(4, 5);
        try (var files = Files.list(target.getParent())) {
            assertThat(files).containsExactly(target);
        }
    }

    @Test
    void aRootIsRefusedAsAnIoErrorNotANullPointer() {
        // `twedit convert IN /` used to end in a NullPointerException's message
        Path root = tmp.getRoot();
        assertThatThrownBy(() -> AtomicFiles.write(root, new byte[] {1}))
                .isInstanceOf(IOException.class)
                .hasMessageContaining("not a file path");
    }

    @Test
    void aNewFileGetsWhatAPlainNewFileGetsAndAPrivateOneIsTheOwnersOnly() throws IOException {
        AtomicFiles.write(tmp.resolve("new.map"), new byte[] {1});
        assertThat(FileModes.permissions(tmp.resolve("new.map"))).isEqualTo(FileModes.newFile(tmp));
        AtomicFiles.writePrivate(tmp.resolve("private.map"), new byte[] {1});
        assertThat(FileModes.permissions(tmp.resolve("private.map"))).isEqualTo("rw-------");
    }

    @Test
    void aReplacedFileKeepsItsModeOwnerAndGroup() throws IOException {
        for (String perms : new String[] {"rw-r--r--", "rw-r-----", "rw-------", "rwxr-x---", "rw-rw-r--"}) {
            Path target = tmp.resolve(perms + ".map");
            FileModes.Mode before = FileModes.prepare(target, new byte[] {1, 2}, perms);
            assertThat(before.permissions()).isEqualTo(perms);
            AtomicFiles.write(target, new byte[] {3});
            assertThat(Files.readAllBytes(target)).containsExactly(3);
            assertThat(FileModes.Mode.of(target)).as(perms).isEqualTo(before);
        }
        // a private write keeps the mode of a file that was already there
        Path shared = tmp.resolve("shared.map");
        FileModes.Mode before = FileModes.prepare(shared, new byte[] {1}, "rw-r--r--");
        AtomicFiles.writePrivate(shared, new byte[] {2});
        assertThat(FileModes.Mode.of(shared)).isEqualTo(before);
        try (var files = Files.list(tmp)) {
            assertThat(files).noneMatch(p -> p.getFileName().toString().endsWith(".tmp"));
        }
    }

    @Test
    void aLinkedTargetIsReplacedWithTheModeOfTheFileItNamed() throws IOException {
        Path real = tmp.resolve("real.map");
        FileModes.Mode before = FileModes.prepare(real, new byte[] {1}, "rw-r-----");
        Path link = Files.createSymbolicLink(tmp.resolve("link.map"), real);
        AtomicFiles.write(link, new byte[] {2});
        assertThat(FileModes.Mode.of(link)).isEqualTo(before);
    }
}
