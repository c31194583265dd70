package twedit.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import twedit.media.PngCodec;
import twedit.media.PngFilesForTests;
import twedit.model.codec.LoadResult;
import twedit.model.codec.MapDecoder;
import twedit.model.codec.SaveOptions;
import twedit.model.codec.SourceForm;
import twedit.model.datafile.ReadLimits;
import twedit.model.io.MapFiles;
import twedit.model.map.Group;
import twedit.model.map.Layer;
import twedit.model.map.MapFixtures;
import twedit.model.map.MapImage;
import twedit.model.map.QuadsLayer;
import twedit.model.map.TileKind;
import twedit.model.map.TileLayer;
import twedit.model.map.TwMap;
import twedit.model.testutil.Corpus;
import twedit.model.testutil.DdnetOracle;

/** `twedit replace-image`: new pixels, every user kept, the real server loads the result; bad input refused. */
class ReplaceImageCommandTest {
    private static final String IMAGE = "ddnet-tiles";

    @TempDir
    Path tmp;

    @Test
    void replacingKeepsEveryUserAndTheServerLoadsTheMap() throws Exception {
        Path map = Corpus.ddnetMap("maps/Gold Mine.map");
        TwMap before = load(map).map();
        List<String> users = users(before, IMAGE);
        assertThat(users).isNotEmpty();
        Path png = tmp.resolve("new.png");
        BufferedImage img = new BufferedImage(64, 32, BufferedImage.TYPE_INT_ARGB);
        for (int y = 0; y < 32; y++) {
            for (int x = 0; x < 64; x++) {
                img.setRGB(x, y, (x * 4) << 24 | (y * 8) << 16 | (x + y) << 8 | 0x55);
            }
        }
        ImageIO.write(img, "png", png.toFile());
        Path out = tmp.resolve("out.map");
        CliRun run = CliRun.of("replace-image", map.toString(), IMAGE, png.toString(), out.toString());
        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.err()).isEmpty();
        assertThat(run.out()).contains("image '" + IMAGE + "' is now 64x32 RGBA (" + users.size() + " layer");

