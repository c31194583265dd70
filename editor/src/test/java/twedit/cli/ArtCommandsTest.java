package twedit.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import twedit.media.PngCodec;
import twedit.model.codec.MapDecoder;
import twedit.model.codec.SaveOptions;
import twedit.model.datafile.ReadLimits;
import twedit.model.io.MapFiles;
import twedit.model.map.Group;
import twedit.model.map.MapImage;
import twedit.model.map.QuadsLayer;
import twedit.model.map.TileLayer;
import twedit.model.map.TwMap;
import twedit.model.testutil.DdnetOracle;

/** `twedit tile-art`, `quad-art` and `place-border`: DDNet's tools from the command line, and their refusals. */
class ArtCommandsTest {
    @TempDir
    Path tmp;

    private Path map() throws Exception {
        Path p = tmp.resolve("in.map");
        new MapFiles(ReadLimits.DDNET, null).save(TwMap.newMap(12, 10), p, SaveOptions.DDNET);
        return p;
    }

    /** A 3x2 RGBA picture: red red green / red red clear. */
    private Path png(String name) throws Exception {
        byte[] px = new byte[3 * 2 * 4];
        int[] c = {0xFF0000FF, 0xFF0000FF, 0x00FF00FF, 0xFF0000FF, 0xFF0000FF, 0};
        for (int i = 0; i < c.length; i++) {
            px[4 * i] = (byte) (c[i] >>> 24);
            px[4 * i + 1] = (byte) (c[i] >>> 16);
            px[4 * i + 2] = (byte) (c[i] >>> 8);
            px[4 * i + 3] = (byte) c[i];
        }
        Path p = tmp.resolve(name);
        Files.write(p, PngCodec.encode(3, 2, MapImage.Format.RGBA, px));
        return p;
    }

    private static TwMap load(Path p) throws Exception {
        return new MapDecoder(ReadLimits.DDNET).read(p).map();
    }

    private static Group last(TwMap m) {
        return m.groups().get(m.groups().size() - 1);
    }

    @Test
    void tileArtAddsAGroupOfLayersThatTheServerLoads() throws Exception {
        Path out = tmp.resolve("out.map");
        CliRun run = CliRun.of("tile-art", map().toString(), png("logo.png").toString(), out.toString());
        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.out()).contains("Add tile art 'logo.png': group 'logo' with 1 layer of 3x2 tiles, 2 colours.");
        TwMap m = load(out);
        TileLayer l = (TileLayer) last(m).layers().get(0);
        assertThat(l.name()).isEqualTo("logo 1");
        assertThat(l.image().name()).isEqualTo("logo 1");
        // colours sorted: 00FF00FF (green) tile 1, FF0000FF (red) tile 2
        assertThat(new int[] {
                    l.grid().get(0, 0, 0),
                    l.grid().get(1, 0, 0),
                    l.grid().get(2, 0, 0),
                    l.grid().get(0, 1, 0),
                    l.grid().get(2, 1, 0)
                })
                .containsExactly(2, 2, 1, 2, 0);
        DdnetOracle.ServerResult r = DdnetOracle.serverLoads(Files.readAllBytes(out));
        assertThat(r.loaded()).as(r.summary()).isTrue();
    }

    @Test
    void quadArtTakesDdnetsOptions() throws Exception {
        Path out = tmp.resolve("q.map");
        CliRun run = CliRun.of(
                "quad-art",
                map().toString(),
                png("sun.png").toString(),
                out.toString(),
                "--quad-pixel-size",
                "8",
                "--no-optimize",
                "--centralize");
        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.out()).contains("group 'sun' with 5 quads.");
        Group g = last(load(out));
        QuadsLayer q = (QuadsLayer) g.layers().get(0);
        assertThat(q.quads()).hasSize(5);
        assertThat(q.quads().get(0).corner(3).x()).isEqualTo(8 * 1024);
        assertThat(q.quads().get(0).pivot().x()).isEqualTo(-1024);
        assertThat(g.clipping()).isTrue();
        assertThat(g.clipWidth()).isEqualTo(26);
        DdnetOracle.ServerResult r = DdnetOracle.serverLoads(Files.readAllBytes(out));
        assertThat(r.loaded()).as(r.summary()).isTrue();
        CliRun bad = CliRun.of(
                "quad-art", map().toString(), png("sun.png").toString(), out.toString(), "--image-pixel-size", "0");
        assertThat(bad.exitCode()).isEqualTo(2);
        assertThat(bad.err()).contains("pixel sizes go from 1 to 1024");
    }

    @Test
    void badPicturesGetAMessageNotAStackTrace() throws Exception {
        Path gray = tmp.resolve("gray.png");
        ImageIO.write(new BufferedImage(4, 4, BufferedImage.TYPE_BYTE_GRAY), "png", gray.toFile());
        Path text = tmp.resolve("notes.png");
        Files.writeString(text, "hello");
        Path cut = tmp.resolve("cut.png");
        byte[] whole = Files.readAllBytes(png("whole.png"));
        Files.write(cut, java.util.Arrays.copyOf(whole, whole.length - 20));
        Path out = tmp.resolve("o.map");
        for (String cmd : new String[] {"tile-art", "quad-art"}) {
            CliRun g = CliRun.of(cmd, map().toString(), gray.toString(), out.toString());
            assertThat(g.exitCode()).isEqualTo(2);
            assertThat(g.err()).contains("gray.png: a grayscale PNG").doesNotContain("Exception");
            CliRun t = CliRun.of(cmd, map().toString(), text.toString(), out.toString());
            assertThat(t.err()).contains("notes.png is not a PNG file").doesNotContain("Exception");
            CliRun c = CliRun.of(cmd, map().toString(), cut.toString(), out.toString());
            assertThat(c.exitCode()).isEqualTo(2);
            assertThat(c.err()).contains("cut.png: damaged PNG").doesNotContain("Exception");
            CliRun m = CliRun.of(cmd, map().toString(), tmp.resolve("none.png").toString(), out.toString());
            assertThat(m.exitCode()).isEqualTo(2);
            assertThat(m.err()).contains("none.png");
        }
        assertThat(Files.exists(out)).isFalse();
    }

    @Test
    void placeBorderOnTheGameLayer() throws Exception {
        Path out = tmp.resolve("b.map");
        CliRun run = CliRun.of("place-border", map().toString(), out.toString(), "--layer", "Game/Game");
        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.out()).contains("Tool 'Make borders': tile 1 around layer 'Game'.");
        TileLayer game = load(out).gameLayer().orElseThrow();
        assertThat(game.grid().get(1, 5, 0)).isEqualTo(1);
        assertThat(game.grid().get(11, 9, 0)).isEqualTo(1);
        assertThat(game.grid().get(2, 2, 0)).isZero();
        CliRun again =
                CliRun.of("place-border", out.toString(), tmp.resolve("c.map").toString(), "-l", "0/0");
        assertThat(again.exitCode()).isEqualTo(1);
        assertThat(again.out()).contains("already there");
        CliRun bad =
                CliRun.of("place-border", out.toString(), tmp.resolve("c.map").toString(), "-l", "Game/Nope");
        assertThat(bad.exitCode()).isEqualTo(2);
        assertThat(bad.err()).contains("Nope");
        DdnetOracle.ServerResult r = DdnetOracle.serverLoads(Files.readAllBytes(out));
        assertThat(r.loaded()).as(r.summary()).isTrue();
    }
}
