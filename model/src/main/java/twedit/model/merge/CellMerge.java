package twedit.model.merge;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import twedit.model.document.MapDocument;
import twedit.model.document.edits.ResizeEdit;
import twedit.model.document.edits.TilePatch;
import twedit.model.map.Location;
import twedit.model.map.TileGrid;
import twedit.model.map.TileLayer;

/**
 * Merges a tile layer's cells (physics layers too, every byte of a cell): a cell one side changed takes that side,
 * one both changed to different values conflicts. A grid one side resized and the other left alone takes that
 * side whole; both resizing (or one resizing, the other painting) conflicts for the whole layer.
 */
final class CellMerge {
    /** Above this many conflicting cells in one layer they are one conflict over their bounding rectangle. */
    static final int CELLS_ONE_BY_ONE = 64;

    private final MergeState s;

    CellMerge(MergeState s) {
        this.s = s;
    }

    void merge(TileLayer b, TileLayer o, TileLayer t, String what) {
        TileGrid bg = b.grid();
        TileGrid og = o.grid();
        TileGrid tg = t.grid();
        if (tg.equals(bg)) {
            return;
        }
        boolean sameSize = bg.width() == og.width()
                && bg.height() == og.height()
                && bg.width() == tg.width()
                && bg.height() == tg.height()
                && bg.cellBytes() == og.cellBytes()
                && bg.cellBytes() == tg.cellBytes();
        if (!sameSize) {
            if (og.equals(bg)) {
                takeGrid(s.document, o, tg);
            } else {
                s.conflictAs(
                        Location.of(o),
                        what + " cells (resized on one side, changed on both)",
                        og.width() + "x" + og.height(),
                        tg.width() + "x" + tg.height(),
                        doc -> takeGrid(doc, o, tg));
            }
            return;
        }
        int w = bg.width();
        int h = bg.height();
        int cb = bg.cellBytes();
        byte[] base = read(bg);
        byte[] ours = read(og);
        byte[] theirs = read(tg);
        TilePatch.Builder patch = TilePatch.builder(o);
        List<int[]> conflicts = new ArrayList<>();
        int n = w * h;
        for (int i = 0; i < n; i++) {
            int at = i * cb;
            // jump to the next byte theirs changed: most of a big layer is untouched, and mismatch runs vectorised
            int skip = Arrays.mismatch(theirs, at, n * cb, base, at, n * cb);
            if (skip < 0) {
                break;
            }
            i += skip / cb;
            at = i * cb;
            if (Arrays.equals(ours, at, at + cb, base, at, at + cb)) {
                patch.set(i % w, i / w, theirs, at);
            } else if (!Arrays.equals(ours, at, at + cb, theirs, at, at + cb)) {
                conflicts.add(new int[] {i % w, i / w});
            }
        }
        if (patch.size() > 0) {
            s.apply(patch.build("Merge cells of " + what));
        }
        if (conflicts.size() <= CELLS_ONE_BY_ONE) {
            for (int[] c : conflicts) {
                int at = (c[1] * w + c[0]) * cb;
                s.conflictAs(
                        Location.cell(o, c[0], c[1]),
                        "cell (" + c[0] + ", " + c[1] + ") of " + what,
                        Describe.cell(ours, at, cb),
                        Describe.cell(theirs, at, cb),
                        doc -> doc.apply(
                                TilePatch.builder(o).set(c[0], c[1], theirs, at).build("Take their cell")));
            }
        } else {
            int x0 = Integer.MAX_VALUE;
            int y0 = Integer.MAX_VALUE;
            int x1 = 0;
            int y1 = 0;
            for (int[] c : conflicts) {
                x0 = Math.min(x0, c[0]);
                y0 = Math.min(y0, c[1]);
                x1 = Math.max(x1, c[0]);
                y1 = Math.max(y1, c[1]);
            }
            List<int[]> cells = List.copyOf(conflicts);
            s.conflictAs(
                    Location.cells(o, x0, y0, x1 - x0 + 1, y1 - y0 + 1),
                    conflicts.size() + " cells of " + what + " changed on both sides",
                    conflicts.size() + " cells",
                    conflicts.size() + " cells",
                    doc -> {
                        TilePatch.Builder p = TilePatch.builder(o);
                        for (int[] c : cells) {
                            p.set(c[0], c[1], theirs, (c[1] * w + c[0]) * cb);
                        }
                        doc.apply(p.build("Take their cells"));
                    });
        }
    }

    private static byte[] read(TileGrid g) {
        byte[] out = new byte[g.width() * g.height() * g.cellBytes()];
        g.readRect(0, 0, g.width(), g.height(), out);
        return out;
    }

    /** Gives the merged layer their grid: their size, then their cells. */
    private static void takeGrid(MapDocument doc, TileLayer o, TileGrid tg) {
        if (o.width() != tg.width() || o.height() != tg.height()) {
            doc.apply(new ResizeEdit("Merge: resize layer", List.of(o), tg.width(), tg.height(), 0, 0));
        }
        byte[] cells = read(tg);
        TilePatch.Builder p = TilePatch.builder(o);
        for (int y = 0; y < tg.height(); y++) {
            for (int x = 0; x < tg.width(); x++) {
                p.set(x, y, cells, (y * tg.width() + x) * tg.cellBytes());
            }
        }
        doc.apply(p.build("Merge: their cells"));
    }
}
