package twedit.model.map;

/**
 * The kinds of tilemap layer (map-format.md "Layers"): the tilemap {@code flags} value that marks each and the
 * bytes per cell of its tile type (Tile 4, Tele 2, Speedup 6, Switch 4, Tune 2).
 */
public enum TileKind {
    TILES(0, 4, "Tiles"),
    GAME(1, 4, "Game"),
    TELE(2, 2, "Tele"),
    SPEEDUP(4, 6, "Speedup"),
    FRONT(8, 4, "Front"),
    SWITCH(16, 4, "Switch"),
    TUNE(32, 2, "Tune");

    private final int flag;
    private final int cellBytes;
    private final String defaultName;

    TileKind(int flag, int cellBytes, String defaultName) {
        this.flag = flag;
        this.cellBytes = cellBytes;
        this.defaultName = defaultName;
    }

    /** The tilemap flags value (0 for plain tiles). */
    public int flag() {
        return flag;
    }

    public int cellBytes() {
        return cellBytes;
    }

    /** The name DDNet forces on physics layers (map-checks.md item 14); "Tiles" for plain layers. */
    public String defaultName() {
        return defaultName;
    }

    public boolean isPhysics() {
        return this != TILES;
    }

    /** DDNet-only physics layers (everything but tiles and game). */
    public boolean isDdnetOnly() {
        return this != TILES && this != GAME;
    }

    /** The kind for a tilemap flags value, or null when it is not exactly one known flag. */
    public static TileKind ofFlags(int flags) {
        for (TileKind k : values()) {
            if (k.flag == flags) {
                return k;
            }
        }
        return null;
    }
}
