package twedit.editor.automap;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Predicate;
import java.util.function.Supplier;
import twedit.model.dirs.RulesLookup;
import twedit.model.map.TileLayer;

/**
 * Finds the {@code .rules} file for a tiles layer: a file the user chose by hand for that layer, else what
 * {@link RulesLookup} finds for its image (the same search the command line makes): {@code <image>.rules} in the
 * user's own DDNet folder, else in the DDNet data directory.
 */
public final class RulesLocator {
    /** Where a rules file came from. */
    public enum Source {
        CHOSEN,
        USER,
        DATA
    }

    /** A rules file and where it was found. */
    public record Found(Path file, Source source) {}

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

    /** The editor's locator: the user's DDNet folders of the environment, then the data directory asked each time. */
    public static RulesLocator of(Supplier<Optional<Path>> dataDir, Map<String, String> env, Path home) {
        List<Path> user = RulesLookup.userDirs(env, home);
        return new RulesLocator(dataDir, () -> user);
    }

    /** Uses {@code file} for {@code layer} from now on (null: back to the automatic search). */
    public void choose(TileLayer layer, Path file) {
        if (file == null) {
            chosen.remove(layer);
        } else {
            chosen.put(layer, file);
        }
    }

    /** Layers that used {@code from} by choice use {@code to} from now on (the user's copy of a packaged file). */
    public void replaceChoice(Path from, Path to) {
        chosen.replaceAll((layer, file) -> file.equals(from) ? to : file);
    }

    /** Forgets the files chosen by hand for layers {@code open} does not hold (their map was closed or replaced). */
    public void keepChoicesOf(Predicate<TileLayer> open) {
        chosen.keySet().removeIf(open.negate());
    }

    /**
     * Where Save writes {@code file}: the file itself when it is the user's own, else (a file of DDNet's data
     * directory, or one the user may not write) a copy of the same name in the user's rules folder
     * ({@code editor/automap/} of the first user folder, where DDNet's storage looks first), null when there is none.
     */
    public Path saveTarget(Path file) {
        if (!packaged(file)) {
            return file;
        }
        List<Path> user = userDirs.get();
        return user.isEmpty() ? null : user.get(0).resolve("editor/automap").resolve(file.getFileName());
    }

    /** Whether {@code file} belongs to DDNet's installation (the data directory) or may not be written. */
    public boolean packaged(Path file) {
        Path abs = file.toAbsolutePath().normalize();
        boolean inData = dataDir.get()
                .map(d -> abs.startsWith(d.toAbsolutePath().normalize()))
                .orElse(false);
        return inData || (Files.exists(abs) && !Files.isWritable(abs));
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
        return lookup().find(layer.image().name())
                .map(f -> new Found(f.file(), f.source() == RulesLookup.Source.USER ? Source.USER : Source.DATA));
    }

    /** The places searched for a layer's image, for messages. */
    public List<Path> searched(TileLayer layer) {
        return layer.image() == null
                ? List.of()
                : lookup().searched(layer.image().name());
    }

    private RulesLookup lookup() {
        return new RulesLookup(userDirs.get(), dataDir.get());
    }
}
