package twedit.editor.testserver;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import twedit.model.dirs.DdnetPlaces;
import twedit.model.dirs.DdnetUserDir;
import twedit.model.dirs.Probe;

/**
 * Finds DDNet's server and client the way a mapper installed them: the path set in Preferences first, then the
 * {@code PATH}, Debian's {@code /usr/games}, then a Steam install; and says what to install when there is none.
 *
 * @param env the environment ({@code PATH}, {@code ProgramFiles(x86)})
 * @param home the user's home folder (Steam's library is under it on Linux and macOS)
 */
public record Programs(Map<String, String> env, Path home) {
    /** The Preferences field where the user sets the server's path. */
    public static final String SERVER_FIELD = "Edit > Preferences > Test Map > DDNet server";

    /** The Preferences field where the user sets the client's path. */
    public static final String CLIENT_FIELD = "Edit > Preferences > Test Map > DDNet client";

    /** The server: {@code configured} when set, else the first one found. */
    public Optional<Path> server(String configured) {
        return find(configured, List.of("DDNet-Server", "ddnet-server"), "DDNet-Server");
    }

    /** The client: {@code configured} when set, else the first one found. */
    public Optional<Path> client(String configured) {
        return find(configured, List.of("DDNet", "ddnet"), "DDNet");
    }

    /** What to do when no server was found (or the configured path is not a program). */
    public static String missingServer(String configured) {
        String start = configured != null && !configured.isBlank()
                ? "The DDNet server set in Preferences (" + configured + ") is not a program."
                : "No DDNet server (DDNet-Server) was found on PATH, in /usr/games or in a Steam install.";
        return start + " Install it (Debian/Ubuntu: the package ddnet-server, `sudo apt install ddnet-server`; others:"
                + " download DDNet from https://ddnet.org/downloads/) or set its path in " + SERVER_FIELD + ".";
    }

    private Optional<Path> find(String configured, List<String> names, String steamName) {
        if (configured != null && !configured.isBlank()) {
            Path p = Path.of(configured.strip());
            return runnable(p) ? Optional.of(p) : Optional.empty();
        }
        for (Path p : candidates(names, steamName)) {
            if (runnable(p)) {
                return Optional.of(p);
            }
        }
        return Optional.empty();
    }

    /** Where to look, in order. */
    List<Path> candidates(List<String> names, String steamName) {
        boolean windows =
                System.getProperty("os.name", "").toLowerCase(Locale.ROOT).startsWith("windows");
        List<Path> out = new ArrayList<>();
        String path = env.getOrDefault("PATH", env.getOrDefault("Path", ""));
        for (String dir : path.split(File.pathSeparator)) {
            if (dir.isBlank()) {
                continue;
            }
            for (String n : names) {
                out.add(Path.of(dir, windows ? n + ".exe" : n));
            }
        }
        for (String n : names) {
            out.add(Path.of("/usr/games", n));
        }
        List<Path> steam = new ArrayList<>();
        if (home != null) {
            DdnetPlaces places =
                    new DdnetPlaces(DdnetUserDir.Os.of(System.getProperty("os.name", "")), env, home, Probe.real());
            steam.addAll(places.steamDdnetDirs());
            steam.add(Path.of("/Applications"));
            steam.add(home.resolve("Applications"));
        }
        for (Path dir : steam) {
            out.add(dir.resolve(windows ? steamName + ".exe" : steamName));
            out.add(dir.resolve(steamName + ".app/Contents/MacOS/" + steamName));
        }
        return out;
    }

    private static boolean runnable(Path p) {
        return Files.isRegularFile(p) && Files.isExecutable(p);
    }
}
