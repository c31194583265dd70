package twedit.model.select;

import twedit.model.map.TileGrid;
import twedit.model.map.TileKind;
import twedit.model.map.TileLayer;

/** Builds small layers from text for the selection and replace tests. */
public final class SelectTesting {
    private SelectTesting() {}

    /**
     * A tiles-style layer (4-byte cells) from rows of characters: a digit is that tile id, a letter is tile 1 with the
     * letter's flags ('a' = flags 0, 'b' = 1, 'c' = 2, ...), '.' is air.
     */
    public static TileLayer layer(TileKind kind, String... rows) {
        int w = rows[0].length();
        int h = rows.length;
        int cb = kind.cellBytes();
        byte[] cells = new byte[w * h * cb];
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                char c = rows[y].charAt(x);
                int off = (y * w + x) * cb;
                if (Character.isDigit(c)) {
                    cells[off] = (byte) (c - '0');
                } else if (Character.isLetter(c)) {
                    cells[off] = 1;
                    cells[off + 1] = (byte) (c - 'a');
                }
            }
        }
        return new TileLayer(kind, kind.defaultName(), new TileGrid(w, h, cb, cells, null));
    }

    /** The mask as rows of '#' (in) and '.' (out) over a w x h layer. */
    public static String draw(CellMask m, int w, int h) {
        StringBuilder b = new StringBuilder();
        for (int y = 0; y < h; y++) {
            if (y > 0) {
                b.append('/');
            }
            for (int x = 0; x < w; x++) {
                b.append(m.contains(x, y) ? '#' : '.');
            }
        }
        return b.toString();
    }
}
