package twedit.model.select;

import static org.assertj.core.api.Assertions.assertThat;
import static twedit.model.select.SelectTesting.draw;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Masks: rectangles, union (Shift adds), difference (Ctrl subtracts), clipping and tight bounds. */
class CellMaskTest {
    @Test
    void unionAndMinusKeepTightBounds() {
        CellMask a = CellMask.rect(0, 0, 2, 2);
        CellMask b = CellMask.rect(3, 1, 2, 2);
        CellMask u = a.union(b);
        assertThat(draw(u, 5, 3)).isEqualTo("##.../##.##/...##");
        assertThat(u.count()).isEqualTo(8);
        assertThat(List.of(u.x(), u.y(), u.width(), u.height())).containsExactly(0, 0, 5, 3);
        CellMask m = u.minus(CellMask.rect(0, 0, 3, 3));
        assertThat(m).isEqualTo(b);
        assertThat(u.minus(u).isEmpty()).isTrue();
        assertThat(u.minus(u).width()).isZero();
    }

    @Test
    void clippingDropsCellsOffTheLayer() {
        CellMask m = CellMask.rect(-2, -1, 4, 3).clipped(10, 10);
        assertThat(m).isEqualTo(CellMask.rect(0, 0, 2, 2));
    }

    @Test
    void unionAcrossWordBoundariesKeepsEveryCell() {
        // widths that are not multiples of 64 make rows straddle words
        CellMask a = CellMask.rect(5, 3, 70, 3);
        CellMask b = CellMask.rect(60, 5, 90, 4);
        CellMask u = a.union(b);
        assertThat(u.count()).isEqualTo(70 * 3 + 90 * 4 - 15);
        List<int[]> cells = new ArrayList<>();
        u.forEach((x, y) -> cells.add(new int[] {x, y}));
        assertThat(cells).hasSize(u.count());
        for (int[] c : cells) {
            assertThat(a.contains(c[0], c[1]) || b.contains(c[0], c[1])).isTrue();
        }
        assertThat(u.contains(4, 3)).isFalse();
        assertThat(u.contains(149, 8)).isTrue();
    }
}
