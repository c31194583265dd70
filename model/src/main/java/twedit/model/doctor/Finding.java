package twedit.model.doctor;

import java.util.Objects;
import twedit.model.map.Location;

/**
 * One problem of a map: how bad it is, which check found it (e.g. "physics.size"), where it is (a typed
 * {@link Location} that tools follow, and the same place as text for people), what is wrong, and the repair, or null
 * when it cannot be fixed automatically. Only the location and check id carry meaning; the texts are for people.
 */
public record Finding(Severity severity, String checkId, Location location, String where, String what, Repair repair) {
    public Finding {
        Objects.requireNonNull(severity);
        Objects.requireNonNull(checkId);
        Objects.requireNonNull(location);
        Objects.requireNonNull(where);
        Objects.requireNonNull(what);
    }

    /** What tells findings apart across validations of the same map: the check and the place. */
    public record Key(String checkId, Location location) {}

    static Finding error(String checkId, Where.Place where, String what, Repair repair) {
        return new Finding(Severity.ERROR, checkId, where.location(), where.text(), what, repair);
    }

    static Finding warning(String checkId, Where.Place where, String what, Repair repair) {
        return new Finding(Severity.WARNING, checkId, where.location(), where.text(), what, repair);
    }

    public static Finding error(String checkId, Location location, String where, String what, Repair repair) {
        return new Finding(Severity.ERROR, checkId, location, where, what, repair);
    }

    public static Finding warning(String checkId, Location location, String where, String what, Repair repair) {
        return new Finding(Severity.WARNING, checkId, location, where, what, repair);
    }

    public boolean isError() {
        return severity == Severity.ERROR;
    }

    public boolean fixable() {
        return repair != null;
    }

    /** Identifies the finding across validations of the same map. */
    public Key key() {
        return new Key(checkId, location);
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
