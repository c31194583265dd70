package twedit.model.tiles;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import twedit.model.map.TileKind;

/** The tile table against ddnet-tiles.md, written out here independently of the table. */
class DdnetTilesTest {
    private static final List<TileKind> PHYSICS =
            List.of(TileKind.GAME, TileKind.FRONT, TileKind.TELE, TileKind.SPEEDUP, TileKind.SWITCH, TileKind.TUNE);

    /** The ids the spec lists as valid on each layer kind. */
    static Set<Integer> specIds(TileKind kind) {
        Set<Integer> entities = ids("192-202, 203-209, 210-218, 220-229, 233-238, 240");
        switch (kind) {
            case GAME: {
                Set<Integer> s = ids("0-6, 9, 11-13, 16-22, 32-62, 64-67, 71-76, 88-91, 96-97, 104-107, 112-113, "
                        + "128-129, 144-145, 190-191");
                s.addAll(entities);
                return s;
            }
            case FRONT: {
                Set<Integer> s = specIds(TileKind.GAME);
                s.remove(1);
                s.remove(3);
                s.addAll(List.of(98, 99));
                return s;
            }
            case TELE:
                return ids("10, 14, 15, 26, 27, 29, 30, 31, 63");
            case SPEEDUP:
                return ids("28, 29");
            case SWITCH: {
                Set<Integer> s = ids("7, 9, 12, 13, 19, 20, 22, 23, 24, 25, 79, 95, 98, 99, 144, 145");
                entities.stream().filter(id -> id >= 197).forEach(s::add);
                return s;
            }
            case TUNE:
                return ids("68");
            default:
                return Set.of();
        }
    }

    static Set<Integer> ids(String ranges) {
        Set<Integer> out = new TreeSet<>();
        for (String part : ranges.split(",")) {
            String[] ab = part.trim().split("-");
            int a = Integer.parseInt(ab[0]);
            int b = ab.length == 1 ? a : Integer.parseInt(ab[1]);
            for (int i = a; i <= b; i++) {
                out.add(i);
            }
        }
        return out;
    }

    @Test
    void eachLayerAcceptsExactlyTheIdsOfTheSpec() {
        for (TileKind k : TileKind.values()) {
            Set<Integer> on =
                    DdnetTiles.on(k).stream().map(DdnetTile::id).collect(Collectors.toCollection(TreeSet::new));
            assertThat(on).as("%s", k).isEqualTo(specIds(k));
            for (int id = 0; id < 256; id++) {
                assertThat(DdnetTiles.accepts(k, id)).as("%s %d", k, id).isEqualTo(on.contains(id));
            }
        }
        assertThat(DdnetTiles.accepts(TileKind.GAME, -1)).isFalse();
        assertThat(DdnetTiles.accepts(TileKind.GAME, 256)).isFalse();
    }

    @Test
    void rowsAreSortedWithUniqueNamesAndOneTilePerLayerAndId() {
        List<DdnetTile> all = DdnetTiles.all();
        Set<String> shortNames = new HashSet<>();
        int last = -1;
        for (DdnetTile t : all) {
            assertThat(t.id()).isGreaterThanOrEqualTo(last);
            last = t.id();
            assertThat(shortNames.add(t.shortName()))
                    .as("duplicate %s", t.shortName())
                    .isTrue();
            assertThat(t.shortName()).matches("[a-z][a-z0-9_]*");
            assertThat(Character.isUpperCase(t.name().charAt(0))).as(t.name()).isTrue();
        }
        for (TileKind k : PHYSICS) {
            List<Integer> ids = DdnetTiles.on(k).stream().map(DdnetTile::id).toList();
            assertThat(ids).as("%s", k).isSorted().doesNotHaveDuplicates();
        }
        assertThat(DdnetTiles.on(TileKind.TILES)).isEmpty();
    }

