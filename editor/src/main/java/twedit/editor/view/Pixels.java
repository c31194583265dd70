package twedit.editor.view;

/** Small helpers for premultiplied ARGB pixels packed in ints. */
final class Pixels {
    private Pixels() {}

    static int premultiply(int a, int r, int g, int b) {
        if (a == 255) {
            return 0xFF000000 | r << 16 | g << 8 | b;
        }
        if (a == 0) {
            return 0;
        }
        return a << 24 | (r * a + 127) / 255 << 16 | (g * a + 127) / 255 << 8 | (b * a + 127) / 255;
    }

    /**
     * An image of 8-bit RGBA ({@code bpp} 4) or RGB (3) bytes, row-major, as premultiplied ARGB, converted a row at a
     * time (no image-sized scratch array: opening a map decodes tens of megapixels, and garbage that size costs
     * collections while the first frame is drawn).
     */
    static java.awt.image.BufferedImage premultiplied(int w, int h, byte[] px, int bpp) {
        try {
            return premultiplied(w, h, new java.io.ByteArrayInputStream(px), bpp);
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e); // an array never fails to read
        }
    }

    /**
     * {@link #premultiplied(int, int, byte[], int)} for bytes read from a stream, a row at a time (both go through
     * here); null when the stream ends before the last row.
     */
    static java.awt.image.BufferedImage premultiplied(int w, int h, java.io.InputStream in, int bpp)
            throws java.io.IOException {
        java.awt.image.BufferedImage out =
                new java.awt.image.BufferedImage(w, h, java.awt.image.BufferedImage.TYPE_INT_ARGB_PRE);
        java.awt.image.WritableRaster raster = out.getRaster();
        byte[] bytes = new byte[w * bpp];
        int[] row = new int[w];
        for (int y = 0; y < h; y++) {
            if (in.readNBytes(bytes, 0, bytes.length) != bytes.length) {
                return null;
            }
            if (bpp == 4) {
                rgbaRow(bytes, 0, row);
            } else {
                rgbRow(bytes, 0, row);
            }
            raster.setDataElements(0, y, w, 1, row);
        }
        return out;
    }

    /**
     * One row of RGBA bytes from {@code o} as premultiplied ARGB: one loop with no calls and no divisions, since the
     * editor runs on the client compiler (which inlines little) and opening a map converts tens of megapixels.
     */
    private static void rgbaRow(byte[] px, int o, int[] row) {
        for (int x = 0; x < row.length; x++, o += 4) {
            int a = px[o + 3] & 0xFF;
            if (a == 255) {
                row[x] = 0xFF000000 | (px[o] & 0xFF) << 16 | (px[o + 1] & 0xFF) << 8 | px[o + 2] & 0xFF;
            } else if (a == 0) {
                row[x] = 0;
            } else {
                // (c * a + 127) / 255 for every c and a in 0..255, without the division
                int r = (px[o] & 0xFF) * a + 128;
                int g = (px[o + 1] & 0xFF) * a + 128;
                int b = (px[o + 2] & 0xFF) * a + 128;
                row[x] = a << 24 | (r + (r >>> 8)) >>> 8 << 16 | (g + (g >>> 8)) >>> 8 << 8 | (b + (b >>> 8)) >>> 8;
            }
        }
    }

    private static void rgbRow(byte[] px, int o, int[] row) {
        for (int x = 0; x < row.length; x++, o += 3) {
            row[x] = 0xFF000000 | (px[o] & 0xFF) << 16 | (px[o + 1] & 0xFF) << 8 | px[o + 2] & 0xFF;
        }
    }

    /** Multiplies a premultiplied pixel by a colour (channels 0..255, alpha included). */
    static int tint(int p, int tr, int tg, int tb, int ta) {
        int a = p >>> 24;
        int r = p >> 16 & 0xFF;
        int g = p >> 8 & 0xFF;
        int b = p & 0xFF;
        // premultiplied: colour channels take both the colour and the alpha factor
        a = a * ta / 255;
        r = r * tr / 255 * ta / 255;
        g = g * tg / 255 * ta / 255;
        b = b * tb / 255 * ta / 255;
        return a << 24 | r << 16 | g << 8 | b;
    }

    /**
     * {@link #tint} for one colour as four tables, one per channel, already shifted into place: every result of
     * {@code tint} depends on one channel only, so a lookup gives the same pixels without seven divisions per pixel
     * (tinting whole textures took most of a first frame's time).
     */
    static int[] tintTable(int argb) {
        int ta = argb >>> 24;
        int tr = argb >> 16 & 0xFF;
        int tg = argb >> 8 & 0xFF;
        int tb = argb & 0xFF;
        int[] t = new int[1024];
        for (int v = 0; v < 256; v++) {
            t[v] = v * ta / 255 << 24;
            t[256 + v] = v * tr / 255 * ta / 255 << 16;
            t[512 + v] = v * tg / 255 * ta / 255 << 8;
            t[768 + v] = v * tb / 255 * ta / 255;
        }
        return t;
    }

    /** Tints one premultiplied pixel through a {@link #tintTable}. */
    static int tint(int p, int[] table) {
        return p == 0
                ? 0
                : table[p >>> 24]
                        | table[256 + (p >> 16 & 0xFF)]
                        | table[512 + (p >> 8 & 0xFF)]
                        | table[768 + (p & 0xFF)];
    }

    static int clamp255(double v) {
        return (int) Math.max(0, Math.min(255, Math.round(v)));
    }

    /** The channel-wise product of two premultiplied pixels (a texel shaded by a premultiplied colour). */
    static int multiply(int p, int q) {
        if (p == 0 || q == 0) {
            return 0;
        }
        int a = ((p >>> 24) * (q >>> 24) + 127) / 255;
        int r = ((p >> 16 & 0xFF) * (q >> 16 & 0xFF) + 127) / 255;
        int g = ((p >> 8 & 0xFF) * (q >> 8 & 0xFF) + 127) / 255;
        int b = ((p & 0xFF) * (q & 0xFF) + 127) / 255;
        return a << 24 | r << 16 | g << 8 | b;
    }
}
