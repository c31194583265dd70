package twedit.editor.view;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The fast paths (table tint, division-free premultiplying) give exactly the pixels of the plain formulas. */
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

    @Test
    void imageConversionEqualsPremultiplyForEveryAlphaAndChannel() {
        // one pixel per (alpha, channel) pair: red is the channel, green and blue other values of it
        byte[] rgba = new byte[256 * 256 * 4];
        byte[] rgb = new byte[256 * 256 * 3];
        for (int a = 0; a < 256; a++) {
            for (int c = 0; c < 256; c++) {
                int i = a * 256 + c;
                rgba[i * 4] = (byte) c;
                rgba[i * 4 + 1] = (byte) (255 - c);
                rgba[i * 4 + 2] = (byte) (c ^ 0x55);
                rgba[i * 4 + 3] = (byte) a;
                rgb[i * 3] = (byte) c;
                rgb[i * 3 + 1] = (byte) (255 - c);
                rgb[i * 3 + 2] = (byte) (c ^ 0x55);
            }
        }
        java.awt.image.BufferedImage four = Pixels.premultiplied(256, 256, rgba, 4);
        java.awt.image.BufferedImage three = Pixels.premultiplied(256, 256, rgb, 3);
        int[] got4 = new int[1];
        int[] got3 = new int[1];
        for (int a = 0; a < 256; a++) {
            for (int c = 0; c < 256; c++) {
                four.getRaster().getDataElements(c, a, got4);
                three.getRaster().getDataElements(c, a, got3);
                assertThat(got4[0])
                        .as("alpha %d channel %d", a, c)
                        .isEqualTo(Pixels.premultiply(a, c, 255 - c, c ^ 0x55));
                assertThat(got3[0]).as("rgb channel %d", c).isEqualTo(Pixels.premultiply(255, c, 255 - c, c ^ 0x55));
            }
        }
    }
}
