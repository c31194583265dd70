package twedit.editor.physics.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.image.BufferedImage;
import javax.swing.JScrollPane;
import org.junit.jupiter.api.Test;
import twedit.editor.physics.PhysicsParams;
import twedit.editor.state.OpenMap;
import twedit.editor.state.Workspace;
import twedit.editor.tools.ToolBox;
import twedit.model.codec.SourceForm;
import twedit.model.document.MapDocument;
import twedit.model.document.edits.Edits;
import twedit.model.map.Group;
import twedit.model.map.TileKind;
import twedit.model.map.TileLayer;
import twedit.model.map.TwMap;
import twedit.model.tiles.DdnetTiles;

/**
 * A palette's search text belongs to the layer kind's palette it was typed in, and to its map's tab: "finish" typed on
 * Game leaves the Tele palette whole, comes back on Game, and stays out of another map's palettes. A filtered list
 * shows its first match.
 */
class PhysicsPaletteSearchTest {
    private final BufferedImage atlas = new BufferedImage(16, 16, BufferedImage.TYPE_INT_ARGB);

    @Test
    void searchTextStaysWithItsKindAndItsMap() {
        Workspace ws = new Workspace(new MapDocument(TwMap.newMap(20, 20)));
        Group g = ws.map().groups().get(0);
        TileLayer game = ws.map().gameLayer().orElseThrow();
        TileLayer tele = TileLayer.empty(TileKind.TELE, 20, 20);
        ws.document().apply(Edits.addLayer(g, g.layers().size(), tele));
        TileLayer teleInMap = ws.map().physicsLayer(TileKind.TELE).orElseThrow();
        ToolBox tools = new ToolBox(ws);
        PhysicsPalette p = new PhysicsPalette(ws, tools, new PhysicsParams(), k -> atlas);
        ws.select(g, game);
        OpenMap first = ws.current();

        p.search("finish");
        assertThat(p.listedCount()).as("Game tiles named finish").isPositive();

        ws.select(g, teleInMap);
        assertThat(p.shownKind()).isEqualTo(TileKind.TELE);
        assertThat(p.searchText())
                .as("the Tele palette has no search of its own yet")
                .isEmpty();
        assertThat(p.listedCount()).isEqualTo(DdnetTiles.on(TileKind.TELE).size());

        ws.select(g, game);
        assertThat(p.searchText()).isEqualTo("finish");

        ws.open(new MapDocument(TwMap.newMap(20, 20)), null, SourceForm.DDNET);
        assertThat(p.shownKind()).isEqualTo(TileKind.GAME);
        assertThat(p.searchText()).as("another map's Game palette").isEmpty();
        assertThat(p.listedCount()).isEqualTo(DdnetTiles.on(TileKind.GAME).size());

        ws.switchTo(first);
        assertThat(p.searchText()).as("back on the first map's tab").isEqualTo("finish");
    }

    @Test
    void aFilteredListScrollsToItsFirstMatch() {
        Workspace ws = new Workspace(new MapDocument(TwMap.newMap(20, 20)));
        ToolBox tools = new ToolBox(ws);
        PhysicsPalette p = new PhysicsPalette(ws, tools, new PhysicsParams(), k -> atlas);
        ws.select(ws.map().groups().get(0), ws.map().gameLayer().orElseThrow());
        JScrollPane scroll = (JScrollPane) p.getComponent(1);
        p.setSize(300, 400);
        p.doLayout();
        scroll.doLayout();
        scroll.getViewport().doLayout();
        PaletteList list = p.tileList();
        // scrolled to the end of the whole list, then a search: the matches are at the top
        list.ensureIndexIsVisible(list.getModel().getSize() - 1);
        assertThat(scroll.getViewport().getViewPosition().y).isPositive();
        p.search("spawn");
        assertThat(p.listedCount()).isPositive();
        scroll.getViewport().doLayout();
        assertThat(list.getVisibleRect().contains(list.getCellBounds(0, 0))).isTrue();
    }
}
