package twedit.model.art;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;
import twedit.model.codec.SaveOptions;
import twedit.model.datafile.ReadLimits;
import twedit.model.document.MapDocument;
import twedit.model.io.MapFiles;
import twedit.model.map.ClipRect;
import twedit.model.map.Color;
import twedit.model.map.Group;
import twedit.model.map.Point;
import twedit.model.map.Quad;
import twedit.model.map.QuadsLayer;
import twedit.model.map.TwMap;
import twedit.model.testutil.DdnetOracle;

/**
 * Quad art against DDNet's algorithm (quad_art.cpp) worked out by hand on pictures built here, quad by quad: corners
 * in 22.10 fixed point, pivot, colours, texture coordinates, the greedy merge and its quirks.
 */
class QuadArtTest {
    private static final int R = 0xFF0000FF;
    private static final int G = 0x00FF00FF;
    private static final int CLEAR = 0;

    private static ArtImage img(int w, int h, int... px) {
        return TileArtTest.picture("art", w, h, px);
    }

    /** The quad DDNet makes for the rectangle of world pixels (x0, y0, x1, y1), pivot in its middle. */
    private static List<Point> corners(int x0, int y0, int x1, int y1) {
        int k = 1024;
        return List.of(
                new Point(x0 * k, y0 * k),
                new Point(x1 * k, y0 * k),
                new Point(x0 * k, y1 * k),
                new Point(x1 * k, y1 * k),
                new Point((x0 + x1) * k / 2, (y0 + y1) * k / 2));
    }

    @Test
    void optimizeMergesRightAndDownAsDdnetsGreedyPassDoes() {
        // R R G
        // R R .
        List<Quad> q = QuadArt.plan(img(3, 2, R, R, G, R, R, CLEAR), QuadArt.Params.DEFAULTS)
                .quads();
        assertThat(q).hasSize(2);
        assertThat(q.get(0).points()).isEqualTo(corners(0, 0, 8, 8));
        assertThat(q.get(1).points()).isEqualTo(corners(8, 0, 12, 4));
        assertThat(q.get(0).colors()).containsOnly(new Color(255, 0, 0, 255));
        assertThat(q.get(1).colors()).containsOnly(new Color(0, 255, 0, 255));
        assertThat(q.get(0).texCoords())
                .containsExactly(new Point(0, 0), new Point(1024, 0), new Point(0, 1024), new Point(1024, 1024));
        assertThat(q.get(0).positionEnvelope()).isNull();
        assertThat(q.get(0).colorEnvelope()).isNull();
    }

    @Test
    void aShorterLaterColumnCutsTheRectangleToItsHeight() {
        // R R
        // R G  -> (0,0) 2x1, (0,1) 1x1, (1,1) 1x1
        List<Quad> q = QuadArt.plan(img(2, 2, R, R, R, G), new QuadArt.Params(1, 32, true, false))
                .quads();
        assertThat(q)
                .extracting(Quad::points)
                .containsExactly(corners(0, 0, 64, 32), corners(0, 32, 32, 64), corners(32, 32, 64, 64));
    }

    @Test
    void withoutOptimizeEveryVisiblePixelIsAQuadAndCentralizePutsPivotsAtMinusOne() {
        List<Quad> q = QuadArt.plan(img(2, 2, R, R, CLEAR, 0x10203040), new QuadArt.Params(1, 4, false, true))
                .quads();
        assertThat(q).hasSize(3);
        assertThat(q.get(2).colors()).containsOnly(new Color(0x10, 0x20, 0x30, 0x40));
        for (Quad quad : q) {
            assertThat(quad.pivot()).isEqualTo(new Point(-1024, -1024));
        }
        assertThat(q.get(1).corner(0)).isEqualTo(new Point(4 * 1024, 0));
    }

    @Test
    void imagePixelSizeSamplesEveryNthPixelAndKeepsDdnetsRowWrapWhenMarking() {
        // 3x3, image pixel size 2: samples (0,0) (2,0) (0,2) (2,2).
        // R . R
        // . . .
        // G . R
        // The merged 2x1 rectangle from (0,0) marks x 0..3 of rows 0..1; x 3 of row 1 is index 6 = (0,2) in DDNet's
        // indexing, so the G there is taken as visited and gets no quad, as in DDNet.
        ArtImage image = img(3, 3, R, CLEAR, R, CLEAR, CLEAR, CLEAR, G, CLEAR, R);
        QuadArt.Plan plan = QuadArt.plan(image, new QuadArt.Params(2, 10, true, false));
        assertThat(plan.quads())
                .extracting(Quad::points)
                .containsExactly(corners(0, 0, 20, 10), corners(10, 10, 20, 20));
        assertThat(plan.clip()).isEqualTo(new ClipRect(true, -1, -1, 17, 17)); // ceil(3 * 10 / 2) + 2
    }

    @Test
    void theGroupIsClippedNamedAfterTheFileAndTheLayerIsDetailAsOneStep() {
        MapDocument doc = new MapDocument(TwMap.newMap(10, 10));
        QuadArt.Plan plan =
                QuadArt.plan(TileArtTest.picture("Sunset.big", 3, 2, R, R, G, R, R, CLEAR), QuadArt.Params.DEFAULTS);
        Group g = QuadArt.apply(doc, plan);
        assertThat(doc.historySize()).isEqualTo(1);
        assertThat(doc.undoLabel()).isEqualTo("Add quad art");
        assertThat(g.name()).isEqualTo("Sunset.big");
        assertThat(g.clipping()).isTrue();
        assertThat(List.of(g.clipX(), g.clipY(), g.clipWidth(), g.clipHeight())).containsExactly(-1, -1, 14, 10);
        QuadsLayer l = (QuadsLayer) g.layers().get(0);
        assertThat(l.name()).isEqualTo("Sunset.big");
        assertThat(l.image()).isNull();
        assertThat(l.detail()).isTrue();
        assertThat(l.quads()).hasSize(2);
        doc.undo();
        assertThat(doc.map().groups()).hasSize(1);
    }

    @Test
    void limitsAreDdnetsAndOurs() {
        assertThat(QuadArt.big(316, 316, QuadArt.Params.DEFAULTS)).isFalse(); // 99 856
        assertThat(QuadArt.big(317, 316, QuadArt.Params.DEFAULTS)).isTrue();
        assertThat(QuadArt.big(634, 632, new QuadArt.Params(2, 4, true, false))).isTrue();
        assertThatThrownBy(() -> new QuadArt.Params(0, 4, true, false)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new QuadArt.Params(1, 1025, true, false)).isInstanceOf(IllegalArgumentException.class);
        int w = 500;
        int[] px = new int[w * w];
        for (int i = 0; i < px.length; i++) {
            px[i] = (i % w + i / w) % 2 == 0 ? R : G; // a checkerboard: nothing merges
        }
        assertThatThrownBy(() -> QuadArt.plan(img(w, w, px), QuadArt.Params.DEFAULTS))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("more than 200000 quads");
    }

    @Test
    void theWrittenMapLoadsInTheRealServer() throws Exception {
        MapDocument doc = new MapDocument(TwMap.newMap(20, 20));
        QuadArt.apply(doc, QuadArt.plan(img(3, 2, R, R, G, R, R, 0x01020304), QuadArt.Params.DEFAULTS));
        byte[] saved = new MapFiles(ReadLimits.DDNET, null).encode(doc.map(), SaveOptions.DDNET);
        DdnetOracle.ServerResult r = DdnetOracle.serverLoads(saved);
        assertThat(r.loaded()).as(r.summary()).isTrue();
    }
}
