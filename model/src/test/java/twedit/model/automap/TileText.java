package twedit.model.automap;

import java.util.ArrayList;
import java.util.List;
import twedit.model.map.MapFixtures;
import twedit.model.map.TileGrid;

/** Small tile layers as text for tests: rows of space-separated {@code id} or {@code id:flags}; '#' lines are comments. */
final class TileText {
    private TileText() {}

    static TileGrid parse(String text) {
        List<String[]> rows = new ArrayList<>();
        for (String line : text.split("\n")) {
            String l = line.strip();
            if (l.isEmpty() || l.startsWith("#")) {
                continue;
            }
            rows.add(l.split("\\s+"));
        }
        int h = rows.size();
        int w = h == 0 ? 0 : rows.get(0).length;
        TileGrid g = new TileGrid(w, h, 4);
        for (int y = 0; y < h; y++) {
            String[] row = rows.get(y);
            if (row.length != w) {
                throw new IllegalArgumentException("row " + y + " has " + row.length + " cells, not " + w);
            }
            for (int x = 0; x < w; x++) {
                String[] parts = row[x].split(":");
                MapFixtures.set(g, x, y, 0, Integer.parseInt(parts[0]));
                MapFixtures.set(g, x, y, 1, parts.length > 1 ? Integer.parseInt(parts[1]) : 0);
            }
        }
        return g;
    }

    static String format(TileGrid g) {
        StringBuilder sb = new StringBuilder();
        for (int y = 0; y < g.height(); y++) {
            for (int x = 0; x < g.width(); x++) {
                if (x > 0) {
                    sb.append(' ');
                }
                sb.append(g.get(x, y, 0));
                if (g.get(x, y, 1) != 0) {
                    sb.append(':').append(g.get(x, y, 1));
                }
            }
            sb.append('\n');
        }
        return sb.toString();
    }
}
