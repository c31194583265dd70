package twedit.model.dirs;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import twedit.model.dirs.DdnetUserDir.Os;

class DdnetUserDirTest {
    private static final Path HOME = Path.of("/home/mapper");

    @Test
    void linuxMapsFolderIsUnderXdgDataHomeOrLocalShare() {
        assertThat(DdnetUserDir.maps(Os.UNIX, Map.of(), HOME, p -> false))
                .isEqualTo(Path.of("/home/mapper/.local/share/ddnet/maps"));
        assertThat(DdnetUserDir.maps(Os.UNIX, Map.of("XDG_DATA_HOME", "/data"), HOME, p -> false))
                .isEqualTo(Path.of("/data/ddnet/maps"));
    }

    @Test
    void windowsAndMacosFollowDdnetsStoragePath() {
        Path appData = Path.of("/users/mapper/AppData/Roaming");
        assertThat(DdnetUserDir.maps(Os.WINDOWS, Map.of("APPDATA", appData.toString()), HOME, p -> false))
                .isEqualTo(appData.resolve("DDNet").resolve("maps"));
        assertThat(DdnetUserDir.maps(Os.MACOS, Map.of(), HOME, p -> false))
                .isEqualTo(Path.of("/home/mapper/Library/Application Support/DDNet/maps"));
    }

    @Test
    void theOldTeeworldsFolderIsUsedOnlyWhenDdnetsIsMissing() {
        Set<Path> onlyTeeworlds = Set.of(HOME.resolve(".teeworlds"));
        assertThat(DdnetUserDir.user(Os.UNIX, Map.of(), HOME, onlyTeeworlds::contains))
                .isEqualTo(HOME.resolve(".teeworlds"));
        Set<Path> both = Set.of(HOME.resolve(".teeworlds"), HOME.resolve(".local/share/ddnet"));
        assertThat(DdnetUserDir.user(Os.UNIX, Map.of(), HOME, both::contains))
                .isEqualTo(HOME.resolve(".local/share/ddnet"));
    }

    @Test
    void osIsReadFromJavasOsName() {
        assertThat(Os.of("Windows 11")).isEqualTo(Os.WINDOWS);
        assertThat(Os.of("Mac OS X")).isEqualTo(Os.MACOS);
        assertThat(Os.of("Linux")).isEqualTo(Os.UNIX);
    }
}
