package twedit.editor.links;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import twedit.model.doctor.Severity;
import twedit.model.document.edits.Change;
import twedit.model.links.LinkIndex;
import twedit.model.links.LinkMaps;
import twedit.model.map.TileKind;
import twedit.model.map.TileLayer;

/** The Numbers panel's rows and the staleness rule of the link state, on a map built in code. */
class NumberRowsTest {
    @Test
    void oneRowPerNumberThenWhatDanglesWithoutOne() {
        LinkMaps m = new LinkMaps(30, 30)
                .tele(1, 1, 3, 10)
                .tele(2, 1, 3, 10)
                .tele(9, 9, 3, 27)
                .tele(5, 5, 4, 26) // leads nowhere
                .tele(6, 6, 0, 26) // tele 0
                .swtch(1, 10, 7, 24, 0)
                .swtch(3, 10, 7, 240, 0)
                .game(4, 4, 35)
                .speedup(8, 8, 0);
        List<NumberRows.Row> rows = NumberRows.of(LinkIndex.of(m.map));
        assertThat(rows)
                .extracting(NumberRows.Row::kind, NumberRows.Row::number)
                .containsExactly(
                        org.assertj.core.groups.Tuple.tuple("Tele", "3"),
                        org.assertj.core.groups.Tuple.tuple("Tele", "4"),
                        org.assertj.core.groups.Tuple.tuple("Switch", "7"),
                        org.assertj.core.groups.Tuple.tuple("Time checkpoint", "0"),
                        org.assertj.core.groups.Tuple.tuple("Tele", "0"),
                        org.assertj.core.groups.Tuple.tuple("Speedup", "-"));
        NumberRows.Row t3 = rows.get(0);
        assertThat(t3.fromText()).isEqualTo("2 red at 1,1");
        assertThat(t3.toText()).isEqualTo("1 out at 9,9");
        assertThat(t3.severity()).isNull();
        assertThat(t3.jump()).isSameAs(t3.from());
        NumberRows.Row t4 = rows.get(1);
        assertThat(t4.toText()).isEqualTo("none");
        assertThat(t4.severity()).isEqualTo(Severity.ERROR);
        assertThat(t4.problemText()).contains("no tele out 4");
        assertThat(t4.jump().x(0)).isEqualTo(5);
        assertThat(rows.get(2).fromText()).isEqualTo("1 trigger at 1,10");
        assertThat(rows.get(2).toText()).isEqualTo("1 target at 3,10");
        assertThat(rows.get(5).problemText()).contains("force 0");
        assertThat(rows.get(5).severity())
                .as("a warning, as check says: the map loads and plays")
                .isEqualTo(Severity.WARNING);
    }

    @Test
    void onlyEditsOfLinkedLayersMakeTheIndexStale() {
        TileLayer tiles = TileLayer.empty(TileKind.TILES, 4, 4);
        TileLayer tele = TileLayer.empty(TileKind.TELE, 4, 4);
        TileLayer tune = TileLayer.empty(TileKind.TUNE, 4, 4);
        assertThat(LinkState.touchesLinks(List.of(new Change.TilesChanged(tiles, 0, 0, 1, 1))))
                .isFalse();
        assertThat(LinkState.touchesLinks(List.of(new Change.TilesChanged(tune, 0, 0, 1, 1))))
                .isFalse();
        assertThat(LinkState.touchesLinks(List.of(new Change.TilesChanged(tele, 0, 0, 1, 1))))
                .isTrue();
        assertThat(LinkState.touchesLinks(List.of(new Change.GridReplaced(tele))))
                .isTrue();
        assertThat(LinkState.touchesLinks(List.of(new Change.ListChanged(twedit.model.map.ListKind.LAYERS, null))))
                .isTrue();
    }
}
