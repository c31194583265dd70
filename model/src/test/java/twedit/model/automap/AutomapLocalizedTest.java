package twedit.model.automap;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import twedit.model.map.TileGrid;

/**
 * Live automapping as DDNet's editor does it after a change (auto_map.cpp {@code ProceedLocalized}), with expected
 * cells worked out by hand from that code.
 */
class AutomapLocalizedTest {
    /** Marks the cell left of an empty one, then three runs carry the mark leftwards: reach 0..1 in x. */
    private static final String CHAIN = String.join(
            "\n",
            "[Chain]",
            "Index 3",
            "Pos 1 0 EMPTY",
            "NewRun",
            "Index 3",
            "Pos 1 0 INDEX 3",
            "NewRun",
            "Index 3",
            "Pos 1 0 INDEX 3",
            "");

    private static Automapper chain() {
        RulesParseResult parsed = RulesParser.parse(CHAIN);
        assertThat(parsed.diagnostics()).isEmpty();
        return new Automapper(parsed.rules().configurations().get(0));
    }

    @Test
    void theReachIsTheSpanOfThePositionRulesWithZeroInside() {
        assertThat(Automapper.reach(chain().configuration())).containsExactly(0, 0, 1, 0);
    }

    @Test
    void aChangeIsAutomappedOnACopyThreeReachesWideAndWrittenBackOneReachWide() {
        // cells 0..8 hold tile 1, 9..11 are empty
        TileGrid row = TileText.parse("1 1 1 1 1 1 1 1 1 0 0 0");
        // a whole-layer run: 8 is marked (9 is empty), then runs 2 and 3 mark 7 and 6
        assertThat(TileText.format(chain().run(row, 1).applyToCopy(row)).trim()).isEqualTo("1 1 1 1 1 1 3 3 3 0 0 0");

        // DDNet after a change of cell 5 (x 5, width 1): commit x 5 + 0 .. 5 + 1 + 1 = cells 5, 6; update copy
        // x 5 + 0 .. 5 + 1 + 3 = cells 5..8, whose right edge reads -1: EMPTY fails at 8, nothing is marked
        AutomapResult live = chain().runLocalized(row, 1, 5, 0, 1, 1);
        assertThat(live.x()).isEqualTo(5);
        assertThat(live.width()).isEqualTo(2);
        assertThat(live.newIndex(5, 0)).isEqualTo(1);
        assertThat(live.newIndex(6, 0)).isEqualTo(1);
        assertThat(live.isEmpty()).isTrue();

        // a change of cell 8: commit x 8 .. 8 + 1 + 1 = cells 8, 9; the copy (8..11) holds the empty cells
        AutomapResult edge = chain().runLocalized(row, 1, 8, 0, 1, 1);
        assertThat(edge.x()).isEqualTo(8);
        assertThat(edge.width()).isEqualTo(2);
        assertThat(edge.newIndex(8, 0)).isEqualTo(3);
        assertThat(edge.newIndex(9, 0)).isZero();
    }

    @Test
    void randomDrawsUseTheLayersCoordinatesInTheCopy() {
        RulesParseResult parsed = RulesParser.parse("[R]\nIndex 2\nRandom 50%\n");
        Automapper a = new Automapper(parsed.rules().configurations().get(0));
        TileGrid g = TileText.parse(String.join("\n", "1 1 1 1 1 1 1 1", "1 1 1 1 1 1 1 1", "1 1 1 1 1 1 1 1"));
        AutomapResult whole = a.run(g, 77);
        // no position rules: reach 0, so the copy is the changed rectangle itself
        AutomapResult live = a.runLocalized(g, 77, 3, 1, 4, 2);
        for (int y = 1; y < 3; y++) {
            for (int x = 3; x < 7; x++) {
                assertThat(live.newIndex(x, y)).as("(%d, %d)", x, y).isEqualTo(whole.newIndex(x, y));
            }
        }
    }
}
