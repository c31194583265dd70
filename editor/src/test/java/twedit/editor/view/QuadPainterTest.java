package twedit.editor.view;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import twedit.model.map.Color;
import twedit.model.map.MapImage;
import twedit.model.map.Point;
import twedit.model.map.Quad;
import twedit.model.map.QuadsLayer;

/** Quads as the game draws them: textures multiplied by corner colours that blend across the quad. */
class QuadPainterTest {
    private static final int SIZE = 64;
    private static final Color RED = new Color(255, 0, 0, 255);
    private static final Color BLUE = new Color(0, 0, 255, 255);

    @Test
    void cornerColoursOfATexturedQuadBlendAcrossItInsteadOfAveraging() {
        // a white opaque texture: the drawn colour is the corner colours alone
        int[] px = draw(whiteTexture(), List.of(RED, BLUE, RED, BLUE));
        int left = px[32 * SIZE + 2];
        int right = px[32 * SIZE + SIZE - 3];
        int middle = px[32 * SIZE + SIZE / 2];
        assertThat(red(left)).isGreaterThan(230);
        assertThat(blue(left)).isLessThan(25);
        assertThat(blue(right)).isGreaterThan(230);
        assertThat(red(right)).isLessThan(25);
        assertThat(red(middle)).isBetween(100, 155);
        assertThat(blue(middle)).isBetween(100, 155);
    }

    @Test
    void aSmallTextureStretchedOverALargerQuadIsShadedTheSameWay() {
        // 16x16 texels over 64x64 screen pixels: the colours are baked into the texture instead of shaded on screen
        int[] px = draw(whiteTexture(16), List.of(RED, BLUE, RED, BLUE), 1024);
        assertThat(red(px[32 * SIZE + 2])).isGreaterThan(200);
        assertThat(blue(px[32 * SIZE + 2])).isLessThan(55);
        assertThat(blue(px[32 * SIZE + SIZE - 3])).isGreaterThan(200);
        assertThat(red(px[32 * SIZE + SIZE / 2])).isBetween(90, 165);
        assertThat(blue(px[32 * SIZE + SIZE / 2])).isBetween(90, 165);
    }

    @Test
    void aRepeatingTextureIsShadedTheSameWay() {
        // texture coordinates past 1024 repeat the image twice across the quad
        int[] px = draw(whiteTexture(), List.of(RED, BLUE, RED, BLUE), 2048);
        assertThat(red(px[32 * SIZE + 2])).isGreaterThan(230);
        assertThat(blue(px[32 * SIZE + SIZE - 3])).isGreaterThan(230);
        assertThat(red(px[32 * SIZE + SIZE / 2])).isBetween(100, 155);
    }

    @Test
    void aRepeatingTextureOfOneColourShowsAsOftenAsItsCoordinatesSay() {
        // left half black, right half white; u from -1024 to 2048: three images across the 64 pixels, the first
        // starting at the quad's left edge (laid out once, then drawn as an image, not as a texture paint)
        MapImage halves = halves(SIZE);
        for (int[] span : new int[][] {{0, 2048}, {-1024, 2048}, {1024, 4096}}) {
            int[] px = draw(halves, List.of(Color.WHITE, Color.WHITE, Color.WHITE, Color.WHITE), span[0], span[1]);
            int repeats = (span[1] - span[0]) / 1024;
            int period = SIZE / repeats;
            for (int x = 0; x < SIZE; x++) {
                int inImage = x % period;
                if (inImage == period / 2 - 1 || inImage == period / 2 || inImage == 0 || inImage == period - 1) {
                    continue; // the edges between halves and images: rounding may fall either way
                }
                assertThat(red(px[32 * SIZE + x]))
                        .as("u %d..%d, x %d", span[0], span[1], x)
                        .isEqualTo(inImage < period / 2 ? 0 : 255);
            }
        }
    }

    @Test
    void theTextureIsMultipliedByTheColours() {
        // left half of the texture black, right half white: red corners on the left show black, not red
        MapImage tex = whiteTexture();
        byte[] p = tex.pixels();
        for (int y = 0; y < SIZE; y++) {
            for (int x = 0; x < SIZE / 2; x++) {
                int o = (y * SIZE + x) * 4;
                p[o] = 0;
                p[o + 1] = 0;
                p[o + 2] = 0;
            }
        }
        int[] px = draw(tex, List.of(RED, BLUE, RED, BLUE));
        assertThat(px[32 * SIZE + 2] & 0xFFFFFF).isZero();
        assertThat(blue(px[32 * SIZE + SIZE - 3])).isGreaterThan(230);
    }

    @Test
    void translucentCornersFadeTheTexture() {
        Color clear = new Color(255, 255, 255, 0);
        Color solid = new Color(255, 255, 255, 255);
        int[] px = draw(whiteTexture(), List.of(clear, solid, clear, solid));
        // drawn over black: brightness follows the corner alpha
        assertThat(red(px[32 * SIZE + 1])).isLessThan(20);
        assertThat(red(px[32 * SIZE + SIZE - 2])).isGreaterThan(235);
    }

    private static int[] draw(MapImage tex, List<Color> colors) {
        return draw(tex, colors, 1024);
    }

    private static int[] draw(MapImage tex, List<Color> colors, int uMax) {
        return draw(tex, colors, 0, uMax);
    }

    private static int[] draw(MapImage tex, List<Color> colors, int uMin, int uMax) {
        int f = 1024; // quad points are fixed point with 10 fraction bits; texture coordinates 1024 = whole image
        List<Point> corners = List.of(
                new Point(0, 0),
                new Point(SIZE * f, 0),
                new Point(0, SIZE * f),
                new Point(SIZE * f, SIZE * f),
                new Point(SIZE / 2 * f, SIZE / 2 * f));
        List<Point> uv = List.of(new Point(uMin, 0), new Point(uMax, 0), new Point(uMin, 1024), new Point(uMax, 1024));
        Quad q = new Quad(corners, colors, uv, null, 0, null, 0);
        QuadPainter painter = new QuadPainter(new ImageStore(Optional::empty));
        BufferedImage out = new BufferedImage(SIZE, SIZE, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = out.createGraphics();
        painter.paint(g, new QuadsLayer("q", tex, List.of(q)), new Camera.GroupTransform(1, 0, 0), 0);
        g.dispose();
        return out.getRGB(0, 0, SIZE, SIZE, null, 0, SIZE);
    }

    private static MapImage whiteTexture() {
        return whiteTexture(SIZE);
    }

    private static MapImage whiteTexture(int size) {
        byte[] p = new byte[size * size * 4];
        Arrays.fill(p, (byte) 0xFF);
        return new MapImage("white", size, size, false, MapImage.Format.RGBA, p);
    }

    /** An opaque texture, black on its left half and white on its right. */
    private static MapImage halves(int size) {
        byte[] p = new byte[size * size * 4];
        for (int i = 0; i < size * size; i++) {
            byte c = (byte) (i % size < size / 2 ? 0 : 0xFF);
            p[i * 4] = c;
            p[i * 4 + 1] = c;
            p[i * 4 + 2] = c;
            p[i * 4 + 3] = (byte) 0xFF;
        }
        return new MapImage("halves", size, size, false, MapImage.Format.RGBA, p);
    }

    private static int red(int rgb) {
        return rgb >> 16 & 0xFF;
    }

    private static int blue(int rgb) {
        return rgb & 0xFF;
    }
}
