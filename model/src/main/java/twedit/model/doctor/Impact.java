package twedit.model.doctor;

/**
 * What a finding means for the game: {@link #BREAKS_MAP} when the server refuses the map, crashes or hangs loading
 * it, or the game visibly misbehaves (tested against the real DDNet-Server); {@link #NOT_DDNET} for what the server
 * loads and players can play as it is (tile ids DDNet does not know, which mod servers use, data the game ignores,
 * redundant items, a layer in two groups, a second Tele layer, an image not divisible by 16 on a tile layer).
 * Repairs of the first kind are applied by default; those of the second only on request, because they may remove
 * what a mod or the mapper uses.
 */
public enum Impact {
    BREAKS_MAP("breaks the map"),
    NOT_DDNET("not DDNet's");

    private final String label;

    Impact(String label) {
        this.label = label;
    }

    /** "breaks the map" or "not DDNet's", as the command line and the Problems panel show it. */
    public String label() {
        return label;
    }

    /** The severity shown for this kind: an error when it breaks the map, else a warning. */
    public Severity severity() {
        return this == BREAKS_MAP ? Severity.ERROR : Severity.WARNING;
    }

    /** The kind a severity stands for: errors break the map, warnings are not DDNet's. */
    public static Impact of(Severity severity) {
        return severity == Severity.ERROR ? BREAKS_MAP : NOT_DDNET;
    }
}
