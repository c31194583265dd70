package twedit.model.dirs;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import twedit.model.dirs.DdnetUserDir.Os;

/**
 * Where DDNet is on a platform, in one place: the user's DDNet folders (maps, automapper rules), the data directories
 * of its installs (mapres, rules, entities) and Steam's DDNet folders, after DDNet's storage code
 * ({@code FindUserDirectory}, {@code FindDataDirectory} in src/engine/shared/storage.cpp), its Flatpak
 * ({@code org.ddnet.DDNet}, which keeps the user folder under {@code ~/.var/app}) and Steam's conventions (libraries
 * listed in {@code steamapps/libraryfolders.vdf}).
 *
 * @param os the platform
 * @param env the environment (APPDATA, XDG_DATA_HOME, ProgramFiles, ProgramFiles(x86))
 * @param home the user's home folder
 * @param fs the file system asked which folders exist
 */
public record DdnetPlaces(Os os, Map<String, String> env, Path home, Probe fs) {
    private static final Pattern LIBRARY_PATH = Pattern.compile("\"path\"\\s+\"((?:[^\"\\\\]|\\\\.)*)\"");
    private static final String FLATPAK_ID = "org.ddnet.DDNet";
    private static final String STEAM_FLATPAK = ".var/app/com.valvesoftware.Steam";

    /** The places of the platform this program runs on, over the real file system. */
    public static DdnetPlaces here(Map<String, String> env, Path home) {
        return new DdnetPlaces(Os.of(System.getProperty("os.name")), env, home, Probe.real());
    }

    /**
     * The user's DDNet folder: DDNet's own when it exists, else the Flatpak's or Flatpak Steam's that exists, else
     * the old Teeworlds folder when that exists (as DDNet falls back to it), else DDNet's own (to be made).
     */
    public Path userDir() {
        Path own = DdnetUserDir.storagePath(os, env, home, "DDNet");
        if (fs.isDirectory(own)) {
            return own;
        }
        for (Path p : sandboxUserDirs()) {
            if (fs.isDirectory(p)) {
                return p;
            }
        }
        Path teeworlds = DdnetUserDir.storagePath(os, env, home, "Teeworlds");
        return fs.isDirectory(teeworlds) ? teeworlds : own;
    }

    /** The folder DDNet's editor saves maps in: {@code maps} in {@link #userDir}. */
    public Path mapsDir() {
        return userDir().resolve("maps");
    }

    /** The user's DDNet folders to look in for rules, most specific first: {@link #userDir}, then others that exist. */
    public List<Path> userDirs() {
        Set<Path> out = new LinkedHashSet<>();
        out.add(userDir());
        out.add(DdnetUserDir.storagePath(os, env, home, "DDNet"));
        for (Path p : sandboxUserDirs()) {
            if (fs.isDirectory(p)) {
                out.add(p);
            }
        }
        return List.copyOf(out);
    }

    /**
     * The data directories to try after the user's own folders, in order: the system installs DDNet itself looks in
     * (Unix), the app bundles (macOS), Flatpak, and DDNet in each Steam library; Debian's Teeworlds last.
     */
    public List<Path> dataDirs() {
        List<Path> out = new ArrayList<>();
        switch (os) {
            case UNIX -> {
                for (String d : List.of(
                        "/usr/share/games/ddnet",
                        "/usr/share/ddnet",
                        "/usr/local/share/ddnet",
                        "/usr/local/share/games/ddnet",
                        "/usr/pkg/share/ddnet",
                        "/usr/pkg/share/games/ddnet",
                        "/opt/ddnet")) {
                    out.add(Path.of(d, "data"));
                }
                String share = "app/" + FLATPAK_ID + "/current/active/files/share/ddnet/data";
                out.add(Path.of("/var/lib/flatpak").resolve(share));
                out.add(DataHome.base(env, home).resolve("flatpak").resolve(share));
            }
            case MACOS -> {
                out.add(Path.of("/Applications/DDNet.app/Contents/Resources/data"));
                out.add(home.resolve("Applications/DDNet.app/Contents/Resources/data"));
            }
            case WINDOWS -> {}
        }
        for (Path steam : steamDdnetDirs()) {
            out.add(os == Os.MACOS ? steam.resolve("DDNet.app/Contents/Resources/data") : steam.resolve("data"));
        }
        if (os == Os.UNIX) {
            out.add(Path.of("/usr/share/games/teeworlds/data"));
        }
        return out;
    }

    /** DDNet's folder in each Steam library ({@code steamapps/common/DDNet}), whether it exists or not. */
    public List<Path> steamDdnetDirs() {
        Set<Path> libraries = new LinkedHashSet<>();
        for (Path root : steamRoots()) {
            libraries.add(root);
            for (String list : List.of("steamapps/libraryfolders.vdf", "config/libraryfolders.vdf")) {
                fs.read(root.resolve(list)).ifPresent(text -> libraries.addAll(libraries(text)));
            }
        }
        List<Path> out = new ArrayList<>();
        for (Path lib : libraries) {
            out.add(lib.resolve("steamapps").resolve("common").resolve("DDNet"));
        }
        return out;
    }

    /** Where Steam itself is installed on this platform (its default library). */
    List<Path> steamRoots() {
        List<Path> out = new ArrayList<>();
        switch (os) {
            case WINDOWS -> {
                for (String var : List.of("ProgramFiles(x86)", "ProgramFiles")) {
                    String pf = env.get(var);
                    if (pf != null && !pf.isBlank()) {
                        out.add(Path.of(pf).resolve("Steam"));
                    }
                }
                if (out.isEmpty()) {
                    out.add(Path.of("C:\\Program Files (x86)").resolve("Steam"));
                }
            }
            case MACOS -> out.add(home.resolve("Library/Application Support/Steam"));
            case UNIX -> {
                out.add(home.resolve(".steam/steam"));
                out.add(home.resolve(".local/share/Steam"));
                out.add(home.resolve(STEAM_FLATPAK).resolve(".local/share/Steam"));
                out.add(home.resolve(STEAM_FLATPAK).resolve("data/Steam"));
            }
        }
        return out;
    }

    /** The libraries a {@code libraryfolders.vdf} lists (its {@code "path"} values, backslashes unescaped). */
    static List<Path> libraries(String vdf) {
        List<Path> out = new ArrayList<>();
        Matcher m = LIBRARY_PATH.matcher(vdf);
        while (m.find()) {
            String p = m.group(1).replace("\\\\", "\\");
            if (!p.isBlank()) {
                try {
                    out.add(Path.of(p));
                } catch (java.nio.file.InvalidPathException e) {
                    // a path of another platform's syntax: not one to look in here
                }
            }
        }
        return out;
    }

    /** The user folders of sandboxed installs on Linux: DDNet's Flatpak, and DDNet run by Steam's Flatpak. */
    private List<Path> sandboxUserDirs() {
        if (os != Os.UNIX) {
            return List.of();
        }
        return List.of(
                home.resolve(".var/app").resolve(FLATPAK_ID).resolve("data/ddnet"),
                home.resolve(STEAM_FLATPAK).resolve(".local/share/ddnet"));
    }
}
