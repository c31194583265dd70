package twedit.model.tiles;

import java.util.Locale;
import java.util.Optional;
import twedit.model.map.TileKind;

/**
 * The operations of DDNet's "Construct game tiles" (its EGameTileOp, in its order, with its names): which tile each
 * puts under the design and on which layer (the two check-tele operations write the Tele layer).
 */
public enum GameTileOp {
    AIR("Air", TileKind.GAME, "air"),
    HOOKABLE("Hookable", TileKind.GAME, "solid"),
    DEATH("Death", TileKind.GAME, "death"),
    UNHOOKABLE("Unhookable", TileKind.GAME, "nohook"),
    HOOKTHROUGH("Hookthrough", TileKind.GAME, "through_cut"),
    FREEZE("Freeze", TileKind.GAME, "freeze"),
    UNFREEZE("Unfreeze", TileKind.GAME, "unfreeze"),
    DEEP_FREEZE("Deep Freeze", TileKind.GAME, "deep_freeze"),
    DEEP_UNFREEZE("Deep Unfreeze", TileKind.GAME, "deep_unfreeze"),
    BLUE_CHECK_TELE("Blue Check-Tele", TileKind.TELE, "tele_check_in"),
    RED_CHECK_TELE("Red Check-Tele", TileKind.TELE, "tele_check_in_evil"),
    LIVE_FREEZE("Live Freeze", TileKind.GAME, "live_freeze"),
    LIVE_UNFREEZE("Live Unfreeze", TileKind.GAME, "live_unfreeze");

    private final String ddnetName;
    private final TileKind target;
    private final String tileName;

    GameTileOp(String ddnetName, TileKind target, String tileName) {
        this.ddnetName = ddnetName;
        this.target = target;
        this.tileName = tileName;
    }

    /** The name DDNet's editor shows (its popup and its undo step), e.g. "Deep Freeze". */
    public String ddnetName() {
        return ddnetName;
    }

    /** The layer the operation writes: Game, or Tele for the check-tele operations. */
    public TileKind target() {
        return target;
    }

    /** The tile id it puts under every non-empty design cell. */
    public int tile() {
        return DdnetTiles.id(target, tileName);
    }

    /** The command-line name: lower case with dashes, e.g. "deep-freeze", "blue-check-tele". */
    public String cliName() {
        return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    /** The operation a command-line name or DDNet name means (case and dashes, spaces, underscores ignored). */
    public static Optional<GameTileOp> parse(String s) {
        String k = s.trim().toLowerCase(Locale.ROOT).replaceAll("[-_ ]", "");
        for (GameTileOp op : values()) {
            if (op.cliName().replace("-", "").equals(k)) {
                return Optional.of(op);
            }
        }
        return Optional.empty();
    }
}
