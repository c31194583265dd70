package twedit.editor.view;

import twedit.model.map.TileLayer;
import twedit.model.map.TwMap;

/**
 * Where a freshly opened map is shown, as DDNet's editor shows it: at 100 % around the first spawn tile of the Game
 * layer (in reading order); without a spawn, around the middle of the Game layer's content, or of the layer itself
 * when it is empty. Fitting the whole map stays View &gt; Fit: a long map fitted is a thin strip.
 */
public final class OpeningView {
    /** Game layer tile ids of the spawns (neutral, red, blue). */
    private static final int SPAWN_FIRST = 192;

    private static final int SPAWN_LAST = 194;

    private OpeningView() {}

    private static boolean empty(TileLayer layer) {
        byte[] cells = layer.grid().rawCells();
        int cb = layer.grid().cellBytes();
        for (int o = 0; o + cb <= cells.length; o += cb) {
            if (cells[o] != 0) {
                return false;
            }
        }
        return true;
    }

    /** The tile (x, y) of the game frame the view is centred on when {@code map} opens. */
    public static int[] homeTile(TwMap map) {
        TileLayer game = map.gameLayer().orElse(null);
        if (game == null) {
            return new int[] {50, 25};
        }
        byte[] cells = game.grid().rawCells();
        int cb = game.grid().cellBytes();
        int w = game.width();
        int h = game.height();
        int minX = w;
        int minY = h;
        int maxX = -1;
        int maxY = -1;
        for (int y = 0; y < h; y++) {
            for (int x = 0, o = y * w * cb; x < w; x++, o += cb) {
                int id = cells[o] & 0xFF;
                if (id == 0) {
                    continue;
                }
                if (id >= SPAWN_FIRST && id <= SPAWN_LAST) {
                    return new int[] {x, y};
                }
                minX = Math.min(minX, x);
                maxX = Math.max(maxX, x);
                minY = Math.min(minY, y);
                maxY = Math.max(maxY, y);
            }
        }
        if (maxX < 0) {
            return new int[] {w / 2, h / 2};
        }
        return new int[] {(minX + maxX) / 2, (minY + maxY) / 2};
    }

    /**
     * Places the camera (its view size already set) on {@code map}'s home tile at 100 %; a map whose Game layer is
     * still empty (a new map) is fitted whole instead, so its border shows rather than a plain field from its middle.
     */
    public static void apply(Camera camera, TwMap map) {
        TileLayer game = map.gameLayer().orElse(null);
        if (game != null && game.width() > 0 && game.height() > 0 && empty(game)) {
            camera.fit(0, 0, game.width() * 32.0, game.height() * 32.0);
            return;
        }
        int[] tile = homeTile(map);
        camera.setScale(1.0);
        camera.setCenter(tile[0] * 32.0 + 16, tile[1] * 32.0 + 16);
    }
}
