package twedit.model.media;

import java.util.List;
import java.util.Objects;
import twedit.model.document.edits.Edit;

/**
 * What {@link MediaEdits} decided: the edit to apply with warnings the user should see, or a refusal saying why
 * nothing can be done (then {@code edit} is null and the map must stay as it is).
 */
public record MediaResult(Edit edit, String refusal, List<String> warnings) {
    public MediaResult {
        if ((edit == null) == (refusal == null)) {
            throw new IllegalArgumentException("exactly one of edit and refusal");
        }
        warnings = List.copyOf(warnings);
    }

    /** An edit to apply, with warnings (possibly none). */
    public static MediaResult ok(Edit edit, List<String> warnings) {
        return new MediaResult(Objects.requireNonNull(edit), null, warnings);
    }

    /** A refusal with the user-readable reason. */
    public static MediaResult refused(String reason) {
        return new MediaResult(null, Objects.requireNonNull(reason), List.of());
    }

    /** Whether there is an edit to apply. */
    public boolean ok() {
        return edit != null;
    }

    /** The edit; throws {@link IllegalStateException} carrying the refusal when there is none. */
    public Edit editOrThrow() {
        if (edit == null) {
            throw new IllegalStateException(refusal);
        }
        return edit;
    }
}
