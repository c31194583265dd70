package twedit.editor.view;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.nio.file.Path;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import twedit.model.dirs.DataDirs;
import twedit.model.document.MapDocument;
import twedit.model.document.edits.Cells;
import twedit.model.document.edits.TileBrush;
import twedit.model.document.edits.TileOps;
import twedit.model.map.MapFixtures;
import twedit.model.map.MapImage;
import twedit.model.map.TileKind;
import twedit.model.map.TileLayer;
import twedit.model.map.TwMap;

/** Cached chunks updated from change events draw exactly what a fresh renderer draws, at every zoom level. */
class ChunkCacheTest {
    @Test
    void incrementalUpdatesMatchAFreshRender() {
        TwMap map = mapWithTiles(300, 200);
        TileLayer tiles = (TileLayer) map.groups().get(0).layers().get(0);
        MapDocument doc = new MapDocument(map);
        MapRenderer cached = renderer();
        doc.addListener(e -> cached.onChanges(map, e.changes()));
        for (double scale : new double[] {0.03, 0.1, 0.5, 1, 2.5}) {
            Camera cam = new Camera();
            cam.setViewSize(640, 400);
            cam.setScale(scale);
            cam.setCenter(150 * 32, 100 * 32);
            frame(cached, map, cam);
            doc.beginStroke("Paint");
            for (int i = 0; i < 40; i++) {
                doc.strokeApply(
                        TileOps.stamp(tiles, 140 + i, 95 + i % 7, TileBrush.single(Cells.tile(1 + i, i % 16)), false));
                doc.strokeApply(TileOps.stamp(
                        map.gameLayer().orElseThrow(), 150 - i, 100, TileBrush.single(Cells.tile(9, 0)), false));
            }
            doc.endStroke();
            assertThat(pixels(frame(cached, map, cam)))
                    .as("scale %s", scale)
                    .isEqualTo(pixels(frame(renderer(), map, cam)));
            doc.undo();
            assertThat(pixels(frame(cached, map, cam)))
                    .as("undo at scale %s", scale)
                    .isEqualTo(pixels(frame(renderer(), map, cam)));
        }
    }

    @Test
    void edgeTilesRepeatBeyondTheBorderAsInTheGame() {
        TwMap map = mapWithTiles(20, 20);
        TileLayer tiles = (TileLayer) map.groups().get(0).layers().get(0);
        MapDocument doc = new MapDocument(map);
        doc.apply(TileOps.stamp(tiles, 0, 10, TileBrush.single(Cells.tile(1, 0)), false));
        Camera cam = new Camera();
        cam.setViewSize(320, 320);
        cam.setScale(1);
        cam.setCenter(0, 10 * 32); // the left border in the middle of the view
        ViewOptions repeat = new ViewOptions();
        repeat.setRepeatEdges(true);
        MapRenderer cached = renderer();
        doc.addListener(e -> cached.onChanges(map, e.changes()));

        BufferedImage plain = frame(renderer(), map, cam, new ViewOptions());
        BufferedImage game = frame(cached, map, cam, repeat);
        int edgeX = 160 + 16; // the centre of tile (0, 10)
        int beyondX = 160 - 3 * 32 + 16; // three tiles further left, outside the layer
        int rowY = 160 + 16;
        assertThat(game.getRGB(beyondX, rowY)).isEqualTo(game.getRGB(edgeX, rowY));
        assertThat(plain.getRGB(beyondX, rowY)).isNotEqualTo(plain.getRGB(edgeX, rowY));
        assertThat(game.getRGB(beyondX, rowY - 64))
                .as("empty edge tiles repeat as empty")
                .isEqualTo(plain.getRGB(beyondX, rowY - 64));

        // changing the edge tile changes what lies beyond it; the cache follows the change, zoomed in and out
        for (double scale : new double[] {1, 0.05}) {
            cam.setScale(scale);
            frame(cached, map, cam, repeat);
            doc.apply(TileOps.stamp(tiles, 0, 10, TileBrush.single(Cells.tile(7, 0)), false));
            assertThat(pixels(frame(cached, map, cam, repeat)))
                    .as("scale %s", scale)
                    .isEqualTo(pixels(frame(renderer(), map, cam, repeat)));
            doc.undo();
            assertThat(pixels(frame(cached, map, cam, repeat)))
                    .as("undo at scale %s", scale)
                    .isEqualTo(pixels(frame(renderer(), map, cam, repeat)));
        }
        cam.setScale(1);
        assertThat(pixels(frame(cached, map, cam, new ViewOptions()))).isEqualTo(pixels(plain));
    }

    @Test
    void missingImagesShowTheFallbackLook() {
        ImageStore store = new ImageStore(Optional::empty);
        MapImage img = MapImage.external("grass_main", 1024, 1024);
        assertThat(store.isFallback(img)).isTrue();
        assertThat(store.drainProblems()).singleElement().asString().contains("grass_main");
        assertThat(store.image(img).getWidth()).isEqualTo(1024);
    }

    @Test
    void dataDirectoryIsFoundFromThePreferenceFirst(@org.junit.jupiter.api.io.TempDir Path dir) throws Exception {
        java.nio.file.Files.createDirectories(dir.resolve("mapres"));
        DataDirs dirs = new DataDirs(dir.toString(), java.util.Map.of("TWEDIT_DATA", "/nonexistent"), dir);
        assertThat(dirs.find()).contains(dir);
        assertThat(new DataDirs(null, java.util.Map.of("TWEDIT_DATA", dir.toString()), Path.of("/nonexistent")).find())
                .contains(dir);
    }

    /** A new map whose game group starts with a tiles layer of an image that is missing (the fallback look). */
    private static TwMap mapWithTiles(int w, int h) {
        TwMap map = TwMap.newMap(w, h);
        TileLayer tiles = TileLayer.empty(TileKind.TILES, w, h);
        MapFixtures.setImage(tiles, MapImage.external("missing_on_purpose", 1024, 1024));
        MapFixtures.add(map.groups().get(0).layers(), 0, tiles);
        return map;
    }

    private static MapRenderer renderer() {
        return new MapRenderer(new ImageStore(Optional::empty), new Overlays(), new ChunkCache(64L << 20));
    }

    private static BufferedImage frame(MapRenderer r, TwMap map, Camera cam) {
        return frame(r, map, cam, new ViewOptions());
    }

    private static BufferedImage frame(MapRenderer r, TwMap map, Camera cam, ViewOptions opts) {
        BufferedImage img = new BufferedImage(cam.viewWidth(), cam.viewHeight(), BufferedImage.TYPE_INT_RGB);
        Graphics2D g = img.createGraphics();
        r.paint(g, map, cam, opts);
        g.dispose();
        return img;
    }

    private static int[] pixels(BufferedImage img) {
        return img.getRGB(0, 0, img.getWidth(), img.getHeight(), null, 0, img.getWidth());
    }
}
