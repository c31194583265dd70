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
import twedit.model.map.Layer;
import twedit.model.map.TileKind;
import twedit.model.map.TileLayer;
import twedit.model.map.TwMap;

/**
 * The view toggles change what is drawn: the current layer on top of a design group that covers it, the others
 * dimmed, only the current layer, only the physics layers (pixels of rendered frames compared).
 */
class LayerFocusTest {
    private static final int WHITE = 0xFFFFFFFF;
    private static final int BLACK = 0xFF000000;

    /** A 20x10 map: the Game group with one death tile at (5, 5), then a design group covering it all in white. */
    private final TwMap map = TwMap.newMap(20, 10);

    private final TileLayer game = map.gameLayer().orElseThrow();
    private final TileLayer design = TileLayer.empty(TileKind.TILES, 20, 10);

    LayerFocusTest() {
        MapDocument doc = new MapDocument(map);
        doc.apply(Edits.addGroup(map, 1, new Group("Design", List.of(design))));
        doc.apply(TileOps.fill(design, Cells.tile(1, 0))); // no image: every tile is opaque white
        doc.apply(TileOps.setCell(game, 5, 5, Cells.tile(2, 0)));
    }

    @Test
    void thePhysicsLayerBeingEditedIsDrawnOverTheDesignThatCoversIt() {
        ViewOptions o = new ViewOptions();
        assertThat(center(frame(o, null), 5, 5))
                .as("no current layer: the design covers")
                .isEqualTo(WHITE);
        BufferedImage onTop = frame(o, game);
        assertThat(center(onTop, 5, 5)).as("the death tile shows").isNotEqualTo(WHITE);
        assertThat(center(onTop, 1, 1)).as("the design around it is dimmed").isNotEqualTo(WHITE);

        o.setCurrentOnTop(true, false);
        assertThat(center(frame(o, game), 5, 5)).as("turned off: covered again").isNotEqualTo(center(onTop, 5, 5));
        o.setDimOthers(true, false);
        assertThat(center(frame(o, game), 1, 1)).isEqualTo(WHITE);
        assertThat(center(frame(o, game), 5, 5)).isEqualTo(WHITE);
    }

    @Test
    void physicsAndDesignLayersKeepTheirOwnChoice() {
        ViewOptions o = new ViewOptions();
        assertThat(o.currentOnTop(true)).isTrue();
        assertThat(o.dimOthers(true)).isTrue();
        assertThat(o.currentOnTop(false)).isFalse();
        assertThat(o.dimOthers(false)).isFalse();
        // a design layer current: drawn in place, nothing dimmed
        assertThat(pixels(frame(o, design))).isEqualTo(pixels(frame(o, null)));

        o.setDimOthers(false, true);
        assertThat(o.dimOthers(true)).as("the physics choice stays").isTrue();
        BufferedImage dimmed = frame(o, design);
        assertThat(center(dimmed, 5, 5))
                .as("design current: the game layer under it is faded, not the design")
                .isEqualTo(WHITE);
        o.setCurrentOnTop(false, true);
        o.setDimOthers(false, false);
        assertThat(center(frame(o, design), 5, 5)).isEqualTo(WHITE);
    }

    @Test
    void onlyTheCurrentLayerOrOnlyPhysics() {
        ViewOptions o = new ViewOptions();
        o.setOnlyCurrent(true);
        BufferedImage gameOnly = frame(o, game);
        assertThat(center(gameOnly, 1, 1)).as("no design").isEqualTo(BLACK);
        assertThat(center(gameOnly, 5, 5)).isNotEqualTo(BLACK).isNotEqualTo(WHITE);
        BufferedImage designOnly = frame(o, design);
        assertThat(center(designOnly, 1, 1)).isEqualTo(WHITE);
        assertThat(center(designOnly, 5, 5)).isEqualTo(WHITE);
        assertThat(pixels(frame(o, null))).as("no current layer: everything").isEqualTo(pixels(frame(o, null)));

        o.setOnlyPhysics(true);
        assertThat(o.onlyCurrent()).as("one of the two at a time").isFalse();
        BufferedImage physics = frame(o, design);
        assertThat(center(physics, 1, 1)).isEqualTo(BLACK);
        assertThat(center(physics, 5, 5)).isEqualTo(center(gameOnly, 5, 5));
        o.setOnlyPhysics(false);
        assertThat(center(frame(o, design), 1, 1)).isEqualTo(WHITE);
    }

    @Test
    void hiddenLayersStayHidden() {
        ViewOptions o = new ViewOptions();
        o.setHidden(game, true);
        BufferedImage f = frame(o, game);
        assertThat(center(f, 5, 5))
                .as("the eye wins over on top: no death tile")
                .isEqualTo(center(f, 1, 1));
    }

    private BufferedImage frame(ViewOptions o, Layer current) {
        Camera cam = new Camera();
        cam.setViewSize(320, 320);
        cam.setScale(1);
        cam.setCenter(5 * 32 + 16, 5 * 32 + 16);
        MapRenderer r = new MapRenderer(new ImageStore(Optional::empty), new Overlays(), new ChunkCache(16L << 20));
        BufferedImage img = new BufferedImage(320, 320, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = img.createGraphics();
        r.paint(g, map, cam, o, current);
        g.dispose();
        return img;
    }

    /** The pixel at the centre of tile (x, y) (tile (5, 5) is in the middle of the frame). */
    private static int center(BufferedImage img, int x, int y) {
        return img.getRGB(160 + (x - 5) * 32, 160 + (y - 5) * 32);
    }

    private static int[] pixels(BufferedImage img) {
        return img.getRGB(0, 0, img.getWidth(), img.getHeight(), null, 0, img.getWidth());
    }
}
