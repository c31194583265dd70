package twedit.model.select;

import static org.assertj.core.api.Assertions.assertThat;
import static twedit.model.select.SelectTesting.layer;

import org.junit.jupiter.api.Test;
import twedit.model.document.edits.TileBrush;
import twedit.model.document.edits.TileOps;
import twedit.model.document.edits.TilePatch;
import twedit.model.map.TileKind;
import twedit.model.map.TileLayer;

/** Copy, clear and restriction of edits to a mask: unselected cells are never touched. */
class MaskEditsTest {
    private static final String[] ROWS = {"123", "456", "789"};

    /** The centre column and the top-left cell. */
    private static CellMask mask() {
        return CellMask.rect(1, 0, 1, 3).union(CellMask.rect(0, 0, 1, 1));
    }

    @Test
    void copyEmptiesTheUnselectedCellsOfTheBounds() {
        TileBrush b = MaskEdits.copy(layer(TileKind.TILES, ROWS), mask());
        assertThat(b.width()).isEqualTo(2);
        assertThat(b.height()).isEqualTo(3);
        assertThat(b.cell(0, 0)[0]).isEqualTo((byte) 1);
        assertThat(b.isEmpty(0, 1)).isTrue();
        assertThat(b.cell(1, 2)[0]).isEqualTo((byte) 8);
    }

    @Test
    void clearTouchesOnlyTheMask() {
        TileLayer l = layer(TileKind.TILES, ROWS);
        TilePatch p = MaskEdits.clear(l, mask(), "Delete");
        assertThat(p.cellCount()).isEqualTo(4);
        assertThat(p.label()).isEqualTo("Delete");
    }

    @Test
    void withinDropsTheCellsOutsideTheMask() {
        TileLayer l = layer(TileKind.TILES, ROWS);
        TilePatch all = TileOps.rewrite("All", l, 0, 0, 3, 3, (x, y, raw, off, out) -> {
            System.arraycopy(raw, off, out, 0, out.length);
            out[0] = 0;
            return true;
        });
        assertThat(all.cellCount()).isEqualTo(9);
        assertThat(MaskEdits.within(all, mask(), "Some").cellCount()).isEqualTo(4);
        assertThat(MaskEdits.within(all, CellMask.rect(0, 0, 3, 3), "Same")).isSameAs(all);
    }
}
