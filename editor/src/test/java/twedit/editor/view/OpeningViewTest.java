package twedit.editor.view;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import twedit.model.document.MapDocument;
import twedit.model.document.edits.Cells;
import twedit.model.document.edits.TileOps;
import twedit.model.map.TileLayer;
import twedit.model.map.TwMap;

/**
 * A map opens at 100 % around its first spawn, else the middle of the Game layer's content; a new (empty) map is
 * fitted whole.
 */
class OpeningViewTest {
    @Test
    void firstSpawnInReadingOrder() {
        TwMap map = TwMap.newMap(300, 50);
        MapDocument doc = new MapDocument(map);
        TileLayer game = map.gameLayer().orElseThrow();
        doc.apply(TileOps.fillRect(game, 0, 40, 300, 10, Cells.tile(1, 0)));
        doc.apply(TileOps.setCell(game, 250, 12, Cells.tile(193, 0))); // red spawn
        doc.apply(TileOps.setCell(game, 20, 30, Cells.tile(192, 0)));
        assertThat(OpeningView.homeTile(map)).containsExactly(250, 12);
        Camera cam = new Camera();
        cam.setViewSize(800, 600);
        cam.setScale(0.02);
        OpeningView.apply(cam, map);
        assertThat(cam.scale()).isEqualTo(1.0);
        assertThat(cam.centerX()).isEqualTo(250 * 32 + 16.0);
        assertThat(cam.centerY()).isEqualTo(12 * 32 + 16.0);
    }

    @Test
    void withoutSpawnTheMiddleOfTheContentOrOfTheLayer() {
        TwMap map = TwMap.newMap(300, 50);
        assertThat(OpeningView.homeTile(map)).containsExactly(150, 25);
        new MapDocument(map).apply(TileOps.fillRect(map.gameLayer().orElseThrow(), 10, 20, 11, 5, Cells.tile(1, 0)));
        assertThat(OpeningView.homeTile(map)).containsExactly(15, 22);
    }

    @Test
    void aNewMapIsFittedWholeSoItsBorderShows() {
        TwMap map = TwMap.newMap(100, 50);
        Camera cam = new Camera();
        cam.setViewSize(820, 410);
        OpeningView.apply(cam, map);
        // the whole 3200x1600 Game layer is inside the view, with its four edges on screen
        Camera.GroupTransform t = cam.transform(0, 0, 100, 100);
        assertThat(t.toScreenX(0)).isBetween(0.0, 820.0);
        assertThat(t.toScreenX(100 * 32)).isBetween(0.0, 820.0);
        assertThat(t.toScreenY(0)).isBetween(0.0, 410.0);
        assertThat(t.toScreenY(50 * 32)).isBetween(0.0, 410.0);
        assertThat(cam.scale()).isLessThan(1.0);
    }
}
