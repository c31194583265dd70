package twedit.model.driftline;

import java.util.Objects;

/**
 * Something the normalizer dropped or replaced without refusing the map, naming the entry it concerns.
 *
 * @param entry the entry or field, e.g. {@code layers.solid[12]} or {@code meta.w}
 * @param message what happened, e.g. that the tile was on the boundary ring and was skipped
 */
public record DriftlineWarning(String entry, String message) {
    public DriftlineWarning {
        Objects.requireNonNull(entry, "entry");
        Objects.requireNonNull(message, "message");
    }

    /** {@code entry: message}, the form the command line prints. */
    @Override
    public String toString() {
        return entry + ": " + message;
    }
}
