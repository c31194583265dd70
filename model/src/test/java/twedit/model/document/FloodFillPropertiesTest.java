package twedit.model.document;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.Deque;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import twedit.model.document.edits.Cells;
import twedit.model.document.edits.TileOps;
import twedit.model.map.MapFixtures;
import twedit.model.map.TileKind;
import twedit.model.map.TileLayer;
import twedit.model.map.TwMap;

/** The scanline bucket fill changes exactly the cells a plain 4-connected search finds, and undo restores them. */
class FloodFillPropertiesTest {
    @Property(tries = 200)
    void scanlineFillEqualsASimpleSearch(
            @ForAll @IntRange(min = 1, max = 14) int w,
            @ForAll @IntRange(min = 1, max = 14) int h,
            @ForAll long seed,
            @ForAll @IntRange(min = 0, max = 200) int at,
            @ForAll @IntRange(min = 0, max = 2) int tile) {
        TwMap map = TwMap.newMap(w, h);
        TileLayer layer = TileLayer.empty(TileKind.TELE, w, h);
        MapFixtures.add(map.gameGroup().orElseThrow().layers(), layer);
        java.util.Random rnd = new java.util.Random(seed);
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                MapFixtures.writeCell(layer.grid(), x, y, Cells.tele(rnd.nextInt(2), rnd.nextInt(2)), 0);
            }
        }
        int sx = at % w;
        int sy = (at / w) % h;
        byte[] fill = Cells.tele(tile, 1);
        byte[] before = layer.grid().toBytes();
        byte[] expected = reference(before, w, h, 2, sx, sy, fill);
        MapDocument doc = new MapDocument(map);
        doc.apply(TileOps.floodFill(layer, sx, sy, fill));
        assertThat(layer.grid().rawCells()).isEqualTo(expected);
        if (doc.canUndo()) {
            doc.undo();
        }
        assertThat(layer.grid().rawCells()).isEqualTo(before);
    }

    private static byte[] reference(byte[] cells, int w, int h, int cb, int sx, int sy, byte[] fill) {
        byte[] out = cells.clone();
        int start = sy * w + sx;
        byte[] target = Arrays.copyOfRange(cells, start * cb, start * cb + cb);
        if (Arrays.equals(target, fill)) {
            return out;
        }
        boolean[] seen = new boolean[w * h];
        Deque<Integer> queue = new ArrayDeque<>();
        queue.add(start);
        seen[start] = true;
        while (!queue.isEmpty()) {
            int i = queue.poll();
            System.arraycopy(fill, 0, out, i * cb, cb);
            int x = i % w;
            int y = i / w;
            int[][] next = {{x - 1, y}, {x + 1, y}, {x, y - 1}, {x, y + 1}};
            for (int[] n : next) {
                if (n[0] >= 0 && n[1] >= 0 && n[0] < w && n[1] < h) {
                    int j = n[1] * w + n[0];
                    if (!seen[j] && Arrays.equals(cells, j * cb, j * cb + cb, target, 0, cb)) {
                        seen[j] = true;
                        queue.add(j);
                    }
                }
            }
        }
        return out;
    }
}
