package twedit.model.codec;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import twedit.model.datafile.DatafileWriter;
import twedit.model.datafile.ReadLimits;
import twedit.model.map.Group;
import twedit.model.map.MapBuilder;
import twedit.model.map.MapImage;
import twedit.model.map.MapSound;
import twedit.model.map.TileKind;
import twedit.model.map.TileLayer;
import twedit.model.map.TwMap;
import twedit.model.media.OggOpusFiles;
import twedit.model.testutil.Corpus;
import twedit.model.testutil.DdnetOracle;
import twedit.model.testutil.DdnetTools;
import twedit.model.testutil.MapDump;
import twedit.model.testutil.TestMaps;

/**
 * DDNet's own tools judge what we write, independently of our decoder: map_extract finds the same images in a resaved
 * map and gives back the pixels and sound bytes we embedded, DDNet's map_convert_07 makes the same 0.7 map we make (and
 * reads our 0.7 file), and map_diff, which the round-trip tests expect to find no difference, does find one.
 */
class DdnetToolsAgreeTest {
    private static byte[] save(TwMap map, SaveOptions options) throws EncodeException {
        return new DatafileWriter().write(new MapEncoder(options).encode(map));
    }

    private static TwMap read(byte[] bytes) throws Exception {
        return new MapDecoder(ReadLimits.DDNET).read(bytes).map();
    }

    @ParameterizedTest
    @ValueSource(strings = {"maps/dm8.map", "maps/Tsunami.map"})
    void mapExtractFindsTheSameImagesInAResavedMap(String name) throws Exception {
        byte[] original = Files.readAllBytes(Corpus.ddnetMap(name));
        byte[] resaved = save(read(original), SaveOptions.DDNET);
        Map<String, byte[]> before = DdnetTools.extract(original);
        Map<String, byte[]> after = DdnetTools.extract(resaved);
        assertThat(before).as("embedded images of " + name).isNotEmpty();
        assertThat(after.keySet()).isEqualTo(before.keySet());
        for (String file : before.keySet()) {
            assertThat(after.get(file))
                    .as(name + ": " + file + " as DDNet extracts it")
                    .isEqualTo(before.get(file));
        }
    }

    @Test
    void mapExtractGivesBackThePixelsAndTheSoundWeEmbedded() throws Exception {
        int w = 32;
        int h = 16;
        byte[] rgba = new byte[w * h * 4];
        for (int i = 0; i < rgba.length; i++) {
            rgba[i] = (byte) (i * 37 + i / 7);
        }
        for (int p = 3; p < rgba.length; p += 4) {
            rgba[p] = (byte) 255; // opaque: PNG keeps the colour of every pixel exactly
        }
        byte[] opus = OggOpusFiles.sine(1, 0.3, 440, 312);
        TileLayer game = TileLayer.empty(TileKind.GAME, 8, 8);
        TestMaps.setTile(game.grid(), 1, 1, 1, 0);
        TwMap map = new MapBuilder()
                .image(new MapImage("pattern", w, h, false, MapImage.Format.RGBA, rgba))
                .sound(new MapSound("tone", opus))
                .group(Group.game(List.of(game)))
                .build();

        Map<String, byte[]> files = DdnetTools.extract(save(map, SaveOptions.DDNET));

        assertThat(files.keySet()).containsExactlyInAnyOrder("pattern.png", "tone.opus");
        assertThat(files.get("tone.opus")).as("the sound's bytes").isEqualTo(opus);
        BufferedImage png = ImageIO.read(new ByteArrayInputStream(files.get("pattern.png")));
        assertThat(png.getWidth()).isEqualTo(w);
        assertThat(png.getHeight()).isEqualTo(h);
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                int i = (y * w + x) * 4;
                int want = (rgba[i + 3] & 255) << 24
                        | (rgba[i] & 255) << 16
                        | (rgba[i + 1] & 255) << 8
                        | (rgba[i + 2] & 255);
                assertThat(png.getRGB(x, y)).as("pixel %d,%d", x, y).isEqualTo(want);
            }
        }
    }

    @Test
    void mapDiffFindsADifferenceWhereThereIsOne() throws Exception {
        byte[] dm1 = Files.readAllBytes(Corpus.ddnetMap("maps/dm1.map"));
        byte[] dm2 = Files.readAllBytes(Corpus.ddnetMap("maps/dm2.map"));
        assertThat(DdnetOracle.mapDiff(dm1, dm1).exitCode())
                .as("a map against itself")
                .isZero();
        DdnetOracle.ServerResult other = DdnetOracle.mapDiff(dm1, dm2);
        assertThat(other.exitCode()).as("dm1 against dm2: " + other.summary()).isNotZero();
        assertThat(other.exitCode()).as("a verdict, not a crash").isLessThan(128);

        // one game tile changed in our resave of dm1
        TwMap changed = read(dm1);
        TileLayer game = changed.gameLayer().orElseThrow();
        int x = game.width() / 2;
        int y = game.height() / 2;
        int was = game.grid().get(x, y, 0) & 255;
        new twedit.model.document.MapDocument(changed)
                .apply(twedit.model.document.edits.TileOps.setCell(
                        game, x, y, twedit.model.document.edits.Cells.tile(was == 1 ? 0 : 1, 0)));
        DdnetOracle.ServerResult one = DdnetOracle.mapDiff(dm1, save(changed, SaveOptions.DDNET));
        assertThat(one.exitCode()).as("one tile changed: " + one.summary()).isNotZero();
        assertThat(one.exitCode()).isLessThan(128);
    }

    @Test
    void ddnetsConverterMakesThe07MapWeMakeAndReadsOurs() throws Exception {
        List<String> failures = new ArrayList<>();
        int compared = 0;
        for (Path p : Corpus.maps()) {
            byte[] original = Files.readAllBytes(p);
            LoadResult r = new MapDecoder(ReadLimits.DDNET).read(original);
            if (r.form() != SourceForm.DDNET
                    || !MapEncoder.ddnetOnlyContent(r.map()).isEmpty()) {
                continue; // the converter takes DDNet maps; DDNet-only content has no 0.7 form
            }
            compared++;
            byte[] ours = save(r.map(), SaveOptions.TEEWORLDS_07);
            List<String> ourDump = MapDump.of(read(ours));

            DdnetTools.Run theirs = DdnetTools.convert07(original);
            byte[] converted = theirs.files().get("out.map");
            if (theirs.exitCode() != 0 || converted == null) {
                failures.add(p + ": map_convert_07 failed on the original (exit " + theirs.exitCode() + ")");
                continue;
            }
            String diff = MapDump.firstDifference(MapDump.of(read(converted)), ourDump);
            if (diff != null) {
                failures.add(p + ": DDNet's 0.7 conversion and ours differ: " + diff);
            }
            // DDNet's reader takes our 0.7 file: its converter opens it and writes what it read
            DdnetTools.Run again = DdnetTools.convert07(ours);
            byte[] reread = again.files().get("out.map");
            if (again.exitCode() != 0 || reread == null) {
                failures.add(p + ": map_convert_07 cannot read our 0.7 file (exit " + again.exitCode() + "):\n"
                        + again.log());
            } else if ((diff = MapDump.firstDifference(MapDump.of(read(reread)), ourDump)) != null) {
                failures.add(p + ": our 0.7 file as DDNet reads it differs: " + diff);
            }
        }
        assertThat(failures).isEmpty();
        assertThat(compared)
                .as("corpus maps in DDNet form with nothing DDNet-only (19 of the 55)")
                .isGreaterThanOrEqualTo(19);
    }
}
