package twedit.model.io;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** AtomicFiles replaces a file's bytes and refuses, with an IOException, a path that names no file. */
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
}
