package twedit.model.map;

/**
 * A tiles layer's automapper settings (DDNet UUID item mapitemtype-automapper-config@ddnet.tw; errata 2):
 * the chosen configuration index (-1 none), the seed (0 = fresh each run) and flags (1 = automatic).
 */
public record AutomapperConfig(int config, int seed, int flags) {
    public static final int FLAG_AUTOMATIC = 1;

    public boolean automatic() {
        return (flags & FLAG_AUTOMATIC) != 0;
    }
}
