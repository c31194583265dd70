package twedit.model.driftline;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Applies the canonicalization rules to typed values: bounds and atlas checks (errors), boundary ring and
 * duplicates (warnings, last wins), canonical sorting (spec "Canonicalization rules").
 */
public final class DriftlineNormalizer {
    private DriftlineNormalizer() {}

    /**
     * Normalizes a map an editor built, exactly as {@link DriftlineReader} does after parsing; entries are named
     * by their index in the given lists.
     *
     * @throws DriftlineException if the size is below 2 or any entry is out of bounds or has a negative atlas cell
     */
    public static DriftlineResult normalize(DriftlineMap map) throws DriftlineException {
        DriftlineMeta meta = map.meta();
        List<String> errors = new ArrayList<>();
        if (meta.w() < 2) {
            errors.add("meta.w: must be at least 2 (got " + meta.w() + ")");
        }
        if (meta.h() < 2) {
            errors.add("meta.h: must be at least 2 (got " + meta.h() + ")");
        }
        if (!errors.isEmpty()) {
            throw new DriftlineException(errors);
        }
        Map<DriftlineLayer, List<DriftlineTile>> tiles = new EnumMap<>(DriftlineLayer.class);
        for (DriftlineLayer layer : DriftlineLayer.values()) {
            tiles.put(layer, map.layers().get(layer));
        }
        return normalize(meta, tiles, map.entities(), errors, new ArrayList<>());
    }

    /**
     * The shared rules. Null list elements are entries the reader already refused (kept so indices stay those of
     * the input); errors found here are added to {@code errors}, and any error at all refuses the map.
     */
    static DriftlineResult normalize(
            DriftlineMeta meta,
            Map<DriftlineLayer, List<DriftlineTile>> tiles,
            List<DriftlineEntity> entities,
            List<String> errors,
            List<DriftlineWarning> warnings)
            throws DriftlineException {
        List<List<DriftlineTile>> layers = new ArrayList<>();
        for (DriftlineLayer layer : DriftlineLayer.values()) {
            layers.add(layer(meta, "layers." + layer.jsonName(), tiles.get(layer), errors, warnings));
        }
        List<DriftlineEntity> ents = entities(meta, entities, errors, warnings);
        if (!errors.isEmpty()) {
            throw new DriftlineException(errors);
        }
        DriftlineLayers out = new DriftlineLayers(layers.get(0), layers.get(1), layers.get(2));
        return new DriftlineResult(new DriftlineMap(meta, out, ents), warnings);
    }

    private static List<DriftlineTile> layer(
            DriftlineMeta meta,
            String name,
            List<DriftlineTile> in,
            List<String> errors,
            List<DriftlineWarning> warnings) {
        Map<Long, Integer> lastIndex = new HashMap<>();
        Map<Long, DriftlineTile> kept = new LinkedHashMap<>();
        for (int i = 0; i < in.size(); i++) {
            DriftlineTile t = in.get(i);
            if (t == null) {
                continue;
            }
            String entry = name + "[" + i + "]";
            // Errors come before the boundary skip: the spec lists them as errors without exception.
            if (!meta.contains(t.x(), t.y())) {
                errors.add(entry + ": " + outOfBounds(meta, t.x(), t.y()));
                continue;
            }
            if (t.ax() < 0 || t.ay() < 0) {
                String field = t.ax() < 0 ? "ax" : "ay";
                int value = t.ax() < 0 ? t.ax() : t.ay();
                errors.add(entry + ": " + field + " must be at least 0 (got " + value + ")");
                continue;
            }
            if (meta.onBoundary(t.x(), t.y())) {
                warnings.add(new DriftlineWarning(
                        entry,
                        "tile at " + cell(t.x(), t.y())
                                + " is on the boundary ring, which the game generates; skipped"));
                continue;
            }
            long key = ((long) t.x() << 32) | (t.y() & 0xFFFFFFFFL);
            Integer previous = lastIndex.put(key, i);
            if (previous != null) {
                warnings.add(new DriftlineWarning(
                        entry, "same cell " + cell(t.x(), t.y()) + " as " + name + "[" + previous + "]; last wins"));
            }
            kept.put(key, t);
        }
        List<DriftlineTile> out = new ArrayList<>(kept.values());
        out.sort(DriftlineTile.ORDER);
        return out;
    }

    private static List<DriftlineEntity> entities(
            DriftlineMeta meta, List<DriftlineEntity> in, List<String> errors, List<DriftlineWarning> warnings) {
        Map<List<Object>, Integer> lastIndex = new HashMap<>();
        Map<List<Object>, DriftlineEntity> kept = new LinkedHashMap<>();
        for (int i = 0; i < in.size(); i++) {
            DriftlineEntity e = in.get(i);
            if (e == null) {
                continue;
            }
            String entry = "entities[" + i + "]";
            if (!meta.contains(e.x(), e.y())) {
                errors.add(entry + ": " + outOfBounds(meta, e.x(), e.y()));
                continue;
            }
            String what = e.type().jsonName() + " at " + cell(e.x(), e.y());
            if (meta.onBoundary(e.x(), e.y())) {
                warnings.add(
                        new DriftlineWarning(entry, what + " is on the boundary ring, which is reserved; skipped"));
                continue;
            }
            // Duplicates are keyed by (type, x, y): a spawn and a flag may share a cell
            // (spec "Entity canonicalization").
            List<Object> key = List.of(e.type(), e.x(), e.y());
            Integer previous = lastIndex.put(key, i);
            if (previous != null) {
                warnings.add(new DriftlineWarning(entry, "same " + what + " as entities[" + previous + "]; last wins"));
            }
            kept.put(key, e);
        }
        List<DriftlineEntity> out = new ArrayList<>(kept.values());
        out.sort(DriftlineEntity.ORDER);
        return out;
    }

    private static String outOfBounds(DriftlineMeta meta, int x, int y) {
        return cell(x, y) + " is out of bounds: x must be 0.." + (meta.w() - 1) + " and y 0.." + (meta.h() - 1)
                + " on a " + meta.w() + "x" + meta.h() + " map";
    }

    private static String cell(int x, int y) {
        return "(" + x + "," + y + ")";
    }
}
