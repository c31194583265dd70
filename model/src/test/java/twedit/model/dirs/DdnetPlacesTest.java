package twedit.model.dirs;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import twedit.model.dirs.DdnetUserDir.Os;

/** The DDNet folders each platform's mappers have, found over a fake file system of that platform. */
class DdnetPlacesTest {
    private static final Path HOME = Path.of("/home/mapper");

    private static DataDirs data(Os os, Map<String, String> env, Path home, Set<Path> dirs, Map<Path, String> files) {
        return new DataDirs(null, new DdnetPlaces(os, env, home, Probe.fake(dirs, files)));
    }

    @Test
    void windowsFindsTheUserFolderUnderAppDataAndTheDataInSteamsLibraries() {
        Path appData = Path.of("/c/Users/mapper/AppData/Roaming");
        Path pf86 = Path.of("/c/Program Files (x86)");
        Map<String, String> env = Map.of("APPDATA", appData.toString(), "ProgramFiles(x86)", pf86.toString());
        Path steamData = pf86.resolve("Steam/steamapps/common/DDNet/data");
        DdnetPlaces places =
                new DdnetPlaces(Os.WINDOWS, env, HOME, Probe.fake(Set.of(steamData.resolve("mapres")), Map.of()));
        assertThat(places.mapsDir()).isEqualTo(appData.resolve("DDNet/maps"));
        assertThat(new DataDirs(null, places).find()).contains(steamData);

        // DDNet installed to a second Steam library (D:\SteamLibrary), listed in libraryfolders.vdf
        Path library = Path.of("/d/SteamLibrary");
        Path libData = library.resolve("steamapps/common/DDNet/data");
        String vdf = "\"libraryfolders\"\n{\n\t\"0\"\n\t{\n\t\t\"path\"\t\t\"" + pf86.resolve("Steam")
                + "\"\n\t}\n\t\"1\"\n\t{\n\t\t\"path\"\t\t\"" + library + "\"\n\t}\n}\n";
        assertThat(data(
                                Os.WINDOWS,
                                env,
                                HOME,
                                Set.of(libData.resolve("mapres")),
                                Map.of(pf86.resolve("Steam/steamapps/libraryfolders.vdf"), vdf))
                        .find())
                .contains(libData);
        // nothing of Unix's system folders on Windows
        assertThat(places.dataDirs()).noneMatch(p -> p.startsWith("/usr"));
    }

    @Test
    void steamsLibraryListUnescapesWindowsBackslashes() {
        assertThat(DdnetPlaces.libraries("\"path\"\t\t\"D:\\\\SteamLibrary\"\n\"path\" \"/mnt/games\""))
                .containsExactly(Path.of("D:\\SteamLibrary"), Path.of("/mnt/games"));
    }

    @Test
    void macosFindsApplicationSupportAndTheAppBundlesData() {
        Path home = Path.of("/Users/mapper");
        Path bundle = Path.of("/Applications/DDNet.app/Contents/Resources/data");
        DdnetPlaces places =
                new DdnetPlaces(Os.MACOS, Map.of(), home, Probe.fake(Set.of(bundle.resolve("mapres")), Map.of()));
        assertThat(places.mapsDir()).isEqualTo(home.resolve("Library/Application Support/DDNet/maps"));
        assertThat(new DataDirs(null, places).find()).contains(bundle);

        Path steamBundle = home.resolve(
                "Library/Application Support/Steam/steamapps/common/DDNet/DDNet.app/Contents/Resources/data");
        assertThat(data(Os.MACOS, Map.of(), home, Set.of(steamBundle.resolve("mapres")), Map.of())
                        .find())
                .contains(steamBundle);
    }

    @Test
    void linuxFindsDebianSteamAndFlatpakInstalls() {
        Path debian = Path.of("/usr/share/games/ddnet/data");
        assertThat(data(Os.UNIX, Map.of(), HOME, Set.of(debian.resolve("mapres")), Map.of())
                        .find())
                .contains(debian);
        for (String steam : new String[] {
            ".steam/steam", ".local/share/Steam", ".var/app/com.valvesoftware.Steam/.local/share/Steam"
        }) {
            Path d = HOME.resolve(steam).resolve("steamapps/common/DDNet/data");
            assertThat(data(Os.UNIX, Map.of(), HOME, Set.of(d.resolve("mapres")), Map.of())
                            .find())
                    .as(steam)
                    .contains(d);
        }
        Path flatpak = Path.of("/var/lib/flatpak/app/org.ddnet.DDNet/current/active/files/share/ddnet/data");
        assertThat(data(Os.UNIX, Map.of(), HOME, Set.of(flatpak.resolve("mapres")), Map.of())
                        .find())
                .contains(flatpak);
        // the user's own data wins over every install
        Path user = HOME.resolve(".local/share/ddnet");
        assertThat(data(Os.UNIX, Map.of(), HOME, Set.of(user.resolve("mapres"), debian.resolve("mapres")), Map.of())
                        .find())
                .contains(user);
    }

    @Test
    void linuxUserFolderIsDdnetsOwnElseTheFlatpaksElseTeeworlds() {
        Path own = HOME.resolve(".local/share/ddnet");
        Path flatpak = HOME.resolve(".var/app/org.ddnet.DDNet/data/ddnet");
        Path teeworlds = HOME.resolve(".teeworlds");
        assertThat(places(Set.of()).mapsDir()).isEqualTo(own.resolve("maps"));
        assertThat(places(Set.of(flatpak, teeworlds)).mapsDir()).isEqualTo(flatpak.resolve("maps"));
        assertThat(places(Set.of(teeworlds)).mapsDir()).isEqualTo(teeworlds.resolve("maps"));
        assertThat(places(Set.of(own, flatpak)).userDir()).isEqualTo(own);
        // rules are looked for in every user folder that exists, DDNet's own first
        assertThat(places(Set.of(own, flatpak)).userDirs()).containsExactly(own, flatpak);
        assertThat(new DdnetPlaces(Os.UNIX, Map.of("XDG_DATA_HOME", "/data"), HOME, Probe.fake(Set.of(), Map.of()))
                        .mapsDir())
                .isEqualTo(Path.of("/data/ddnet/maps"));
    }

    private static DdnetPlaces places(Set<Path> dirs) {
        return new DdnetPlaces(Os.UNIX, Map.of(), HOME, Probe.fake(dirs, Map.of()));
    }
}
