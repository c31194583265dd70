package twedit.model.doctor;

import java.util.ArrayList;
import java.util.List;
import twedit.model.document.edits.Edit;
import twedit.model.document.edits.TilePatch;
import twedit.model.map.Group;
import twedit.model.map.Layer;
import twedit.model.map.Location;
import twedit.model.map.TileKind;
import twedit.model.map.TileLayer;
import twedit.model.map.TwMap;

/**
 * Every cell of every tile layer against {@link TileRules} (map-checks.md item 16 and the community tile rules):
 * one finding per layer and kind of problem, counting the cells and naming the first. All are "not DDNet's": the
 * server loads such cells as they are (mod servers such as F-DDrace give unknown Game/Front ids a meaning), so only
 * a strict repair zeroes them, as DDNet's editor would.
 */
final class TileCheck implements Check {
    @Override
    public List<Finding> check(TwMap map) {
        List<Finding> out = new ArrayList<>();
        for (int gi = 0; gi < map.groups().size(); gi++) {
            Group g = map.groups().get(gi);
            for (int li = 0; li < g.layers().size(); li++) {
                Layer l = g.layers().get(li);
                if (l instanceof TileLayer t) {
                    layer(t, Where.layer(g, gi, li), out);
                }
            }
        }
        return out;
    }

    private static void layer(TileLayer t, Where.Place where, List<Finding> out) {
        TileKind kind = t.kind();
        byte[] cells = t.grid().rawCells();
        int n = kind.cellBytes();
        int[] counts = new int[TileRules.ALL.length];
        int[] first = new int[TileRules.ALL.length];
        int any = 0;
        for (int i = 0, o = 0; o < cells.length; i++, o += n) {
            int p = TileRules.problems(kind, cells, o);
            if (p == 0) {
                continue;
            }
            any |= p;
            for (int b = 0; b < TileRules.ALL.length; b++) {
                if ((p & TileRules.ALL[b]) != 0 && counts[b]++ == 0) {
                    first[b] = i;
                }
            }
        }
        if (any == 0) {
            return;
        }
        for (int b = 0; b < TileRules.ALL.length; b++) {
            if (counts[b] == 0) {
                continue;
            }
            int bit = TileRules.ALL[b];
            int x = first[b] % t.width();
            int y = first[b] / t.width();
            String what = counts[b] + " cell" + (counts[b] == 1 ? "" : "s") + " with "
                    + TileRules.describe(kind, bit) + ", first at " + x + "," + y + " (" + cell(cells, first[b] * n, n)
                    + ")";
            String fix = bit == TileRules.INVALID || bit == TileRules.NO_FORCE
                    ? "zero those cells"
                    : bit == TileRules.ANGLE
                            ? "wrap the angles into 0..359"
                            : bit == TileRules.FLAGS ? "clear those flags" : "zero those bytes";
            Repair repair = Repair.of(fix, m -> patch(t, bit));
            // the finding points at its first cell; the text names the layer for people
            Where.Place at = new Where.Place(Location.cell(t, x, y), where.text());
            // DDNet loads every one of these as it is (unknown ids do nothing there, mod servers use them): they
            // are not DDNet's, never damage, so the default repair keeps them
            out.add(Finding.warning("tiles." + name(bit), at, what, repair));
        }
    }

    private static String name(int bit) {
        switch (bit) {
            case TileRules.INVALID:
                return "invalid";
            case TileRules.FLAGS:
                return "flags";
            case TileRules.UNUSED:
                return "unused-bytes";
            case TileRules.ANGLE:
                return "angle";
            case TileRules.NO_FORCE:
                return "no-force";
            default:
                return "fields";
        }
    }

    private static String cell(byte[] cells, int o, int n) {
        StringBuilder b = new StringBuilder("bytes");
        for (int k = 0; k < n; k++) {
            b.append(' ').append(cells[o + k] & 0xFF);
        }
        return b.toString();
    }

    /** A patch fixing the problems of {@code bit} in every cell of the layer as it is now. */
    static Edit patch(TileLayer t, int bit) {
        TileKind kind = t.kind();
        int n = kind.cellBytes();
        byte[] cells = t.grid().rawCells();
        byte[] cell = new byte[n];
        TilePatch.Builder b = TilePatch.builder(t);
        for (int i = 0, o = 0; o < cells.length; i++, o += n) {
            if ((TileRules.problems(kind, cells, o) & bit) == 0) {
                continue;
            }
            System.arraycopy(cells, o, cell, 0, n);
            TileRules.fix(kind, cell, 0, bit);
            b.set(i % t.width(), i / t.width(), cell);
        }
        TilePatch p = b.build("Fix tiles");
        return p.isNoOp() ? null : p;
    }
}
