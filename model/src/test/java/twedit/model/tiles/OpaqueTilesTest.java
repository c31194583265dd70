package twedit.model.tiles;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import twedit.model.automap.AutomapResult;
import twedit.model.automap.Automapper;
import twedit.model.automap.RulesParser;
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

/** DDNet's opaque-tile analysis of an image, and the flags tiles placed on a layer get from it. */
class OpaqueTilesTest {
    /** A side x side opaque image whose tile {@code hole} has one pixel of alpha {@code alpha}. */
    private static byte[] image(int side, int hole, int alpha) {
        byte[] px = new byte[side * side * 4];
        Arrays.fill(px, (byte) 0xFF);
        int tile = side / 16;
        if (hole >= 0 && tile > 0) {
            int x = hole % 16 * tile + tile - 1;
            int y = hole / 16 * tile + tile - 1;
            px[(y * side + x) * 4 + 3] = (byte) alpha;
        }
        return px;
    }

    @ParameterizedTest(name = "{0}x{0}, tile {1} with alpha {2}: opaque {3}")
    @CsvSource({
        // the threshold is alpha 250 (image.cpp AnalyseTileFlags)
        "64, 5, 249, false",
        "64, 5, 250, true",
        "64, 5, 0, false",
        "16, 255, 0, false",
        "1024, 17, 100, false",
    })
    void aTileIsOpaqueWhenEveryPixelHasAlpha250OrMore(int side, int hole, int alpha, boolean opaque) {
        OpaqueTiles o = OpaqueTiles.ofRgba(side, side, image(side, hole, alpha));
        assertThat(o.opaque(hole)).isEqualTo(opaque);
        assertThat(o.count()).isEqualTo(opaque ? 256 : 255);
    }

    @Test
    void imagesWithoutSquareTilesHaveNoOpaqueTileAndTinyOnesHaveOnlyOpaqueTiles() {
        assertThat(OpaqueTiles.ofRgba(64, 32, new byte[64 * 32 * 4]).count()).isZero();
        assertThat(OpaqueTiles.ofOpaque(64, 32).count()).isZero();
        // width/16 = height/16 = 0: tiles of no pixels, which DDNet counts as opaque
        assertThat(OpaqueTiles.ofRgba(8, 8, new byte[8 * 8 * 4]).count()).isEqualTo(256);
        // 17 and 31 pixels both make 1-pixel tiles (integer division), as in DDNet
        assertThat(OpaqueTiles.ofRgba(17, 31, image(17, -1, 0)).count()).isEqualTo(256);
    }

    @Test
    void flagsKeepTheTurnAndTakeTheOpaqueBitFromTheImage() {
        OpaqueTiles o = OpaqueTiles.ofRgba(16, 16, image(16, 3, 0));
        int turn = TileFlags.XFLIP | TileFlags.ROTATE;
        assertThat(o.flags(2, turn)).isEqualTo(turn | TileFlags.OPAQUE);
        assertThat(o.flags(3, turn | TileFlags.OPAQUE | 0x40)).isEqualTo(turn);
        assertThat(OpaqueTiles.NONE.flags(2, 0xFF)).isEqualTo(TileFlags.TRANSFORM);
    }

    private static TwMap mapWith(MapImage img, Color color) {
        TileLayer tiles = TileLayer.detached(TileKind.TILES, "t", new TileGrid(4, 2, 4), img, color);
        return new MapBuilder()
                .image(img)
                .group(new Group("g", java.util.List.of(tiles)))
                .build();
    }

    private static TileLayer tiles(TwMap map) {
        return (TileLayer) map.groups().get(0).layers().get(0);
    }

    @Test
    void aLayerTakesItsImagesOpaqueTilesOnlyWithAnOpaqueColour() {
        MapImage img = new MapImage("img", 16, 16, false, MapImage.Format.RGBA, image(16, 3, 0));
        TileOpacity opacity = TileOpacity.embeddedOnly();
        assertThat(opacity.of(tiles(mapWith(img, Color.WHITE)))).contains(OpaqueTiles.ofRgba(16, 16, img.pixels()));
        assertThat(opacity.of(tiles(mapWith(img, new Color(255, 255, 255, 254)))))
                .contains(OpaqueTiles.NONE);
        assertThat(opacity.of(TileLayer.empty(TileKind.GAME, 2, 2))).isEmpty();
        MapImage ext = MapImage.external("grass_main", 1024, 1024);
        assertThat(opacity.of(tiles(mapWith(ext, Color.WHITE)))).isEmpty();
        assertThat(new TileOpacity(n -> Optional.of(OpaqueTiles.NONE)).of(tiles(mapWith(ext, Color.WHITE))))
                .contains(OpaqueTiles.NONE);
    }

    @Test
    void brushesAndAutomapResultsLandWithTheImagesFlagsAndEmptyCellsStayZero() {
        OpaqueTiles o = OpaqueTiles.ofRgba(16, 16, image(16, 3, 0));
        TileBrush brush = new TileBrush(3, 1, 4, new byte[] {2, 1, 0, 0, 3, 4, 0, 0, 0, 0, 0, 0});
        assertThat(brush.withOpacity(o).toBytes()).containsExactly(2, 5, 0, 0, 3, 0, 0, 0, 0, 0, 0, 0);
        TileBrush physics = TileBrush.single(new byte[] {1, 0, 0, 0, 0});
        assertThat(physics.withOpacity(o)).isSameAs(physics);

        byte[] cells = new byte[3 * 3 * 4];
        for (int i = 0; i < cells.length; i += 4) {
            cells[i] = 1;
        }
        TileGrid grid = new TileGrid(3, 3, 4, cells, null);
        var rules = RulesParser.parse("[c]\nIndex 2\n").rules().configurations().get(0);
        AutomapResult r = new Automapper(rules).run(grid, 1).withOpacity(o);
        assertThat(r.newFlags(1, 1)).isEqualTo(TileFlags.OPAQUE);
    }

    @Test
    void refreshingALayerSetsEveryTileAndUndoRestoresTheOldFlags() {
        MapImage img = new MapImage("img", 16, 16, false, MapImage.Format.RGBA, image(16, 3, 0));
        TwMap map = mapWith(img, Color.WHITE);
        TileLayer t = tiles(map);
        MapDocument doc = new MapDocument(map);
        doc.apply(TileOps.paste(t, 0, 0, new TileBrush(3, 1, 4, new byte[] {2, 0, 0, 0, 3, 4, 0, 0, 0, 4, 0, 0})));
        byte[] before = t.grid().toBytes();
        doc.apply(TileOps.refreshOpacity(t, OpaqueTiles.ofRgba(16, 16, img.pixels())));
        assertThat(t.grid().get(0, 0, 1)).isEqualTo(TileFlags.OPAQUE);
        assertThat(t.grid().get(1, 0, 1)).isZero();
        // an empty cell keeps what it has
        assertThat(t.grid().get(2, 0, 1)).isEqualTo(4);
        byte[] after = t.grid().toBytes();
        doc.undo();
        assertThat(t.grid().toBytes()).isEqualTo(before);
        doc.redo();
        assertThat(t.grid().toBytes()).isEqualTo(after);
        assertThat(TileOps.refreshOpacity(t, OpaqueTiles.ofRgba(16, 16, img.pixels()))
                        .isNoOp())
                .isTrue();
    }
}
