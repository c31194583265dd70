package twedit.model.diff;

import java.util.Optional;
import java.util.SortedMap;
import java.util.TreeMap;
import twedit.model.map.Location;
import twedit.model.map.TileKind;
import twedit.model.map.TileLayer;
import twedit.model.tiles.DdnetTile;
import twedit.model.tiles.DdnetTiles;

/**
 * The changed cells of two tile layers of one kind, over the area either covers (a cell outside a layer is empty),
 * comparing only the bytes the game reads ({@link DdnetTiles#readBytes}).
 */
final class CellDiff {
    private CellDiff() {}

    /**
     * The shift that makes the fewest cells differ, among those a resize can make: none, the content kept at the
     * right or bottom edge, or its drawn part kept in place (so a layer grown or cropped on the left reads as that,
     * not as every cell changed). Layers of one size are never shifted.
     */
    static Shift bestShift(TileLayer a, TileLayer b) {
        if (a.width() == b.width() && a.height() == b.height()) {
            return Shift.NONE;
        }
        java.util.LinkedHashSet<Shift> candidates = new java.util.LinkedHashSet<>();
        candidates.add(Shift.NONE);
        int ex = b.width() - a.width();
        int ey = b.height() - a.height();
        candidates.add(new Shift(ex, 0));
        candidates.add(new Shift(0, ey));
        candidates.add(new Shift(ex, ey));
        int[] ba = drawnCorner(a);
        int[] bb = drawnCorner(b);
        if (ba != null && bb != null) {
            candidates.add(new Shift(bb[0] - ba[0], bb[1] - ba[1]));
        }
        Shift best = Shift.NONE;
        int fewest = Integer.MAX_VALUE;
        for (Shift s : candidates) {
            int n = count(a, b, s, fewest);
            if (n < fewest) {
                fewest = n;
                best = s;
            }
        }
        return best;
    }

    /** The top-left of the drawn part (the first row holding a tile, the first column holding one), or null. */
    private static int[] drawnCorner(TileLayer l) {
        int cb = l.kind().cellBytes();
        int type = DdnetTiles.typeByte(l.kind());
        byte[] c = l.grid().rawCells();
        int minX = Integer.MAX_VALUE;
        int minY = -1;
        for (int y = 0; y < l.height(); y++) {
            for (int x = 0; x < Math.min(minX, l.width()); x++) {
                if (c[(y * l.width() + x) * cb + type] != 0) {
                    minX = x;
                    if (minY < 0) {
                        minY = y;
                    }
                    break;
                }
            }
        }
        return minY < 0 ? null : new int[] {minX, minY};
    }

    /** How many cells differ under a shift, stopping once {@code limit} is reached. */
    private static int count(TileLayer a, TileLayer b, Shift s, int limit) {
        int[] n = {0};
        walk(a, b, s, (x, y, ta, tb) -> n[0]++, () -> n[0] >= limit);
        return n[0];
    }

    /** Called for each differing cell, at its place in the second layer, with the tile each side has there. */
    @FunctionalInterface
    private interface CellVisitor {
        void differs(int x, int y, int tileA, int tileB);
    }

    private static void walk(
            TileLayer a, TileLayer b, Shift s, CellVisitor visit, java.util.function.BooleanSupplier stop) {
        TileKind kind = a.kind();
        int cb = kind.cellBytes();
        int mask = DdnetTiles.readBytes(kind);
        int type = DdnetTiles.typeByte(kind);
        byte[] ca = a.grid().rawCells();
        byte[] cbs = b.grid().rawCells();
        int aw = a.width();
        int ah = a.height();
        int bw = b.width();
        int bh = b.height();
        // over both layers' cells, in the second layer's coordinates (the first's shifted)
        int xs = Math.min(0, s.dx());
        int ys = Math.min(0, s.dy());
        int xe = Math.max(bw, aw + s.dx());
        int ye = Math.max(bh, ah + s.dy());
        for (int y = ys; y < ye; y++) {
            if (stop.getAsBoolean()) {
                return;
            }
            int yA = y - s.dy();
            for (int x = xs; x < xe; x++) {
                int xA = x - s.dx();
                int oa = xA >= 0 && xA < aw && yA >= 0 && yA < ah ? (yA * aw + xA) * cb : -1;
                int ob = x >= 0 && x < bw && y >= 0 && y < bh ? (y * bw + x) * cb : -1;
                if (oa < 0 && ob < 0) {
                    continue;
                }
                int ta = byteAt(ca, oa, type);
                int tb = byteAt(cbs, ob, type);
                // an empty cell's other bytes (flags, numbers) are never read: empty on both sides is the same
                if (ta == 0 && tb == 0) {
                    continue;
                }
                for (int i = 0; i < cb; i++) {
                    if ((mask >> i & 1) != 0 && byteAt(ca, oa, i) != byteAt(cbs, ob, i)) {
                        visit.differs(x, y, ta, tb);
                        break;
                    }
                }
            }
        }
    }

