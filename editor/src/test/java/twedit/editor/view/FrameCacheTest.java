package twedit.editor.view;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Color;
import java.awt.Font;
import java.awt.image.BufferedImage;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import twedit.model.document.MapDocument;
import twedit.model.document.edits.Cells;
import twedit.model.document.edits.Edits;
import twedit.model.document.edits.TileBrush;
import twedit.model.document.edits.TileOps;
import twedit.model.map.EnvPoint;
import twedit.model.map.Envelope;
import twedit.model.map.Group;
import twedit.model.map.MapFixtures;
import twedit.model.map.MapImage;
import twedit.model.map.Point;
import twedit.model.map.Quad;
import twedit.model.map.QuadsLayer;
import twedit.model.map.TileKind;
import twedit.model.map.TileLayer;
import twedit.model.map.TwMap;

/**
 * A frame the view keeps and updates (shifted by pans, redrawn where tiles changed, redrawn on zooms, visibility
 * toggles, option and time changes) equals pixel for pixel the frame a fresh cache and a fresh renderer draw of the
 * same state.
 */
class FrameCacheTest {
    private static final int W = 420;
    private static final int H = 260;

    /** The map, its document and a kept cache with its renderer, all fed the document's events. */
    private static final class Fixture {
        final TwMap map = map();
        final MapDocument doc = new MapDocument(map);
        final ViewOptions opts = new ViewOptions();
        final MapRenderer renderer = renderer();
        final FrameCache cache = new FrameCache();
        final Camera cam = new Camera();
        final Group game = map.groupOf(map.gameLayer().orElseThrow()).orElseThrow();
        final TileLayer tiles = (TileLayer) game.layers().get(0);
        final TileLayer tele = (TileLayer) game.layers().get(2);
        twedit.model.map.Layer current = map.gameLayer().orElseThrow();
        long time;

        Fixture() {
            doc.addListener(e -> {
                renderer.onChanges(map, e.changes());
                cache.onChanges(map, e.changes(), opts);
            });
            cam.setViewSize(W, H);
            cam.setScale(1);
            cam.setCenter(40 * 32, 20 * 32);
        }

        /** Draws the kept frame and checks it against a fresh cache and renderer. */
        void check(String what) {
            renderer.setTime(time);
            int[] kept = pixels(cache.frame(renderer, map, cam, opts, current, false));
            MapRenderer fresh = renderer();
            fresh.setTime(time);
            int[] expected = pixels(new FrameCache().frame(fresh, map, cam, opts, current, false));
            int differ = -1;
            for (int i = 0; i < kept.length && differ < 0; i++) {
                differ = kept[i] != expected[i] ? i : -1;
            }
            assertThat(differ)
                    .as("%s: first differing pixel (x + y * %d), -1 when none", what, W)
                    .isEqualTo(-1);
        }

        void pan(int dx, int dy) {
            cam.panByScreen(dx, dy);
            check("after a pan by " + dx + ", " + dy + " at zoom " + cam.scale());
        }
    }

    @Test
    void pansAtEveryZoomDrawWhatAFullRedrawDraws() {
        Fixture f = new Fixture();
        f.check("first frame");
        for (double zoom : new double[] {1, 0.25, 0.5, 1.2, 2, 4}) {
            f.cam.setScale(zoom);
            f.check("zoom " + zoom);
            f.pan(13, 0);
            f.pan(0, -7);
            f.pan(-25, 11);
            f.pan(8, 8); // even: the parallax-50 group shifts too
            f.pan(1, 0);
            f.pan(W + 5, 0); // further than the view: all new
        }
    }

    @Test
    void editsRedrawExactlyWhatChanged() {
        Fixture f = new Fixture();
        f.check("first frame");
        f.doc.beginStroke("Paint");
        for (int i = 0; i < 12; i++) {
            f.doc.strokeApply(
                    TileOps.stamp(f.tiles, 35 + i, 18 + i % 3, TileBrush.single(Cells.tile(5 + i, 0)), false));
            f.doc.strokeApply(TileOps.stamp(f.tele, 36 + i, 20, TileBrush.single(Cells.tele(100 + i, 26)), false));
            f.check("stroke event " + i);
            if (i % 4 == 3) {
                f.pan(5, -3); // a pan between stamps
            }
        }
        f.doc.endStroke();
        f.doc.undo();
        f.check("undo");
        f.doc.apply(TileOps.fillRect(f.tiles, 0, 0, 80, 2, Cells.tile(3, 0)));
        f.check("a fill along the layer's edge");
        f.opts.setRepeatEdges(true);
        f.check("edges repeated");
        f.doc.apply(TileOps.fillRect(f.tiles, 0, 10, 1, 5, Cells.tile(4, 0)));
        f.check("an edge tile changed while edges repeat");
        f.doc.apply(Edits.removeLayer(f.game, 1));
        f.check("a layer removed");
    }

