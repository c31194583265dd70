package twedit.model.toolbox;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import twedit.model.document.MapDocument;
import twedit.model.document.edits.Cells;
import twedit.model.document.edits.Edit;
import twedit.model.document.edits.Edits;
import twedit.model.document.edits.TileOps;
import twedit.model.map.Color;
import twedit.model.map.Group;
import twedit.model.map.MapImage;
import twedit.model.map.TileGrid;
import twedit.model.map.TileKind;
import twedit.model.map.TileLayer;
import twedit.model.map.TwMap;

/** The font typer's cursor and tiles against DDNet's font_typer.cpp, key by key. */
class FontTyperTest {
    private final MapDocument doc = new MapDocument(TwMap.newMap(10, 10));
    private final TileLayer layer;

    FontTyperTest() {
        MapImage font = MapImage.external("font_teeworlds", 1024, 1024);
        doc.apply(Edits.addImage(doc.map(), 0, font));
        layer = TileLayer.detached(TileKind.TILES, "Text", new TileGrid(6, 4, 4), font, Color.WHITE);
        doc.apply(Edits.addGroup(doc.map(), 1, new Group("Text", List.of(layer))));
    }

    private void run(Edit e) {
        if (e != null) {
            doc.strokeApply(e);
        }
    }

    private int at(int x, int y) {
        return layer.grid().get(x, y, 0);
    }

    @Test
    void lettersAndDigitsAreDdnetsTiles() {
        assertThat(FontTyper.tileFor('a').getAsInt()).isEqualTo(1);
        assertThat(FontTyper.tileFor('Z').getAsInt()).isEqualTo(26);
        assertThat(FontTyper.tileFor('1').getAsInt()).isEqualTo(54);
        assertThat(FontTyper.tileFor('9').getAsInt()).isEqualTo(62);
        assertThat(FontTyper.tileFor('0').getAsInt()).isEqualTo(63);
        assertThat(FontTyper.tileFor('!')).isEmpty();
        assertThat(FontTyper.tileFor('é')).isEmpty();
    }

    @Test
    void typingWrapsAtTheRightEdgeToTheLineStartAndIsOneUndoStep() {
        doc.apply(TileOps.setCell(layer, 3, 1, Cells.tile(99, 8)));
        doc.beginStroke(FontTyper.LABEL, FontTyper.ORIGIN);
        FontTyper t = new FontTyper(layer, 2, 1);
        for (char c : "ab c".toCharArray()) {
            run(c == ' ' ? t.space() : t.type(c));
        }
        // a b _ c at x 2..5; the cursor stands past the edge (x = 6 = width)
        assertThat(List.of(at(2, 1), at(3, 1), at(4, 1), at(5, 1))).containsExactly(1, 2, 0, 3);
        assertThat(layer.grid().get(3, 1, 1))
                .as("flags 0, as DDNet's SetTile writes")
                .isZero();
        assertThat(t.x()).isEqualTo(6);
        run(t.space()); // a space at the edge does nothing
        assertThat(t.x()).isEqualTo(6);
        run(t.type('1'));
        assertThat(at(2, 2)).isEqualTo(54);
        assertThat(List.of(t.x(), t.y())).containsExactly(3, 2);
        run(t.backspace());
        assertThat(at(2, 2)).isZero();
        assertThat(t.x()).isEqualTo(2);
        t.enter();
        assertThat(List.of(t.x(), t.y())).containsExactly(2, 3);
        t.enter();
        assertThat(t.y()).as("clamped to the last row").isEqualTo(3);
        doc.endStroke();
        assertThat(doc.undoLabel()).isEqualTo("Font typer");
        doc.undo();
        assertThat(at(3, 1)).isEqualTo(99);
        assertThat(at(2, 1)).isZero();
    }

    @Test
    void writingLeftOfTheLineStartMovesItAndTheLastRowStopsWrapping() {
        doc.beginStroke(FontTyper.LABEL, FontTyper.ORIGIN);
        FontTyper t = new FontTyper(layer, 3, 3);
        t.left(false);
        t.left(false);
        run(t.type('x'));
        assertThat(t.lineStart()).isEqualTo(1);
        t.enter();
        assertThat(List.of(t.x(), t.y())).containsExactly(1, 3);
        for (int i = 0; i < 5; i++) {
            run(t.type('q'));
        }
        assertThat(t.x()).isEqualTo(6);
        run(t.type('z')); // would wrap below the last row: nothing written
        assertThat(List.of(t.x(), t.y())).containsExactly(1, 3);
        assertThat(at(1, 3)).isEqualTo(17);
        doc.endStroke();
    }

    @Test
    void ctrlArrowsJumpOverLettersAndTheCursorStaysInTheLayer() {
        doc.beginStroke(FontTyper.LABEL, FontTyper.ORIGIN);
        FontTyper t = new FontTyper(layer, 0, 0);
        for (char c : "abc".toCharArray()) {
            run(t.type(c));
        }
        t.left(true); // x 2 holds c, 1 holds b: on to 0 (DDNet stops at x = 0)
        assertThat(t.x()).isZero();
        t.right(true); // 1 (b), 2 (c) then 3 (empty)
        assertThat(t.x()).isEqualTo(3);
        t.up();
        assertThat(t.y()).isZero();
        FontTyper far = new FontTyper(layer, 50, -5);
        assertThat(List.of(far.x(), far.y(), far.lineStart())).containsExactly(6, 0, 6);
        doc.endStroke();
    }

    @Test
    void onlyATilesLayerWithAnImageTakesText() {
        assertThat(FontTyper.problem(layer)).isNull();
        assertThat(FontTyper.problem(doc.map().gameLayer().orElseThrow())).isNotNull();
        assertThat(FontTyper.problem(TileLayer.empty(TileKind.TILES, 2, 2))).contains("has none");
    }
}
