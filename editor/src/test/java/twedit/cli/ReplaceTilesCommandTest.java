package twedit.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import twedit.model.codec.MapDecoder;
import twedit.model.datafile.ReadLimits;
import twedit.model.map.TileLayer;
import twedit.model.map.TwMap;
import twedit.model.testutil.Corpus;

/** `twedit replace-tiles`: counts, scopes, dry run, exit codes, and the written map loads with the tiles replaced. */
class ReplaceTilesCommandTest {
    private static final Path TUTORIAL = Corpus.ddnetMap("maps/Tutorial.map");

    @TempDir
    Path tmp;

    private static int count(TileLayer l, int id) {
        int n = 0;
        for (int y = 0; y < l.height(); y++) {
            for (int x = 0; x < l.width(); x++) {
                n += l.grid().get(x, y, 0) == id ? 1 : 0;
            }
        }
        return n;
    }

    private static TwMap load(Path p) throws Exception {
        return new MapDecoder(ReadLimits.DDNET).read(p).map();
    }

    @Test
    void replacesOnTheGameLayerByNameAndTheResultLoads() throws Exception {
        int freeze = count(load(TUTORIAL).gameLayer().orElseThrow(), 9);
        Path out = tmp.resolve("out.map");
        CliRun run = CliRun.of("replace-tiles", TUTORIAL.toString(), out.toString(), "--from", "freeze", "--to", "12");
        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.out())
                .contains("replaced " + freeze + " tiles in 1 layer")
                .contains("'Game'");
        TileLayer game = load(out).gameLayer().orElseThrow();
        assertThat(count(game, 9)).isZero();
        assertThat(count(game, 12)).isGreaterThanOrEqualTo(freeze);
        CliRun check = CliRun.of("check", out.toString());
        assertThat(check.out()).contains("0 errors");
    }

    @Test
    void aDryRunWritesNothingAndOneGroupOneLayerScopes() throws Exception {
        Path out = tmp.resolve("dry.map");
        CliRun dry = CliRun.of(
                "replace-tiles",
                TUTORIAL.toString(),
                out.toString(),
                "--from",
                "1",
                "--to",
                "3",
                "--group",
                "Game",
                "--layer",
                "Game",
                "--dry-run");
        assertThat(dry.exitCode()).as(dry.err()).isZero();
        int solid = count(load(TUTORIAL).gameLayer().orElseThrow(), 1);
        assertThat(dry.out()).contains(solid + " tiles will change in 1 layer").contains("dry run");
        assertThat(Files.exists(out)).isFalse();
    }

    @Test
    void exitCodesFollowTheReadme() throws Exception {
        Path out = tmp.resolve("none.map");
        // nothing matches: 1, and OUT is still written
        CliRun none = CliRun.of(
                "replace-tiles",
                TUTORIAL.toString(),
                out.toString(),
                "--from",
                "250",
                "--to",
                "3",
                "--group",
                "Game",
                "--layer",
                "Game");
        assertThat(none.exitCode()).isEqualTo(ExitCodes.PROBLEM);
        assertThat(none.out()).contains("replaced 0 tiles");
        assertThat(Files.exists(out)).isTrue();
        // bad usage and unreadable input: 2
        assertThat(CliRun.of("replace-tiles", TUTORIAL.toString(), out.toString(), "--from", "300", "--to", "1")
                        .exitCode())
                .isEqualTo(ExitCodes.USAGE);
        CliRun badLayer = CliRun.of(
                "replace-tiles", TUTORIAL.toString(), out.toString(), "--from", "1", "--to", "2", "--layer", "Game");
        assertThat(badLayer.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(badLayer.err()).contains("--layer needs --group");
        Path junk = tmp.resolve("junk.map");
        Files.writeString(junk, "not a map at all");
        CliRun damaged = CliRun.of("replace-tiles", junk.toString(), out.toString(), "--from", "1", "--to", "2");
        assertThat(damaged.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(damaged.err()).contains("junk.map").contains("not a datafile");
    }
}
