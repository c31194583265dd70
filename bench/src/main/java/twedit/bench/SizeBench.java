package twedit.bench;

import java.nio.file.Path;
import twedit.model.codec.SaveOptions;
import twedit.model.datafile.ReadLimits;
import twedit.model.document.MapDocument;
import twedit.model.document.edits.Cells;
import twedit.model.document.edits.Edits;
import twedit.model.document.edits.TileOps;
import twedit.model.io.MapFiles;
import twedit.model.map.Group;
import twedit.model.map.MapImage;
import twedit.model.map.TileGrid;
import twedit.model.map.TileKind;
import twedit.model.map.TileLayer;
import twedit.model.map.TwMap;
import twedit.model.size.CompressedSizes;
import twedit.model.size.MapSize;

/**
 * The Size panel's measure (done off the event thread): the largest corpus map measured cold and again after a one-cell
 * edit, and a map with a 1000x1000 tiles layer measured again after a one-cell edit (only the changed layer is
 * compressed again).
 */
public final class SizeBench implements BenchMain.Group {
    @Override
    public void run() throws Exception {
        Path largest = RenderBench.largestMap();
        TwMap map = new MapFiles(ReadLimits.EDITOR, null).load(largest).map();
        afterEdit("size_largest", map, map.gameLayer().orElseThrow());
        TwMap big = TwMap.newMap(1000, 1000);
        Group g = big.groups().get(0);
        TileLayer tiles = TileLayer.detached(
                TileKind.TILES,
                "Tiles",
                new TileGrid(1000, 1000, TileKind.TILES.cellBytes()),
                MapImage.external("grass_main", 1024, 1024),
                null);
        MapDocument doc = new MapDocument(big);
        doc.apply(Edits.addLayer(g, g.layers().size(), tiles));
        for (int y = 0; y < 1000; y += 2) {
            // a half-filled layer, so that compressing it is real work
            doc.apply(TileOps.fillRect(tiles, 0, y, 1000, 1, Cells.tile(1 + y % 60, 0)));
        }
        afterEdit("size_1000x1000", big, tiles);
    }

    private static void afterEdit(String name, TwMap map, TileLayer layer) throws Exception {
        MapSize size = new MapSize(SaveOptions.DDNET, new CompressedSizes());
        long t0 = System.nanoTime();
        size.measure(map);
        BenchMain.figure(name + "_cold_ms", (System.nanoTime() - t0) / 1e6, "ms");
        MapDocument doc = new MapDocument(map);
        double[] t = new double[7];
        for (int i = 0; i < t.length; i++) {
            doc.apply(TileOps.setCell(layer, i + 3, 3, Cells.tile(1 + i, 0)));
            long s = System.nanoTime();
            size.measure(map);
            t[i] = (System.nanoTime() - s) / 1e6;
        }
        java.util.Arrays.sort(t);
        BenchMain.figure(name + "_after_edit_ms", t[t.length / 2], "ms");
    }
}
