package twedit.editor.app;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import twedit.model.codec.EncodeException;
import twedit.model.codec.SaveOptions;
import twedit.model.document.MapDocument;
import twedit.model.document.edits.Edits;
import twedit.model.io.MapFiles;
import twedit.model.map.Group;
import twedit.model.map.MapImage;
import twedit.model.map.TileGrid;
import twedit.model.map.TileKind;
import twedit.model.map.TileLayer;
import twedit.model.map.TwMap;

/**
 * The map of the launcher's training run ({@code -Dtwedit.train=true}): the run opens it, paints it and exits, so the
 * JVM can archive the classes a start-up loads (class data sharing) and later starts map them instead of loading them.
 */
final class StartupTraining {
    /** Preferences node of training runs: they must not touch the user's recent files or window size. */
    static final String PREFS_NODE = "twedit/training";

    private static final int WATCHDOG_MS = 60_000;

    private StartupTraining() {}

    /**
     * Keeps the training window out of the user's way: undecorated and fully transparent where the desktop composites
     * windows (it still paints, which is the point), and a watchdog ends a run that cannot finish.
     */
    static void hide(javax.swing.JFrame w) {
        w.setUndecorated(true);
        java.awt.GraphicsDevice screen = w.getGraphicsConfiguration().getDevice();
        if (screen.isWindowTranslucencySupported(java.awt.GraphicsDevice.WindowTranslucency.TRANSLUCENT)) {
            w.setOpacity(0f);
        }
        javax.swing.Timer watchdog = new javax.swing.Timer(WATCHDOG_MS, e -> System.exit(4));
        watchdog.setRepeats(false);
        watchdog.start();
    }

    /** Writes a small map like a mapper's (game layer, a textured tiles layer) to a temporary file, deleted on exit. */
    static Path writeMap(MapFiles files) throws IOException, EncodeException {
        TwMap map = TwMap.newMap(100, 50);
        MapImage grass = MapImage.external("grass_main", 1024, 1024);
        byte[] cells = new byte[100 * 50 * TileKind.TILES.cellBytes()];
        for (int x = 0; x < 100; x++) {
            for (int y = 30; y < 50; y++) {
                cells[(y * 100 + x) * TileKind.TILES.cellBytes()] = (byte) (y == 30 ? 16 : 1);
            }
        }
        TileLayer tiles = TileLayer.detached(
                TileKind.TILES, "Ground", new TileGrid(100, 50, TileKind.TILES.cellBytes(), cells, null), grass, null);
        // built as a mapper would: through edits of a document
        MapDocument doc = new MapDocument(map);
        doc.apply(Edits.addImage(map, 0, grass));
        doc.apply(Edits.addGroup(map, 0, new Group("Design", List.of(tiles))));
        Path dir = Files.createTempDirectory("twedit-train");
        dir.toFile().deleteOnExit();
        Path file = dir.resolve("training.map");
        file.toFile().deleteOnExit();
        files.save(map, file, SaveOptions.DDNET);
        return file;
    }
}
