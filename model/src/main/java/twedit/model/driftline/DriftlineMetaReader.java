package twedit.model.driftline;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import java.util.ArrayList;
import java.util.List;

/** Normalizes {@code meta} with its defaults and the legacy top-level width/height (spec "meta"). */
final class DriftlineMetaReader {
    /** Legacy sizes at least this large and divisible by 16 are pixels (spec "Defaults / legacy fallbacks"). */
    private static final int LEGACY_PIXEL_THRESHOLD = 256;
    /** The spec divides legacy pixel sizes by 16, not by meta.tile_size. */
    private static final int LEGACY_PIXELS_PER_TILE = 16;

    private DriftlineMetaReader() {}

    /** The normalized meta; refuses the map if any meta field is wrong, since every bounds check depends on it. */
    static DriftlineMeta read(JsonNode root, List<DriftlineWarning> warnings) throws DriftlineException {
        JsonNode meta = root.get("meta");
        if (JsonValues.absent(meta)) {
            meta = JsonNodeFactory.instance.objectNode();
        } else if (!meta.isObject()) {
            throw new DriftlineException("meta: must be an object (got " + JsonValues.describe(meta) + ")");
        }
        List<String> errors = new ArrayList<>();
        int w = size(meta, "w", root, "width", errors, warnings);
        int h = size(meta, "h", root, "height", errors, warnings);
        int tileSize = DriftlineMeta.DEFAULT_TILE_SIZE;
        JsonNode ts = meta.get("tile_size");
        if (!JsonValues.absent(ts)) {
            Integer v = JsonValues.intValue(ts);
            if (v == null) {
                errors.add("meta.tile_size: " + JsonValues.notAnInteger(ts));
            } else {
                tileSize = v;
            }
        }
        String tileset = "";
        JsonNode name = meta.get("tileset");
        if (!JsonValues.absent(name)) {
            if (name.isTextual()) {
                tileset = name.textValue();
            } else {
                errors.add("meta.tileset: must be a string (got " + JsonValues.describe(name) + ")");
            }
        }
        if (!errors.isEmpty()) {
            throw new DriftlineException(errors);
        }
        return new DriftlineMeta(w, h, tileSize, tileset);
    }

    /**
     * meta.w or meta.h: an integer there wins; if it is missing or not an integer, the legacy top-level key
     * decides (pixels or tiles), else the default 64. The result must be at least 2 (spec "Validation constraints").
     */
    private static int size(
            JsonNode meta,
            String key,
            JsonNode root,
            String legacyKey,
            List<String> errors,
            List<DriftlineWarning> warnings) {
        String field = "meta." + key;
        JsonNode node = meta.get(key);
        boolean present = !JsonValues.absent(node);
        if (present) {
            Integer v = JsonValues.intValue(node);
            if (v != null) {
                if (v < 2) {
                    errors.add(field + ": must be at least 2 (got " + v + ")");
                }
                return v;
            }
        }
        String invalid = present ? "not an integer (got " + JsonValues.describe(node) + "); " : null;
        JsonNode legacy = root.get(legacyKey);
        if (JsonValues.absent(legacy)) {
            if (invalid != null) {
                warnings.add(new DriftlineWarning(field, invalid + "using the default " + DriftlineMeta.DEFAULT_SIZE));
            }
            return DriftlineMeta.DEFAULT_SIZE;
        }
        Integer raw = JsonValues.intValue(legacy);
        if (raw == null) {
            // A legacy size that is neither pixels nor tiles cannot be guessed; refuse rather than default to 64.
            errors.add(legacyKey + ": legacy " + legacyKey + " " + JsonValues.notAnInteger(legacy));
            return 0;
        }
        boolean pixels = raw >= LEGACY_PIXEL_THRESHOLD && raw % LEGACY_PIXELS_PER_TILE == 0;
        int tiles = pixels ? raw / LEGACY_PIXELS_PER_TILE : raw;
        if (tiles < 2) {
            errors.add(legacyKey + ": legacy " + legacyKey + " " + raw + " gives " + field + " " + tiles
                    + "; it must be at least 2");
        } else if (invalid != null) {
            warnings.add(new DriftlineWarning(
                    field,
                    invalid + "using legacy " + legacyKey + " " + raw
                            + (pixels ? " pixels = " + tiles + " tiles" : " tiles")));
        }
        return tiles;
    }
}
