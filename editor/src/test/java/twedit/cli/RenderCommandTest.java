package twedit.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.HashSet;
import java.util.Set;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import twedit.model.codec.MapDecoder;
import twedit.model.datafile.ReadLimits;
import twedit.model.map.TileLayer;
import twedit.model.testutil.Corpus;
import twedit.model.testutil.Processes;

/** `twedit render`: the editor's renderer, headless, into a PNG of the asked width. */
class RenderCommandTest {
    @TempDir
    Path tmp;

    private static BufferedImage read(Path png) throws Exception {
        return ImageIO.read(new ByteArrayInputStream(Files.readAllBytes(png)));
    }

    private static int colours(BufferedImage img) {
        Set<Integer> seen = new HashSet<>();
        for (int y = 0; y < img.getHeight(); y += 3) {
            for (int x = 0; x < img.getWidth(); x += 3) {
                seen.add(img.getRGB(x, y));
            }
        }
        return seen.size();
    }

    @Test
    void tutorialRendersToTheAskedWidthWithTheMapsProportionsAndTheSameBytesEachTime() throws Exception {
        Path map = Corpus.ddnetMap("maps/Tutorial.map");
        Path a = tmp.resolve("a.png");
        Path b = tmp.resolve("b.png");
        CliRun run = CliRun.of("render", map.toString(), a.toString(), "--width", "800");
        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.out()).contains("-> " + a);
        BufferedImage img = read(a);
        assertThat(img.getWidth()).isEqualTo(800);
        TileLayer game =
                new MapDecoder(ReadLimits.DDNET).read(map).map().gameLayer().orElseThrow();
        assertThat(img.getHeight()).isEqualTo((int) Math.round(800.0 * game.height() / game.width()));
        assertThat(colours(img)).as("a picture of the map, not a blank").isGreaterThan(50);
        assertThat(CliRun.of("render", map.toString(), b.toString(), "--width", "800")
                        .exitCode())
                .isZero();
        assertThat(Arrays.equals(Files.readAllBytes(a), Files.readAllBytes(b)))
                .as("deterministic bytes")
                .isTrue();
        Path wide = tmp.resolve("default.png");
        assertThat(CliRun.of("render", map.toString(), wide.toString()).exitCode())
                .isZero();
        assertThat(read(wide).getWidth()).isEqualTo(1600);
    }

    @Test
    void layersSelectsWhatIsDrawn() throws Exception {
        Path map = Corpus.ddnetMap("maps/Tutorial.map");
        Path all = tmp.resolve("all.png");
        Path physics = tmp.resolve("physics.png");
        Path game = tmp.resolve("game.png");
        assertThat(CliRun.of("render", map.toString(), all.toString(), "--width", "400")
                        .exitCode())
                .isZero();
        CliRun p = CliRun.of("render", map.toString(), physics.toString(), "--width", "400", "--layers", "physics");
        assertThat(p.exitCode()).as(p.err()).isZero();
        CliRun g = CliRun.of("render", map.toString(), game.toString(), "--width", "400", "--layers", "Game/Game");
        assertThat(g.exitCode()).as(g.err()).isZero();
        assertThat(Files.readAllBytes(physics)).isNotEqualTo(Files.readAllBytes(all));
        assertThat(colours(read(game))).isGreaterThan(2);
        CliRun none = CliRun.of("render", map.toString(), tmp.resolve("x.png").toString(), "--layers", "NoSuchLayer");
        assertThat(none.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(none.err()).contains("nothing matches 'NoSuchLayer'").contains("Game/Game");
        assertThat(tmp.resolve("x.png")).doesNotExist();
    }

    @Test
    void damagedInputBadOptionsAndUnwritableOutputExitWithTwo() throws Exception {
        Path bad = tmp.resolve("bad.map");
        byte[] real = Files.readAllBytes(Corpus.ddnetMap("maps/Tutorial.map"));
        Files.write(bad, Arrays.copyOf(real, 60));
        Path out = tmp.resolve("out.png");
        CliRun damaged = CliRun.of("render", bad.toString(), out.toString());
        assertThat(damaged.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(damaged.err()).startsWith("twedit: " + bad + ": ");
        assertThat(out).doesNotExist();
        assertThat(CliRun.of("render", Corpus.ddnetMap("maps/Tutorial.map").toString(), out.toString(), "--width", "0")
                        .exitCode())
                .isEqualTo(ExitCodes.USAGE);
        Path notADir = Files.writeString(tmp.resolve("file.txt"), "a file, not a directory");
        CliRun unwritable = CliRun.of(
                "render",
                Corpus.ddnetMap("maps/Tutorial.map").toString(),
                notADir.resolve("out.png").toString(),
                "--width",
                "64");
        assertThat(unwritable.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(unwritable.err()).startsWith("twedit: " + notADir.resolve("out.png") + ": ");
    }

    @Test
    void runsHeadlessWithoutADisplay() throws Exception {
        Path map = Corpus.ddnetMap("maps/Tutorial.map");
        Path out = tmp.resolve("headless.png");
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        ProcessBuilder pb = new ProcessBuilder(
                java,
                "-Djava.awt.headless=true",
                "-cp",
                System.getProperty("java.class.path"),
                "twedit.editor.Main",
                "render",
                map.toString(),
                out.toString(),
                "--width",
                "320");
        pb.environment().remove("DISPLAY");
        pb.environment().remove("WAYLAND_DISPLAY");
        Processes.Result r = Processes.run(pb, Duration.ofSeconds(120));
        assertThat(r.exitCode()).as(r.output()).isZero();
        assertThat(read(out).getWidth()).isEqualTo(320);
    }
}
