package twedit.model.doctor;

/**
 * The game a map is judged for: what its server loads decides what "breaks the map" means (DDNet's server crashes on
 * Teeworlds 0.7's compressed tiles before 17.2; Teeworlds 0.7's server loads them).
 */
public enum Target {
    DDNET("DDNet"),
    TEEWORLDS("Teeworlds 0.7");

    private final String label;

    Target(String label) {
        this.label = label;
    }

    /** "DDNet" or "Teeworlds 0.7", as messages name the game. */
    public String label() {
        return label;
    }
}
