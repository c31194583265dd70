package twedit.model.driftline;

import java.util.Objects;

/**
 * A map's {@code meta} object: size in tiles, tile size in pixels and the tileset name (spec "meta").
 *
 * @param w width in tiles; a valid map has at least 2
 * @param h height in tiles; a valid map has at least 2
 * @param tileSize tile size in pixels ({@code tile_size}), 16 by default
 * @param tileset tileset name, empty by default (the runtime then uses {@code subspace_base})
 */
public record DriftlineMeta(int w, int h, int tileSize, String tileset) {
    /** The spec's default tile size, also the pixel-to-tile divisor for legacy sizes. */
    public static final int DEFAULT_TILE_SIZE = 16;
    /** The spec's default width and height when neither {@code meta} nor a legacy size gives one. */
    public static final int DEFAULT_SIZE = 64;

    public DriftlineMeta {
        Objects.requireNonNull(tileset, "tileset");
    }

    /** A w x h meta with the default tile size and an empty tileset. */
    public static DriftlineMeta of(int w, int h) {
        return new DriftlineMeta(w, h, DEFAULT_TILE_SIZE, "");
    }

    /** True if (x, y) lies on the map, boundary ring included. */
    public boolean contains(int x, int y) {
        return x >= 0 && y >= 0 && x < w && y < h;
    }

    /** True if (x, y) is on the outermost ring, which the game generates itself (spec "Tile canonicalization"). */
    public boolean onBoundary(int x, int y) {
        return x == 0 || y == 0 || x == w - 1 || y == h - 1;
    }
}
