package twedit.editor;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Which arguments open the editor (a tab per map) and which run the command line. */
class MainTest {
    @TempDir
    Path dir;

    @Test
    void mapFilesOpenTheEditorAndAnythingElseIsACommand() throws Exception {
        String a = Files.createFile(dir.resolve("a.map")).toString();
        String b = Files.createFile(dir.resolve("b.map")).toString();
        String json = Files.createFile(dir.resolve("c.json")).toString();
        assertThat(Main.opensEditor(new String[] {})).isTrue();
        assertThat(Main.opensEditor(new String[] {a})).isTrue();
        assertThat(Main.opensEditor(new String[] {a, b, json}))
                .as("several maps: a tab each")
                .isTrue();
        assertThat(Main.opensEditor(new String[] {"diff", a, b})).isFalse();
        assertThat(Main.opensEditor(new String[] {a, "--json"})).isFalse();
        assertThat(Main.opensEditor(new String[] {a, dir.resolve("missing.map").toString()}))
                .isFalse();
    }
}
