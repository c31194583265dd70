package twedit.model.doctor;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import twedit.model.map.TileKind;
import twedit.model.tiles.CellField;
import twedit.model.tiles.DdnetTiles;

/**
 * The doctor's tile rules take which types are valid and which switch fields they use from the tile table (tele
 * numbers are all read by the game).
 */
class TileRulesTableTest {
    @Test
    void invalidExactlyWhereTheTableRejectsTheType() {
        for (TileKind kind : TileKind.values()) {
            if (!kind.isPhysics()) {
                continue;
            }
            for (int id = 0; id < 256; id++) {
                byte[] c = new byte[kind.cellBytes()];
                c[DdnetTiles.typeByte(kind)] = (byte) id;
                if (kind == TileKind.SPEEDUP) {
                    c[0] = 10; // with force, so a valid speedup has no problem
                }
                boolean empty = id == 0 && kind != TileKind.GAME && kind != TileKind.FRONT;
                boolean invalid = (TileRules.problems(kind, c, 0) & TileRules.INVALID) != 0;
                assertThat(invalid).as("%s type %d", kind, id).isEqualTo(!empty && !DdnetTiles.accepts(kind, id));
            }
        }
    }

    @Test
    void fieldsOnTypesThatUseNoneAreFlagged() {
        for (int id = 1; id < 256; id++) {
            if (DdnetTiles.accepts(TileKind.TELE, id)) {
                // the game reads the number of every tele type (CCollision::Init files each cell under it, check-ins
                // too), although DDNet's editor shows none for check-ins: a tele number is never flagged
                assertThat(TileRules.problems(TileKind.TELE, new byte[] {3, (byte) id}, 0))
                        .as("tele %d", id)
                        .isZero();
            }
            if (DdnetTiles.accepts(TileKind.SWITCH, id)) {
                boolean fields = !DdnetTiles.uses(TileKind.SWITCH, id, CellField.NUMBER)
                        || !DdnetTiles.uses(TileKind.SWITCH, id, CellField.FLAGS)
                        || !DdnetTiles.uses(TileKind.SWITCH, id, CellField.DELAY);
                assertThat(TileRules.problems(TileKind.SWITCH, new byte[] {3, (byte) id, 1, 2}, 0) == TileRules.FIELDS)
                        .as("switch %d", id)
                        .isEqualTo(fields);
            }
        }
    }
}
