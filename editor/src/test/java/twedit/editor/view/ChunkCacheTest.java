package twedit.editor.view;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.nio.file.Path;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import twedit.model.document.MapDocument;
import twedit.model.document.edits.Cells;
import twedit.model.document.edits.TileBrush;
import twedit.model.document.edits.TileOps;
import twedit.model.map.MapImage;
import twedit.model.map.TileKind;
import twedit.model.map.TileLayer;
import twedit.model.map.TwMap;

/** Cached chunks updated from change events draw exactly what a fresh renderer draws, at every zoom level. */
class ChunkCacheTest {
    @Test
    void incrementalUpdatesMatchAFreshRender() {
        TwMap map = TwMap.newMap(300, 200);
        TileLayer tiles = TileLayer.empty(TileKind.TILES, 300, 200);
        tiles.setImage(MapImage.external("missing_on_purpose", 1024, 1024));
        map.groups().get(0).layers().add(0, tiles);
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
                doc.strokeApply(TileOps.stamp(tiles, 140 + i, 95 + i % 7, TileBrush.single(Cells.tile(1 + i, i % 16)),
                        false));
                doc.strokeApply(TileOps.stamp(map.gameLayer().orElseThrow(), 150 - i, 100, TileBrush.single(
                        Cells.tile(9, 0)), false));
            }
            doc.endStroke();
            assertThat(pixels(frame(cached, map, cam))).as("scale %s", scale)
                    .isEqualTo(pixels(frame(renderer(), map, cam)));
            doc.undo();
            assertThat(pixels(frame(cached, map, cam))).as("undo at scale %s", scale)
                    .isEqualTo(pixels(frame(renderer(), map, cam)));
        }
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
        assertThat(new DataDirs(null, java.util.Map.of("TWEDIT_DATA", dir.toString()), Path.of("/nonexistent"))
                .find()).contains(dir);
    }

    private static MapRenderer renderer() {
        return new MapRenderer(new ImageStore(Optional::empty), new Overlays(), new ChunkCache(64L << 20));
    }

    private static BufferedImage frame(MapRenderer r, TwMap map, Camera cam) {
        BufferedImage img = new BufferedImage(cam.viewWidth(), cam.viewHeight(), BufferedImage.TYPE_INT_RGB);
        Graphics2D g = img.createGraphics();
        r.paint(g, map, cam, new ViewOptions());
        g.dispose();
        return img;
    }

    private static int[] pixels(BufferedImage img) {
        return img.getRGB(0, 0, img.getWidth(), img.getHeight(), null, 0, img.getWidth());
    }
}
