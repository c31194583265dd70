package twedit.editor.tools;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import twedit.editor.state.Workspace;
import twedit.model.document.MapDocument;
import twedit.model.document.edits.TileBrush;
import twedit.model.map.MapImage;
import twedit.model.map.TileKind;
import twedit.model.map.TwMap;

/** The image a brush carries to another map: the one its tiles were drawn with, none for a brush of air alone. */
class BrushImageTest {
    private static final MapImage GRASS =
            new MapImage("grass_main", 16, 16, false, MapImage.Format.RGBA, new byte[16 * 16 * 4]);

    @Test
    void anAllAirBrushCarriesNoImage() {
        ToolBox tools = new ToolBox(new Workspace(new MapDocument(TwMap.newMap(10, 10))));
        // flags without an id are still air
        tools.setBrush(new TileBrush(2, 1, 4, new byte[] {0, 0, 0, 0, 0, 8, 0, 0}), TileKind.TILES, GRASS);
        assertThat(tools.brushImage()).isNull();

        tools.setBrush(new TileBrush(2, 1, 4, new byte[] {0, 0, 0, 0, 5, 0, 0, 0}), TileKind.TILES, GRASS);
        assertThat(tools.brushImage()).isSameAs(GRASS);
    }
}
