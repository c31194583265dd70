package twedit.editor.view;

/** The pixel loops of the kept frame: shifting a stratum's pixels and blending strata into one frame. */
final class StrataPixels {
    private StrataPixels() {}

    /** Moves an image's pixels by (dx, dy); what moves out is lost, what comes in is left as it was. */
    static void shift(int[] px, int w, int h, int dx, int dy) {
        int n = w - Math.abs(dx);
        int from = Math.max(0, -dx);
        int to = Math.max(0, dx);
        if (dy > 0) {
            for (int y = h - 1; y >= dy; y--) {
                System.arraycopy(px, (y - dy) * w + from, px, y * w + to, n);
            }
        } else {
            for (int y = 0; y < h + dy; y++) {
                System.arraycopy(px, (y - dy) * w + from, px, y * w + to, n);
            }
        }
    }

    /**
     * Blends premultiplied {@code src} over opaque {@code under} into {@code dst} (which may be {@code under}), pixel
     * by pixel.
     */
    static void over(int[] src, int[] under, int[] dst) {
        for (int i = 0; i < src.length; i++) {
            int s = src[i];
            int a = s >>> 24;
            if (a == 0) {
                dst[i] = under[i];
            } else if (a == 255) {
                dst[i] = s;
            } else {
                dst[i] = blend(s, a, under[i]);
            }
        }
    }

    private static int blend(int s, int a, int d) {
        int k = 255 - a;
        int r = ((s >>> 16) & 0xFF) + ((d >>> 16 & 0xFF) * k + 127) / 255;
        int gr = ((s >>> 8) & 0xFF) + ((d >>> 8 & 0xFF) * k + 127) / 255;
        int bl = (s & 0xFF) + ((d & 0xFF) * k + 127) / 255;
        return 0xFF000000 | Math.min(255, r) << 16 | Math.min(255, gr) << 8 | Math.min(255, bl);
    }
}
