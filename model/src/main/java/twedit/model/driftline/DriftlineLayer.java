package twedit.model.driftline;

/** The three authoritative tile layers, in canonical output order (spec "layers"). */
public enum DriftlineLayer {
    BG("bg"),
    SOLID("solid"),
    FG("fg");

    private final String jsonName;

    DriftlineLayer(String jsonName) {
        this.jsonName = jsonName;
    }

    /** The key under {@code layers} in the JSON. */
    public String jsonName() {
        return jsonName;
    }
}
