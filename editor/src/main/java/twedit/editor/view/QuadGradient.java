package twedit.editor.view;

import java.awt.Graphics2D;
import java.awt.Rectangle;
import java.awt.geom.Path2D;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import java.awt.image.DataBufferInt;

/**
 * The corner colours of a quad that is a parallelogram on screen (a sky, most clouds), blended across it and computed
 * pixel by pixel: Java2D's bilinear drawing of a 2x2 image through the quad's transform, which this replaces, cost
 * about 10 ns a pixel, and a sky fills the whole view on every zoom step. Each pixel depends only on its place on
 * screen, so a part of the view drawn alone equals the same part of the whole.
 */
final class QuadGradient {
    /** Rows drawn per band when painting: the scratch band stays small whatever the quad's size. */
    private static final int BAND = 64;

    private int[] band;
    private BufferedImage bandImage;

    /** Whether the screen corners (0 top left, 1 top right, 2 bottom left, 3 bottom right) form a parallelogram. */
    static boolean parallelogram(double[] sx, double[] sy) {
        double ex = sx[1] - sx[0];
        double ey = sy[1] - sy[0];
        double fx = sx[2] - sx[0];
        double fy = sy[2] - sy[0];
        double scale = Math.abs(ex) + Math.abs(ey) + Math.abs(fx) + Math.abs(fy);
        return Math.abs(sx[3] - sx[2] - ex) <= 1e-9 * scale
                && Math.abs(sy[3] - sy[2] - ey) <= 1e-9 * scale
                && Math.abs(ex * fy - ey * fx) > 1e-9;
    }

    /**
     * Paints the blended colours over the part of {@code box} (the quad's visible bounding box) inside the quad, in
     * bands of rows.
     */
    void paint(Graphics2D g, Rectangle box, double[] sx, double[] sy, int[] argb) {
        Graphics2D g2 = (Graphics2D) g.create();
        try {
            if (sx[0] == sx[2] && sx[1] == sx[3] && sy[0] == sy[1] && sy[2] == sy[3]) {
                double x0 = Math.min(sx[0], sx[1]);
                double y0 = Math.min(sy[0], sy[2]);
                g2.clip(new Rectangle2D.Double(x0, y0, Math.max(sx[0], sx[1]) - x0, Math.max(sy[0], sy[2]) - y0));
            } else {
                Path2D.Double path = new Path2D.Double();
                path.moveTo(sx[0], sy[0]);
                path.lineTo(sx[1], sy[1]);
                path.lineTo(sx[3], sy[3]);
                path.lineTo(sx[2], sy[2]);
                path.closePath();
                g2.clip(path);
            }
            int rows = Math.min(BAND, box.height);
            if (bandImage == null || bandImage.getWidth() < box.width || bandImage.getHeight() < rows) {
                bandImage = new BufferedImage(
                        Math.max(box.width, bandImage == null ? 0 : bandImage.getWidth()),
                        BAND,
                        BufferedImage.TYPE_INT_ARGB_PRE);
                band = ((DataBufferInt) bandImage.getRaster().getDataBuffer()).getData();
            }
            int stride = bandImage.getWidth();
            for (int y = box.y; y < box.y + box.height; y += rows) {
                int h = Math.min(rows, box.y + box.height - y);
                fill(band, stride, box.x, y, box.width, h, sx, sy, argb);
                g2.drawImage(bandImage.getSubimage(0, 0, box.width, h), box.x, y, null);
            }
        } finally {
            g2.dispose();
        }
        if (bandImage.getWidth() > 4096) {
            // wider than any screen: not kept
            bandImage = null;
            band = null;
        }
    }

    /**
     * Fills a {@code w} x {@code h} block of {@code px} (row length {@code w}), whose top left pixel is screen pixel
     * ({@code ox}, {@code oy}), with the quad's colours (premultiplied) at each pixel's centre; outside the quad the
     * nearest edge's colour.
     */
    static void fill(int[] px, int stride, int ox, int oy, int w, int h, double[] sx, double[] sy, int[] argb) {
        double ex = sx[1] - sx[0];
        double ey = sy[1] - sy[0];
        double fx = sx[2] - sx[0];
        double fy = sy[2] - sy[0];
        double det = ex * fy - ey * fx;
        // per channel c(s, t) = k0 + k1 s + k2 t + k3 s t, premultiplied
        double[] k = new double[16];
        for (int c = 0; c < 4; c++) {
            double p0 = premultiplied(argb[0], c);
            double p1 = premultiplied(argb[1], c);
            double p2 = premultiplied(argb[2], c);
            double p3 = premultiplied(argb[3], c);
            k[c * 4] = p0;
            k[c * 4 + 1] = p1 - p0;
            k[c * 4 + 2] = p2 - p0;
            k[c * 4 + 3] = p3 - p2 - p1 + p0;
        }
        double dsx = fy / det;
        double dtx = -ey / det;
        boolean rowsAlike = dtx == 0
                && k[1] == 0
                && k[3] == 0
                && k[5] == 0
                && k[7] == 0
                && k[9] == 0
                && k[11] == 0
                && k[13] == 0
                && k[15] == 0;
        for (int y = 0; y < h; y++) {
            if (rowsAlike) {
                // the colour follows t alone, and t is the same along a row (a sky's top-to-bottom gradient)
                double t = (ex * (oy + y + 0.5 - sy[0]) - ey * (ox + 0.5 - sx[0])) / det;
                double ct = t < 0 ? 0 : t > 1 ? 1 : t;
                int a = channel(k, 0, 0, ct, 0, 255);
                int c = a << 24
                        | channel(k, 1, 0, ct, 0, a) << 16
                        | channel(k, 2, 0, ct, 0, a) << 8
                        | channel(k, 3, 0, ct, 0, a);
                java.util.Arrays.fill(px, y * stride, y * stride + w, c);
                continue;
            }
            double dy = oy + y + 0.5 - sy[0];
            double dx = ox + 0.5 - sx[0];
            double s = (dx * fy - dy * fx) / det;
            double t = (ex * dy - ey * dx) / det;
            int o = y * stride;
            for (int x = 0; x < w; x++, s += dsx, t += dtx) {
                double cs = s < 0 ? 0 : s > 1 ? 1 : s;
                double ct = t < 0 ? 0 : t > 1 ? 1 : t;
                double st = cs * ct;
                int a = channel(k, 0, cs, ct, st, 255);
                px[o + x] = a << 24
                        | channel(k, 1, cs, ct, st, a) << 16
                        | channel(k, 2, cs, ct, st, a) << 8
                        | channel(k, 3, cs, ct, st, a);
            }
        }
    }

    /** Channel {@code c} (0 alpha, 1 red, 2 green, 3 blue) of a colour, premultiplied by its alpha. */
    private static double premultiplied(int argb, int c) {
        int a = argb >>> 24;
        if (c == 0) {
            return a;
        }
        return (argb >>> (24 - 8 * c) & 0xFF) * a / 255.0;
    }

    private static int channel(double[] k, int c, double s, double t, double st, int max) {
        int i = c * 4;
        int v = (int) (k[i] + k[i + 1] * s + k[i + 2] * t + k[i + 3] * st + 0.5);
        return v < 0 ? 0 : Math.min(v, max);
    }
}