        LoadResult after = load(out);
        assertThat(after.form()).isEqualTo(SourceForm.DDNET);
        MapImage replaced = after.map().images().stream()
                .filter(i -> i.name().equals(IMAGE))
                .findFirst()
                .orElseThrow();
        assertThat(replaced.width()).isEqualTo(64);
        assertThat(replaced.pixels()).isEqualTo(PngCodec.read(png).pixels());
        assertThat(users(after.map(), IMAGE)).isEqualTo(users);
        assertThat(after.map().images()).hasSameSizeAs(before.images());
        DdnetOracle.ServerResult server = DdnetOracle.serverLoads(Files.readAllBytes(out));
        assertThat(server.loaded()).as(server.summary()).isTrue();
    }

    @Test
    void aSizeTilesLayersCannotUseIsAWarning() throws Exception {
        Path map = Corpus.ddnetMap("maps/Gold Mine.map");
        List<String> tileUsers = new ArrayList<>();
        for (Layer l : load(map).map().allLayers()) {
            if (l instanceof TileLayer t
                    && t.image() != null
                    && t.image().name().equals(IMAGE)) {
                tileUsers.add("'" + t.name() + "'");
            }
        }
        assertThat(tileUsers).isNotEmpty();
        Path png = tmp.resolve("odd.png");
        Files.write(png, PngCodec.encode(100, 60, MapImage.Format.RGBA, new byte[100 * 60 * 4]));
        Path out = tmp.resolve("out.map");
        CliRun run = CliRun.of("replace-image", map.toString(), IMAGE, png.toString(), out.toString());
        assertThat(run.exitCode()).isZero();
        assertThat(run.err())
                .contains(map + ": warning: image '" + IMAGE + "' is 100x60: tiles layer")
                .contains(String.join(", ", tileUsers))
                .contains("a multiple of 16");
        assertThat(out).exists();
    }

    @Test
    void badInputIsRefusedAndNothingIsWritten() throws Exception {
        Path map = Corpus.ddnetMap("maps/Gold Mine.map");
        Path good = tmp.resolve("good.png");
        Files.write(good, PngCodec.encode(16, 16, MapImage.Format.RGBA, new byte[1024]));
        Path out = tmp.resolve("out.map");

        CliRun missing = CliRun.of("replace-image", map.toString(), "nope", good.toString(), out.toString());
        assertThat(missing.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(missing.err()).contains("no image named 'nope' (embedded images: 'Logo_8x4', 'ddnet-tiles'");

        CliRun external = CliRun.of("replace-image", map.toString(), "desert_main", good.toString(), out.toString());
        assertThat(external.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(external.err())
                .contains("image 'desert_main' is external")
                .contains("only embedded images can" + " be replaced");

        Path text = tmp.resolve("text.png");
        Files.writeString(text, "not an image");
        CliRun notPng = CliRun.of("replace-image", map.toString(), IMAGE, text.toString(), out.toString());
        assertThat(notPng.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(notPng.err()).isEqualTo("twedit: " + text + " is not a PNG file" + System.lineSeparator());

        Path huge = tmp.resolve("huge.png");
        Files.write(huge, PngFilesForTests.craft(30000, 16, 8, 6, new byte[64]));
        CliRun tooLarge = CliRun.of("replace-image", map.toString(), IMAGE, huge.toString(), out.toString());
        assertThat(tooLarge.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(tooLarge.err()).contains("the image is too large: 30000x16");

        CliRun noMap =
                CliRun.of("replace-image", tmp.resolve("none.map").toString(), IMAGE, good.toString(), out.toString());
        assertThat(noMap.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(noMap.err()).contains("no such file");
        assertThat(out).doesNotExist();
    }

    @Test
    void anRgbImageOfA07MapTakesThePngsColoursAndStays07() throws Exception {
        TwMap m = TwMap.newMap(20, 20);
        MapImage rgb = new MapImage("rgb", 16, 16, false, MapImage.Format.RGB, new byte[16 * 16 * 3]);
        MapFixtures.add(m.images(), rgb);
        TileLayer tiles = TileLayer.empty(TileKind.TILES, 20, 20);
        MapFixtures.setImage(tiles, rgb);
        MapFixtures.add(m.groups().get(0).layers(), tiles);
        Group bg = new Group("bg");
        MapFixtures.add(bg.layers(), new QuadsLayer("q", rgb, List.of()));
        MapFixtures.add(m.groups(), 0, bg);
        Path map = tmp.resolve("v07.map");
        new MapFiles(ReadLimits.DDNET, null).save(m, map, new SaveOptions(SourceForm.TEEWORLDS_07, false));
        byte[] rgba = PngFilesForTests.random(32 * 16 * 4, 4);
        Path png = tmp.resolve("alpha.png");
        Files.write(png, PngCodec.encode(32, 16, MapImage.Format.RGBA, rgba));
        Path out = tmp.resolve("out.map");
        CliRun run = CliRun.of("replace-image", map.toString(), "rgb", png.toString(), out.toString());
        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.err())
                .contains("warning: image 'rgb' is RGB (a 0.7 map image without alpha): the PNG's"
                        + " transparency is dropped");
        assertThat(run.out()).contains("is now 32x16 RGB (2 layers use it)");
        LoadResult after = load(out);
        assertThat(after.form()).isEqualTo(SourceForm.TEEWORLDS_07);
        MapImage back = after.map().images().get(0);
        assertThat(back.format()).isEqualTo(MapImage.Format.RGB);
        assertThat(back.pixels()).isEqualTo(new PngCodec.Rgba(32, 16, rgba).pixels(MapImage.Format.RGB));
        assertThat(users(after.map(), "rgb")).containsExactly("0/0", "1/1");
    }

    private static LoadResult load(Path p) throws Exception {
        return new MapDecoder(ReadLimits.DDNET).read(p);
    }

    /** "group/layer" of every layer using the image named {@code name}. */
    private static List<String> users(TwMap map, String name) {
        List<String> out = new ArrayList<>();
        for (int g = 0; g < map.groups().size(); g++) {
            List<Layer> layers = map.groups().get(g).layers();
            for (int l = 0; l < layers.size(); l++) {
                MapImage img = layers.get(l) instanceof TileLayer t
                        ? t.image()
                        : layers.get(l) instanceof QuadsLayer q ? q.image() : null;
                if (img != null && name.equals(img.name())) {
                    out.add(g + "/" + l);
                }
            }
        }
        return out;
    }
}
