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

    static Optional<Difference> compare(String name, TileLayer a, TileLayer b) {
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
        int w = Math.max(aw, bw);
        int h = Math.max(ah, bh);
        int count = 0;
        int x0 = Integer.MAX_VALUE;
        int y0 = Integer.MAX_VALUE;
        int x1 = -1;
        int y1 = -1;
        int[] gained = new int[256];
        int[] lost = new int[256];
        int[] altered = new int[256];
        java.util.BitSet changed = new java.util.BitSet();
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                int oa = x < aw && y < ah ? (y * aw + x) * cb : -1;
                int ob = x < bw && y < bh ? (y * bw + x) * cb : -1;
                boolean differs = false;
                for (int i = 0; i < cb; i++) {
                    if ((mask >> i & 1) != 0 && byteAt(ca, oa, i) != byteAt(cbs, ob, i)) {
                        differs = true;
                        break;
                    }
                }
                int ta = byteAt(ca, oa, type);
                int tb = byteAt(cbs, ob, type);
                // an empty cell's other bytes (flags, numbers) are never read: empty on both sides is the same
                if (!differs || ta == 0 && tb == 0) {
                    continue;
                }
                count++;
                if (x < bw && y < bh) {
                    changed.set(y * bw + x);
                }
                x0 = Math.min(x0, x);
                y0 = Math.min(y0, y);
                x1 = Math.max(x1, x);
                y1 = Math.max(y1, y);
                if (ta == tb) {
                    altered[ta]++;
                } else {
                    lost[ta]++;
                    gained[tb]++;
                }
            }
        }
        if (count == 0) {
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
        Location where = b.width() > 0 && b.height() > 0 && x0 < bw && y0 < bh
                ? Location.cells(b, x0, y0, Math.min(x1, bw - 1) - x0 + 1, Math.min(y1, bh - 1) - y0 + 1)
                : Location.of(b);
        return Optional.of(new Difference.Cells(name, kind, count, x0, y0, x1, y1, g, l, alt, changed, where));
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
