package twedit.model.doctor;

import java.util.Objects;
import twedit.model.map.Location;

/**
 * One problem of a map: its kind ({@link Impact}: breaks the map, or not DDNet's), which check found it (e.g.
 * "physics.size"), where it is (a typed {@link Location} that tools follow, and the same place as text for people),
 * what is wrong, and the repair, or null when it cannot be fixed automatically. Only the kind, location and check id
 * carry meaning; the texts are for people. The severity follows from the kind (errors break the map).
 */
public record Finding(Impact impact, String checkId, Location location, String where, String what, Repair repair) {
    public Finding {
        Objects.requireNonNull(impact);
        Objects.requireNonNull(checkId);
        Objects.requireNonNull(location);
        Objects.requireNonNull(where);
        Objects.requireNonNull(what);
    }

    /** A finding of the kind {@code severity} stands for (errors break the map, warnings are not DDNet's). */
    public Finding(Severity severity, String checkId, Location location, String where, String what, Repair repair) {
        this(Impact.of(severity), checkId, location, where, what, repair);
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

    /** Error for what breaks the map, warning for the rest. */
    public Severity severity() {
        return impact.severity();
    }

    /** Whether the finding breaks the map (what a default repair fixes). */
    public boolean isError() {
        return impact == Impact.BREAKS_MAP;
    }

    /** The same finding of another kind (a check reclassifying a default it got from a shared helper). */
    public Finding withImpact(Impact kind) {
        return new Finding(kind, checkId, location, where, what, repair);
    }

    public boolean fixable() {
        return repair != null;
    }

    /** Identifies the finding across validations of the same map. */
    public Key key() {
        return new Key(checkId, location);
    }

    /** "error: where: what", the short form (without the kind's words). */
    public String line() {
        return severity().label() + ": " + where + ": " + what;
    }

    /** "error (breaks the map): where: what", the command line's form without the file name. */
    public String kindLine() {
        return severity().label() + " (" + impact.label() + "): " + where + ": " + what;
    }

    @Override
    public String toString() {
        return line() + (repair == null ? "" : " (fix: " + repair.description() + ")");
    }
}
