package twedit.editor.view;

import java.awt.image.BufferedImage;

/**
 * The 256 tiles of a 16x16 tileset (or overlay) image resampled to {@code ppt} pixels per tile and multiplied by a
 * tint, in the eight orientations the tile flags give (XFLIP, YFLIP, then ROTATE 90 degrees clockwise), each made
 * on first use as a premultiplied ARGB pixel array.
 */
final class TileAtlas {
    private final java.awt.image.Raster source;
    private final int cellW;
    private final int cellH;
    private final int ppt;
    /** {@link Pixels#tintTable} of the tint; null without one. */
    private final int[] tintTable;

    private final int[][][] tiles = new int[8][][];

    /**
     * @param source a premultiplied ARGB image (as the image store and the overlays make them), read a cell at a
     *     time when a tile is first needed (no copy of the whole image)
     * @param tint ARGB (non-premultiplied) colour the tiles are multiplied by; -1 for none
     */
    TileAtlas(BufferedImage source, int ppt, int tint) {
        BufferedImage image =
                source.getWidth() < 16 || source.getHeight() < 16 || source.getType() != BufferedImage.TYPE_INT_ARGB_PRE
                        ? enlarge(source)
                        : source;
        this.cellW = Math.max(1, image.getWidth() / 16);
        this.cellH = Math.max(1, image.getHeight() / 16);
        this.source = image.getRaster();
        this.ppt = ppt;
        this.tintTable = tint == -1 ? null : Pixels.tintTable(tint);
    }

    /**
     * An image too small for 16x16 cells scaled up so every cell has at least one pixel, or another type of image
     * made premultiplied ARGB.
     */
    private static BufferedImage enlarge(BufferedImage src) {
        boolean small = src.getWidth() < 16 || src.getHeight() < 16;
        int w = small ? 256 : src.getWidth();
        int h = small ? 256 : src.getHeight();
        BufferedImage out = new BufferedImage(w, h, BufferedImage.TYPE_INT_ARGB_PRE);
        java.awt.Graphics2D g = out.createGraphics();
        g.drawImage(src, 0, 0, w, h, null);
        g.dispose();
        return out;
    }

    /**
     * A copy of the image's premultiplied ARGB pixels (never the image's own buffer: an image whose buffer was taken
     * can no longer be drawn with transforms on some pipelines).
     */
    static int[] premultipliedPixels(BufferedImage image) {
        if (image.getType() == BufferedImage.TYPE_INT_ARGB_PRE) {
            return (int[]) image.getRaster().getDataElements(0, 0, image.getWidth(), image.getHeight(), null);
        }
        int[] px = image.getRGB(0, 0, image.getWidth(), image.getHeight(), null, 0, image.getWidth());
        for (int i = 0; i < px.length; i++) {
            int p = px[i];
            px[i] = Pixels.premultiply(p >>> 24, p >> 16 & 0xFF, p >> 8 & 0xFF, p & 0xFF);
        }
        return px;
    }

    int ppt() {
        return ppt;
    }

    /** Orientation index 0..7 of the tile flags byte. */
    static int orientation(int flags) {
        return (flags & 3) | (flags & 8) >> 1;
    }

    /** The pixels (ppt x ppt, premultiplied) of tile {@code id} in the given orientation. */
    int[] tile(int id, int orientation) {
        int[][] set = tiles[orientation];
        if (set == null) {
            set = new int[256][];
            tiles[orientation] = set;
        }
        int[] t = set[id];
        if (t == null) {
            t = orientation == 0 ? resample(id) : orient(tile(id, 0), orientation);
            set[id] = t;
        }
        return t;
    }

    private int[] resample(int id) {
        int[] out = new int[ppt * ppt];
        int[] cell = (int[]) source.getDataElements((id & 15) * cellW, (id >> 4) * cellH, cellW, cellH, null);
        for (int y = 0; y < ppt; y++) {
            int sy0 = y * cellH / ppt;
            int sy1 = Math.max(sy0 + 1, (y + 1) * cellH / ppt);
            for (int x = 0; x < ppt; x++) {
                int sx0 = x * cellW / ppt;
                int sx1 = Math.max(sx0 + 1, (x + 1) * cellW / ppt);
                int a = 0;
                int r = 0;
                int g = 0;
                int b = 0;
                for (int sy = sy0; sy < sy1; sy++) {
                    int row = sy * cellW;
                    for (int sx = sx0; sx < sx1; sx++) {
                        int p = cell[row + sx];
                        a += p >>> 24;
                        r += p >> 16 & 0xFF;
                        g += p >> 8 & 0xFF;
                        b += p & 0xFF;
                    }
                }
                // averaging premultiplied pixels is the correct box filter for translucent edges
                int n = (sy1 - sy0) * (sx1 - sx0);
                int pix;
                if ((n & (n - 1)) == 0) {
                    // the usual case (a 64-pixel cell at 32 or 64 pixels per tile): a shift, not four divisions
                    int k = Integer.numberOfTrailingZeros(n);
                    pix = (a >> k) << 24 | (r >> k) << 16 | (g >> k) << 8 | b >> k;
                } else {
                    pix = (a / n) << 24 | (r / n) << 16 | (g / n) << 8 | b / n;
                }
                out[y * ppt + x] = tintTable == null ? pix : Pixels.tint(pix, tintTable);
            }
        }
        return out;
    }

    private int[] orient(int[] base, int o) {
        boolean flipX = (o & 1) != 0;
        boolean flipY = (o & 2) != 0;
        boolean rotate = (o & 4) != 0;
        int n = ppt;
        int[] out = new int[n * n];
        for (int y = 0; y < n; y++) {
            for (int x = 0; x < n; x++) {
                // rotated R(x, y) = F(y, n-1-x); flipped F(x, y) = S(fx(x), fy(y))
                int fx = rotate ? y : x;
                int fy = rotate ? n - 1 - x : y;
                int sx = flipX ? n - 1 - fx : fx;
                int sy = flipY ? n - 1 - fy : fy;
                out[y * n + x] = base[sy * n + sx];
            }
        }
        return out;
    }
}
