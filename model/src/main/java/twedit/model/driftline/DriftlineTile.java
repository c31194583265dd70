package twedit.model.driftline;

import java.util.Comparator;

/**
 * One tile placement {@code [x, y, ax, ay]}: a map cell and the atlas cell painted there.
 *
 * @param x map column in tiles
 * @param y map row in tiles
 * @param ax atlas column in the tileset, never negative in a valid map
 * @param ay atlas row in the tileset, never negative in a valid map
 */
public record DriftlineTile(int x, int y, int ax, int ay) {
    /** Canonical order: by (x, y, ax, ay) (spec "Tile canonicalization"). */
    public static final Comparator<DriftlineTile> ORDER = Comparator.comparingInt(DriftlineTile::x)
            .thenComparingInt(DriftlineTile::y)
            .thenComparingInt(DriftlineTile::ax)
            .thenComparingInt(DriftlineTile::ay);
}
