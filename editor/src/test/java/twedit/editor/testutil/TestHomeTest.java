package twedit.editor.testutil;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import twedit.editor.safety.RecoveryStore;
import twedit.model.dirs.DataDirs;
import twedit.model.dirs.RulesLookup;

/**
 * No test reads the user's home: the test JVM's HOME, user.home and XDG folders are a folder of the build (the root
 * pom's Surefire set-up), so the command line run in-process finds no user's DDNet folder or rules, and every test
 * window gets an empty home of its own, so no autosave left in a recovery folder is offered.
 */
class TestHomeTest {
    @TempDir
    Path home;

    private static Path build() {
        return Path.of("target", "test-home").toAbsolutePath().normalize();
    }

    @Test
    void theTestJvmsHomeIsAFolderOfTheBuild() {
        assertThat(Path.of(System.getProperty("user.home")).toAbsolutePath().normalize())
                .isEqualTo(build());
        assertThat(System.getenv("HOME")).isEqualTo(build().toString());
        assertThat(System.getenv("XDG_DATA_HOME")).startsWith(build().toString());
        assertThat(System.getenv("TWEDIT_RECOVERY_DIR")).startsWith(build().toString());
        assertThat(System.getenv("TWEDIT_DATA")).as("the user's data folder").isNull();
    }

    @Test
    void theCommandLinesUserFoldersAreInTheBuild() {
        // what AutomapCommand and RenderCommand look in: System.getenv() and user.home
        Map<String, String> env = System.getenv();
        Path userHome = Path.of(System.getProperty("user.home"));
        assertThat(new DataDirs(null, env, userHome).candidates().subList(0, 2))
                .allSatisfy(p -> assertThat(p.toAbsolutePath().normalize()).startsWithRaw(build()));
        assertThat(RulesLookup.userDirs(env, userHome))
                .allSatisfy(p -> assertThat(p.toAbsolutePath().normalize()).startsWithRaw(build()));
    }

    @Test
    void aTestWindowsHomeRecoveryAndDataFoldersAreItsOwn() {
        Map<String, String> user = new HashMap<>(System.getenv());
        user.put("TWEDIT_DATA", "/somewhere/data");
        Map<String, String> env = EditorGui.testEnv(null, home);
        assertThat(env.get("HOME")).isEqualTo(home.toString());
        assertThat(env).doesNotContainKey("TWEDIT_DATA");
        assertThat(RecoveryStore.defaultDir(env, home)).startsWithRaw(home);
        assertThat(new DataDirs(null, env, home).candidates().subList(0, 2))
                .allSatisfy(p -> assertThat(p).startsWithRaw(home));
        // a test that gives its own recovery folder keeps it; the data home is still the window's
        user.put("TWEDIT_RECOVERY_DIR", "/tmp/mine");
        Map<String, String> given = EditorGui.testEnv(user, home);
        assertThat(RecoveryStore.defaultDir(given, home)).isEqualTo(Path.of("/tmp/mine"));
        assertThat(given.get("XDG_DATA_HOME")).startsWith(home.toString());
    }
}
