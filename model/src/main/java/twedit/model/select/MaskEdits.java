package twedit.model.select;

import java.util.Arrays;
import twedit.model.document.edits.TileBrush;
import twedit.model.document.edits.TileOps;
import twedit.model.document.edits.TilePatch;
import twedit.model.map.TileLayer;

/** Copy and clear of the cells of a mask: what copy, cut and delete do with a selection that is not a rectangle. */
public final class MaskEdits {
    private MaskEdits() {}

    /**
     * The cells of {@code mask} (clipped to the layer) as a brush the size of their bounds; the unselected cells in
     * it are empty, so a paste leaves the layer there alone. Null when no selected cell is on the layer.
     */
    public static TileBrush copy(TileLayer layer, CellMask mask) {
        CellMask m = mask.clipped(layer.width(), layer.height());
        if (m.isEmpty()) {
            return null;
        }
        TileBrush b = TileBrush.copyOf(layer, m.x(), m.y(), m.width(), m.height());
        if (m.isRect()) {
            return b;
        }
        int cb = b.cellBytes();
        byte[] cells = b.toBytes();
        for (int y = 0; y < m.height(); y++) {
            for (int x = 0; x < m.width(); x++) {
                if (!m.contains(m.x() + x, m.y() + y)) {
                    int off = (y * m.width() + x) * cb;
                    Arrays.fill(cells, off, off + cb, (byte) 0);
                }
            }
        }
        return new TileBrush(m.width(), m.height(), cb, cells);
    }

    /** Clears the selected cells of a layer (a no-op patch when they are empty already). */
    public static TilePatch clear(TileLayer layer, CellMask mask, String label) {
        boolean rect = mask.isRect();
        return TileOps.rewrite(label, layer, mask.x(), mask.y(), mask.width(), mask.height(), (x, y, raw, off, out) -> {
            if (!rect && !mask.contains(x, y)) {
                return false;
            }
            Arrays.fill(out, (byte) 0);
            return true;
        });
    }

    /** The part of a patch that lies in {@code mask} (the patch itself when the mask is a rectangle holding it all). */
    public static TilePatch within(TilePatch patch, CellMask mask, String label) {
        TileLayer layer = patch.layer();
        int w = layer.width();
        TilePatch.Builder b = TilePatch.builder(layer);
        boolean[] all = {true};
        patch.forEachCell((index, oldBytes, oldOffset, newBytes, newOffset) -> {
            if (mask.contains(index % w, index / w)) {
                b.set(index % w, index / w, newBytes, newOffset);
            } else {
                all[0] = false;
            }
        });
        return all[0] ? patch : b.build(label);
    }
}
