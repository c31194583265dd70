package twedit.model.diff;

import twedit.model.map.MapImage;

/**
 * How the pixels of two embedded images of one size and format differ, as what is drawn: a fully transparent pixel
 * draws nothing whatever its colour (optimize recolours them to compress better), and a tileset's changes count by
 * tile, saying when the changed tiles were cleared (what optimize does to tiles no layer uses).
 */
final class PixelDiff {
    private PixelDiff() {}

    /** The detail of an image whose pixels differ; {@code tileset} when a tile layer uses it (a 16x16 grid). */
    static String describe(MapImage a, MapImage b, boolean tileset) {
        if (a.format() != MapImage.Format.RGBA) {
            return "other pixels";
        }
        byte[] pa = a.pixels();
        byte[] pb = b.pixels();
        int w = a.width();
        int h = a.height();
        boolean byTile = tileset && w % 16 == 0 && h % 16 == 0 && w > 0 && h > 0;
        int tw = byTile ? w / 16 : w;
        int th = byTile ? h / 16 : h;
        int columns = w / tw;
        boolean[] visible = new boolean[(w / tw) * (h / th)];
        boolean[] notCleared = new boolean[visible.length];
        boolean anyVisible = false;
        boolean recoloured = false;
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                int i = (y * w + x) * 4;
                int tile = (y / th) * columns + x / tw;
                if (pb[i + 3] != 0) {
                    notCleared[tile] = true;
                }
                if (pa[i + 3] != pb[i + 3]) {
                    visible[tile] = true;
                    anyVisible = true;
                } else if (pa[i] != pb[i] || pa[i + 1] != pb[i + 1] || pa[i + 2] != pb[i + 2]) {
                    if (pa[i + 3] == 0) {
                        recoloured = true;
                    } else {
                        visible[tile] = true;
                        anyVisible = true;
                    }
                }
            }
        }
        String transparent = "transparent pixels recoloured (drawn the same)";
        if (!anyVisible) {
            return recoloured ? transparent : "other pixels";
        }
        if (!byTile) {
            return "other pixels";
        }
        int changed = 0;
        int cleared = 0;
        for (int t = 0; t < visible.length; t++) {
            if (visible[t]) {
                changed++;
                cleared += notCleared[t] ? 0 : 1;
            }
        }
        String tiles =
                changed == cleared ? changed + " of 256 tiles cleared" : "other pixels in " + changed + " of 256 tiles";
        return recoloured ? tiles + ", " + transparent : tiles;
    }
}
