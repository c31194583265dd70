package twedit.editor.tools;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import twedit.model.document.MapDocument;
import twedit.model.document.edits.Cells;
import twedit.model.document.edits.TileOps;
import twedit.model.map.TileLayer;
import twedit.model.map.TwMap;

/** History entries and status messages say what a tile stroke did, in the present and the past tense. */
class StepNamesTest {
    @Test
    void aStrokeIsNamedByTheCellsItChangedAndItsLayer() {
        TwMap map = TwMap.newMap(20, 20);
        MapDocument doc = new MapDocument(map);
        TileLayer game = map.gameLayer().orElseThrow();
        doc.apply(TileOps.setCell(game, 4, 4, Cells.tile(1, 0)));
        doc.beginStroke("Paint");
        for (int x = 2; x < 7; x++) {
            doc.strokeApply(TileOps.setCell(game, x, 4, Cells.tile(1, 0))); // (4, 4) held tile 1 already
        }
        doc.strokeApply(TileOps.setCell(game, 2, 5, Cells.tile(1, 0)));
        doc.endStroke(StepNames.cells("Paint"));
        assertThat(doc.undoLabel()).isEqualTo("Paint 5 cells on Game");
        assertThat(StepNames.done(doc.undoLabel())).isEqualTo("Painted 5 cells on Game");
    }

    @Test
    void fillsSayWhichFill() {
        TwMap map = TwMap.newMap(20, 20);
        MapDocument doc = new MapDocument(map);
        TileLayer game = map.gameLayer().orElseThrow();
        doc.beginStroke("Rectangle fill");
        doc.strokeApply(TileOps.fillRect(game, 0, 0, 3, 2, Cells.tile(1, 0)));
        doc.endStroke(StepNames.fill("Rectangle fill"));
        assertThat(doc.undoLabel()).isEqualTo("Fill 6 cells on Game with a rectangle");
        assertThat(StepNames.done(doc.undoLabel())).isEqualTo("Filled 6 cells on Game with a rectangle");
        assertThat(StepNames.fill("Bucket erase").apply(List.of()))
                .as("nothing changed: the plain name")
                .isEqualTo("Bucket erase");
    }

    @Test
    void theLayerIsNamedAsTheLayersPanelNamesIt() {
        TwMap map = TwMap.newMap(20, 20);
        assertThat(StepNames.layer(map.gameLayer().orElseThrow())).isEqualTo("Game");
        assertThat(StepNames.layer(TileLayer.empty(twedit.model.map.TileKind.TILES, 2, 2)))
                .isEqualTo("Tiles");
    }

    @Test
    void thePastTenseOfKnownVerbsElseDone() {
        assertThat(StepNames.done("Erase 3 cells on Game")).isEqualTo("Erased 3 cells on Game");
        assertThat(StepNames.done("Copy")).isEqualTo("Copied");
        assertThat(StepNames.done("Cut 4 cells on Game")).isEqualTo("Cut 4 cells on Game");
        assertThat(StepNames.done("Add quad")).isEqualTo("Added quad");
        assertThat(StepNames.done("Move quads")).isEqualTo("Moved quads");
        assertThat(StepNames.done("Flip X")).isEqualTo("Flipped X");
        assertThat(StepNames.done("Layer colour")).isEqualTo("Done: Layer colour");
    }
}
