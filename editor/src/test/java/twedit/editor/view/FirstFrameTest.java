package twedit.editor.view;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import twedit.editor.state.Workspace;
import twedit.editor.tools.ToolBox;
import twedit.model.document.MapDocument;
import twedit.model.document.edits.Cells;
import twedit.model.document.edits.Edits;
import twedit.model.document.edits.TileOps;
import twedit.model.map.Group;
import twedit.model.map.TileKind;
import twedit.model.map.TileLayer;
import twedit.model.map.TwMap;

/**
 * The frame start-up draws ahead is shown as the view's first frame only when drawing the map would give exactly it,
 * and then it is pixel for pixel what the view draws afterwards.
 */
class FirstFrameTest {
    private static final int W = 320;
    private static final int H = 240;

    @Test
    void theFrameDrawnAheadIsTheViewsFirstFrameAndEqualsAFullDraw() {
        TwMap map = map();
        MapView view = view(map);
        MapRenderer warm = warm(map);
        view.renderer().adopt(warm);

        BufferedImage first = paint(view);
        assertThat(view.renderer().takeFirstFrame()).as("shown once, then gone").isNull();
        BufferedImage drawn = paint(view);

        assertThat(pixels(first)).isEqualTo(pixels(drawn));
        MapRenderer.FirstFrame same = warm(map).takeFirstFrame();
        assertThat(same.drawsAs(
                        map,
                        view.camera(),
                        view.options(),
                        map.gameLayer().orElseThrow(),
                        0,
                        com.formdev.flatlaf.FlatLaf.isLafDark()))
                .as("the view's first paint met the frame's inputs: it showed the frame")
                .isTrue();
    }

    @Test
    void anyDifferenceInWhatWouldBeDrawnDrawsTheMapInstead() {
        TwMap map = map();
        MapRenderer warm = warm(map);
        MapRenderer.FirstFrame f = warm.takeFirstFrame();
        Camera cam = new Camera();
        cam.setViewSize(W, H);
        OpeningView.apply(cam, map);
        TileLayer game = map.gameLayer().orElseThrow();
        boolean dark = com.formdev.flatlaf.FlatLaf.isLafDark();

        assertThat(f.drawsAs(map, cam, new ViewOptions(), game, 0, dark)).isTrue();
        ViewOptions physicsOnly = new ViewOptions();
        physicsOnly.setOnlyPhysics(true);
        assertThat(f.drawsAs(map, cam, physicsOnly, game, 0, dark))
                .as("other options")
                .isFalse();
        assertThat(f.drawsAs(map, cam, new ViewOptions(), game, 250, dark))
                .as("another animation time")
                .isFalse();
        assertThat(f.drawsAs(map, cam, new ViewOptions(), null, 0, dark))
                .as("another layer")
                .isFalse();
        assertThat(f.drawsAs(map, cam, new ViewOptions(), game, 0, !dark))
                .as("the other theme")
                .isFalse();
        assertThat(f.drawsAs(map(), cam, new ViewOptions(), game, 0, dark))
                .as("another map")
                .isFalse();
        Camera wider = new Camera();
        wider.setViewSize(W + 10, H);
        OpeningView.apply(wider, map);
        assertThat(f.drawsAs(map, wider, new ViewOptions(), game, 0, dark))
                .as("another view size")
                .isFalse();
        cam.setCenter(cam.centerX() + 1, cam.centerY());
        assertThat(f.drawsAs(map, cam, new ViewOptions(), game, 0, dark))
                .as("moved")
                .isFalse();
    }

    /** Game tiles and a design layer above them, so the frame has dimmed and current layers. */
    private static TwMap map() {
        TwMap map = TwMap.newMap(40, 30);
        MapDocument doc = new MapDocument(map);
        doc.apply(TileOps.fillRect(map.gameLayer().orElseThrow(), 0, 10, 40, 5, Cells.tile(1, 0)));
        TileLayer design = TileLayer.empty(TileKind.TILES, 40, 30);
        doc.apply(Edits.addGroup(map, map.groups().size(), new Group("front", List.of(design))));
        doc.apply(TileOps.fillRect(design, 3, 3, 6, 20, Cells.tile(5, 0)));
        return map;
    }

    private static MapRenderer warm(TwMap map) {
        MapRenderer warm = renderer();
        warm.warmUp(map, W, H, com.formdev.flatlaf.FlatLaf.isLafDark());
        return warm;
    }

    private static MapView view(TwMap map) {
        Workspace ws = new Workspace(new MapDocument(map));
        ws.select(map.gameGroup().orElseThrow(), map.gameLayer().orElseThrow());
        MapView view = new MapView(ws, new ToolBox(ws), renderer(), new ViewOptions());
        view.setSize(W, H);
        return view;
    }

    private static MapRenderer renderer() {
        return new MapRenderer(new ImageStore(Optional::empty), new Overlays(), new ChunkCache(16L << 20));
    }

    private static BufferedImage paint(MapView view) {
        BufferedImage img = new BufferedImage(W, H, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = img.createGraphics();
        view.paint(g);
        g.dispose();
        return img;
    }

    private static int[] pixels(BufferedImage img) {
        return img.getRGB(0, 0, img.getWidth(), img.getHeight(), null, 0, img.getWidth());
    }
}
