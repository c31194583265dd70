package twedit.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import twedit.media.PngCodec;
import twedit.model.codec.MapDecoder;
import twedit.model.codec.SaveOptions;
import twedit.model.codec.SourceForm;
import twedit.model.datafile.ReadLimits;
import twedit.model.document.MapDocument;
import twedit.model.io.MapFiles;
import twedit.model.map.MapFixtures;
import twedit.model.map.MapImage;
import twedit.model.map.MapSound;
import twedit.model.map.TwMap;
import twedit.model.media.ExportNames;
import twedit.model.media.MediaEdits;
import twedit.model.media.MediaResult;
import twedit.model.media.OggOpusFiles;
import twedit.model.testutil.Corpus;

/** `twedit extract`: every embedded image and sound comes back bit-exact when imported again. */
class ExtractCommandTest {
    @TempDir
    Path tmp;

    @Test
    void corpusMapsExportImagesAndSoundsThatReimportBitExact() throws Exception {
        for (String name : List.of("maps/Sunny Side Up.map", "maps7/Tutorial.map", "maps/Gold Mine.map")) {
            Path map = Corpus.ddnetMap(name);
            Path dir = tmp.resolve(name.replace('/', '_'));
            CliRun run = CliRun.of("extract", map.toString(), dir.toString());
            assertThat(run.exitCode()).as(run.err()).isZero();
            TwMap m = new MapDecoder(ReadLimits.DDNET).read(map).map();
            long embedded = m.images().stream().filter(i -> !i.external()).count();
            assertThat(embedded).isPositive();
            assertThat(run.out())
                    .contains(map + ": " + embedded + " images, " + m.sounds().size() + " sound");
            try (Stream<Path> files = Files.list(dir)) {
                assertThat(files.count()).isEqualTo(embedded + m.sounds().size());
            }
            List<MapImage> embeddedImages =
                    m.images().stream().filter(i -> !i.external()).toList();
            List<String> fileNames = ExportNames.unique(
                    embeddedImages.stream().map(MapImage::name).toList(), "image");
            m.images().stream()
                    .filter(MapImage::external)
                    .forEach(img -> assertThat(run.out()).contains("skipped external image '" + img.name() + "'"));
            for (int i = 0; i < embeddedImages.size(); i++) {
                MapImage img = embeddedImages.get(i);
                Path png = dir.resolve(fileNames.get(i) + ".png");
                assertThat(png).as(img.name()).exists();
                PngCodec.Rgba back = PngCodec.read(png);
                assertThat(back.width()).isEqualTo(img.width());
                assertThat(back.height()).isEqualTo(img.height());
                assertThat(back.pixels(img.format())).as(img.name()).isEqualTo(img.pixels());
                assertThat(ImageIO.read(png.toFile()))
                        .as("ImageIO reads " + png)
                        .isNotNull();
            }
            TwMap target = TwMap.newMap(10, 10);
            MapDocument doc = new MapDocument(target);
            List<String> soundFiles =
                    ExportNames.unique(m.sounds().stream().map(MapSound::name).toList(), "sound");
            for (int i = 0; i < m.sounds().size(); i++) {
                MapSound s = m.sounds().get(i);
                byte[] data = Files.readAllBytes(dir.resolve(soundFiles.get(i) + ".opus"));
                assertThat(data).isEqualTo(s.data());
                MediaResult r = MediaEdits.addSound(target, s.name(), data);
                assertThat(r.refusal()).isNull();
                doc.apply(r.edit());
                assertThat(target.sounds().get(target.sounds().size() - 1).data())
                        .isEqualTo(s.data());
            }
        }
    }

    @Test
    void a07MapWithRgbImagesExportsThemAs24BitPngsThatComeBackBitExact() throws Exception {
        TwMap m = TwMap.newMap(20, 20);
        byte[] rgb = twedit.media.PngFilesForTests.random(48 * 32 * 3, 1);
        byte[] rgba = twedit.media.PngFilesForTests.random(16 * 16 * 4, 2);
        MapFixtures.add(m.images(), new MapImage("rgb tiles", 48, 32, false, MapImage.Format.RGB, rgb));
        MapFixtures.add(m.images(), new MapImage("alpha", 16, 16, false, MapImage.Format.RGBA, rgba));
        MapFixtures.add(m.images(), MapImage.external("generic_lamps", 1024, 1024));
        Path map = tmp.resolve("v07.map");
        new MapFiles(ReadLimits.DDNET, null).save(m, map, new SaveOptions(SourceForm.TEEWORLDS_07, false));
        CliRun info = CliRun.of("info", map.toString(), "--json");
        JsonNode images = new ObjectMapper().readTree(info.out()).get("images");
        assertThat(images.get(0).get("format").asText()).isEqualTo("rgb");
        assertThat(images.get(1).get("format").asText()).isEqualTo("rgba");

        Path dir = tmp.resolve("out");
        CliRun run = CliRun.of("extract", map.toString(), dir.toString());
        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.out())
                .contains("image 'rgb tiles' (48x32 RGB) -> ")
                .contains("skipped external image" + " 'generic_lamps'")
                .contains(": 2 images, 0 sounds -> ");
        byte[] png = Files.readAllBytes(dir.resolve("rgb tiles.png"));
        assertThat(PngCodec.header(png).colorType()).isEqualTo(2);
        assertThat(PngCodec.decode(png).pixels(MapImage.Format.RGB)).isEqualTo(rgb);
        assertThat(PngCodec.decode(Files.readAllBytes(dir.resolve("alpha.png"))).pixels())
                .isEqualTo(rgba);
    }

    @Test
    void namesAreMadeSafeAndUnique() throws Exception {
        TwMap m = TwMap.newMap(10, 10);
        for (String name : List.of("a/b", "A:B", "CON", " ", "fine")) {
            MapFixtures.add(m.images(), new MapImage(name, 1, 1, false, MapImage.Format.RGBA, new byte[4]));
        }
        byte[] opus = OggOpusFiles.sine(1, 0.1, 440, 312);
        MapFixtures.add(m.sounds(), new MapSound("x", opus));
        MapFixtures.add(m.sounds(), new MapSound("X", opus));
        MapFixtures.add(m.sounds(), new MapSound("broken", new byte[] {1, 2, 3}));
        Path map = tmp.resolve("names.map");
        new MapFiles(ReadLimits.DDNET, null).save(m, map, SaveOptions.DDNET);
        Path dir = tmp.resolve("names");
        CliRun run = CliRun.of("extract", map.toString(), dir.toString());
        assertThat(run.exitCode()).as(run.err()).isZero();
        try (Stream<Path> files = Files.list(dir)) {
            assertThat(files.map(p -> p.getFileName().toString()).sorted())
                    .containsExactly(
                            "A_B (2).png",
                            "X (2).opus",
                            "_CON.png",
                            "a_b.png",
                            "broken.opus",
                            "fine.png",
                            "image.png",
                            "x.opus");
        }
        assertThat(run.err())
                .contains("warning: sound 'broken' is not a sound DDNet can play: not an Ogg file;"
                        + " written as it is");
    }

    @Test
    void anUnreadableMapIsAUsageError() throws Exception {
        Path bad = tmp.resolve("bad.map");
        Files.writeString(bad, "not a map");
        CliRun run = CliRun.of("extract", bad.toString(), tmp.resolve("x").toString());
        assertThat(run.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(run.err()).startsWith("twedit: " + bad + ": ");
        assertThat(tmp.resolve("x")).doesNotExist();
    }
}
