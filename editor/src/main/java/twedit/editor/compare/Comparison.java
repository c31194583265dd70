package twedit.editor.compare;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import twedit.model.diff.Difference;
import twedit.model.diff.MapDiff;
import twedit.model.map.Locations;
import twedit.model.map.TileLayer;
import twedit.model.map.TwMap;

/**
 * The differences between another map (the one compared with, "before") and the open map ("after"), with the
 * changed cells of each of the open map's tile layers for the overlay.
 *
 * @param file the other map's file
 * @param other the other map as read
 * @param differences what differs, pointing into the open map
 * @param changedCells per tile layer of the open map, its changed cells (row-major over its width)
 */
record Comparison(Path file, TwMap other, List<Difference> differences, Map<TileLayer, BitSet> changedCells) {
    /** Compares {@code other} with {@code current} (the open map). */
    static Comparison of(Path file, TwMap other, TwMap current) {
        List<Difference> diffs = MapDiff.compare(other, current);
        Map<TileLayer, BitSet> cells = new IdentityHashMap<>();
        for (Difference d : new ArrayList<>(diffs)) {
            if (d instanceof Difference.Cells c) {
                c.location()
                        .flatMap(loc -> Locations.layer(current, loc))
                        .filter(TileLayer.class::isInstance)
                        .ifPresent(l -> cells.put((TileLayer) l, c.changed()));
            }
        }
        return new Comparison(file, other, List.copyOf(diffs), cells);
    }
}
