package twedit.model.driftline;

import java.util.Optional;

/** The entity types a v1 map allows; any other type is an error (spec "Entity canonicalization"). */
public enum DriftlineEntityType {
    SPAWN("spawn"),
    FLAG("flag"),
    BASE("base");

    private final String jsonName;

    DriftlineEntityType(String jsonName) {
        this.jsonName = jsonName;
    }

    /** The {@code type} string in the JSON; canonical order sorts by this string, not by the enum order. */
    public String jsonName() {
        return jsonName;
    }

    /** The type with this exact JSON name, if any (case-sensitive, as the canonical output is). */
    public static Optional<DriftlineEntityType> fromJsonName(String name) {
        for (DriftlineEntityType t : values()) {
            if (t.jsonName.equals(name)) {
                return Optional.of(t);
            }
        }
        return Optional.empty();
    }
}
