package twedit.model.dirs;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Finds the DDNet data directory (the one holding {@code mapres/}) where external images and the automapper rules
 * live: the user's preference first, then {@code TWEDIT_DATA}, the user's DDNet folders and the installs
 * {@link DdnetPlaces} knows on the platform (system packages, app bundles, Flatpak, Steam).
 */
public final class DataDirs {
    private final String preference;
    private final Map<String, String> env;
    private final DdnetPlaces places;

    /**
     * @param preference a directory the user chose, or null
     * @param env the environment (TWEDIT_DATA, XDG_DATA_HOME)
     * @param home the user's home directory
     */
    public DataDirs(String preference, Map<String, String> env, Path home) {
        this(preference, DdnetPlaces.here(env, home));
    }

    /**
     * @param preference a directory the user chose, or null
     * @param places where DDNet is on the platform (its environment gives TWEDIT_DATA)
     */
    public DataDirs(String preference, DdnetPlaces places) {
        this.preference = preference;
        this.env = places.env();
        this.places = places;
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
        for (Path user : places.userDirs()) {
            out.add(user);
            out.add(user.resolve("data"));
        }
        out.addAll(places.dataDirs());
        return out;
    }

    /** The first candidate holding a {@code mapres} directory. */
    public Optional<Path> find() {
        for (Path p : candidates()) {
            if (places.fs().isDirectory(p.resolve("mapres"))) {
                return Optional.of(p);
            }
        }
        return Optional.empty();
    }
}
