package twedit.model.art;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import twedit.model.codec.SaveOptions;
import twedit.model.datafile.ReadLimits;
import twedit.model.document.MapDocument;
import twedit.model.document.edits.Edits;
import twedit.model.io.MapFiles;
import twedit.model.map.Group;
import twedit.model.map.MapImage;
import twedit.model.map.TileLayer;
import twedit.model.map.TwMap;
import twedit.model.testutil.DdnetOracle;

/**
 * Tile art against DDNet's algorithm (tile_art.cpp) worked out by hand on pictures built here: colours sorted by
 * r, g, b, a; 255 a layer; tile k % 255 + 1 of layer k / 255; 1024x1024 sheets of 64x64 tiles; names and limits.
 */
class TileArtTest {
    static ArtImage picture(String stem, int w, int h, int... rgba) {
        byte[] px = new byte[w * h * 4];
        for (int i = 0; i < rgba.length; i++) {
            px[4 * i] = (byte) (rgba[i] >>> 24);
            px[4 * i + 1] = (byte) (rgba[i] >>> 16);
            px[4 * i + 2] = (byte) (rgba[i] >>> 8);
            px[4 * i + 3] = (byte) rgba[i];
        }
        return new ArtImage(stem, w, h, px);
    }

    @Test
    void coloursAreSortedByRedGreenBlueAlphaAndEachPixelGetsItsTile() {
        int red = 0xFF0000FF;
        int blue = 0x0000FFFF;
        int halfBlue = 0x0000FF80;
        int clear = 0x12345600; // alpha 0: no tile, whatever its colour
        ArtImage img = picture("logo", 3, 2, red, blue, clear, halfBlue, red, 0x80000000 | 0xFF);
        // sorted: 0000FF80 (halfBlue), 0000FFFF (blue), 800000FF, FF0000FF (red)
        assertThat(TileArt.colours(img)).containsExactly(halfBlue, blue, 0x800000FF, red);
        MapDocument doc = new MapDocument(TwMap.newMap(10, 10));
        Group g = TileArt.apply(doc, TileArt.plan(doc.map(), img));
        assertThat(doc.undoLabel()).isEqualTo("Add tile art");
        assertThat(g.name()).isEqualTo("logo");
        assertThat(doc.map().groups().get(doc.map().groups().size() - 1)).isSameAs(g);
        assertThat(g.parallaxX()).isEqualTo(100);
        assertThat(g.clipping()).isFalse();
        TileLayer l = (TileLayer) g.layers().get(0);
        assertThat(g.layers()).hasSize(1);
        assertThat(l.name()).isEqualTo("logo 1");
        assertThat(l.width()).isEqualTo(3);
        assertThat(l.height()).isEqualTo(2);
        int[][] expected = {{4, 2, 0}, {1, 4, 3}};
        for (int y = 0; y < 2; y++) {
            for (int x = 0; x < 3; x++) {
                assertThat(l.grid().get(x, y, 0)).as("%d,%d", x, y).isEqualTo(expected[y][x]);
                assertThat(l.grid().get(x, y, 1)).as("flags").isZero();
            }
        }
        MapImage sheet = l.image();
        assertThat(sheet.name()).isEqualTo("logo 1");
        assertThat(sheet.external()).isFalse();
        assertThat(sheet.width()).isEqualTo(1024);
        assertThat(sheet.height()).isEqualTo(1024);
        assertThat(pixel(sheet, 10, 10)).as("tile 0").isEqualTo(0);
        assertThat(pixel(sheet, 64, 0)).as("tile 1").isEqualTo(halfBlue);
        assertThat(pixel(sheet, 4 * 64 + 63, 63)).as("tile 4").isEqualTo(red);
        assertThat(pixel(sheet, 5 * 64, 0)).as("tile 5, unused").isEqualTo(0);
        doc.undo();
        assertThat(doc.map().images()).isEmpty();
        assertThat(doc.map().groups()).hasSize(1);
    }

    private static int pixel(MapImage image, int x, int y) {
        byte[] p = image.pixels();
        int i = (y * image.width() + x) * 4;
        return (p[i] & 0xFF) << 24 | (p[i + 1] & 0xFF) << 16 | (p[i + 2] & 0xFF) << 8 | (p[i + 3] & 0xFF);
    }

