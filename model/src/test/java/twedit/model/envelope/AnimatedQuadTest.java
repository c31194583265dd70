package twedit.model.envelope;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;
import static twedit.model.envelope.Envs.env;
import static twedit.model.envelope.Envs.pt;
import static twedit.model.map.EnvPoint.CURVE_LINEAR;

import java.util.List;
import org.junit.jupiter.api.Test;
import twedit.model.map.Color;
import twedit.model.map.Envelope;
import twedit.model.map.Point;
import twedit.model.map.Quad;

/** Quad corners and colours at a time, by hand from DDNet's ForceRenderQuads. */
class AnimatedQuadTest {
    private static final float EPS = 1e-6f;
    private static final List<Point> TEX =
            List.of(new Point(0, 0), new Point(1024, 0), new Point(0, 1024), new Point(1024, 1024));
    private static final List<Color> WHITE = List.of(Color.WHITE, Color.WHITE, Color.WHITE, Color.WHITE);

    /** A 64x64 px square centred on its pivot at (px, py) world px. */
    private static Quad square(int px, int py) {
        int x = px * 1024;
        int y = py * 1024;
        int h = 32 * 1024;
        return new Quad(
                List.of(
                        new Point(x - h, y - h),
                        new Point(x + h, y - h),
                        new Point(x - h, y + h),
                        new Point(x + h, y + h),
                        new Point(x, y)),
                WHITE,
                TEX,
                null,
                0,
                null,
                0);
    }

    private static void assertCorners(QuadGeometry g, float... xy) {
        assertThat(g.visible()).isTrue();
        for (int i = 0; i < 4; i++) {
            assertThat(g.x(i)).as("x%d", i).isEqualTo(xy[2 * i]);
            assertThat(g.y(i)).as("y%d", i).isEqualTo(xy[2 * i + 1]);
        }
    }

    @Test
    void withoutEnvelopesTheQuadIsDrawnAsStored() {
        QuadGeometry g = AnimatedQuad.at(square(1024, 2048), 12345);
        // corners pivot +- 32 px, colours 255/255 = 1
        assertCorners(g, 992, 2016, 1056, 2016, 992, 2080, 1056, 2080);
        assertThat(g.pivotX()).isEqualTo(1024f);
        assertThat(g.rotation()).isEqualTo(0f);
        for (int i = 0; i < 4; i++) {
            assertThat(g.red(i)).isCloseTo(1f, within(EPS));
            assertThat(g.alpha(i)).isCloseTo(1f, within(EPS));
        }
    }

    @Test
    void rotationIsAroundThePivotThenOffset() {
        // position envelope: (0 ms: 0, 0, 0deg) -> (1000 ms: 20 px, -10 px, 180deg); quad offset 250 ms
        Envelope pos = env(3, pt(0, CURVE_LINEAR, 0, 0, 0), pt(1000, CURVE_LINEAR, 20480, -10240, 184320));
        Quad q = square(1024, 2048).withPositionEnvelope(pos, 250);
        // time 250 + offset 250 = 500: a = 0.5 -> offset (10, -5) px, rotation 90deg = 0.5f * (float) pi
        QuadGeometry g = AnimatedQuad.at(q, 250);
        assertThat(g.offsetX()).isEqualTo(10f);
        assertThat(g.offsetY()).isEqualTo(-5f);
        assertThat(g.rotation()).isEqualTo(0.5f * (float) Math.PI);
        // rotating (dx, dy) by +90deg gives (-dy, dx); around the pivot (1024, 2048), then + (10, -5):
        // corner 0 (-32, -32) -> (32, -32) -> (1024 + 32 + 10, 2048 - 32 - 5) = (1066, 2011)
        // corner 1 ( 32, -32) -> (32,  32) -> (1066, 2075)
        // corner 2 (-32,  32) -> (-32, -32) -> (1002, 2011)
        // corner 3 ( 32,  32) -> (-32,  32) -> (1002, 2075)
        // (cos(1.5707964f) = -4.4e-8: the stray 0.0014 fixed-point units vanish in float at these magnitudes)
        assertCorners(g, 1066, 2011, 1066, 2075, 1002, 2011, 1002, 2075);
        // the pivot moves with the offset but is not rotated
        assertThat(g.pivotX()).isEqualTo(1034f);
        assertThat(g.pivotY()).isEqualTo(2043f);
    }

