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

    /**
     * {@code s} (premultiplied, alpha {@code a}) over opaque {@code d}: each channel of {@code d} times (255 - a) / 255
     * rounded (red and blue at once in 16-bit lanes, exact for 8-bit products), plus {@code s}'s.
     */
    private static int blend(int s, int a, int d) {
        int k = 255 - a;
        int rb = (d & 0xFF00FF) * k + 0x800080;
        rb = ((rb + ((rb >>> 8) & 0xFF00FF)) >>> 8) & 0xFF00FF;
        int g = (d & 0xFF00) * k + 0x8000;
        g = ((g + ((g >>> 8) & 0xFFFF00)) >>> 8) & 0xFF00;
        int r = Math.min(255, ((s >>> 16) & 0xFF) + (rb >>> 16));
        int gr = Math.min(255, ((s >>> 8) & 0xFF) + (g >>> 8));
        int bl = Math.min(255, (s & 0xFF) + (rb & 0xFF));
        return 0xFF000000 | r << 16 | gr << 8 | bl;
    }
}
