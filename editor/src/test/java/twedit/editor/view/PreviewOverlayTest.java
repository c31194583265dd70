package twedit.editor.view;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import twedit.editor.state.Workspace;
import twedit.editor.tools.ToolBox;
import twedit.editor.tools.ToolEvent;
import twedit.model.document.MapDocument;
import twedit.model.document.edits.Cells;
import twedit.model.document.edits.Edits;
import twedit.model.document.edits.TileBrush;
import twedit.model.document.edits.TileOps;
import twedit.model.map.Group;
import twedit.model.map.TileKind;
import twedit.model.map.TileLayer;
import twedit.model.map.TwMap;

/**
 * The brush, rectangle, bucket and selection previews are drawn after every layer, visible over a design group that
 * covers the Game layer (drawn in place: "current layer on top" off), with a dark halo under light outlines; a brush
 * taken from a design layer is not previewed as entities on the Game layer and does not paint there.
 */
class PreviewOverlayTest {
    private static final int WHITE = 0xFFFFFFFF;

    private final TwMap map = TwMap.newMap(20, 10);
    private final TileLayer game = map.gameLayer().orElseThrow();
    private final TileLayer design = TileLayer.empty(TileKind.TILES, 20, 10);
    private final Workspace ws;
    private final ToolBox tools;
    private final MapView view;

    PreviewOverlayTest() {
        MapDocument doc = new MapDocument(map);
        doc.apply(Edits.addGroup(map, 1, new Group("Design", List.of(design))));
        doc.apply(TileOps.fill(design, Cells.tile(1, 0))); // opaque white over the whole Game layer
        ws = new Workspace(doc);
        tools = new ToolBox(ws);
        view = new MapView(
                ws,
                tools,
                new MapRenderer(new ImageStore(Optional::empty), new Overlays(), new ChunkCache(16L << 20)),
                new ViewOptions());
        view.setSize(320, 320);
        view.centerOnTile(5, 5, 1.0);
        view.options().setCurrentOnTop(true, false);
        view.options().setDimOthers(true, false);
        ws.select(map.groups().get(0), game);
        tools.setBrush(TileBrush.single(Cells.tile(9, 0)), TileKind.GAME); // freeze
    }

    @Test
    void theCoveredGameLayerIsCoveredWithoutAPreview() {
        BufferedImage f = frame();
        assertThat(center(f, 7, 5)).isEqualTo(WHITE);
    }

    @Test
    void brushPreviewShowsOverTheCoveringDesignWithAHalo() {
        tools.active().move(at(7, 5, 0));
        BufferedImage f = frame();
        assertThat(changed(f, 7, 5))
                .as("the freeze tile previewed over the design")
                .isGreaterThan(200);
        assertHalo(f, 7, 5);
    }

    @Test
    void rectangleAndSelectionOutlinesShowOverTheDesign() {
        tools.activate(ToolBox.Id.RECT_FILL);
        tools.active().press(at(2, 2, 1));
        tools.active().drag(at(4, 4, 1));
        BufferedImage f = frame();
        assertThat(center(f, 3, 3)).as("tinted").isNotEqualTo(WHITE);
        assertHalo(f, 2, 2);
        tools.active().release(at(4, 4, 1));
        assertThat(game.grid().get(3, 3, 0)).isEqualTo(9);

        tools.activate(ToolBox.Id.SELECT);
        tools.active().press(at(6, 6, 1));
        tools.active().drag(at(8, 7, 1));
        tools.active().release(at(8, 7, 1));
        BufferedImage s = frame();
        assertThat(center(s, 7, 6)).as("selection tinted").isNotEqualTo(WHITE);
        assertDashedOutline(s, 6, 6);
    }

    @Test
    void bucketPreviewShowsTheRegionItFills() {
        ws.document().apply(TileOps.fillRect(game, 8, 0, 1, 10, Cells.tile(1, 0))); // a wall splits the air
        tools.activate(ToolBox.Id.BUCKET);
        tools.active().move(at(4, 5, 0));
        BufferedImage f = frame();
        assertThat(changed(f, 1, 8)).as("the far corner of the region").isGreaterThan(200);
        assertThat(changed(f, 8, 5)).as("the wall is not filled").isZero();
        assertThat(changed(f, 9, 5)).as("nor what lies behind it").isZero();
        assertHalo(f, 4, 5);
        // the preview follows an edit of the region
        ws.document().apply(TileOps.setCell(game, 1, 8, Cells.tile(1, 0)));
        tools.active().move(at(3, 5, 0));
        assertThat(changed(frame(), 1, 8)).isZero();
    }

