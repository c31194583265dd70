package twedit.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import twedit.model.codec.MapEncoder;
import twedit.model.codec.SaveOptions;
import twedit.model.datafile.DatafileWriter;
import twedit.model.map.Group;
import twedit.model.map.MapBuilder;
import twedit.model.map.TileGrid;
import twedit.model.map.TileKind;
import twedit.model.map.TileLayer;
import twedit.model.testutil.DdnetOracle;
import twedit.model.testutil.HostileMaps;

/**
 * Hostile files cost what their content needs: `check`, `info` and `fix` read a 1.4 MB map whose Game layer's block
 * inflates to 1.5 GB in a 256 MB heap (a child JVM each) without a stack trace, the finding names the block, and
 * `fix`'s output loads in the real server. When memory does run out (a real map too large for a tiny heap) each
 * command says so in words and exits 2. Timings are bench/run's (hostile group), not this test's.
 */
class HostileMapCliTest {
    @TempDir
    static Path tmp;

    private static Path bomb;

    @BeforeAll
    static void build() throws Exception {
        bomb = tmp.resolve("bomb.map");
        HostileMaps.writeBombedGameLayer(bomb, HostileMaps.BOMB_BYTES);
    }

    /** What a child JVM running {@code twedit ARGS} with {@code heap} printed, and its exit code. */
    private record Child(int exit, String out, String err) {}

    private static Child twedit(String heap, String... args) throws Exception {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        List<String> cmd = new ArrayList<>(
                List.of(java, "-Xmx" + heap, "-Djava.awt.headless=true", "-cp", System.getProperty("java.class.path")));
        cmd.add("twedit.editor.Main");
        cmd.addAll(List.of(args));
        Path out = Files.createTempFile(tmp, "out", ".txt");
        Path err = Files.createTempFile(tmp, "err", ".txt");
        Process p = new ProcessBuilder(cmd)
                .redirectOutput(out.toFile())
                .redirectError(err.toFile())
                .start();
        assertThat(p.waitFor(120, TimeUnit.SECONDS))
                .as("twedit %s finishes", List.of(args))
                .isTrue();
        return new Child(
                p.exitValue(),
                Files.readString(out, StandardCharsets.UTF_8),
                Files.readString(err, StandardCharsets.UTF_8));
    }

    private static void noStackTrace(Child c) {
        assertThat(c.err()).doesNotContain("Exception").doesNotContain("\tat ").doesNotContain("Error:");
    }

    @Test
    void checkReportsTheOversizedBlockInA256MbHeap() throws Exception {
        Child c = twedit("256m", "check", bomb.toString());
        noStackTrace(c);
        assertThat(c.exit()).as(c.err()).isZero();
        assertThat(c.out())
                .contains("tile data block 0 declares 1500000000 bytes, a 1000x1000 Game layer needs 4000000")
                .contains("1 warning");
    }

    @Test
    void infoReadsItInA256MbHeap() throws Exception {
        Child c = twedit("256m", "info", bomb.toString());
        noStackTrace(c);
        assertThat(c.exit()).as(c.err()).isZero();
        assertThat(c.out()).contains("1000x1000").contains("declares 1500000000 bytes");
    }

    @Test
    void fixWritesTheBlockAtTheLayersSizeAndTheServerLoadsIt() throws Exception {
        Path fixed = tmp.resolve("fixed.map");
        Child c = twedit("256m", "fix", bomb.toString(), fixed.toString());
        noStackTrace(c);
        assertThat(c.exit()).as(c.err()).isZero();
        assertThat(Files.size(fixed)).isLessThan(100_000);
        Child again = twedit("256m", "check", fixed.toString());
        assertThat(again.out()).doesNotContain("declares");
        DdnetOracle.ServerResult server = DdnetOracle.serverLoads(Files.readAllBytes(fixed));
        assertThat(server.loaded()).as(server.summary()).isTrue();
    }

    @Test
    void runningOutOfMemoryIsSaidInWordsAndExits2() throws Exception {
        // a sound map too large for a 40 MB heap: 4000 x 4000 x 4 bytes of tiles (compressed: a few hundred KB)
        Path big = tmp.resolve("big.map");
        TileLayer game = new TileLayer(TileKind.GAME, "Game", new TileGrid(4000, 4000, 4));
        Files.write(
                big,
                new DatafileWriter()
                        .write(new MapEncoder(SaveOptions.DDNET)
                                .encode(new MapBuilder()
                                        .group(Group.game(List.of(game)))
                                        .build())));
        for (String[] args : new String[][] {
            {"check", big.toString()},
            {"info", big.toString()},
            {"fix", big.toString(), tmp.resolve("f.map").toString()}
        }) {
            Child c = twedit("40m", args);
            noStackTrace(c);
            assertThat(c.exit()).as(c.err()).isEqualTo(ExitCodes.USAGE);
            assertThat(c.err())
                    .contains(big + ": not enough memory to open it (")
                    .contains("MB heap)");
        }
    }
}
