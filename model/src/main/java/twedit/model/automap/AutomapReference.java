package twedit.model.automap;

import java.util.Locale;
import java.util.Optional;
import twedit.model.map.TileGrid;

/**
 * What the first run of a configuration reads (DDNet's automapper "Reference", PR #9512): the layer itself, the
 * Game layer, or only the cells of the Game layer holding one game tile. DDNet keeps it in its editor, never in the
 * map file.
 */
public enum AutomapReference {
    /** The layer itself (DDNet's default, reference -1). */
    NONE("None", -2),
    GAME_LAYER("Game Layer", -1),
    HOOKABLE("Hookable", 1),
    DEATH("Death", 2),
    UNHOOKABLE("Unhookable", 3),
    FREEZE("Freeze", 9),
    UNFREEZE("Unfreeze", 11),
    DEEP_FREEZE("Deep Freeze", 12),
    DEEP_UNFREEZE("Deep Unfreeze", 13),
    LIVE_FREEZE("Live Freeze", 144),
    LIVE_UNFREEZE("Live Unfreeze", 145);

    private final String ddnetName;
    private final int tile;

    AutomapReference(String ddnetName, int tile) {
        this.ddnetName = ddnetName;
        this.tile = tile;
    }

    /** The name DDNet's layer properties show. */
    public String ddnetName() {
        return ddnetName;
    }

    /** The game tile whose cells count, -1 for every cell of the Game layer, -2 for no reference. */
    public int tile() {
        return tile;
    }

    /** The command-line and settings name: "none", "game", or the tile as "deep-freeze". */
    public String cliName() {
        return this == GAME_LAYER ? "game" : name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    /** The reference a name means (cliName, DDNet's name; case, dashes, spaces and underscores ignored). */
    public static Optional<AutomapReference> parse(String s) {
        String k = s.trim().toLowerCase(Locale.ROOT).replaceAll("[-_ ]", "");
        for (AutomapReference r : values()) {
            if (r.cliName().replace("-", "").equals(k)
                    || r.ddnetName.toLowerCase(Locale.ROOT).replace(" ", "").equals(k)) {
                return Optional.of(r);
            }
        }
        return Optional.empty();
    }

    /** The input of a run reading this reference from {@code game}, or null for NONE or no Game layer. */
    public Automapper.Reference of(TileGrid game) {
        return this == NONE || game == null ? null : new Automapper.Reference(game, tile);
    }
}