    @Test
    void visibilityOptionsCurrentLayerAndTimeRedraw() {
        Fixture f = new Fixture();
        f.check("first frame");
        f.opts.setHidden(f.tiles, true);
        f.check("a layer hidden");
        f.opts.setHidden(f.tiles, false);
        f.check("shown again");
        f.opts.setHidden(f.map.groups().get(0), true);
        f.check("the sky group hidden");
        f.opts.setHidden(f.map.groups().get(0), false);
        f.current = f.tiles;
        f.check("a design layer current");
        f.opts.setDimOthers(false, true);
        f.check("others dimmed");
        f.opts.setCurrentOnTop(false, true);
        f.check("current on top");
        f.pan(6, 2);
        f.current = f.tele;
        f.check("a physics layer current");
        f.opts.setOnlyCurrent(true);
        f.check("only the current layer");
        f.opts.setOnlyCurrent(false);
        for (long t : new long[] {250, 500, 900, 1500}) {
            f.time = t;
            f.check("envelopes at " + t + " ms");
            f.pan(3, 0);
        }
        f.renderer.decorationsChanged();
        f.check("decorations changed");
    }

    @Test
    void aMapAtOneParallaxLooksAsTheRendererDrawsItAndDroppedCachesComeBack() {
        Fixture f = new Fixture();
        for (Group g : List.copyOf(f.map.groups())) {
            if (g != f.game) {
                f.doc.apply(Edits.removeGroup(f.map, f.map.groups().indexOf(g)));
            }
        }
        f.check("only the game group");
        f.pan(9, -4);
        BufferedImage direct = new BufferedImage(W, H, BufferedImage.TYPE_INT_RGB);
        java.awt.Graphics2D g = direct.createGraphics();
        g.setColor(MapRenderer.backdrop(false));
        g.fillRect(0, 0, W, H);
        renderer().paint(g, f.map, f.cam, f.opts, f.current);
        g.dispose();
        assertThat(pixels(f.cache.frame(f.renderer, f.map, f.cam, f.opts, f.current, false)))
                .as("one stratum: exactly the renderer's frame")
                .isEqualTo(pixels(direct));
        assertThat(f.cache.bytes()).isPositive();
        f.cache.drop();
        assertThat(f.cache.bytes()).as("dropped").isZero();
        f.check("drawn again after the caches were dropped");
    }

