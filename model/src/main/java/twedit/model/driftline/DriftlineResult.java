package twedit.model.driftline;

import java.util.List;
import java.util.Objects;

/**
 * A normalized, valid map together with the warnings normalizing it produced (boundary skips, duplicates).
 *
 * @param map the normalized map: in bounds, no boundary ring, no duplicates, sorted canonically
 * @param warnings the warnings in input order
 */
public record DriftlineResult(DriftlineMap map, List<DriftlineWarning> warnings) {
    public DriftlineResult {
        Objects.requireNonNull(map, "map");
        warnings = List.copyOf(warnings);
    }
}
