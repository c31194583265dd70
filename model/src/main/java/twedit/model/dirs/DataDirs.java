package twedit.model.dirs;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Finds the DDNet data directory (the one holding {@code mapres/}) where external images and the automapper rules
 * live: the user's preference first, then {@code TWEDIT_DATA}, the user's DDNet folder and the system installs.
 */
public final class DataDirs {
    private final String preference;
    private final Map<String, String> env;
    private final Path home;

    /**
     * @param preference a directory the user chose, or null
     * @param env the environment (TWEDIT_DATA, XDG_DATA_HOME)
     * @param home the user's home directory
     */
    public DataDirs(String preference, Map<String, String> env, Path home) {
        this.preference = preference;
        this.env = env;
        this.home = home;
    }

    /** The directories tried, in order. */
    public List<Path> candidates() {
        List<Path> out = new ArrayList<>();
        if (preference != null && !preference.isBlank()) {
            out.add(Path.of(preference));
        }
        String fromEnv = env.get("TWEDIT_DATA");
        if (fromEnv != null && !fromEnv.isBlank()) {
            out.add(Path.of(fromEnv));
        }
        Path user = DataHome.ddnet(env, home);
        out.add(user);
        out.add(user.resolve("data"));
        out.add(Path.of("/usr/share/games/ddnet/data"));
        out.add(Path.of("/usr/share/ddnet/data"));
        out.add(Path.of("/usr/local/share/ddnet/data"));
        out.add(Path.of("/usr/share/games/teeworlds/data"));
        return out;
    }

    /** The first candidate holding a {@code mapres} directory. */
    public Optional<Path> find() {
        for (Path p : candidates()) {
            if (Files.isDirectory(p.resolve("mapres"))) {
                return Optional.of(p);
            }
        }
        return Optional.empty();
    }
}
