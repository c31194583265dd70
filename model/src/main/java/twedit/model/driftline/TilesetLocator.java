package twedit.model.driftline;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Finds a map's tileset PNG: {@code <tileset>.png} next to the map or in a {@code tilesets} folder beside it or
 * one level up; an empty tileset name means {@code subspace_base}, as in the runtime (spec "meta").
 */
public final class TilesetLocator {
    /** The tileset the runtime uses when {@code meta.tileset} is empty. */
    public static final String DEFAULT_TILESET = "subspace_base";

    private TilesetLocator() {}

    /** The name whose PNG is looked for. */
    public static String effectiveName(String tileset) {
        return tileset == null || tileset.isEmpty() ? DEFAULT_TILESET : tileset;
    }

    /** The places looked at, in order. */
    public static List<Path> candidates(Path mapFile, String tileset) {
        String file = effectiveName(tileset) + ".png";
        Path dir = mapFile.toAbsolutePath().getParent();
        List<Path> out = new ArrayList<>();
        if (dir == null) {
            return out; // a root path names no map file
        }
        out.add(dir.resolve(file));
        out.add(dir.resolve("tilesets").resolve(file));
        Path up = dir.getParent();
        if (up != null) {
            out.add(up.resolve("tilesets").resolve(file));
        }
        return out;
    }

    /** The first existing candidate. */
    public static Optional<Path> find(Path mapFile, String tileset) {
        for (Path p : candidates(mapFile, tileset)) {
            if (Files.isRegularFile(p)) {
                return Optional.of(p);
            }
        }
        return Optional.empty();
    }
}
