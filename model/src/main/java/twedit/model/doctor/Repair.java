package twedit.model.doctor;

import java.util.Objects;
import java.util.function.Function;
import twedit.model.codec.SourceForm;
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

    /**
     * The form to save the map in, when the fix is saving it in another form rather than an edit (then
     * {@link #edit} gives null); null for repairs that are edits.
     */
    default SourceForm saveForm() {
        return null;
    }

    /** A repair that is saving the map in {@code form} (the map itself stays as it is). */
    static Repair saveIn(SourceForm form, String description) {
        return new Simple(description, map -> null, Objects.requireNonNull(form));
    }

    /** A repair from a description and an edit builder. */
    static Repair of(String description, Function<TwMap, Edit> build) {
        return new Simple(description, build, null);
    }

    /** The repair {@link #saveIn} and {@link #of} make: a description, an edit builder and the form to save in. */
    record Simple(String description, Function<TwMap, Edit> build, SourceForm saveForm) implements Repair {
        /** Checks that the description and the builder are there. */
        public Simple {
            Objects.requireNonNull(description);
            Objects.requireNonNull(build);
        }

        @Override
        public Edit edit(TwMap map) {
            return build.apply(map);
        }

        @Override
        public String toString() {
            return "Repair[" + description + "]";
        }
    }
}
