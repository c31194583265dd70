package twedit.editor.view;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The kept frame's pixel loops: blending strata is exact SrcOver of premultiplied pixels, shifting moves pixels. */
class StrataPixelsTest {
    @Test
    void blendingIsSourceOverRoundedToTheNearestChannelValue() {
        int n = 256 * 64;
        int[] src = new int[n];
        int[] under = new int[n];
        for (int a = 0; a < 256; a++) {
            for (int j = 0; j < 64; j++) {
                int c = a * j / 63; // premultiplied: a channel never exceeds alpha
                src[a * 64 + j] = a << 24 | c << 16 | (c / 2) << 8 | (a - c);
                under[a * 64 + j] = 0xFF000000 | (j * 4) << 16 | (255 - j * 4) << 8 | (j * 37 % 256);
            }
        }
        int[] dst = new int[n];
        StrataPixels.over(src, under, dst);
        for (int i = 0; i < n; i++) {
            int a = src[i] >>> 24;
            int expected = 0xFF000000;
            for (int shift = 0; shift <= 16; shift += 8) {
                int s = src[i] >>> shift & 0xFF;
                int d = under[i] >>> shift & 0xFF;
                expected |= Math.min(255, s + (d * (255 - a) + 127) / 255) << shift;
            }
            assertThat(dst[i]).as("pixel %d (alpha %d)", i, a).isEqualTo(expected);
        }
    }

    @Test
    void shiftingMovesPixelsAndLeavesTheNewStripAsItWas() {
        int w = 5;
        int h = 4;
        int[] px = new int[w * h];
        for (int i = 0; i < px.length; i++) {
            px[i] = i;
        }
        StrataPixels.shift(px, w, h, 2, -1);
        // pixel (x, y) now holds what was at (x - 2, y + 1)
        for (int y = 0; y < h - 1; y++) {
            for (int x = 2; x < w; x++) {
                assertThat(px[y * w + x]).isEqualTo((y + 1) * w + x - 2);
            }
        }
        assertThat(px[(h - 1) * w]).as("the strip that came in is left alone").isEqualTo((h - 1) * w);
    }
}