    static Optional<Difference> compare(String name, TileLayer a, TileLayer b) {
        return compare(name, a, b, Shift.NONE);
    }

    static Optional<Difference> compare(String name, TileLayer a, TileLayer b, Shift shift) {
        TileKind kind = a.kind();
        int bw = b.width();
        int bh = b.height();
        int[] count = {0};
        int[] box = {Integer.MAX_VALUE, Integer.MAX_VALUE, Integer.MIN_VALUE, Integer.MIN_VALUE};
        int[] gained = new int[256];
        int[] lost = new int[256];
        int[] altered = new int[256];
        java.util.BitSet changed = new java.util.BitSet();
        walk(
                a,
                b,
                shift,
                (x, y, ta, tb) -> {
                    count[0]++;
                    if (x >= 0 && y >= 0 && x < bw && y < bh) {
                        changed.set(y * bw + x);
                    }
                    box[0] = Math.min(box[0], x);
                    box[1] = Math.min(box[1], y);
                    box[2] = Math.max(box[2], x);
                    box[3] = Math.max(box[3], y);
                    if (ta == tb) {
                        altered[ta]++;
                    } else {
                        lost[ta]++;
                        gained[tb]++;
                    }
                },
                () -> false);
        int x0 = box[0];
        int y0 = box[1];
        int x1 = box[2];
        int y1 = box[3];
        if (count[0] == 0) {
            return Optional.empty();
        }
        SortedMap<String, Integer> g = new TreeMap<>();
        SortedMap<String, Integer> l = new TreeMap<>();
        SortedMap<String, Integer> alt = new TreeMap<>();
        if (kind.isPhysics()) {
            for (int id = 1; id < 256; id++) {
                add(g, tileName(kind, id), gained[id]);
                add(l, tileName(kind, id), lost[id]);
                add(alt, tileName(kind, id), altered[id]);
            }
        } else {
            // design tiles have no names: placed on empty cells, changed from another tile, cleared to empty
            int placed = lost[0];
            int cleared = gained[0];
            int total = 0;
            for (int id = 0; id < 256; id++) {
                total += gained[id];
            }
            add(g, "placed", placed);
            add(g, "changed", total - placed - cleared);
            add(l, "cleared", cleared);
            int flipped = 0;
            for (int id = 1; id < 256; id++) {
                flipped += altered[id];
            }
            add(alt, "tiles", flipped);
        }
        // the box within the second layer, when some of it is there (cells cropped away are only counted)
        int cx0 = Math.max(0, x0);
        int cy0 = Math.max(0, y0);
        int cx1 = Math.min(x1, bw - 1);
        int cy1 = Math.min(y1, bh - 1);
        Location where =
                cx0 <= cx1 && cy0 <= cy1 ? Location.cells(b, cx0, cy0, cx1 - cx0 + 1, cy1 - cy0 + 1) : Location.of(b);
        return Optional.of(new Difference.Cells(name, kind, count[0], x0, y0, x1, y1, g, l, alt, changed, where));
    }

    private static int byteAt(byte[] cells, int offset, int i) {
        return offset < 0 ? 0 : cells[offset + i] & 0xFF;
    }

    private static void add(SortedMap<String, Integer> m, String key, int n) {
        if (n > 0) {
            m.merge(key, n, Integer::sum);
        }
    }

    private static String tileName(TileKind kind, int id) {
        return DdnetTiles.find(kind, id).map(DdnetTile::shortName).orElse("tile " + id);
    }
}
