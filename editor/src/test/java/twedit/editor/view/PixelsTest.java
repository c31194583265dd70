package twedit.editor.view;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The table tint gives exactly the pixels of the per-pixel tint it replaces in the hot paths. */
class PixelsTest {
    @Test
    void tableTintEqualsDirectTint() {
        SplittableRandom rnd = new SplittableRandom(7);
        int[] colours = {0xFFFFFFFF, 0x80FFFFFF, 0xFF000000, 0x00FFFFFF, 0xFF7F3F10, 0x01020304};
        for (int round = 0; round < 40; round++) {
            int argb = round < colours.length ? colours[round] : rnd.nextInt();
            int[] table = Pixels.tintTable(argb);
            for (int i = 0; i < 5000; i++) {
                int a = rnd.nextInt(256);
                int p = Pixels.premultiply(a, rnd.nextInt(256), rnd.nextInt(256), rnd.nextInt(256));
                assertThat(Pixels.tint(p, table))
                        .as("pixel %08x tinted by %08x", p, argb)
                        .isEqualTo(Pixels.tint(p, argb >> 16 & 0xFF, argb >> 8 & 0xFF, argb & 0xFF, argb >>> 24));
            }
        }
    }
}
