package twedit.model.doctor;

import java.util.Objects;
import java.util.function.Function;
import twedit.model.document.edits.Edit;
import twedit.model.map.TwMap;

/**
 * How to fix one finding: a description of what the fix does and the {@link Edit} that does it, built against the
 * map's current state (build it right after the validation that found the problem, then apply it at once).
 */
public interface Repair {
    /** What the fix does, e.g. "resize to 200x100 (cells outside are cut, new cells are empty)". */
    String description();

    /** The edit fixing the problem in {@code map} as it is now, or null when there is nothing left to do. */
    Edit edit(TwMap map);

    /** A repair from a description and an edit builder. */
    static Repair of(String description, Function<TwMap, Edit> build) {
        Objects.requireNonNull(description);
        Objects.requireNonNull(build);
        return new Repair() {
            @Override
            public String description() {
                return description;
            }

            @Override
            public Edit edit(TwMap map) {
                return build.apply(map);
            }

            @Override
            public String toString() {
                return "Repair[" + description + "]";
            }
        };
    }
}
