package twedit.model.dirs;

import java.nio.file.Path;
import java.util.Locale;
import java.util.Map;
import java.util.function.Predicate;

/**
 * Where DDNet keeps the user's own files, and so the folder its editor saves maps in ({@code USER/maps}), after
 * DDNet's storage rules ({@code FindUserDirectory} in src/engine/shared/storage.cpp, {@code fs_storage_path} in
 * src/base/fs.cpp): Roaming AppData {@code /DDNet} on Windows, {@code ~/Library/Application Support/DDNet} on macOS,
 * {@code $XDG_DATA_HOME/ddnet} or {@code ~/.local/share/ddnet} elsewhere; when that folder does not exist but the old
 * Teeworlds one does ({@code ~/.teeworlds}, or {@code Teeworlds} beside DDNet's), DDNet uses the Teeworlds one.
 */
public final class DdnetUserDir {
    /** The systems whose folders differ. */
    public enum Os {
        WINDOWS,
        MACOS,
        /** Linux and the other Unix systems (XDG). */
        UNIX;

        /** The system named by Java's {@code os.name}. */
        public static Os of(String osName) {
            String n = osName == null ? "" : osName.toLowerCase(Locale.ROOT);
            if (n.startsWith("windows")) {
                return WINDOWS;
            }
            return n.startsWith("mac") || n.startsWith("darwin") ? MACOS : UNIX;
        }
    }

    private DdnetUserDir() {}

    /**
     * DDNet's user folder.
     *
     * @param env the environment (APPDATA on Windows, XDG_DATA_HOME elsewhere)
     * @param home the user's home folder
     * @param isDir tells whether a folder exists (DDNet falls back to the Teeworlds folder only when its own is missing)
     */
    public static Path user(Os os, Map<String, String> env, Path home, Predicate<Path> isDir) {
        Path ddnet = storagePath(os, env, home, "DDNet");
        Path teeworlds = storagePath(os, env, home, "Teeworlds");
        return !isDir.test(ddnet) && isDir.test(teeworlds) ? teeworlds : ddnet;
    }

    /** The folder DDNet's editor saves maps in: {@code maps} in the user folder. */
    public static Path maps(Os os, Map<String, String> env, Path home, Predicate<Path> isDir) {
        return user(os, env, home, isDir).resolve("maps");
    }

    /** fs_storage_path: the folder of {@code app} ("DDNet" or "Teeworlds") on {@code os}. */
    static Path storagePath(Os os, Map<String, String> env, Path home, String app) {
        return switch (os) {
            case WINDOWS -> {
                String appData = env.get("APPDATA");
                Path roaming = appData != null && !appData.isBlank()
                        ? Path.of(appData)
                        : home.resolve("AppData").resolve("Roaming");
                yield roaming.resolve(app);
            }
            case MACOS -> home.resolve("Library").resolve("Application Support").resolve(app);
            case UNIX ->
                "Teeworlds".equals(app)
                        ? home.resolve(".teeworlds") // DDNet's fallback to Teeworlds' old folder
                        : DataHome.base(env, home).resolve(app.toLowerCase(Locale.ROOT));
        };
    }
}
