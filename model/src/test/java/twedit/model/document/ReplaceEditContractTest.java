package twedit.model.document;

import static org.assertj.core.api.Assertions.assertThat;
import static twedit.model.document.DocTesting.contract;
import static twedit.model.document.DocTesting.load;

import org.junit.jupiter.api.Test;
import twedit.model.document.edits.Change.TilesChanged;
import twedit.model.map.TileKind;
import twedit.model.map.TileLayer;
import twedit.model.map.TwMap;
import twedit.model.replace.ReplacePlan;
import twedit.model.replace.ReplaceScope;
import twedit.model.replace.TileReplacer;
import twedit.model.replace.TileSpec;
import twedit.model.select.CellMask;

/** The replace edit's contract: apply, undo and redo restore the exact saved bytes, in one step, on real maps. */
class ReplaceEditContractTest {
    @Test
    void replacingOverTheWholeMapIsOneExactStep() {
        TwMap map = load("Tutorial.map");
        MapDocument doc = contract(
                map,
                m -> TileReplacer.plan(m, new ReplaceScope.WholeMap(), TileSpec.of(1), TileSpec.of(3))
                        .edit(),
                TilesChanged.class);
        assertThat(doc.undoLabel()).isEqualTo(TileReplacer.LABEL);
    }

    @Test
    void replacingInAMaskIsOneExactStep() {
        TwMap map = load("coverage.map");
        TileLayer game = map.gameLayer().orElseThrow();
        CellMask all = CellMask.rect(0, 0, game.width(), game.height());
        int id = firstNonAir(game);
        contract(
                map,
                m -> TileReplacer.plan(m, new ReplaceScope.Cells(game, all), TileSpec.of(id), TileSpec.of(0))
                        .edit(),
                TilesChanged.class);
    }

    @Test
    void theHistoryGrowsWithTheChangedCellsNotTheLayer() {
        TwMap map = TwMap.newMap(1000, 1000);
        TileLayer game = map.gameLayer().orElseThrow();
        assertThat(game.kind()).isEqualTo(TileKind.GAME);
        ReplacePlan plan = TileReplacer.plan(
                map, new ReplaceScope.Cells(game, CellMask.rect(10, 10, 10, 10)), TileSpec.of(0), TileSpec.of(1));
        assertThat(plan.cells()).isEqualTo(100);
        assertThat(plan.edit().historyBytes()).isLessThan(4_000);
    }

    private static int firstNonAir(TileLayer l) {
        for (int y = 0; y < l.height(); y++) {
            for (int x = 0; x < l.width(); x++) {
                if (l.grid().get(x, y, 0) != 0) {
                    return l.grid().get(x, y, 0);
                }
            }
        }
        throw new AssertionError("empty layer");
    }
}
