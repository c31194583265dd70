package twedit.bench;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import twedit.editor.testserver.Outcome;
import twedit.editor.testserver.TestServer;
import twedit.model.codec.SaveOptions;
import twedit.model.datafile.ReadLimits;
import twedit.model.document.MapDocument;
import twedit.model.document.edits.Cells;
import twedit.model.document.edits.TileOps;
import twedit.model.io.MapFiles;
import twedit.model.map.TileLayer;
import twedit.model.map.TwMap;

/**
 * Tools > Test Map with Debian's DDNet-Server on Tutorial.map: the start (until the server runs the map) and, the
 * median of 7, a save to the server running the saved map (the editor's path: write the file, encode the map for the
 * server, reload it and wait for the server's answer).
 */
public final class TestMapBench implements BenchMain.Group {
    private static final Path SERVER = Path.of("/usr/games/DDNet-Server");
    private static final Path TUTORIAL = Path.of("/usr/share/games/ddnet/data/maps/Tutorial.map");

    @Override
    public void run() throws Exception {
        if (!Files.isExecutable(SERVER) || !Files.isRegularFile(TUTORIAL)) {
            System.err.println("testmap: skipped (needs ddnet-server and ddnet-data)");
            return;
        }
        MapFiles files = new MapFiles(ReadLimits.EDITOR, null);
        TwMap map = files.load(TUTORIAL).map();
        MapDocument doc = new MapDocument(map);
        TileLayer game = map.gameLayer().orElseThrow();
        Path dir = Files.createTempDirectory("twedit-bench-testmap");
        Path saved = dir.resolve("Tutorial.map");
        try (TestServer server = new TestServer(SERVER, line -> {}, why -> {})) {
            long t0 = System.nanoTime();
            server.start("Tutorial", files.encode(map, SaveOptions.DDNET), TestServer.DEFAULT_PORT, false);
            BenchMain.figure("test_map_start_ms", (System.nanoTime() - t0) / 1e6, "ms");
            double[] t = new double[7];
            for (int i = 0; i < t.length; i++) {
                doc.apply(TileOps.setCell(game, 2 + i, 2, Cells.tile(1, 0)));
                long s = System.nanoTime();
                files.save(map, saved, SaveOptions.DDNET);
                Outcome o = server.reload(files.encode(map, SaveOptions.DDNET));
                t[i] = (System.nanoTime() - s) / 1e6;
                if (!(o instanceof Outcome.Reloaded)) {
                    throw new IllegalStateException("the server did not take the map: " + o);
                }
            }
            Arrays.sort(t);
            BenchMain.figure("test_map_reload_ms", t[t.length / 2], "ms");
        } finally {
            Files.deleteIfExists(saved);
            Files.deleteIfExists(dir);
        }
    }
}