    @Test
    void aDesignBrushIsNeitherPreviewedAsEntitiesNorPaintedOnTheGameLayer() {
        TileBrush walljumpOnGame = TileBrush.single(Cells.tile(16, 0));
        tools.setBrush(walljumpOnGame, TileKind.GAME);
        tools.active().move(at(7, 5, 0));
        int asEntity = center(frame(), 7, 5);

        tools.setBrush(walljumpOnGame, TileKind.TILES); // the same id, taken from a design layer
        assertThat(tools.refuses(game)).isTrue();
        assertThat(tools.brushFor(game)).isNull();
        BufferedImage f = frame();
        assertThat(center(f, 7, 5)).isNotEqualTo(asEntity).isNotEqualTo(WHITE);
        tools.active().press(at(7, 5, 1));
        tools.active().release(at(7, 5, 1));
        assertThat(game.grid().get(7, 5, 0)).as("nothing painted").isZero();

        // the other way round, game tiles go on a design layer as the same ids (DDNet mappers automap them)
        tools.setBrush(TileBrush.single(Cells.tile(1, 0)), TileKind.GAME);
        ws.select(map.groups().get(1), design);
        assertThat(tools.refuses(design)).isFalse();
        tools.active().press(at(7, 5, 1));
        tools.active().release(at(7, 5, 1));
        assertThat(design.grid().get(7, 5, 0)).isEqualTo(1);
    }

    private BufferedImage frame() {
        BufferedImage img = new BufferedImage(320, 320, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = img.createGraphics();
        view.paintFrame(g);
        g.dispose();
        return img;
    }

    private static ToolEvent at(int x, int y, int button) {
        return new ToolEvent(x, y, x * 32 + 16, y * 32 + 16, button, false, false, false);
    }

    /** The outline along the top of tile (x, y): a dark halo just outside a light line. */
    private static void assertHalo(BufferedImage f, int x, int y) {
        int left = 144 + (x - 5) * 32;
        int top = 144 + (y - 5) * 32;
        assertThat(luma(f.getRGB(left + 3, top - 1))).as("dark halo outside").isLessThan(120);
        assertThat(luma(f.getRGB(left + 3, top))).as("light line").isGreaterThan(140);
    }

    /**
     * The selection's outline along the top of tile (x, y): black under light dashes, so within two pixels of the
     * edge there is a dark pixel and, in one of two columns a dash apart, a light one.
     */
    private static void assertDashedOutline(BufferedImage f, int x, int y) {
        int left = 144 + (x - 5) * 32;
        int top = 144 + (y - 5) * 32;
        int darkest = 255;
        int lightest = 0;
        for (int dx : new int[] {3, 7, 11}) {
            for (int dy = -2; dy <= 2; dy++) {
                int l = luma(f.getRGB(left + dx, top + dy));
                darkest = Math.min(darkest, l);
                lightest = Math.max(lightest, l);
            }
        }
        assertThat(darkest).as("dark edge").isLessThan(120);
        assertThat(lightest).as("light dash").isGreaterThan(140);
    }

    private static int luma(int rgb) {
        return ((rgb >> 16 & 0xFF) * 3 + (rgb >> 8 & 0xFF) * 6 + (rgb & 0xFF)) / 10;
    }

    /** How many pixels inside tile (x, y) (its outline left out) are not the white of the design. */
    private static int changed(BufferedImage img, int x, int y) {
        int n = 0;
        for (int py = 4; py < 28; py++) {
            for (int px = 4; px < 28; px++) {
                if (img.getRGB(144 + (x - 5) * 32 + px, 144 + (y - 5) * 32 + py) != WHITE) {
                    n++;
                }
            }
        }
        return n;
    }

    private static int center(BufferedImage img, int x, int y) {
        return img.getRGB(160 + (x - 5) * 32, 160 + (y - 5) * 32);
    }
}
