package twedit.editor.view;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class QuadGradientTest {
    private static final int[] ARGB = {0xFFFF0000, 0xFF0000FF, 0x80FFFFFF, 0xFF00FF00};

    @Test
    void aSkewedQuadIsAParallelogramAndAKiteIsNot() {
        assertThat(QuadGradient.parallelogram(new double[] {0, 100, 3, 103}, new double[] {0, 0, 50, 50}))
                .isTrue();
        assertThat(QuadGradient.parallelogram(new double[] {0, 100, 3, 90}, new double[] {0, 0, 50, 50}))
                .isFalse();
    }

    @Test
    void beyondEachCornerItsColourAndEachPixelDependsOnlyOnItsPlace() {
        double[] sx = {10.25, 110.25, 13.5, 113.5};
        double[] sy = {5.5, 5.5, 85.75, 85.75};
        int[] whole = new int[120 * 90];
        QuadGradient.fill(whole, 120, 0, 0, 120, 90, sx, sy, ARGB);
        assertThat(whole[2 * 120 + 5]).isEqualTo(0xFFFF0000);
        assertThat(whole[2 * 120 + 115]).isEqualTo(0xFF0000FF);
        // translucent white, premultiplied
        assertThat(whole[88 * 120 + 5]).isEqualTo(0x80808080);
        assertThat(whole[88 * 120 + 118]).isEqualTo(0xFF00FF00);
        int[] part = new int[30 * 20];
        QuadGradient.fill(part, 30, 47, 33, 30, 20, sx, sy, ARGB);
        for (int y = 0; y < 20; y++) {
            for (int x = 0; x < 30; x++) {
                assertThat(part[y * 30 + x]).isEqualTo(whole[(33 + y) * 120 + 47 + x]);
            }
        }
    }

    @Test
    void aTopToBottomGradientIsTheSameAlongEachRow() {
        double[] sx = {0, 64, 0, 64};
        double[] sy = {0, 0, 64, 64};
        int[] argb = {0xFF000000, 0xFF000000, 0xFFFFFFFF, 0xFFFFFFFF};
        int[] px = new int[64 * 64];
        QuadGradient.fill(px, 64, 0, 0, 64, 64, sx, sy, argb);
        for (int y = 0; y < 64; y++) {
            for (int x = 0; x < 64; x++) {
                assertThat(px[y * 64 + x]).isEqualTo(px[y * 64]);
            }
        }
        assertThat(px[0] & 0xFF).isLessThan(px[63 * 64] & 0xFF);
    }
}
