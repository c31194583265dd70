package twedit.model.doctor;

import java.util.List;

/** What {@link Doctor#fixAll} did: the findings it repaired, in order, and those left (unfixable or failed). */
public record FixReport(List<Finding> applied, List<Finding> remaining) {
    public FixReport {
        applied = List.copyOf(applied);
        remaining = List.copyOf(remaining);
    }

    /** Whether any finding that breaks the map is left. */
    public boolean errorsLeft() {
        return remaining.stream().anyMatch(Finding::isError);
    }
}
