package twedit.editor.view;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicLong;
import javax.swing.SwingUtilities;
import org.junit.jupiter.api.Test;
import twedit.editor.state.OpenMap;
import twedit.editor.state.Workspace;
import twedit.editor.tools.ToolBox;
import twedit.model.codec.SourceForm;
import twedit.model.document.MapDocument;
import twedit.model.document.edits.Cells;
import twedit.model.document.edits.Edits;
import twedit.model.document.edits.TileOps;
import twedit.model.map.Group;
import twedit.model.map.TileKind;
import twedit.model.map.TileLayer;
import twedit.model.map.TwMap;

/**
 * A tab shown again shows at once the frame it was left with, pixel for pixel what drawing it afresh gives; a map
 * changed in the background, a moved view or the chunks drawn meanwhile in the background all give exactly a fresh
 * draw too.
 */
class TabFramesTest {
    private static final int W = 320;
    private static final int H = 240;

    @Test
    void aTabShownAgainShowsItsFrameAtOnceAndItEqualsAFreshDraw() throws Exception {
        TwMap a = map(1);
        Workspace ws = workspace(a);
        MapView view = view(ws);
        onEdt(() -> {
            BufferedImage left = paint(view);
            OpenMap first = ws.current();
            ws.open(new MapDocument(map(7)), Path.of("b.map"), SourceForm.DDNET);
            paint(view);
            ws.switchTo(first);
            assertThat(view.showsKeptFrame())
                    .as("the frame it was left with is shown")
                    .isTrue();
            BufferedImage again = paint(view);
            assertThat(pixels(again)).isEqualTo(pixels(left)).isEqualTo(pixels(fresh(ws, view)));
            // moved: drawn, and still what a fresh view draws
            view.camera().panByScreen(17, -9);
            assertThat(view.showsKeptFrame()).isFalse();
            assertThat(pixels(paint(view))).isEqualTo(pixels(fresh(ws, view)));
        });
    }

    @Test
    void aMapChangedInTheBackgroundIsDrawnAsItIsNow() throws Exception {
        TwMap a = map(1);
        Workspace ws = workspace(a);
        MapView view = view(ws);
        onEdt(() -> {
            BufferedImage left = paint(view);
            OpenMap first = ws.current();
            MapDocument docA = ws.document();
            ws.open(new MapDocument(map(7)), Path.of("b.map"), SourceForm.DDNET);
            paint(view);
            docA.apply(TileOps.fillRect(a.gameLayer().orElseThrow(), 0, 0, 40, 30, Cells.tile(1, 0)));
            ws.switchTo(first);
            assertThat(view.showsKeptFrame())
                    .as("the kept frame shows the map as it was")
                    .isFalse();
            BufferedImage now = paint(view);
            assertThat(pixels(now)).isNotEqualTo(pixels(left)).isEqualTo(pixels(fresh(ws, view)));
        });
    }

    @Test
    void theChunksDrawnInTheBackgroundAreAdoptedAndDrawTheSameFrame() throws Exception {
        TwMap a = map(1);
        Workspace ws = workspace(a);
        MapView view = view(ws);
        AtomicLong generation = new AtomicLong();
        onEdt(() -> {
            paint(view);
            OpenMap first = ws.current();
            ws.open(new MapDocument(map(7)), Path.of("b.map"), SourceForm.DDNET);
            paint(view);
            ws.switchTo(first);
            paint(view);
            generation.set(view.renderer().generation());
        });
        long end = System.nanoTime() + 60_000_000_000L;
        AtomicLong now = new AtomicLong(generation.get());
        while (now.get() == generation.get() && System.nanoTime() < end) {
            Thread.sleep(20);
            onEdt(() -> now.set(view.renderer().generation()));
        }
        assertThat(now.get()).as("the warmed renderer was adopted").isNotEqualTo(generation.get());
        onEdt(() -> {
            assertThat(view.showsKeptFrame())
                    .as("adopted caches draw the frame from now on")
                    .isFalse();
            assertThat(pixels(paint(view))).isEqualTo(pixels(fresh(ws, view)));
            view.camera().panByScreen(-40, 25);
            assertThat(pixels(paint(view))).isEqualTo(pixels(fresh(ws, view)));
        });
    }

    private interface EdtBody {
        void run() throws Exception;
    }

    private static void onEdt(EdtBody body) throws Exception {
        Exception[] failed = new Exception[1];
        Error[] error = new Error[1];
        SwingUtilities.invokeAndWait(() -> {
            try {
                body.run();
            } catch (Exception e) {
                failed[0] = e;
            } catch (Error e) {
                error[0] = e;
            }
        });
        if (error[0] != null) {
            throw error[0];
        }
        if (failed[0] != null) {
            throw failed[0];
        }
    }

    /** Game tiles and a design layer above them; {@code seed} varies the design. */
    private static TwMap map(int seed) {
        TwMap map = TwMap.newMap(40, 30);
        MapDocument doc = new MapDocument(map);
        doc.apply(TileOps.fillRect(map.gameLayer().orElseThrow(), 0, 10, 40, 5, Cells.tile(1, 0)));
        TileLayer design = TileLayer.empty(TileKind.TILES, 40, 30);
        doc.apply(Edits.addGroup(map, map.groups().size(), new Group("front", List.of(design))));
        doc.apply(TileOps.fillRect(design, seed, 3, 6, 20, Cells.tile(5, 0)));
        return map;
    }

    private static Workspace workspace(TwMap map) {
        Workspace ws = new Workspace(new MapDocument(map));
        // read from a file: a pristine new map would give its tab to the next one opened
        ws.setFile(Path.of("a.map"), SourceForm.DDNET);
        ws.select(map.gameGroup().orElseThrow(), map.gameLayer().orElseThrow());
        return ws;
    }

    private static MapView view(Workspace ws) {
        MapView view = new MapView(ws, new ToolBox(ws), renderer(), new ViewOptions());
        view.setSize(W, H);
        return view;
    }

    /** What a new view with empty caches draws of the shown map, from the same place and layer. */
    private static BufferedImage fresh(Workspace shown, MapView like) {
        Workspace ws = new Workspace(new MapDocument(shown.map()));
        ws.select(shown.currentGroup(), shown.currentLayer());
        MapView view = view(ws);
        paint(view);
        view.camera().setScale(like.camera().scale());
        view.camera().setCenter(like.camera().centerX(), like.camera().centerY());
        return paint(view);
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
