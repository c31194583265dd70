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
        normalizeTransparent(px, width, height, perCell, null);
    }

    /**
     * {@link #normalizeTransparent(byte[], int, int, boolean)}, told which cells {@link #clearUnusedCells} cleared
     * ({@code cleared[id]}, or null): those hold no visible pixel, so the dilate leaves them as they are and they are
     * not looked at.
     */
    static void normalizeTransparent(byte[] px, int width, int height, boolean perCell, boolean[] cleared) {
        for (int i = 3; i < px.length; i += 4) {
            if (px[i] == 0) {
                px[i - 3] = 0;
                px[i - 2] = 0;
                px[i - 1] = 0;
            }
        }
        if (perCell) {
            int cw = width / 16;
            int ch = height / 16;
            if (cw == 0 || ch == 0) {
                return;
            }
            Dilate d = new Dilate(cw * ch);
            for (int id = 0; id < 256; id++) {
                if (cleared == null || !cleared[id]) {
                    d.run(px, width, id % 16 * cw, id / 16 * ch, cw, ch);
                }
            }
        } else {
            new Dilate(width * height).run(px, width, 0, 0, width, height);
        }
    }

    /** Passes of DDNet's dilate: one, then five times two (image_manipulation.cpp DilateImageSub). */
    private static final int PASSES = 11;

    /**
     * DDNet's dilate of a rectangle, computed as a breadth-first spread from the visible pixels instead of eleven
     * passes over every pixel: a pixel reached in pass k takes the colour of its first neighbour (up, left, right,
     * down) reached before pass k, exactly as the passes do. Only alpha-0 pixels keep the colour they got. Its arrays
     * are reused from one rectangle (tileset cell) to the next.
     */
    private static final class Dilate {
        /** Per pixel: 0 visible from the start, k reached in pass k, -1 not reached. */
        private final byte[] pass;
        /** Per pixel: the colour it has or was given (read only where set: seeds and reached pixels). */
        private final int[] rgb;
        /** The pixels reached in the last pass, and those of the next; grown as needed (an edge is not an area). */
        private int[] frontier;

        private int[] next;

        Dilate(int capacity) {
            pass = new byte[capacity];
            rgb = new int[capacity];
            frontier = new int[Math.min(capacity, 4096)];
            next = new int[frontier.length];
        }

        /** Dilates the rectangle (x, y, sw, sh) of an image {@code w} pixels wide. */
        void run(byte[] img, int w, int x, int y, int sw, int sh) {
            if (sw <= 0 || sh <= 0) {
                return;
            }
            int count = 0;
            boolean anyClear = false;
            for (int cy = 0, i = 0; cy < sh; cy++) {
                int o = ((y + cy) * w + x) * 4 + 3;
                for (int cx = 0; cx < sw; cx++, i++, o += 4) {
                    int a = img[o] & 0xFF;
                    anyClear |= a == 0;
                    if (a > ALPHA_THRESHOLD) {
                        pass[i] = 0;
                        count++;
                    } else {
                        pass[i] = -1;
                    }
                }
            }
            if (!anyClear || count == 0) {
                return; // nothing to fill, or nothing to fill from
            }
            count = seeds(img, w, x, y, sw, sh);
            for (int p = 1; p <= PASSES && count > 0; p++) {
                count = spread(sw, sh, count, p);
            }
            for (int cy = 0, i = 0; cy < sh; cy++) {
                int o = ((y + cy) * w + x) * 4;
                for (int cx = 0; cx < sw; cx++, i++, o += 4) {
                    if (pass[i] > 0 && img[o + 3] == 0) {
                        int c = rgb[i];
                        img[o] = (byte) (c >> 16);
                        img[o + 1] = (byte) (c >> 8);
                        img[o + 2] = (byte) c;
                    }
                }
            }
        }

        /**
         * Puts into the frontier the visible pixels next to one not yet reached, with their colours: the others reach
         * nothing, and colours are only ever taken from a reached pixel's neighbours (most of a tileset is inside its
         * shapes). Returns how many there are.
         */
        private int seeds(byte[] img, int w, int x, int y, int sw, int sh) {
            int count = 0;
            for (int cy = 0, i = 0; cy < sh; cy++) {
                int o = ((y + cy) * w + x) * 4;
                for (int cx = 0; cx < sw; cx++, i++, o += 4) {
                    if (pass[i] == 0
                            && (cy > 0 && pass[i - sw] < 0
                                    || cx > 0 && pass[i - 1] < 0
                                    || cx < sw - 1 && pass[i + 1] < 0
                                    || cy < sh - 1 && pass[i + sw] < 0)) {
                        if (count == frontier.length) {
                            frontier = java.util.Arrays.copyOf(frontier, Math.min(pass.length, 2 * count));
                        }
                        frontier[count++] = i;
                        rgb[i] = (img[o] & 0xFF) << 16 | (img[o + 1] & 0xFF) << 8 | img[o + 2] & 0xFF;
                    }
                }
            }
            return count;
        }

        /** Pass {@code p}: reaches the frontier's unreached neighbours and colours them; returns the new frontier's size. */
        private int spread(int sw, int sh, int count, int p) {
            int found = 0;
            if (next.length < Math.min(pass.length, 4L * count)) {
                // each pixel of the frontier reaches at most four new ones
                next = new int[(int) Math.min(pass.length, 4L * count)];
            }
            for (int k = 0; k < count; k++) {
                int i = frontier[k];
                int cx = i % sw;
                int cy = i / sw;
                found = reach(found, cy > 0 ? i - sw : -1, p);
                found = reach(found, cx > 0 ? i - 1 : -1, p);
                found = reach(found, cx < sw - 1 ? i + 1 : -1, p);
                found = reach(found, cy < sh - 1 ? i + sw : -1, p);
            }
            for (int k = 0; k < found; k++) {
                int i = next[k];
                int cx = i % sw;
                int cy = i / sw;
                // the first neighbour in DDNet's order that was reached in an earlier pass gives the colour
                int from = earlier(cy > 0 ? i - sw : -1, p);
                from = from >= 0 ? from : earlier(cx > 0 ? i - 1 : -1, p);
                from = from >= 0 ? from : earlier(cx < sw - 1 ? i + 1 : -1, p);
                from = from >= 0 ? from : earlier(cy < sh - 1 ? i + sw : -1, p);
                rgb[i] = rgb[from];
            }
            int[] t = frontier;
            frontier = next;
            next = t;
            return found;
        }

        /** Marks neighbour {@code j} (or nothing for -1) as reached in pass {@code p} when it was not yet reached. */
        private int reach(int found, int j, int p) {
            if (j >= 0 && pass[j] < 0) {
                pass[j] = (byte) p;
                next[found++] = j;
            }
            return found;
        }

        private int earlier(int j, int p) {
            return j >= 0 && pass[j] >= 0 && pass[j] < p ? j : -1;
        }
    }
}
