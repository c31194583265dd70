package twedit.editor.media;

import java.util.List;

/** What a media command did: whether the map changed, an error to show (nothing changed) and warnings. */
public record Outcome(boolean changed, String error, List<String> warnings) {
    public Outcome {
        warnings = List.copyOf(warnings);
    }

    /** A command that changed the map (or wrote a file) with these warnings. */
    public static Outcome done(List<String> warnings) {
        return new Outcome(true, null, warnings);
    }

    /** A command that changed nothing and says why. */
    public static Outcome failed(String error) {
        return new Outcome(false, error, List.of());
    }

    /** Whether the command failed. */
    public boolean failed() {
        return error != null;
    }
}
