package twedit.model.automap;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import twedit.model.map.TileGrid;

/**
 * The first run reading the Game layer (DDNet's Proceed with a reference, PR #9512), cell for cell as DDNet's loop
 * gives it, including its clearing of design cells where the reference is empty.
 */
class AutomapReferenceTest {
    private static Configuration config(String rules) {
        return RulesParser.parse(rules).rules().configurations().get(0);
    }

    private static TileGrid grid(int w, int h, int[][] cells) {
        TileGrid g = new TileGrid(w, h, 4);
        for (int[] c : cells) {
            g.rawCells()[(c[1] * w + c[0]) * 4] = (byte) c[2];
        }
        return g;
    }

    private static int[] cell(AutomapResult r, TileGrid in, int x, int y) {
        byte[] b = r.newCells();
        int o = ((y - r.y()) * r.width() + x - r.x()) * in.cellBytes();
        return new int[] {b[o] & 0xFF, b[o + 1] & 0xFF};
    }

    @Test
    void theGameLayerDecidesWhereTheDesignGoes() {
        TileGrid design = grid(5, 3, new int[][] {{0, 0, 8}, {4, 2, 8}});
        TileGrid game = grid(4, 3, new int[][] {{1, 1, 1}, {2, 1, 2}, {0, 0, 9}});
        Automapper a = new Automapper(config("[Stone]\nIndex 5\n"));
        AutomapResult r = a.run(design, 1, 0, 0, 5, 3, AutomapReference.GAME_LAYER.of(game));
        assertThat(cell(r, design, 1, 1)).containsExactly(5, 0);
        assertThat(cell(r, design, 2, 1)).containsExactly(5, 0);
        assertThat(cell(r, design, 0, 0)).containsExactly(5, 0);
        // past the Game layer's width the reference is empty: the design there is cleared
        assertThat(cell(r, design, 4, 2)).containsExactly(0, 0);
        assertThat(cell(r, design, 3, 0)).containsExactly(0, 0);
        // without a reference the layer reads itself
        AutomapResult plain = a.run(design, 1, 0, 0, 5, 3, null);
        assertThat(cell(plain, design, 4, 2)).containsExactly(5, 0);
        assertThat(cell(plain, design, 1, 1)).containsExactly(0, 0);
    }

    @Test
    void aTileReferenceCountsOnlyCellsHoldingThatTile() {
        TileGrid design = new TileGrid(4, 2, 4);
        TileGrid game = grid(4, 2, new int[][] {{0, 0, 1}, {1, 0, 2}, {2, 0, 9}, {3, 1, 2}});
        AutomapResult r = new Automapper(config("[Spikes]\nIndex 7\n"))
                .run(design, 1, 0, 0, 4, 2, AutomapReference.DEATH.of(game));
        assertThat(cell(r, design, 0, 0)[0]).isZero();
        assertThat(cell(r, design, 1, 0)[0]).isEqualTo(7);
        assertThat(cell(r, design, 2, 0)[0]).isZero();
        assertThat(cell(r, design, 3, 1)[0]).isEqualTo(7);
    }

    @Test
    void ddnetsClearingRunsRuleByRuleWhereTheReferenceIsEmpty() {
        // DDNet: where the reference is empty, each rule in turn clears a non-empty cell to index 0 with that rule's
        // flags before it is tried; an empty design cell gets 6 from the first rule, which the second then clears to
        // index 0 with XFLIP, and a full design cell is cleared by the first rule and stays empty
        TileGrid design = grid(2, 1, new int[][] {{1, 0, 3}});
        TileGrid game = new TileGrid(2, 1, 4);
        Configuration c = config("[Quirk]\nIndex 6\nPos 0 0 EMPTY\nIndex 7 XFLIP\n");
        AutomapResult r = new Automapper(c).run(design, 1, 0, 0, 2, 1, AutomapReference.GAME_LAYER.of(game));
        assertThat(cell(r, design, 0, 0)).containsExactly(0, 1);
        assertThat(cell(r, design, 1, 0)).containsExactly(0, 0);
    }

    @Test
    void onlyTheFirstRunReadsTheReferenceAndLocalizedRunsAgree() {
        TileGrid design = new TileGrid(6, 4, 4);
        TileGrid game = grid(6, 4, new int[][] {{1, 1, 1}, {2, 1, 1}, {3, 1, 1}});
        Configuration c = config("[Two]\nIndex 5\nNewRun\nIndex 6\nPos 1 0 EMPTY\n");
        Automapper a = new Automapper(c);
        AutomapResult whole = a.run(design, 1, 0, 0, 6, 4, AutomapReference.GAME_LAYER.of(game));
        assertThat(cell(whole, design, 1, 1)[0]).isEqualTo(5);
        assertThat(cell(whole, design, 3, 1)[0]).isEqualTo(6);
        AutomapResult local = a.runLocalized(design, 1, 2, 1, 2, 1, AutomapReference.GAME_LAYER.of(game));
        assertThat(cell(local, design, 3, 1)[0]).isEqualTo(6);
        assertThat(cell(local, design, 2, 1)[0]).isEqualTo(5);
    }

    @Test
    void namesAreDdnets() {
        assertThat(AutomapReference.parse("game")).contains(AutomapReference.GAME_LAYER);
        assertThat(AutomapReference.parse("Game Layer")).contains(AutomapReference.GAME_LAYER);
        assertThat(AutomapReference.parse("deep-unfreeze")).contains(AutomapReference.DEEP_UNFREEZE);
        assertThat(AutomapReference.values()).hasSize(11);
        assertThat(AutomapReference.NONE.of(new TileGrid(1, 1, 4))).isNull();
    }
}
