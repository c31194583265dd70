package twedit.model.select;

import static org.assertj.core.api.Assertions.assertThat;
import static twedit.model.select.SelectTesting.draw;
import static twedit.model.select.SelectTesting.layer;

import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import twedit.model.document.edits.Cells;
import twedit.model.map.TileGrid;
import twedit.model.map.TileKind;
import twedit.model.map.TileLayer;

/** The magic wand on layers built from text: contiguous or whole layer, and each flag tolerance. */
class SameTilesTest {
    private static final String[] ROWS = {
        "11.2a", //
        "1..ab", //
        "..11b", //
    };

    static Stream<Arguments> cases() {
        return Stream.of(
                Arguments.of("contiguous id from (0,0)", 0, 0, TileMatch.ID, true, "##.../#..../....."),
                Arguments.of("whole-layer id from (0,0)", 0, 0, TileMatch.ID, false, "##..#/#..##/..###"),
                Arguments.of("contiguous id joins flipped tiles", 4, 0, TileMatch.ID, true, "....#/...##/..###"),
                Arguments.of(
                        "contiguous id+flags stops at other flags (diagonals do not join)",
                        4,
                        0,
                        TileMatch.ID_AND_FLAGS,
                        true,
                        "....#/...../....."),
                Arguments.of("whole id+flags", 4, 1, TileMatch.ID_AND_FLAGS, false, "...../....#/....#"),
                Arguments.of("air is a tile too", 2, 0, TileMatch.ID, true, "..#../.##../##..."),
                Arguments.of("tile 2 alone", 3, 0, TileMatch.EXACT, false, "...#./...../....."));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void selectsTheSameTiles(String what, int x, int y, TileMatch match, boolean contiguous, String expected) {
        TileLayer l = layer(TileKind.TILES, ROWS);
        CellMask m = SameTiles.select(l, x, y, match, contiguous);
        assertThat(draw(m, 5, 3)).as(what).isEqualTo(expected);
        assertThat(m.count()).isEqualTo(expected.replaceAll("[^#]", "").length());
    }

    @Test
    void outsideTheLayerSelectsNothing() {
        assertThat(SameTiles.select(layer(TileKind.TILES, ROWS), 9, 0, TileMatch.ID, true)
                        .isEmpty())
                .isTrue();
    }

    @Test
    void onATeleLayerIdIgnoresTheNumberAndExactDoesNot() {
        byte[] cells = new byte[3 * 2];
        System.arraycopy(Cells.tele(1, 26), 0, cells, 0, 2);
        System.arraycopy(Cells.tele(2, 26), 0, cells, 2, 2);
        System.arraycopy(Cells.tele(1, 26), 0, cells, 4, 2);
        TileLayer tele = new TileLayer(TileKind.TELE, "Tele", new TileGrid(3, 1, 2, cells, null));
        assertThat(SameTiles.select(tele, 0, 0, TileMatch.ID, true).count()).isEqualTo(3);
        assertThat(SameTiles.select(tele, 0, 0, TileMatch.EXACT, true).count()).isEqualTo(1);
        assertThat(draw(SameTiles.select(tele, 0, 0, TileMatch.EXACT, false), 3, 1))
                .isEqualTo("#.#");
    }

    @Test
    void aWholeEmptyLayerIsOneRectangle() {
        TileLayer l = TileLayer.empty(TileKind.GAME, 1000, 1000);
        CellMask m = SameTiles.select(l, 500, 500, TileMatch.ID, true);
        assertThat(m.isRect()).isTrue();
        assertThat(m.count()).isEqualTo(1_000_000);
        assertThat(m).isEqualTo(CellMask.rect(0, 0, 1000, 1000));
    }
}