    @Test
    void rotationTruncatesInFloatLikeDdnet() {
        // pivot at the origin, corner 0 at (-32768, -32768) fixed, rotated by 90deg:
        // y' = (int)(dx * sin + dy * cos + 0) = (int)(-32768 * 1 + (-32768) * (-4.371139e-8f))
        //    = (int)(-32768 + 0.0014323) -> in float the nearest value is -32767.998046875 (ulp 2^-9 below 2^15)
        //    -> (int) truncates toward zero -> -32767, i.e. -31.999023 px, not -32
        // x' = (int)(-32768 * (-4.371139e-8f) + 32768) = (int)(32768.0014) -> 32768.0f -> 32768 = 32 px
        Envelope pos = env(3, pt(0, CURVE_LINEAR, 0, 0, 92160));
        QuadGeometry g = AnimatedQuad.at(square(0, 0).withPositionEnvelope(pos, 0), 0);
        assertThat(g.x(0)).isEqualTo(32f);
        assertThat(g.y(0)).isEqualTo(-32767 / 1024f);
        int[] r = AnimatedQuad.rotate(new Point(0, 0), new Point(-32768, -32768), 0.5f * (float) Math.PI);
        assertThat(r).containsExactly(32768, -32767);
    }

    @Test
    void colourIsQuadColourTimesEnvelope() {
        // envelope colour (0.5, 1.0, 0.25, 0.75)
        Envelope col = env(4, pt(0, CURVE_LINEAR, 512, 1024, 256, 768));
        List<Color> colors = List.of(
                new Color(255, 255, 255, 255),
                new Color(255, 0, 0, 128),
                new Color(0, 255, 0, 0),
                new Color(51, 102, 204, 255));
        Quad q = square(0, 0).withColors(colors).withColorEnvelope(col, 0);
        QuadGeometry g = AnimatedQuad.at(q, 0);
        assertThat(g.visible()).isTrue();
        // corner 0: (1 * 0.5, 1 * 1, 1 * 0.25, 1 * 0.75)
        assertThat(new float[] {g.red(0), g.green(0), g.blue(0), g.alpha(0)})
                .containsExactly(new float[] {0.5f, 1f, 0.25f, 0.75f}, within(EPS));
        // corner 1: (0.5, 0, 0, 128/255 * 0.75 = 0.376471)
        assertThat(new float[] {g.red(1), g.green(1), g.blue(1), g.alpha(1)})
                .containsExactly(new float[] {0.5f, 0f, 0f, 0.376471f}, within(EPS));
        // corner 2: corner alpha 0 -> alpha 0, but the quad is still drawn (only the envelope alpha hides it)
        assertThat(g.alpha(2)).isEqualTo(0f);
        assertThat(g.green(2)).isCloseTo(1f, within(EPS));
        // corner 3: 51/255 = 0.2 * 0.5 = 0.1, 102/255 = 0.4 * 1 = 0.4, 204/255 = 0.8 * 0.25 = 0.2, 1 * 0.75
        assertThat(new float[] {g.red(3), g.green(3), g.blue(3), g.alpha(3)})
                .containsExactly(new float[] {0.1f, 0.4f, 0.2f, 0.75f}, within(EPS));
        // the colour envelope does not move the quad
        assertCorners(g, -32, -32, 32, -32, -32, 32, 32, 32);
    }

    @Test
    void hiddenWhenTheEnvelopeAlphaIsZeroOrLess() {
        // alpha 1.0 at 0 ms -> -1.0 at 1000 ms; quad colour offset 100 ms
        Envelope col =
                env(4, pt(0, CURVE_LINEAR, 1024, 1024, 1024, 1024), pt(1000, CURVE_LINEAR, 1024, 1024, 1024, -1024));
        Quad q = square(0, 0).withColorEnvelope(col, 100);
        // 400 + 100 = 500: a = 0.5 -> alpha 1 - 2 * 0.5 = 0 -> hidden
        assertThat(AnimatedQuad.at(q, 400)).isSameAs(QuadGeometry.HIDDEN);
        assertThat(AnimatedQuad.at(q, 400).hidden()).isTrue();
        // 800 + 100 = 900: alpha 1 - 2 * 0.9 = -0.8 -> hidden
        assertThat(AnimatedQuad.at(q, 800).hidden()).isTrue();
        // 300 + 100 = 400: alpha 1 - 0.8 = 0.2 -> drawn with corner alpha 1 * 0.2
        QuadGeometry g = AnimatedQuad.at(q, 300);
        assertThat(g.visible()).isTrue();
        assertThat(g.alpha(0)).isCloseTo(0.2f, within(EPS));
        // a constant alpha 0 envelope hides the quad at any time
        Envelope zero = env(4, pt(0, CURVE_LINEAR, 1024, 1024, 1024, 0));
        assertThat(AnimatedQuad.at(square(0, 0).withColorEnvelope(zero, 0), 77).hidden())
                .isTrue();
        // a 3-channel envelope as colour envelope never touches alpha: the quad stays visible
        Envelope three = env(3, pt(0, CURVE_LINEAR, 0, 0, 0));
        assertThat(AnimatedQuad.at(square(0, 0).withColorEnvelope(three, 0), 0).visible())
                .isTrue();
    }
}