    @Test
    void namesAndCategoriesFollowTheSpec() {
        assertThat(DdnetTiles.find(TileKind.GAME, 1))
                .get()
                .extracting(DdnetTile::name)
                .isEqualTo("Solid (hookable)");
        assertThat(DdnetTiles.find(TileKind.GAME, 9))
                .get()
                .extracting(DdnetTile::category)
                .isEqualTo(TileCategory.FREEZE);
        assertThat(DdnetTiles.find(TileKind.GAME, 22))
                .get()
                .extracting(DdnetTile::shortName)
                .isEqualTo("solo_disable");
        assertThat(DdnetTiles.find(TileKind.SWITCH, 22))
                .get()
                .extracting(DdnetTile::shortName)
                .isEqualTo("switch_timed_open");
        assertThat(DdnetTiles.find(TileKind.TELE, 29))
                .get()
                .extracting(DdnetTile::shortName)
                .isEqualTo("tele_check");
        assertThat(DdnetTiles.find(TileKind.SPEEDUP, 29))
                .get()
                .extracting(DdnetTile::shortName)
                .isEqualTo("speed_boost");
        assertThat(DdnetTiles.find(TileKind.GAME, 59))
                .get()
                .extracting(DdnetTile::name)
                .isEqualTo("Time checkpoint 24");
        assertThat(DdnetTiles.find(TileKind.FRONT, 240))
                .get()
                .extracting(DdnetTile::shortName)
                .isEqualTo("door");
        assertThat(TileCategory.TELEPORT.label()).isEqualTo("teleport");
        // known to DDNet, accepted by no layer
        assertThat(DdnetTiles.all())
                .filteredOn(t -> t.shortName().startsWith("credits_"))
                .extracting(DdnetTile::id)
                .containsExactly(140, 141, 142, 143, 156, 157, 158, 159);
        assertThat(DdnetTiles.all()).filteredOn(t -> t.layers().isEmpty()).hasSize(8);
    }

    @Test
    void fieldsFollowTheSpec() {
        for (int id : ids("10, 14, 15, 26, 27, 29, 30")) {
            assertThat(DdnetTiles.uses(TileKind.TELE, id, CellField.NUMBER))
                    .as("tele %d", id)
                    .isTrue();
        }
        assertThat(DdnetTiles.uses(TileKind.TELE, 31, CellField.NUMBER)).isFalse();
        assertThat(DdnetTiles.uses(TileKind.TELE, 63, CellField.NUMBER)).isFalse();
        assertThat(DdnetTiles.uses(TileKind.TELE, 26, CellField.DELAY)).isFalse();
        assertThat(ids("0-255").stream().filter(DdnetTiles::isTeleCheckpoint).toList())
                .containsExactly(29, 30);
        for (int id : specIds(TileKind.SWITCH)) {
            assertThat(DdnetTiles.uses(TileKind.SWITCH, id, CellField.NUMBER))
                    .as("switch number %d", id)
                    .isEqualTo(!Set.of(7, 19, 20, 98, 99).contains(id));
            assertThat(DdnetTiles.uses(TileKind.SWITCH, id, CellField.FLAGS))
                    .as("switch flags %d", id)
                    .isEqualTo(!Set.of(9, 12, 13).contains(id));
            assertThat(DdnetTiles.uses(TileKind.SWITCH, id, CellField.DELAY))
                    .as("switch delay %d", id)
                    .isEqualTo(!Set.of(12, 13).contains(id));
        }
        assertThat(DdnetTiles.uses(TileKind.TUNE, 68, CellField.NUMBER)).isTrue();
        assertThat(DdnetTiles.uses(TileKind.GAME, 9, CellField.NUMBER)).isFalse();
        assertThat(DdnetTiles.uses(TileKind.SWITCH, 0, CellField.NUMBER)).isFalse();
        // a type the layer does not know uses every field, as DDNet's editor treats it
        assertThat(DdnetTiles.uses(TileKind.SWITCH, 5, CellField.FLAGS)).isTrue();
    }

    @Test
    void overlayNamesItsAtlasCellAndMarks() {
        assertThat(DdnetTiles.overlay(TileKind.TELE, 26))
                .isEqualTo(new Overlay("tele", 10, 1, true, false, OverlayArrow.NONE));
        assertThat(DdnetTiles.overlay(TileKind.TELE, 31).number()).isFalse();
        assertThat(DdnetTiles.overlay(TileKind.SWITCH, 12))
                .isEqualTo(new Overlay("switch", 12, 0, true, true, OverlayArrow.NONE));
        assertThat(DdnetTiles.overlay(TileKind.SPEEDUP, 29).arrow()).isEqualTo(OverlayArrow.FILLED);
        assertThat(DdnetTiles.overlay(TileKind.SPEEDUP, 28).arrow()).isEqualTo(OverlayArrow.OUTLINED);
        assertThat(DdnetTiles.overlay(TileKind.GAME, 240))
                .isEqualTo(new Overlay("game", 0, 15, false, false, OverlayArrow.NONE));
        assertThat(PHYSICS.stream().map(DdnetTiles::atlasName).toList())
                .containsExactly("game", "front", "tele", "speedup", "switch", "tune");
    }

    @Test
    void cellLayoutPerKind() {
        assertThat(PHYSICS.stream().map(DdnetTiles::typeByte).toList()).containsExactly(0, 0, 1, 2, 1, 1);
        assertThat(PHYSICS.stream().map(DdnetTiles::flagsByte).toList()).containsExactly(1, 1, -1, -1, 2, -1);
        assertThat(DdnetTiles.typeByte(TileKind.TILES)).isZero();
        assertThat(DdnetTiles.flagsByte(TileKind.TILES)).isEqualTo(1);
    }
}
