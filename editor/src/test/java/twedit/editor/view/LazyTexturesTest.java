package twedit.editor.view;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import twedit.model.document.MapDocument;
import twedit.model.document.edits.Cells;
import twedit.model.document.edits.Edits;
import twedit.model.document.edits.TileOps;
import twedit.model.map.Group;
import twedit.model.map.MapFixtures;
import twedit.model.map.MapImage;
import twedit.model.map.TileKind;
import twedit.model.map.TileLayer;
import twedit.model.map.TwMap;

/**
 * A frame decodes only the images of the layers it shows (what the first frame of a large map waits for), and draws
 * exactly what a renderer with every image decoded beforehand draws.
 */
class LazyTexturesTest {
    @Test
    void onlyTheImagesOfLayersInViewAreDecoded() {
        TwMap map = TwMap.newMap(200, 50);
        MapDocument doc = new MapDocument(map);
        TileLayer near = layer(map, doc, "near", 5);
        TileLayer far = layer(map, doc, "far", 180);
        ImageStore images = new ImageStore(Optional::empty);
        MapRenderer lazy = new MapRenderer(images, new Overlays(), new ChunkCache(16L << 20));
        Camera cam = new Camera();
        cam.setViewSize(320, 320);
        cam.setScale(1);
        cam.setCenter(5 * 32, 10 * 32);

        BufferedImage first = frame(lazy, map, cam);
        assertThat(images.isLoaded(near.image())).isTrue();
        assertThat(images.isLoaded(far.image())).as("out of view: not decoded").isFalse();
        ImageStore all = new ImageStore(Optional::empty);
        all.preload(map);
        MapRenderer eager = new MapRenderer(all, new Overlays(), new ChunkCache(16L << 20));
        assertThat(pixels(first)).isEqualTo(pixels(frame(eager, map, cam)));

        cam.setCenter(180 * 32, 10 * 32);
        BufferedImage there = frame(lazy, map, cam);
        assertThat(images.isLoaded(far.image())).isTrue();
        assertThat(pixels(there)).isEqualTo(pixels(frame(eager, map, cam)));
    }

    @Test
    void aQuadOutOfViewDecodesNoImageEvenWhereNothingClipsTheGraphics() {
        TwMap map = TwMap.newMap(200, 50);
        MapDocument doc = new MapDocument(map);
        MapImage near = MapImage.external("near", 64, 64);
        MapImage far = MapImage.external("far", 64, 64);
        doc.apply(Edits.addImage(map, map.images().size(), near));
        doc.apply(Edits.addImage(map, map.images().size(), far));
        doc.apply(Edits.addGroup(
                map,
                map.groups().size(),
                new Group(
                        "signs",
                        List.of(
                                new twedit.model.map.QuadsLayer("near", near, List.of(quadAt(100, 100))),
                                new twedit.model.map.QuadsLayer("far", far, List.of(quadAt(5000, 1000)))))));
        ImageStore images = new ImageStore(Optional::empty);
        MapRenderer r = new MapRenderer(images, new Overlays(), new ChunkCache(16L << 20));
        Camera cam = new Camera();
        cam.setViewSize(320, 320);
        cam.setScale(1);
        cam.setCenter(100, 100);

        frame(r, map, cam); // a fresh image's graphics: no clip, as the start-up's warm frame paints

        assertThat(images.isLoaded(near)).isTrue();
        assertThat(images.isLoaded(far))
                .as("a sign 4900 px away is not decoded")
                .isFalse();
    }

    /** A 64 px square quad centred on (x, y) world pixels, white, showing its whole image. */
    private static twedit.model.map.Quad quadAt(int x, int y) {
        int f = 1024; // fixed point, 10 fraction bits
        List<twedit.model.map.Point> corners = List.of(
                new twedit.model.map.Point((x - 32) * f, (y - 32) * f),
                new twedit.model.map.Point((x + 32) * f, (y - 32) * f),
                new twedit.model.map.Point((x - 32) * f, (y + 32) * f),
                new twedit.model.map.Point((x + 32) * f, (y + 32) * f),
                new twedit.model.map.Point(x * f, y * f));
        List<twedit.model.map.Color> white =
                java.util.Collections.nCopies(4, new twedit.model.map.Color(255, 255, 255, 255));
        List<twedit.model.map.Point> uv = List.of(
                new twedit.model.map.Point(0, 0),
                new twedit.model.map.Point(1024, 0),
                new twedit.model.map.Point(0, 1024),
                new twedit.model.map.Point(1024, 1024));
        return new twedit.model.map.Quad(corners, white, uv, null, 0, null, 0);
    }

    /** A tiles layer with its own (missing, so checkered) image and a block of tiles around column {@code x}. */
    private static TileLayer layer(TwMap map, MapDocument doc, String name, int x) {
        TileLayer l = TileLayer.empty(TileKind.TILES, 200, 50);
        MapFixtures.setImage(l, MapImage.external(name, 1024, 1024));
        doc.apply(Edits.addImage(map, map.images().size(), l.image()));
        doc.apply(Edits.addGroup(map, map.groups().size(), new Group(name, List.of(l))));
        doc.apply(TileOps.fillRect(l, x - 3, 8, 6, 4, Cells.tile(5, 0)));
        return l;
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