    /**
     * A sky group that stays put (parallax 0) with an animated quad, a game group with a tiles layer, a layer whose
     * colour follows an envelope and a tele layer with numbers, a clipping group, a clipping group with another
     * parallax and a group at parallax 50.
     */
    private static TwMap map() {
        TwMap map = TwMap.newMap(80, 40);
        Group game = map.groups().get(0);
        Envelope color = new Envelope(
                Envelope.COLOR,
                "pulse",
                false,
                List.of(
                        new EnvPoint(0, EnvPoint.CURVE_LINEAR, 1024, 200, 200, 1024, null),
                        new EnvPoint(1000, EnvPoint.CURVE_LINEAR, 200, 1024, 500, 600, null)));
        Envelope move = new Envelope(
                Envelope.POSITION,
                "drift",
                false,
                List.of(
                        new EnvPoint(0, EnvPoint.CURVE_LINEAR, 0, 0, 0, 0, null),
                        new EnvPoint(1000, EnvPoint.CURVE_LINEAR, 90 * 1024, 40 * 1024, 30 * 1024, 0, null)));
        MapFixtures.add(map.envelopes(), color);
        MapFixtures.add(map.envelopes(), move);
        Group sky = new Group("Sky");
        MapFixtures.setParallax(sky, 0, 0);
        MapFixtures.add(
                sky.layers(),
                new QuadsLayer(
                        "Sky",
                        null,
                        List.of(
                                quad(-400, -300, 800, 600, new twedit.model.map.Color(80, 120, 200, 255)),
                                quad(-50, -40, 120, 90, new twedit.model.map.Color(255, 230, 120, 200))
                                        .withPositionEnvelope(move, 0))));
        MapFixtures.add(map.groups(), 0, sky);
        TileLayer tiles = TileLayer.empty(TileKind.TILES, 80, 40);
        MapFixtures.setImage(tiles, MapImage.external("missing_on_purpose", 1024, 1024));
        fill(tiles, 3);
        TileLayer pulsing = TileLayer.empty(TileKind.TILES, 80, 40);
        fill(pulsing, 5);
        MapFixtures.setColorEnvelope(pulsing, color);
        TileLayer tele = TileLayer.empty(TileKind.TELE, 80, 40);
        for (int y = 0; y < 40; y += 2) {
            for (int x = y % 4; x < 80; x += 3) {
                System.arraycopy(
                        Cells.tele(1 + (x * y) % 200, 26), 0, tele.grid().rawCells(), (y * 80 + x) * 2, 2);
            }
        }
        MapFixtures.add(game.layers(), 0, tiles);
        MapFixtures.add(game.layers(), 1, pulsing);
        MapFixtures.add(game.layers(), 2, tele);
        Group clipped = new Group("Clipped");
        MapFixtures.setClip(clipped, true, 20 * 32, 5 * 32, 30 * 32, 20 * 32);
        TileLayer inside = TileLayer.empty(TileKind.TILES, 80, 40);
        fill(inside, 7);
        MapFixtures.add(clipped.layers(), inside);
        MapFixtures.add(map.groups(), clipped);
        Group hint = new Group("Hint"); // a clipping group whose content moves faster than its clip
        MapFixtures.setParallax(hint, 150, 120);
        MapFixtures.setClip(hint, true, 30 * 32, 12 * 32, 8 * 32, 6 * 32);
        TileLayer sign = TileLayer.empty(TileKind.TILES, 80, 40);
        fill(sign, 4);
        MapFixtures.add(hint.layers(), sign);
        MapFixtures.add(map.groups(), hint);
        for (int p : new int[] {30, 70}) {
            // mountains between the sky and the game: each at its own pace
            Group hills = new Group("Hills " + p);
            MapFixtures.setParallax(hills, p, p);
            TileLayer l = TileLayer.empty(TileKind.TILES, 80, 40);
            fill(l, p / 10);
            MapFixtures.add(hills.layers(), l);
            MapFixtures.add(map.groups(), 1, hills);
        }
        Group far = new Group("Far");
        MapFixtures.setParallax(far, 50, 50);
        TileLayer hills = TileLayer.empty(TileKind.TILES, 80, 40);
        fill(hills, 2);
        MapFixtures.add(far.layers(), hills);
        MapFixtures.add(
                far.layers(),
                new QuadsLayer("Cloud", null, List.of(quad(300, 200, 200, 100, twedit.model.map.Color.WHITE))));
        MapFixtures.add(map.groups(), far);
        return map;
    }

    private static void fill(TileLayer l, int seed) {
        byte[] cells = l.grid().rawCells();
        for (int y = 0; y < l.height(); y++) {
            for (int x = 0; x < l.width(); x++) {
                if ((x * 7 + y * 3 + seed) % (seed + 2) == 0) {
                    cells[(y * l.width() + x) * 4] = (byte) (1 + (x + seed) % 40);
                }
            }
        }
    }

    private static Quad quad(int x, int y, int w, int h, twedit.model.map.Color c) {
        int k = 1024;
        return new Quad(
                List.of(
                        new Point(x * k, y * k),
                        new Point((x + w) * k, y * k),
                        new Point(x * k, (y + h) * k),
                        new Point((x + w) * k, (y + h) * k),
                        new Point((x + w / 2) * k, (y + h / 2) * k)),
                List.of(c, c, c, new twedit.model.map.Color(c.r() / 2, c.g(), c.b(), c.a())),
                List.of(new Point(0, 0), new Point(1024, 0), new Point(0, 1024), new Point(1024, 1024)),
                null,
                0,
                null,
                0);
    }

    /** A renderer with a decorator that writes each tele number over its tile (text reaching past it). */
    private static MapRenderer renderer() {
        MapRenderer r = new MapRenderer(new ImageStore(Optional::empty), new Overlays(), new ChunkCache(64L << 20));
        r.setDecorator((g, layer, t, area) -> {
            if (layer.kind() != TileKind.TELE || t.scale() * 32 < 14) {
                return;
            }
            java.awt.Graphics2D g2 = (java.awt.Graphics2D) g.create();
            g2.clip(area);
            g2.setFont(new Font(Font.SANS_SERIF, Font.BOLD, 11));
            g2.setColor(Color.WHITE);
            for (int y = 0; y < layer.height(); y++) {
                for (int x = 0; x < layer.width(); x++) {
                    int id = layer.grid().get(x, y, 1);
                    if (id != 0) {
                        g2.drawString("#" + layer.grid().get(x, y, 0), (float) t.toScreenX(x * 32.0 + 20) - 12, (float)
                                t.toScreenY(y * 32.0 + 28));
                    }
                }
            }
            g2.dispose();
        });
        return r;
    }

    private static int[] pixels(BufferedImage img) {
        return img.getRGB(0, 0, img.getWidth(), img.getHeight(), null, 0, img.getWidth());
    }
}
