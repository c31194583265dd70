package twedit.model.tiles;

import java.util.Locale;

/** What a DDNet tile is for, coarsely: the groups the physics palette shows and its search matches. */
public enum TileCategory {
    AIR,
    COLLISION,
    DEATH,
    FREEZE,
    TELEPORT,
    TIMING,
    STOPPER,
    MODIFIER,
    WEAPON,
    ENTITY,
    LASER,
    SWITCH,
    SPEEDUP,
    TUNE,
    MISC;

    /** The lower-case word the tile-name tables and the palette use, e.g. {@code freeze}. */
    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }
}
