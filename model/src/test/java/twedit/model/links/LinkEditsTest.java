package twedit.model.links;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import twedit.model.document.MapDocument;
import twedit.model.document.edits.Cells;
import twedit.model.document.edits.TileBrush;
import twedit.model.document.edits.TilePatch;
import twedit.model.map.TileKind;
import twedit.model.tiles.LinkRole.Space;

/** Renumbering a link number (whole map or a rectangle) and bumping the numbers of a brush. */
class LinkEditsTest {
    private static LinkMaps sample() {
        return new LinkMaps(20, 20)
                .tele(1, 1, 3, 10)
                .tele(15, 15, 3, 27)
                .tele(2, 2, 3, 29) // checkpoint 3: another space
                .tele(3, 3, 4, 26)
                .swtch(1, 1, 3, 24, 0)
                .swtch(5, 5, 3, 79, 2); // add time 3 seconds: not a switch number
    }

    @Test
    void renumberChangesOnlyTheNumberOfItsSpace() {
        LinkMaps m = sample();
        TilePatch p = LinkEdits.renumber(m.map, Space.TELE, 3, 9, LinkEdits.Area.WHOLE);
        assertThat(p.cellCount()).isEqualTo(2);
        MapDocument doc = new MapDocument(m.map);
        doc.apply(p);
        assertThat(m.tele.grid().get(1, 1, 0)).isEqualTo(9);
        assertThat(m.tele.grid().get(15, 15, 0)).isEqualTo(9);
        assertThat(m.tele.grid().get(1, 1, 1)).as("the type stays").isEqualTo(10);
        assertThat(m.tele.grid().get(2, 2, 0))
                .as("checkpoint 3 is another number")
                .isEqualTo(3);
        assertThat(m.tele.grid().get(3, 3, 0)).isEqualTo(4);
        LinkIndex x = LinkIndex.of(m.map);
        assertThat(x.isUsed(Space.TELE, 3)).isFalse();
        assertThat(x.number(Space.TELE, 9).orElseThrow().count()).isEqualTo(2);
        assertThat(doc.undo()).isTrue();
        assertThat(m.tele.grid().get(1, 1, 0)).isEqualTo(3);
    }

    @Test
    void renumberInARectangleAndOnSwitches() {
        LinkMaps m = sample();
        TilePatch inside = LinkEdits.renumber(m.map, Space.TELE, 3, 5, new LinkEdits.Area(0, 0, 10, 10));
        assertThat(inside.cellCount()).as("the exit at 15,15 is outside").isEqualTo(1);
        assertThat(LinkEdits.renumber(m.map, Space.CHECKPOINT, 3, 4, LinkEdits.Area.WHOLE)
                        .cellCount())
                .isEqualTo(1);
        TilePatch sw = LinkEdits.renumber(m.map, Space.SWITCH, 3, 6, LinkEdits.Area.WHOLE);
        assertThat(sw.cellCount()).as("add time keeps its seconds").isEqualTo(1);
        assertThat(LinkEdits.renumber(m.map, Space.TELE, 77, 5, LinkEdits.Area.WHOLE)
                        .isNoOp())
                .isTrue();
        assertThat(LinkEdits.renumber(m.map, Space.TELE, 3, 3, LinkEdits.Area.WHOLE)
                        .isNoOp())
                .isTrue();
        assertThat(LinkEdits.renumber(m.map, Space.TELE, 3, 5, new LinkEdits.Area(-5, -5, 3, 3))
                        .isNoOp())
                .isTrue();
        assertThatThrownBy(() -> LinkEdits.renumber(m.map, Space.TELE, 3, 0, LinkEdits.Area.WHOLE))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> LinkEdits.renumber(m.map, Space.RACE, 1, 2, LinkEdits.Area.WHOLE))
                .isInstanceOf(IllegalArgumentException.class);
        assertThat(LinkEdits.renumber(twedit.model.map.TwMap.newMap(5, 5), Space.SWITCH, 1, 2, LinkEdits.Area.WHOLE)
                        .isNoOp())
                .as("no switch layer")
                .isTrue();
    }

    @Test
    void bumpingABrushMovesEveryLinkNumberWithinOneTo255() {
        byte[] cells = new byte[4 * 2];
        System.arraycopy(Cells.tele(1, 26), 0, cells, 0, 2);
        System.arraycopy(Cells.tele(255, 27), 0, cells, 2, 2);
        System.arraycopy(Cells.tele(0, 31), 0, cells, 4, 2); // check in: no number
        // cell 3 empty
        TileBrush b = new TileBrush(2, 2, 2, cells);
        TileBrush up = LinkEdits.bumped(b, TileKind.TELE, 1);
        assertThat(up.cell(0, 0)).containsExactly(Cells.tele(2, 26));
        assertThat(up.cell(1, 0)).as("kept at 255").containsExactly(Cells.tele(255, 27));
        assertThat(up.cell(0, 1)).containsExactly(Cells.tele(0, 31));
        assertThat(up.isEmpty(1, 1)).isTrue();
        TileBrush down = LinkEdits.bumped(b, TileKind.TELE, -1);
        assertThat(down.cell(0, 0)).as("kept at 1").containsExactly(Cells.tele(1, 26));
        assertThat(down.cell(1, 0)).containsExactly(Cells.tele(254, 27));

        TileBrush sw = TileBrush.single(Cells.switchCell(4, 240, 0, 0));
        assertThat(LinkEdits.bumped(sw, TileKind.SWITCH, 3).cell(0, 0)).containsExactly(Cells.switchCell(7, 240, 0, 0));
        TileBrush addTime = TileBrush.single(Cells.switchCell(30, 79, 0, 1));
        assertThat(LinkEdits.bumped(addTime, TileKind.SWITCH, 1).cell(0, 0)).containsExactly(addTime.cell(0, 0));
        TileBrush tune = TileBrush.single(Cells.tune(2, 68));
        assertThat(LinkEdits.bumped(tune, TileKind.TUNE, 1).cell(0, 0)).containsExactly(Cells.tune(3, 68));
        TileBrush game = TileBrush.single(Cells.tile(9, 0));
        assertThat(LinkEdits.bumped(game, TileKind.GAME, 1)).isSameAs(game);
    }
}
