package twedit.model.doctor;

import java.util.Locale;

/** How bad a finding is: an error makes the game refuse the map or misbehave, a warning is likely a mistake. */
public enum Severity {
    ERROR,
    WARNING;

    /** "error" or "warning", as the command line prints it. */
    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }
}
