package twedit.model.optimize;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import org.junit.jupiter.api.Test;

/** The breadth-first dilate gives exactly what DDNet's eleven passes give (a direct port kept here as reference). */
class TilesetPixelsTest {
    @Test
    void breadthFirstDilateMatchesDdnetsPasses() {
        Random r = new Random(17);
        for (int round = 0; round < 40; round++) {
            int w = 16 + r.nextInt(5) * 16;
            int h = 16 + r.nextInt(5) * 16;
            byte[] px = new byte[w * h * 4];
            r.nextBytes(px);
            for (int i = 3; i < px.length; i += 4) {
                int k = r.nextInt(10);
                px[i] = (byte) (k < 6 ? 0 : k < 7 ? 1 + r.nextInt(10) : 11 + r.nextInt(245)); // mostly clear
            }
            boolean perCell = round % 2 == 0;
            byte[] expected = px.clone();
            Reference.normalize(expected, w, h, perCell);
            TilesetPixels.normalizeTransparent(px, w, h, perCell);
            assertThat(px).as("round %d (%dx%d)", round, w, h).isEqualTo(expected);
        }
    }

    @Test
    void largeImagesWithLongEdgesMatchDdnetsPasses() {
        // frontiers of thousands of pixels: the dilate's arrays grow as the spread goes
        Random r = new Random(5);
        int w = 512;
        int h = 256;
        for (boolean perCell : new boolean[] {false, true}) {
            byte[] px = new byte[w * h * 4];
            r.nextBytes(px);
            for (int y = 0; y < h; y++) {
                for (int x = 0; x < w; x++) {
                    // visible stripes and blobs, clear elsewhere
                    boolean visible = (x / 7 + y / 5) % 4 == 0 || r.nextInt(50) == 0;
                    px[(y * w + x) * 4 + 3] = (byte) (visible ? 200 : r.nextInt(8) == 0 ? 5 : 0);
                }
            }
            byte[] expected = px.clone();
            Reference.normalize(expected, w, h, perCell);
            TilesetPixels.normalizeTransparent(px, w, h, perCell);
            assertThat(px).as("per cell %s", perCell).isEqualTo(expected);
        }
    }

    @Test
    void skippingTheCellsClearingEmptiedChangesNothing() {
        Random r = new Random(9);
        int w = 256;
        int h = 128;
        byte[] px = new byte[w * h * 4];
        r.nextBytes(px);
        boolean[] used = new boolean[256];
        for (int id = 0; id < 256; id++) {
            used[id] = r.nextInt(3) == 0;
        }
        byte[] cleared = TilesetPixels.clearUnusedCells(px, w, h, used);
        byte[] expected = cleared.clone();
        TilesetPixels.normalizeTransparent(expected, w, h, true);
        boolean[] skip = new boolean[256];
        for (int id = 0; id < 256; id++) {
            skip[id] = !used[id];
        }
        TilesetPixels.normalizeTransparent(cleared, w, h, true, skip);
        assertThat(cleared).isEqualTo(expected);
    }

    /** DDNet's ClearTransparentPixels and DilateImage(Sub), ported line by line. */
    private static final class Reference {
        static void normalize(byte[] px, int w, int h, boolean perCell) {
            for (int i = 0; i < px.length; i += 4) {
                if (px[i + 3] == 0) {
                    px[i] = px[i + 1] = px[i + 2] = 0;
                }
            }
            if (perCell) {
                for (int id = 0; id < 256; id++) {
                    sub(px, w, id % 16 * (w / 16), id / 16 * (h / 16), w / 16, h / 16);
                }
            } else {
                sub(px, w, 0, 0, w, h);
            }
        }

        static void sub(byte[] img, int w, int x, int y, int sw, int sh) {
            byte[] orig = new byte[sw * sh * 4];
            for (int row = 0; row < sh; row++) {
                System.arraycopy(img, ((y + row) * w + x) * 4, orig, row * sw * 4, sw * 4);
            }
            byte[] a = new byte[orig.length];
            byte[] b = new byte[orig.length];
            pass(sw, sh, orig, a);
            for (int i = 0; i < 5; i++) {
                pass(sw, sh, a, b);
                pass(sw, sh, b, a);
            }
            for (int i = 0; i < orig.length; i += 4) {
                if (orig[i + 3] == 0) {
                    System.arraycopy(a, i, orig, i, 3);
                }
            }
            for (int row = 0; row < sh; row++) {
                System.arraycopy(orig, row * sw * 4, img, ((y + row) * w + x) * 4, sw * 4);
            }
        }

        static void pass(int w, int h, byte[] src, byte[] dst) {
            int[] dx = {0, -1, 1, 0};
            int[] dy = {-1, 0, 0, 1};
            int m = 0;
            for (int y = 0; y < h; y++) {
                for (int x = 0; x < w; x++, m += 4) {
                    System.arraycopy(src, m, dst, m, 4);
                    if ((src[m + 3] & 0xFF) > 10) {
                        continue;
                    }
                    for (int c = 0; c < 4; c++) {
                        int cx = Math.min(Math.max(x + dx[c], 0), w - 1);
                        int cy = Math.min(Math.max(y + dy[c], 0), h - 1);
                        int s = (cy * w + cx) * 4;
                        if ((src[s + 3] & 0xFF) > 10) {
                            System.arraycopy(src, s, dst, m, 3);
                            dst[m + 3] = (byte) 255;
                            break;
                        }
                    }
                }
            }
        }
    }
}
