package twedit.editor.app;

import java.nio.file.Path;
import java.util.Map;
import twedit.editor.view.ImageStore;
import twedit.editor.view.Overlays;
import twedit.media.MapresOpacity;
import twedit.model.dirs.DataDirs;
import twedit.model.io.MapFiles;
import twedit.model.tiles.TileOpacity;

/**
 * What the window needs from outside: preferences, the map reader/writer, the environment and home directory
 * (for finding the DDNet data directory), what to do when the user quits, and the image store and overlays
 * (shared so start-up can decode a map's images in the background), and what is dropped and said when memory runs
 * out.
 */
public record AppServices(
        EditorPrefs prefs,
        MapFiles files,
        Map<String, String> env,
        Path home,
        Runnable onExit,
        ImageStore images,
        Overlays overlays,
        TileOpacity opacity,
        twedit.editor.memory.MemoryGuard memory) {
    /** Services with a fresh image store reading external images from the discovered data directory. */
    public static AppServices create(
            EditorPrefs prefs, MapFiles files, Map<String, String> env, Path home, Runnable onExit) {
        java.util.function.Supplier<java.util.Optional<Path>> dataDir =
                () -> new DataDirs(prefs.dataDir(), env, home).find();
        return new AppServices(
                prefs,
                files,
                env,
                home,
                onExit,
                new ImageStore(dataDir),
                new Overlays(),
                new TileOpacity(new MapresOpacity(dataDir)),
                new twedit.editor.memory.MemoryGuard());
    }
}
