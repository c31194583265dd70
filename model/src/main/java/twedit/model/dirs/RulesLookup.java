package twedit.model.dirs;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Finds the automapper rules of a tiles layer's image, for the editor and the command line alike:
 * {@code <image>.rules} in the user's DDNet folders, else in the DDNet data directory, each under
 * {@code editor/automap/} or {@code editor/} (DDNet versions differ in which they use).
 */
public final class RulesLookup {
    /** Where a rules file was found. */
    public enum Source {
        USER,
        DATA
    }

    /** A rules file and where it was found. */
    public record Found(Path file, Source source) {}

    private final List<Path> userDirs;
    private final Optional<Path> dataDir;

    /**
     * @param userDirs the user's DDNet folders, most specific first
     * @param dataDir the DDNet data directory (the one holding mapres/ and editor/), if one was found
     */
    public RulesLookup(List<Path> userDirs, Optional<Path> dataDir) {
        this.userDirs = List.copyOf(userDirs);
        this.dataDir = dataDir;
    }

    /** The lookup for an environment: its user folders, then the data directory {@link DataDirs} finds. */
    public static RulesLookup of(String dataDirPreference, Map<String, String> env, Path home) {
        return new RulesLookup(userDirs(env, home), new DataDirs(dataDirPreference, env, home).find());
    }

    /** The user's DDNet folders on this platform ({@link DdnetPlaces#userDirs}), most specific first. */
    public static List<Path> userDirs(Map<String, String> env, Path home) {
        return DdnetPlaces.here(env, home).userDirs();
    }

    /** The rules file of image {@code imageName}, if any: the first of {@link #searched} that exists. */
    public Optional<Found> find(String imageName) {
        String name = imageName + ".rules";
        for (Path user : userDirs) {
            Optional<Path> p = in(user, name);
            if (p.isPresent()) {
                return Optional.of(new Found(p.get(), Source.USER));
            }
        }
        return dataDir.flatMap(d -> in(d, name)).map(p -> new Found(p, Source.DATA));
    }

    /** The files tried for image {@code imageName}, in order, for messages. */
    public List<Path> searched(String imageName) {
        String name = imageName + ".rules";
        List<Path> out = new ArrayList<>();
        for (Path user : userDirs) {
            out.addAll(candidates(user, name));
        }
        dataDir.ifPresent(d -> out.addAll(candidates(d, name)));
        return out;
    }

    private static List<Path> candidates(Path dir, String name) {
        return List.of(
                dir.resolve("editor/automap").resolve(name),
                dir.resolve("editor").resolve(name));
    }

    private static Optional<Path> in(Path dir, String name) {
        return candidates(dir, name).stream().filter(Files::isRegularFile).findFirst();
    }
}
