package twedit.model.driftline;

import java.util.Comparator;
import java.util.Objects;

/**
 * A gameplay marker on the tile grid: a spawn, flag or base with its team (spec "entities").
 *
 * @param type the entity type
 * @param x map column in tiles
 * @param y map row in tiles
 * @param team team number, 0 by default
 */
public record DriftlineEntity(DriftlineEntityType type, int x, int y, int team) {
    /** Canonical order: by (type, x, y, team), type compared as its JSON string (spec "Entity canonicalization"). */
    public static final Comparator<DriftlineEntity> ORDER = Comparator.comparing(
                    (DriftlineEntity e) -> e.type().jsonName())
            .thenComparingInt(DriftlineEntity::x)
            .thenComparingInt(DriftlineEntity::y)
            .thenComparingInt(DriftlineEntity::team);

    public DriftlineEntity {
        Objects.requireNonNull(type, "type");
    }
}
