package twedit.model.doctor;

import java.util.Objects;

/**
 * One problem of a map: how bad it is, which check found it (e.g. "physics.size"), where it is (group, layer or item
 * names), what is wrong, and the repair, or null when it cannot be fixed automatically.
 */
public record Finding(Severity severity, String checkId, String where, String what, Repair repair) {
    public Finding {
        Objects.requireNonNull(severity);
        Objects.requireNonNull(checkId);
        Objects.requireNonNull(where);
        Objects.requireNonNull(what);
    }

    public static Finding error(String checkId, String where, String what, Repair repair) {
        return new Finding(Severity.ERROR, checkId, where, what, repair);
    }

    public static Finding warning(String checkId, String where, String what, Repair repair) {
        return new Finding(Severity.WARNING, checkId, where, what, repair);
    }

    public boolean isError() {
        return severity == Severity.ERROR;
    }

    public boolean fixable() {
        return repair != null;
    }

    /** Identifies the finding across validations of the same map (check, place and message). */
    public String key() {
        return checkId + "|" + where + "|" + what;
    }

    /** "error: where: what", the command line's form without the file name. */
    public String line() {
        return severity.label() + ": " + where + ": " + what;
    }

    @Override
    public String toString() {
        return line() + (repair == null ? "" : " (fix: " + repair.description() + ")");
    }
}