    @Test
    void moreThan255ColoursGoIntoMoreLayersTheMapsImagesAreSortedByName() {
        int n = 300;
        int[] px = new int[n];
        for (int i = 0; i < n; i++) {
            px[i] = (i << 8) | 0xFF; // distinct, already in DDNet's order
        }
        MapDocument doc = new MapDocument(TwMap.newMap(10, 10));
        doc.apply(
                Edits.addImage(doc.map(), 0, new MapImage("zz", 16, 16, false, MapImage.Format.RGBA, new byte[1024])));
        TileArt.Plan plan = TileArt.plan(doc.map(), picture("many", n, 1, px));
        assertThat(plan.manyColours()).isTrue();
        assertThat(plan.big()).isFalse();
        Group g = TileArt.apply(doc, plan);
        assertThat(g.layers()).extracting(l -> l.name()).containsExactly("many 1", "many 2");
        TileLayer first = (TileLayer) g.layers().get(0);
        TileLayer second = (TileLayer) g.layers().get(1);
        assertThat(first.grid().get(0, 0, 0)).isEqualTo(1);
        assertThat(first.grid().get(254, 0, 0)).isEqualTo(255);
        assertThat(first.grid().get(255, 0, 0)).isZero();
        assertThat(second.grid().get(254, 0, 0)).isZero();
        assertThat(second.grid().get(255, 0, 0)).isEqualTo(1);
        assertThat(second.grid().get(299, 0, 0)).isEqualTo(45);
        assertThat(doc.map().images()).extracting(MapImage::name).containsExactly("many 1", "many 2", "zz");
        assertThat(doc.historySize()).isEqualTo(2);
        doc.undo();
        assertThat(doc.map().images()).extracting(MapImage::name).containsExactly("zz");
    }

    @Test
    void limitsAndNamesFollowDdnet() {
        TwMap map = TwMap.newMap(5, 5);
        assertThat(TileArt.layersFor(255)).isEqualTo(1);
        assertThat(TileArt.layersFor(256)).isEqualTo(2);
        assertThat(TileArt.refusal(map, 10, 10, 63 * 255)).isNull();
        assertThat(TileArt.refusal(map, 10, 10, 63 * 255 + 1)).contains("64 images");
        assertThat(TileArt.plan(map, picture("x", 101, 100)).big()).isTrue();
        assertThat(TileArt.plan(map, picture("x", 100, 100)).big()).isFalse();
        assertThat(TileArt.refusal(map, 4096, 4097, 1)).contains("too large");
        assertThat(TileArt.refusal(map, 4096, 4096, 1)).isNull();
        assertThat(ArtImage.stemOf("/a/b.c/My Logo.final.png")).isEqualTo("My Logo.final");
        assertThat(ArtImage.stemOf(".png")).isEqualTo(".png");
        MapDocument doc = new MapDocument(map);
        Group g = TileArt.apply(doc, TileArt.plan(map, picture("averyverylongname", 1, 1, 0xFF)));
        assertThat(g.name()).as("group names hold 11 bytes").isEqualTo("averyverylo");
        assertThat(g.layers().get(0).name()).isEqualTo("averyverylo");
        assertThat(map.images().get(0).name()).isEqualTo("averyverylongname 1");
        TileArt.apply(doc, TileArt.plan(map, picture("averyverylongname", 1, 1, 0xFF)));
        assertThat(map.images())
                .extracting(MapImage::name)
                .as("a second run numbers on, image names must differ")
                .containsExactly("averyverylongname 1", "averyverylongname 2");
    }

    @Test
    void aTransparentPictureGivesAnEmptyGroupAsInDdnet() {
        MapDocument doc = new MapDocument(TwMap.newMap(5, 5));
        Group g = TileArt.apply(doc, TileArt.plan(doc.map(), picture("air", 2, 2)));
        assertThat(g.layers()).isEmpty();
        assertThat(doc.map().images()).isEmpty();
    }

    @Test
    void theWrittenMapLoadsInTheRealServer() throws Exception {
        MapDocument doc = new MapDocument(TwMap.newMap(20, 20));
        int[] px = new int[16 * 16];
        for (int i = 0; i < px.length; i++) {
            px[i] = i % 7 == 0 ? 0 : (i * 0x01020300) | 0xFF;
        }
        TileArt.apply(doc, TileArt.plan(doc.map(), picture("art", 16, 16, px)));
        MapFiles files = new MapFiles(ReadLimits.DDNET, null);
        byte[] saved = files.encode(doc.map(), SaveOptions.DDNET);
        DdnetOracle.ServerResult r = DdnetOracle.serverLoads(saved);
        assertThat(r.loaded()).as(r.summary()).isTrue();
        assertThat(List.of(saved.length)).isNotEmpty();
    }
}
