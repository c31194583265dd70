package twedit.editor.view;

import java.awt.Rectangle;
import java.awt.image.BufferedImage;

/**
 * Bakes a textured quad's corner colours into the part of its texture it shows. The game blends vertex colours across
 * each of the quad's two triangles (corners 0-1-2 and 1-3-2); a triangle's texture mapping is affine, so blending by
 * barycentric weights in texture space gives the same colour at every screen pixel, and the baked image can be cached
 * and drawn like a plain tinted one however the view moves.
 */
final class QuadShading {
    private static final int[][] TRIANGLES = {{0, 1, 2}, {1, 3, 2}};

    private QuadShading() {}

    /**
     * The texels of {@code region} of a premultiplied texture multiplied by the corner colours blended at each texel.
     *
     * @param u corners' texture x in texel units, {@code v} their y; {@code argb} the corners' colours (not
     *          premultiplied)
     */
    static BufferedImage shade(BufferedImage tex, Rectangle region, double[] u, double[] v, int[] argb) {
        int w = region.width;
        int h = region.height;
        int[] px = (int[]) tex.getRaster().getDataElements(region.x, region.y, w, h, null);
        double[] weights = new double[3];
        for (int y = 0; y < h; y++) {
            double ty = region.y + y + 0.5;
            for (int x = 0; x < w; x++) {
                double tx = region.x + x + 0.5;
                int[] tri = TRIANGLES[0];
                if (!barycentric(u, v, tri, tx, ty, weights)
                        || weights[0] < -1e-9
                        || weights[1] < -1e-9
                        || weights[2] < -1e-9) {
                    tri = TRIANGLES[1];
                    if (!barycentric(u, v, tri, tx, ty, weights)) {
                        weights[0] = weights[1] = weights[2] = 1 / 3.0;
                    }
                    clampWeights(weights);
                }
                int i = y * w + x;
                px[i] = Pixels.tint(
                        px[i],
                        channel(argb, tri, weights, 16),
                        channel(argb, tri, weights, 8),
                        channel(argb, tri, weights, 0),
                        channel(argb, tri, weights, 24));
            }
        }
        BufferedImage out = new BufferedImage(w, h, BufferedImage.TYPE_INT_ARGB_PRE);
        out.getRaster().setDataElements(0, 0, w, h, px);
        return out;
    }

    /** Barycentric weights of (x, y) in triangle {@code tri} of the corners; false when it is degenerate. */
    private static boolean barycentric(double[] u, double[] v, int[] tri, double x, double y, double[] out) {
        double x0 = u[tri[0]];
        double y0 = v[tri[0]];
        double x1 = u[tri[1]];
        double y1 = v[tri[1]];
        double x2 = u[tri[2]];
        double y2 = v[tri[2]];
        double det = (y1 - y2) * (x0 - x2) + (x2 - x1) * (y0 - y2);
        if (Math.abs(det) < 1e-12) {
            return false;
        }
        out[0] = ((y1 - y2) * (x - x2) + (x2 - x1) * (y - y2)) / det;
        out[1] = ((y2 - y0) * (x - x2) + (x0 - x2) * (y - y2)) / det;
        out[2] = 1 - out[0] - out[1];
        return true;
    }

    /** Texels just outside both triangles (the region is their bounding box) take the nearest blend. */
    private static void clampWeights(double[] w) {
        double sum = 0;
        for (int i = 0; i < 3; i++) {
            w[i] = Math.max(0, w[i]);
            sum += w[i];
        }
        for (int i = 0; i < 3; i++) {
            w[i] = sum == 0 ? 1 / 3.0 : w[i] / sum;
        }
    }

    private static int channel(int[] argb, int[] tri, double[] w, int shift) {
        double c = 0;
        for (int i = 0; i < 3; i++) {
            c += w[i] * (argb[tri[i]] >>> shift & 0xFF);
        }
        return Pixels.clamp255(c);
    }
}
