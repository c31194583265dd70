package twedit.editor.automap;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;
import twedit.model.map.TileLayer;

/**
 * Finds the {@code .rules} file for a tiles layer: a file the user chose by hand for that layer, else
 * {@code <image>.rules} in the user's own DDNet folder, else in the DDNet data directory (each under
 * {@code editor/automap/} or {@code editor/}, as DDNet versions differ).
 */
public final class RulesLocator {
    /** Where a rules file came from. */
    public enum Source { CHOSEN, USER, DATA }

    /** A rules file and where it was found. */
    public record Found(Path file, Source source) {
    }

    private final Supplier<Optional<Path>> dataDir;
    private final Supplier<List<Path>> userDirs;
    private final Map<TileLayer, Path> chosen = new IdentityHashMap<>();

    /**
     * @param dataDir the DDNet data directory (the one holding mapres/ and editor/)
     * @param userDirs the user's DDNet folders (e.g. ~/.local/share/ddnet), most specific first
     */
    public RulesLocator(Supplier<Optional<Path>> dataDir, Supplier<List<Path>> userDirs) {
        this.dataDir = dataDir;
        this.userDirs = userDirs;
    }

    /** The user's DDNet folders from the environment: $XDG_DATA_HOME/ddnet or ~/.local/share/ddnet. */
    public static List<Path> userDirs(Map<String, String> env, Path home) {
        String xdg = env.get("XDG_DATA_HOME");
        Path base = xdg != null && !xdg.isBlank() ? Path.of(xdg) : home.resolve(".local/share");
        return List.of(base.resolve("ddnet"));
    }

    /** Uses {@code file} for {@code layer} from now on (null: back to the automatic search). */
    public void choose(TileLayer layer, Path file) {
        if (file == null) {
            chosen.remove(layer);
        } else {
            chosen.put(layer, file);
        }
    }

    /** Forgets the files chosen by hand (another map was opened). */
    public void forgetChoices() {
        chosen.clear();
    }

    /** The rules file for the layer, if any. */
    public Optional<Found> find(TileLayer layer) {
        Path c = chosen.get(layer);
        if (c != null) {
            return Optional.of(new Found(c, Source.CHOSEN));
        }
        if (layer.image() == null) {
            return Optional.empty();
        }
        String name = layer.image().name() + ".rules";
        for (Path user : userDirs.get()) {
            Optional<Path> p = in(user, name);
            if (p.isPresent()) {
                return Optional.of(new Found(p.get(), Source.USER));
            }
        }
        return dataDir.get().flatMap(d -> in(d, name)).map(p -> new Found(p, Source.DATA));
    }

    /** The places searched for a layer's image, for messages. */
    public List<Path> searched(TileLayer layer) {
        List<Path> out = new ArrayList<>();
        if (layer.image() == null) {
            return out;
        }
        String name = layer.image().name() + ".rules";
        for (Path user : userDirs.get()) {
            out.add(user.resolve("editor/automap").resolve(name));
            out.add(user.resolve("editor").resolve(name));
        }
        dataDir.get().ifPresent(d -> {
            out.add(d.resolve("editor/automap").resolve(name));
            out.add(d.resolve("editor").resolve(name));
        });
        return out;
    }

    private static Optional<Path> in(Path dir, String name) {
        for (Path p : List.of(dir.resolve("editor/automap").resolve(name), dir.resolve("editor").resolve(name))) {
            if (Files.isRegularFile(p)) {
                return Optional.of(p);
            }
        }
        return Optional.empty();
    }
}
