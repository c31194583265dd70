package twedit.model.automap;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import twedit.model.document.MapDocument;
import twedit.model.document.edits.TilePatch;
import twedit.model.map.Group;
import twedit.model.map.MapFixtures;
import twedit.model.map.TileGrid;
import twedit.model.map.TileKind;
import twedit.model.map.TileLayer;
import twedit.model.map.TwMap;

/** An automapper result becomes one undoable document edit; the engine itself never touches the map. */
class AutomapEditTest {
    private static final String RULES = "[A]\nIndex 1\nIndex 2\nPos 0 -1 EMPTY\n";

    @Test
    void resultIsOneUndoableStep() {
        TwMap map = TwMap.newMap(6, 5);
        Group g = new Group("tiles");
        TileGrid grid = TileText.parse("""
                0 0 0 0 0 0
                0 9 9 9 0 0
                0 9 9 9 0 0
                0 0 0 0 0 0
                0 0 0 0 0 0
                """);
        TileLayer layer = new TileLayer(TileKind.TILES, "Tiles", grid);
        MapFixtures.add(g.layers(), layer);
        MapFixtures.add(map.groups(), g);
        MapDocument doc = new MapDocument(map);
        String before = TileText.format(layer.grid());

        AutomapResult result = Automapper.run(
                layer.grid(), RulesParser.parse(RULES).rules().first().orElseThrow(), 9);
        assertThat(TileText.format(layer.grid())).isEqualTo(before);
        TilePatch edit = result.toEdit(layer);
        assertThat(edit.label()).isEqualTo("Automap");
        assertThat(edit.cellCount()).isEqualTo(result.changedCount()).isEqualTo(6);

        assertThat(doc.apply(edit)).isTrue();
        assertThat(TileText.format(layer.grid())).isEqualTo("""
                0 0 0 0 0 0
                0 2 2 2 0 0
                0 1 1 1 0 0
                0 0 0 0 0 0
                0 0 0 0 0 0
                """);
        assertThat(doc.historySize()).isEqualTo(1);
        assertThat(doc.undo()).isTrue();
        assertThat(TileText.format(layer.grid())).isEqualTo(before);
    }

    @Test
    void rectangleResultEditsOnlyItsChangedCells() {
        TileLayer layer = new TileLayer(TileKind.TILES, "Tiles", TileText.parse("0 0 0\n1 1 1\n1 1 1\n"));
        Automapper mapper =
                new Automapper(RulesParser.parse(RULES).rules().first().orElseThrow());
        AutomapResult part = mapper.run(layer.grid(), 3, 1, 1, 2, 2);
        assertThat(part.changedCount()).isEqualTo(2); // (1,1) and (2,1) become 2; row 2 stays 1
        TilePatch edit = part.toEdit(layer);
        edit.apply(new twedit.model.map.MapMutator(new twedit.model.map.TwMap())); // the layer is in no map
        assertThat(TileText.format(layer.grid())).isEqualTo("0 0 0\n1 2 2\n1 1 1\n");
    }

    @Test
    void refusesALayerOfAnotherSize() {
        TileLayer small = TileLayer.empty(TileKind.TILES, 2, 2);
        AutomapResult r = Automapper.run(
                new TileGrid(3, 3, 4), RulesParser.parse(RULES).rules().first().orElseThrow(), 1);
        assertThatThrownBy(() -> r.toEdit(small)).isInstanceOf(IllegalArgumentException.class);
    }
}
