package twedit.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import twedit.model.testutil.Corpus;
import twedit.model.testutil.DdnetOracle;

/** `twedit convert` between Driftline .json and .map, including an embedded tileset. */
class ConvertDriftlineTest {
    @TempDir
    Path tmp;

    @Test
    void jsonToMapWithTilesetLoadsInTheServerAndMapToJsonIsCanonical() throws Exception {
        Path json = tmp.resolve("arena.json");
        Files.writeString(
                json,
                "{\"v\":1,\"meta\":{\"w\":30,\"h\":20,\"tileset\":\"subspace_base\"},"
                        + "\"layers\":{\"solid\":[[5,5,1,0],[6,5,2,0]]},\"entities\":[{\"type\":\"spawn\",\"x\":3,\"y\":3}]}");
        Path png = tmp.resolve("tiles.png");
        BufferedImage img = new BufferedImage(256, 256, BufferedImage.TYPE_INT_RGB);
        img.setRGB(20, 3, 0x336699);
        ImageIO.write(img, "png", png.toFile());
        Path map = tmp.resolve("arena.map");
        CliRun r = CliRun.of("convert", json.toString(), map.toString(), "--tileset", png.toString());
        assertThat(r.exitCode()).as(r.err()).isZero();
        assertThat(DdnetOracle.serverLoads(Files.readAllBytes(map)).loaded()).isTrue();
        CliRun info = CliRun.of("info", map.toString());
        assertThat(info.out()).contains("subspace_base  256x256  embedded rgba");

        Path back = tmp.resolve("back.json");
        assertThat(CliRun.of("convert", map.toString(), back.toString(), "--tileset", "subspace_base")
                        .exitCode())
                .isZero();
        CliRun canon = CliRun.of("driftline", "canon", back.toString());
        assertThat(canon.exitCode()).isZero();
        assertThat(canon.out().lines().findFirst().orElseThrow()).isEqualTo(Files.readString(back));
        assertThat(Files.readString(back))
                .contains("\"solid\":[[5,5,1,0],[6,5,2,0]]")
                .contains("{\"type\":\"spawn\",\"x\":3,\"y\":3,\"team\":0}");
    }

    @Test
    void aDdnetMapToJsonListsWhatItDropsAndNeedsForce() throws Exception {
        Path ctf1 = Corpus.ddnetMap("maps/ctf1.map");
        Path json = tmp.resolve("ctf1.json");
        CliRun refused = CliRun.of("convert", ctf1.toString(), json.toString());
        assertThat(refused.exitCode()).isEqualTo(2);
        assertThat(refused.err())
                .contains("Driftline JSON cannot hold:")
                .contains("(tiles, ")
                .contains("pickup '")
                .contains("--force");
        assertThat(json).doesNotExist();

        CliRun forced = CliRun.of("convert", ctf1.toString(), json.toString(), "--force");
        assertThat(forced.exitCode()).as(forced.err()).isZero();
        assertThat(forced.err()).contains("warning: dropped layer '").contains("warning: dropped pickup '");
        // and back: the solids, spawns and flags are the Game layer's again, as in the editor's Save As
        Path map = tmp.resolve("x.map");
        assertThat(CliRun.of("convert", json.toString(), map.toString()).exitCode())
                .isZero();
        CliRun info = CliRun.of("info", map.toString());
        assertThat(info.out()).contains("Game");
        assertThat(DdnetOracle.serverLoads(Files.readAllBytes(map)).loaded()).isTrue();
    }

    @Test
    void jsonToMapEmbedsTheTilesetFoundNextToTheMap() throws Exception {
        Path json = tmp.resolve("a.json");
        Files.writeString(json, "{\"v\":1,\"meta\":{\"w\":10,\"h\":10,\"tileset\":\"mytiles\"}}");
        BufferedImage img = new BufferedImage(256, 256, BufferedImage.TYPE_INT_ARGB);
        ImageIO.write(img, "png", tmp.resolve("mytiles.png").toFile());
        CliRun r = CliRun.of("convert", json.toString(), tmp.resolve("a.map").toString());
        assertThat(r.exitCode()).as(r.err()).isZero();
        assertThat(r.out()).contains("tileset " + tmp.resolve("mytiles.png"));
        assertThat(CliRun.of("info", tmp.resolve("a.map").toString()).out()).contains("mytiles  256x256  embedded");
    }

    @Test
    void aFileThatIsNotAPngIsRefusedWithAMessage() throws Exception {
        Path json = tmp.resolve("a.json");
        Files.writeString(json, "{\"v\":1,\"meta\":{\"w\":10,\"h\":10}}");
        Path notPng = tmp.resolve("tiles.png");
        Files.writeString(notPng, "GIF89a nope");
        CliRun r =
                CliRun.of("convert", json.toString(), tmp.resolve("a.map").toString(), "--tileset", notPng.toString());
        assertThat(r.exitCode()).isEqualTo(2);
        assertThat(r.err()).contains("is not a PNG file");
    }
}
