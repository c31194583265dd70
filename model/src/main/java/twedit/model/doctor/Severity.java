package twedit.model.doctor;

import java.util.Locale;

/**
 * How a finding is shown: an error breaks the map (the game refuses it or misbehaves), a warning is not DDNet's (see
 * {@link Impact}, which decides it).
 */
public enum Severity {
    ERROR,
    WARNING;

    /** "error" or "warning", as the command line prints it. */
    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }
}
