package twedit.editor.testserver;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Duration;
import java.time.Instant;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A killed editor leaves its test server folder behind; the next start deletes the folders whose editor no longer
 * runs and keeps those of running editors (and everything else in the temp folder).
 */
class ServerFolderTest {
    @TempDir
    Path tmp;

    private Path folder(String name, String owner) throws Exception {
        Path d = Files.createDirectories(tmp.resolve(name));
        Files.createDirectories(d.resolve("maps"));
        Files.write(d.resolve("maps/x.map"), new byte[] {1, 2, 3});
        if (owner != null) {
            Files.writeString(d.resolve("owner"), owner, StandardCharsets.UTF_8);
        }
        return d;
    }

    @Test
    void foldersOfEditorsNoLongerRunningAreDeletedAtTheNextStart() throws Exception {
        ProcessHandle me = ProcessHandle.current();
        Path live = folder("twedit-testmap-live", ServerFolder.owner(me));
        Path gone = folder("twedit-testmap-gone", "999999999 12345\n");
        // the same process id, another start time: the id was reused by another program
        Path reused = folder("twedit-testmap-reused", me.pid() + " 12345\n");
        Path oldUnowned = folder("twedit-testmap-old", null);
        Files.setLastModifiedTime(oldUnowned, FileTime.from(Instant.now().minus(Duration.ofDays(3))));
        Path newUnowned = folder("twedit-testmap-new", null);
        Path other = Files.createDirectories(tmp.resolve("someone-else"));

        assertThat(ServerFolder.deleteStale(tmp)).isEqualTo(3);
        assertThat(live).exists();
        assertThat(newUnowned).as("maybe an older editor's, still running").exists();
        assertThat(other).exists();
        assertThat(gone).doesNotExist();
        assertThat(reused).doesNotExist();
        assertThat(oldUnowned).doesNotExist();
    }

    @Test
    void aNewFolderNamesItsEditor() throws Exception {
        ServerFolder f = new ServerFolder();
        try {
            assertThat(f.dir().getFileName().toString()).startsWith(ServerFolder.PREFIX);
            String owner = Files.readString(f.dir().resolve("owner"), StandardCharsets.UTF_8);
            assertThat(ServerFolder.ownerAlive(owner)).isTrue();
        } finally {
            f.delete();
        }
    }
}
