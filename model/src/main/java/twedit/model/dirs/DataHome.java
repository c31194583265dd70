package twedit.model.dirs;

import java.nio.file.Path;
import java.util.Map;

/**
 * The user's data folder after the XDG base directory spec ({@code $XDG_DATA_HOME}, else {@code ~/.local/share})
 * and the folders DDNet and twedit keep there.
 */
public final class DataHome {
    private DataHome() {}

    /** {@code $XDG_DATA_HOME} when set and not blank, else {@code HOME/.local/share}. */
    public static Path base(Map<String, String> env, Path home) {
        String xdg = env.get("XDG_DATA_HOME");
        return xdg != null && !xdg.isBlank() ? Path.of(xdg) : home.resolve(".local/share");
    }

    /** The user's own DDNet folder, where DDNet keeps the user's maps and editor files: {@code BASE/ddnet}. */
    public static Path ddnet(Map<String, String> env, Path home) {
        return base(env, home).resolve("ddnet");
    }

    /** twedit's own folder: {@code BASE/twedit}. */
    public static Path twedit(Map<String, String> env, Path home) {
        return base(env, home).resolve("twedit");
    }
}
