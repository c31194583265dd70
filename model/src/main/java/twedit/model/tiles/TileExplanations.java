package twedit.model.tiles;

import java.util.Collections;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import twedit.model.map.TileKind;

/**
 * What a tile does in a physics layer for the game type of the chosen entities image, as DDNet's editor explains it
 * in its picker (explanations.cpp): which tile has an explanation on which layer follows DDNet's table exactly; the
 * sentences are ours. DDNet has none for Race and blockworlds, nor for a custom image.
 */
public final class TileExplanations {
    static final Set<TileKind> G = EnumSet.of(TileKind.GAME);
    static final Set<TileKind> F = EnumSet.of(TileKind.FRONT);
    static final Set<TileKind> S = EnumSet.of(TileKind.SWITCH);
    static final Set<TileKind> T = EnumSet.of(TileKind.TELE);
    static final Set<TileKind> P = EnumSet.of(TileKind.SPEEDUP);
    static final Set<TileKind> U = EnumSet.of(TileKind.TUNE);
    static final Set<TileKind> GF = EnumSet.of(TileKind.GAME, TileKind.FRONT);
    static final Set<TileKind> GFS = EnumSet.of(TileKind.GAME, TileKind.FRONT, TileKind.SWITCH);
    static final Set<TileKind> PHYSICS = EnumSet.complementOf(EnumSet.of(TileKind.TILES));

    private static final Map<EntitiesGameType, Map<TileKind, String[]>> TABLES = tables();

    private TileExplanations() {}

    /**
     * The explanation of tile {@code id} on a layer of {@code kind} for {@code type}, or empty where DDNet gives
     * none (design layers, ids out of 0..255, Race, blockworlds and custom images).
     */
    public static Optional<String> explain(EntitiesGameType type, int id, TileKind kind) {
        Map<TileKind, String[]> t = TABLES.get(type);
        if (t == null || kind == null || id < 0 || id > 255) {
            return Optional.empty();
        }
        String[] texts = t.get(kind);
        return texts == null ? Optional.empty() : Optional.ofNullable(texts[id]);
    }

    /** Fills the explanations of one game type. */
    static final class Table {
        private final Map<TileKind, String[]> texts = new EnumMap<>(TileKind.class);

        Table() {
            for (TileKind k : PHYSICS) {
                texts.put(k, new String[256]);
            }
        }

        /** Explains {@code id} on each layer of {@code on}; the first text given for a tile and layer stays. */
        Table put(int id, Set<TileKind> on, String text) {
            for (TileKind k : on) {
                String[] a = texts.get(k);
                if (a[id] == null) {
                    a[id] = text;
                }
            }
            return this;
        }

        Table range(int first, int last, Set<TileKind> on, String text) {
            for (int id = first; id <= last; id++) {
                put(id, on, text);
            }
            return this;
        }

        Map<TileKind, String[]> done() {
            return Collections.unmodifiableMap(texts);
        }
    }

    private static Map<EntitiesGameType, Map<TileKind, String[]>> tables() {
        Map<EntitiesGameType, Map<TileKind, String[]>> out = new EnumMap<>(EntitiesGameType.class);
        out.put(EntitiesGameType.DDNET, DdnetExplanations.table().done());
        out.put(EntitiesGameType.FNG, fng().done());
        out.put(EntitiesGameType.VANILLA, vanilla().done());
        return Collections.unmodifiableMap(out);
    }

    /** What FNG and Vanilla share: the basic tiles, the credits and the entities-off signs, on the game layer. */
    private static Table pub() {
        return new Table()
                .put(0, PHYSICS, "Empty: paints nothing, so it erases.")
                .put(1, G, "Hookable: solid ground a hook holds on to.")
                .put(2, G, "Death: a tee touching it dies.")
                .put(3, G, "Unhookable: solid ground a hook slides off.")
                .range(140, 143, G, "Credits: names the makers of the entities image.")
                .range(156, 159, G, "Credits: names the makers of the entities image.")
                .range(190, 191, G, "Entities off sign: tells players who see entities about a mark, hint or text.");
    }

    private static Table fng() {
        String points = " The server decides how many points.";
        return pub().put(7, G, "Golden spike: kills, and the killer scores." + points)
                .put(8, G, "Normal spike: kills, and the killer scores." + points)
                .put(9, G, "Red spike: the red team's spike; a blue killer loses points." + points)
                .put(10, G, "Blue spike: the blue team's spike; a red killer loses points." + points)
                .put(11, G, "Score: old tile that wrote the red team's score in laser text; FNG2 ignores it.")
                .put(12, G, "Score: old tile that wrote the blue team's score in laser text; FNG2 ignores it.")
                .put(14, G, "Green spike: kills, and the killer scores." + points)
                .put(15, G, "Purple spike: kills, and the killer scores." + points)
                .put(192, G, "Spawn: tees appear here when they join or after dying.")
                .put(193, G, "Spawn: where the red team appears.")
                .put(194, G, "Spawn: where the blue team appears.")
                .put(195, G, "Flag: the red team's flag stand; FNG does not use it.")
                .put(196, G, "Flag: the blue team's flag stand; FNG does not use it.")
                .put(197, G, "Shield: has no effect in FNG.")
                .put(198, G, "Heart: has no effect in FNG.")
                .put(199, G, "Shotgun: gives a shotgun with 10 shots; FNG does not use it.")
                .put(200, G, "Grenade: gives a grenade launcher with 10 shots; of little use in FNG.")
                .put(201, G, "Ninja: has no effect in FNG.")
                .put(202, G, "Laser: gives a laser rifle with 10 shots; of little use in FNG.")
                .range(208, 210, G, "Spike: FNG's old spikes, no longer in use.");
    }

    private static Table vanilla() {
        return pub().put(192, G, "Spawn: tees appear here when they join or after dying.")
                .put(193, G, "Spawn: where the red team appears.")
                .put(194, G, "Spawn: where the blue team appears.")
                .put(195, G, "Flag: where the red team's flag stands.")
                .put(196, G, "Flag: where the blue team's flag stands.")
                .put(197, G, "Shield: one point of armour.")
                .put(198, G, "Heart: one point of health.")
                .put(199, G, "Shotgun: gives a shotgun with 10 shots.")
                .put(200, G, "Grenade: gives a grenade launcher with 10 shots.")
                .put(201, G, "Ninja: gives the ninja sword for a while.")
                .put(202, G, "Laser: gives a laser rifle with 10 shots.");
    }
}
