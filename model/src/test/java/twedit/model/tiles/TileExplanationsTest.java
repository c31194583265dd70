package twedit.model.tiles;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.EnumMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import twedit.model.map.TileKind;

class TileExplanationsTest {
    private static boolean has(EntitiesGameType t, int id, TileKind k) {
        return TileExplanations.explain(t, id, k).isPresent();
    }

    @Test
    void ddnetExplainsPerLayerAsDdnetDoes() {
        // freeze: game and front say 3 seconds, the switch layer its own seconds
        assertThat(TileExplanations.explain(EntitiesGameType.DDNET, 9, TileKind.GAME))
                .hasValueSatisfying(s -> assertThat(s).startsWith("Freeze").contains("3 seconds"));
        assertThat(TileExplanations.explain(EntitiesGameType.DDNET, 9, TileKind.SWITCH))
                .hasValueSatisfying(s -> assertThat(s).contains("seconds set"));
        assertThat(has(EntitiesGameType.DDNET, 9, TileKind.TELE)).isFalse();
        // 29 is a checkpoint on the tele layer and a speedup on the speedup layer
        assertThat(TileExplanations.explain(EntitiesGameType.DDNET, 29, TileKind.TELE))
                .hasValueSatisfying(s -> assertThat(s).startsWith("Checkpoint teleport"));
        assertThat(TileExplanations.explain(EntitiesGameType.DDNET, 29, TileKind.SPEEDUP))
                .hasValueSatisfying(s -> assertThat(s).startsWith("Speedup"));
        // 22: solo off on game/front, a timed switch on the switch layer
        assertThat(TileExplanations.explain(EntitiesGameType.DDNET, 22, TileKind.FRONT))
                .hasValueSatisfying(s -> assertThat(s).startsWith("Solo off"));
        assertThat(TileExplanations.explain(EntitiesGameType.DDNET, 22, TileKind.SWITCH))
                .hasValueSatisfying(s -> assertThat(s).startsWith("Timed switch"));
        // hookable is the game layer's only; spawn is game and front, not switch; shield reaches the switch layer
        assertThat(has(EntitiesGameType.DDNET, 1, TileKind.FRONT)).isFalse();
        assertThat(has(EntitiesGameType.DDNET, 192, TileKind.SWITCH)).isFalse();
        assertThat(has(EntitiesGameType.DDNET, 197, TileKind.SWITCH)).isTrue();
        // the telegun spots are front and switch only
        assertThat(has(EntitiesGameType.DDNET, 98, TileKind.GAME)).isFalse();
        assertThat(has(EntitiesGameType.DDNET, 98, TileKind.FRONT)).isTrue();
        // time checkpoints 35..59, credits on every physics layer
        assertThat(has(EntitiesGameType.DDNET, 35, TileKind.GAME)).isTrue();
        assertThat(has(EntitiesGameType.DDNET, 59, TileKind.FRONT)).isTrue();
        assertThat(has(EntitiesGameType.DDNET, 60, TileKind.GAME)).isTrue();
        assertThat(has(EntitiesGameType.DDNET, 140, TileKind.TUNE)).isTrue();
        assertThat(has(EntitiesGameType.DDNET, 255, TileKind.GAME)).isFalse();
    }

    /** How many (tile, layer) pairs DDNet's ExplainDDNet, ExplainFNG and ExplainVanilla answer at its HEAD. */
    @Test
    void countsMatchDdnetsTable() {
        Map<TileKind, Integer> ddnet = counts(EntitiesGameType.DDNET);
        // counted from explanations.cpp: empty, the layer's own tiles, then 8 credits and 2 entities-off signs
        assertThat(ddnet.get(TileKind.TELE)).isEqualTo(1 + 9 + 10);
        assertThat(ddnet.get(TileKind.SPEEDUP)).isEqualTo(1 + 2 + 10);
        assertThat(ddnet.get(TileKind.TUNE)).isEqualTo(1 + 1 + 10);
        Map<TileKind, Integer> fng = counts(EntitiesGameType.FNG);
        assertThat(fng.get(TileKind.GAME)).isEqualTo(4 + 8 + 11 + 3 + 10);
        assertThat(fng.get(TileKind.FRONT)).isEqualTo(1);
        Map<TileKind, Integer> vanilla = counts(EntitiesGameType.VANILLA);
        assertThat(vanilla.get(TileKind.GAME)).isEqualTo(4 + 11 + 10);
        // every (game type, tile, layer) pair DDNet's HEAD explains, compared one by one with a script that read
        // explanations.cpp: 440 in all, none missing and none extra
        int all = 0;
        for (EntitiesGameType t : EntitiesGameType.values()) {
            all += counts(t).values().stream().mapToInt(Integer::intValue).sum();
        }
        assertThat(all).isEqualTo(440);
    }

    @Test
    void raceBlockworldsCustomAndDesignLayersExplainNothing() {
        for (int id = 0; id < 256; id++) {
            for (TileKind k : TileKind.values()) {
                assertThat(has(EntitiesGameType.RACE, id, k)).isFalse();
                assertThat(has(EntitiesGameType.BLOCKWORLDS, id, k)).isFalse();
                assertThat(has(EntitiesGameType.NONE, id, k)).isFalse();
                assertThat(has(EntitiesGameType.DDNET, id, TileKind.TILES)).isFalse();
            }
        }
        assertThat(has(EntitiesGameType.DDNET, -1, TileKind.GAME)).isFalse();
        assertThat(has(EntitiesGameType.DDNET, 256, TileKind.GAME)).isFalse();
    }

    @Test
    void gameTypeFollowsTheImageNameExactly() {
        assertThat(EntitiesGameType.ofImage("DDNet")).isEqualTo(EntitiesGameType.DDNET);
        assertThat(EntitiesGameType.ofImage("blockworlds")).isEqualTo(EntitiesGameType.BLOCKWORLDS);
        assertThat(EntitiesGameType.ofImage("ddnet")).isEqualTo(EntitiesGameType.NONE);
        assertThat(EntitiesGameType.ofImage("my_entities")).isEqualTo(EntitiesGameType.NONE);
        assertThat(EntitiesGameType.ofImage(null)).isEqualTo(EntitiesGameType.NONE);
    }

    private static Map<TileKind, Integer> counts(EntitiesGameType t) {
        Map<TileKind, Integer> out = new EnumMap<>(TileKind.class);
        for (TileKind k : TileKind.values()) {
            int n = 0;
            for (int id = 0; id < 256; id++) {
                n += has(t, id, k) ? 1 : 0;
            }
            out.put(k, n);
        }
        return out;
    }
}
