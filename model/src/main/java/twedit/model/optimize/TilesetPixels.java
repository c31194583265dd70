package twedit.model.optimize;

/**
 * Pixel work on embedded RGBA images, as DDNet's map_optimize does it: clearing the cells of tile ids no layer
 * draws, and giving fully transparent pixels the colour of their nearest visible neighbour ("dilate", per tileset
 * cell for tilesets) so that filtering in the client looks the same while the image compresses better.
 */
final class TilesetPixels {
    private static final int ALPHA_THRESHOLD = 10;

    private TilesetPixels() {}

    /** A copy of {@code px} with the cells of the 16x16 grid whose id is not in {@code usedIds} made transparent. */
    static byte[] clearUnusedCells(byte[] px, int width, int height, boolean[] usedIds) {
        byte[] out = px.clone();
        int cw = width / 16;
        int ch = height / 16;
        for (int id = 0; id < 256; id++) {
            if (usedIds[id]) {
                continue;
            }
            int x0 = id % 16 * cw;
            int y0 = id / 16 * ch;
            for (int y = y0; y < y0 + ch; y++) {
                java.util.Arrays.fill(out, (y * width + x0) * 4, (y * width + x0 + cw) * 4, (byte) 0);
            }
        }
        return out;
    }

    /**
     * Gives every fully transparent pixel (alpha 0) the colour the dilate of DDNet gives it: zero, then the colour of
     * a visible neighbour spread up to 11 pixels; per cell of the 16x16 grid when {@code perCell}. Only the colour of
     * alpha-0 pixels changes, so what is drawn stays the same.
     */
    static void normalizeTransparent(byte[] px, int width, int height, boolean perCell) {
        for (int i = 0; i < px.length; i += 4) {
            if (px[i + 3] == 0) {
                px[i] = 0;
                px[i + 1] = 0;
                px[i + 2] = 0;
            }
        }
        if (perCell) {
            int cw = width / 16;
            int ch = height / 16;
            if (cw == 0 || ch == 0) {
                return;
            }
            for (int id = 0; id < 256; id++) {
                dilateSub(px, width, id % 16 * cw, id / 16 * ch, cw, ch);
            }
        } else {
            dilateSub(px, width, 0, 0, width, height);
        }
    }

    /** Passes of DDNet's dilate: one, then five times two (image_manipulation.cpp DilateImageSub). */
    private static final int PASSES = 11;

    /**
     * DDNet's dilate of the rectangle (x, y, sw, sh) in an image {@code w} wide, computed as a breadth-first
     * spread from the visible pixels instead of eleven passes over every pixel: a pixel reached in pass k takes the
     * colour of its first neighbour (up, left, right, down) reached before pass k, exactly as the passes do. Only
     * alpha-0 pixels keep the colour they got.
     */
    private static void dilateSub(byte[] img, int w, int x, int y, int sw, int sh) {
        if (sw <= 0 || sh <= 0) {
            return;
        }
        int n = sw * sh;
        int[] pass = new int[n]; // 0: visible from the start; k: reached in pass k; -1: not reached
        int[] frontier = new int[n];
        int count = 0;
        boolean anyClear = false;
        for (int i = 0; i < n; i++) {
            int a = img[at(w, x, y, sw, i) + 3] & 0xFF;
            anyClear |= a == 0;
            if (a > ALPHA_THRESHOLD) {
                pass[i] = 0;
                count++;
            } else {
                pass[i] = -1;
            }
        }
        if (!anyClear || count == 0) {
            return; // nothing to fill, or nothing to fill from
        }
        // the spread starts only from visible pixels next to one not yet reached: the others reach nothing, and
        // colours are only ever taken from a reached pixel's neighbours (most of a tileset is inside its shapes)
        count = 0;
        for (int i = 0; i < n; i++) {
            if (pass[i] == 0) {
                int cx = i % sw;
                int cy = i / sw;
                if (cy > 0 && pass[i - sw] < 0
                        || cx > 0 && pass[i - 1] < 0
                        || cx < sw - 1 && pass[i + 1] < 0
                        || cy < sh - 1 && pass[i + sw] < 0) {
                    frontier[count++] = i;
                }
            }
        }
        int[] rgb = new int[n];
        for (int k = 0; k < count; k++) {
            int o = at(w, x, y, sw, frontier[k]);
            rgb[frontier[k]] = (img[o] & 0xFF) << 16 | (img[o + 1] & 0xFF) << 8 | img[o + 2] & 0xFF;
        }
        int[] next = new int[n];
        for (int p = 1; p <= PASSES && count > 0; p++) {
            int found = 0;
            for (int k = 0; k < count; k++) {
                int i = frontier[k];
                int cx = i % sw;
                int cy = i / sw;
                found = reach(pass, next, found, cy > 0 ? i - sw : -1, p);
                found = reach(pass, next, found, cx > 0 ? i - 1 : -1, p);
                found = reach(pass, next, found, cx < sw - 1 ? i + 1 : -1, p);
                found = reach(pass, next, found, cy < sh - 1 ? i + sw : -1, p);
            }
            for (int k = 0; k < found; k++) {
                int i = next[k];
                int cx = i % sw;
                int cy = i / sw;
                // the first neighbour in DDNet's order that was reached in an earlier pass gives the colour
                int from = earlier(pass, cy > 0 ? i - sw : -1, p);
                from = from >= 0 ? from : earlier(pass, cx > 0 ? i - 1 : -1, p);
                from = from >= 0 ? from : earlier(pass, cx < sw - 1 ? i + 1 : -1, p);
                from = from >= 0 ? from : earlier(pass, cy < sh - 1 ? i + sw : -1, p);
                rgb[i] = rgb[from];
            }
            int[] t = frontier;
            frontier = next;
            next = t;
            count = found;
        }
        for (int i = 0; i < n; i++) {
            int o = at(w, x, y, sw, i);
            if (pass[i] > 0 && img[o + 3] == 0) {
                img[o] = (byte) (rgb[i] >> 16);
                img[o + 1] = (byte) (rgb[i] >> 8);
                img[o + 2] = (byte) rgb[i];
            }
        }
    }

    private static int at(int w, int x, int y, int sw, int i) {
        return ((y + i / sw) * w + x + i % sw) * 4;
    }

    /** Marks neighbour {@code j} (or nothing for -1) as reached in pass {@code p} when it was not yet reached. */
    private static int reach(int[] pass, int[] next, int found, int j, int p) {
        if (j >= 0 && pass[j] < 0) {
            pass[j] = p;
            next[found++] = j;
        }
        return found;
    }

    private static int earlier(int[] pass, int j, int p) {
        return j >= 0 && pass[j] >= 0 && pass[j] < p ? j : -1;
    }
}
