package twedit.model.driftline;

import java.util.List;
import java.util.Objects;

/**
 * A whole Driftline map as a value: meta, the three tile layers and the entities (spec "Top-level schema").
 * The format version is not stored: canonical output always says {@code "v":1}.
 *
 * @param meta size, tile size and tileset
 * @param layers tile placements of bg, solid and fg
 * @param entities spawns, flags and bases
 */
public record DriftlineMap(DriftlineMeta meta, DriftlineLayers layers, List<DriftlineEntity> entities) {
    public DriftlineMap {
        Objects.requireNonNull(meta, "meta");
        Objects.requireNonNull(layers, "layers");
        entities = List.copyOf(entities);
    }

    /** An empty map with this meta. */
    public static DriftlineMap empty(DriftlineMeta meta) {
        return new DriftlineMap(meta, DriftlineLayers.EMPTY, List.of());
    }

    public DriftlineMap withMeta(DriftlineMeta newMeta) {
        return new DriftlineMap(newMeta, layers, entities);
    }

    public DriftlineMap withLayers(DriftlineLayers newLayers) {
        return new DriftlineMap(meta, newLayers, entities);
    }

    public DriftlineMap withEntities(List<DriftlineEntity> newEntities) {
        return new DriftlineMap(meta, layers, newEntities);
    }
}
