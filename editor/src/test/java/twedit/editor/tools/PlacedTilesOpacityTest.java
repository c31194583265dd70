package twedit.editor.tools;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import twedit.editor.state.Workspace;
import twedit.model.document.MapDocument;
import twedit.model.document.edits.TileBrush;
import twedit.model.document.edits.TileOps;
import twedit.model.map.Color;
import twedit.model.map.Group;
import twedit.model.map.MapBuilder;
import twedit.model.map.MapImage;
import twedit.model.map.TileGrid;
import twedit.model.map.TileKind;
import twedit.model.map.TileLayer;
import twedit.model.map.TwMap;
import twedit.model.tiles.TileFlags;
import twedit.model.tiles.TileOpacity;

/** Tiles painted, filled or pasted on a tiles layer take the opaque flag of their layer's image, as in DDNet. */
class PlacedTilesOpacityTest {
    /** A 16x16 image (1-pixel tiles): tile 7 is translucent, every other one opaque. */
    private static MapImage image() {
        byte[] px = new byte[16 * 16 * 4];
        Arrays.fill(px, (byte) 0xFF);
        px[7 * 4 + 3] = 10;
        return new MapImage("img", 16, 16, false, MapImage.Format.RGBA, px);
    }

    @Test
    void theBrushLandsWithItsImagesFlagsOnEveryTool() {
        MapImage img = image();
        TileLayer tiles = TileLayer.detached(TileKind.TILES, "t", new TileGrid(8, 8, 4), img, Color.WHITE);
        TwMap map = new MapBuilder()
                .image(img)
                .group(new Group("g", List.of(tiles)))
                .build();
        Workspace ws = new Workspace(new MapDocument(map), TileOpacity.embeddedOnly());
        ToolBox box = new ToolBox(ws);
        // a brush grabbed from a layer of another image: 5 carries no opaque bit, 7 carries one
        box.setBrush(new TileBrush(2, 1, 4, new byte[] {5, 8, 0, 0, 7, 4, 0, 0}), TileKind.TILES);

        TileBrush placed = box.brushFor(tiles);
        assertThat(placed.cell(0, 0)[1]).isEqualTo((byte) (TileFlags.ROTATE | TileFlags.OPAQUE));
        assertThat(placed.cell(1, 0)[1]).isZero();

        ws.document().apply(TileOps.fillRect(tiles, 0, 0, 4, 4, placed));
        assertThat(tiles.grid().get(2, 3, 1)).isEqualTo(TileFlags.ROTATE | TileFlags.OPAQUE);
        assertThat(tiles.grid().get(3, 3, 1)).isZero();

        // a layer drawn translucent gets no opaque bit, as DDNet saves it
        TileLayer faded =
                TileLayer.detached(TileKind.TILES, "f", new TileGrid(8, 8, 4), img, new Color(255, 0, 0, 128));
        assertThat(box.brushFor(faded).cell(0, 0)[1]).isEqualTo((byte) TileFlags.ROTATE);
    }
}
