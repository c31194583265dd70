package twedit.media;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.Supplier;
import twedit.model.tiles.OpaqueTiles;

/**
 * The opaque tiles of an external image, from {@code mapres/NAME.png} of the data directory, as DDNet's editor
 * analyses the copy the game ships; empty when the directory, the file or its pixels are missing, and for names that
 * would leave the mapres folder.
 */
public final class MapresOpacity implements Function<String, Optional<OpaqueTiles>> {
    private final Supplier<Optional<Path>> dataDir;

    public MapresOpacity(Supplier<Optional<Path>> dataDir) {
        this.dataDir = dataDir;
    }

    @Override
    public Optional<OpaqueTiles> apply(String name) {
        if (name == null || name.isEmpty() || name.contains("/") || name.contains("\\") || name.contains("..")) {
            return Optional.empty();
        }
        Optional<Path> dir = dataDir.get();
        if (dir.isEmpty()) {
            return Optional.empty();
        }
        Path file = dir.get().resolve("mapres").resolve(name + ".png");
        if (!Files.isRegularFile(file)) {
            return Optional.empty();
        }
        try {
            PngCodec.Rgba png = PngCodec.read(file);
            return Optional.of(OpaqueTiles.ofRgba(png.width(), png.height(), png.pixels()));
        } catch (IOException | RuntimeException e) {
            // an unreadable mapres file: the layer keeps its flags (the image store reports the file itself)
            return Optional.empty();
        }
    }
}
