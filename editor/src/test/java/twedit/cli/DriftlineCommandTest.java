package twedit.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code twedit driftline canon}: output, warnings, refusals and exit codes. */
class DriftlineCommandTest {
    private static final String NL = System.lineSeparator();
    private static final String EXAMPLE_A = """
            {
            	"v": 1,
            	"meta": {"w": 64, "h": 64, "tile_size": 16, "tileset": "subspace_base"},
            	"layers": {"bg": [], "solid": [], "fg": []},
            	"entities": []
            }
            """;

    @TempDir
    Path dir;

    /** The last command run: its exit code and what it printed. */
    private CliRun last;

    private int run(String... args) {
        last = CliRun.of(args);
        return last.exitCode();
    }

    private Path write(String name, String content) throws IOException {
        return Files.writeString(dir.resolve(name), content);
    }

    @Test
    void canonPrintsCanonicalJsonAndChecksumOfExampleA() throws IOException {
        Path file = write("a.json", EXAMPLE_A);
        assertThat(run("driftline", "canon", file.toString())).isEqualTo(ExitCodes.OK);
        assertThat(last.out())
                .isEqualTo("{\"v\":1,\"meta\":{\"w\":64,\"h\":64,\"tile_size\":16,"
                        + "\"tileset\":\"subspace_base\"},\"layers\":{\"bg\":[],\"solid\":[],\"fg\":[]},\"entities\":[]}"
                        + NL
                        + "sha256 7cb5d04df7e37f985b17d4bffb15f17bfb2dbac9305ba0d7ac14e84980e6b7d2" + NL);
        assertThat(last.err()).isEmpty();
    }

    @Test
    void warningsGoToStderrNamingTheFileAndEntry() throws IOException {
        Path file = write("w.json", "{\"layers\":{\"solid\":[[0,5,1,1],[5,5,1,1]]}}");
        assertThat(run("driftline", "canon", file.toString())).isEqualTo(ExitCodes.OK);
        assertThat(last.err())
                .isEqualTo(file + ": warning: layers.solid[0]: tile at (0,5) is on the boundary ring,"
                        + " which the game generates; skipped" + NL);
        assertThat(last.out()).contains("\"solid\":[[5,5,1,1]]").contains(NL + "sha256 ");
    }

    @Test
    void invalidMapIsRefusedWithExitTwo() throws IOException {
        Path file = write("bad.json", "{\"layers\":{\"bg\":[[3,3,\"x\",0]]}}");
        assertThat(run("driftline", "canon", file.toString())).isEqualTo(ExitCodes.USAGE);
        assertThat(last.err()).isEqualTo("twedit: " + file + ": layers.bg[0]: ax must be an integer (got \"x\")" + NL);
        assertThat(last.out()).isEmpty();
    }

    @Test
    void manyProblemsArePrintedOnePerLineUpToTwenty() throws IOException {
        StringBuilder tiles = new StringBuilder();
        for (int i = 0; i < 25; i++) {
            tiles.append(i == 0 ? "" : ",").append("[5,5,-1,0]");
        }
        Path file = write("many.json", "{\"layers\":{\"fg\":[" + tiles + "]}}");
        assertThat(run("driftline", "canon", file.toString())).isEqualTo(ExitCodes.USAGE);
        String[] lines = last.err().split(NL);
        assertThat(lines).hasSize(21);
        assertThat(lines[0]).isEqualTo("twedit: " + file + ": layers.fg[0]: ax must be at least 0 (got -1)");
        assertThat(lines[20]).isEqualTo("twedit: " + file + ": ... and 5 more problems");
    }

    @Test
    void malformedJsonIsRefusedWithItsPosition() throws IOException {
        Path file = write("broken.json", "{\n\"meta\": {\n");
        assertThat(run("driftline", "canon", file.toString())).isEqualTo(ExitCodes.USAGE);
        assertThat(last.err()).startsWith("twedit: " + file + ": malformed JSON at line 3, column 1: ");
        assertThat(last.out()).isEmpty();
    }

    @Test
    void missingFileIsRefusedWithExitTwo() {
        Path file = dir.resolve("nope.json");
        assertThat(run("driftline", "canon", file.toString())).isEqualTo(ExitCodes.USAGE);
        assertThat(last.err()).isEqualTo("twedit: " + file + ": no such file" + NL);
    }

    @Test
    void theStaticRunEntryPointReturnsTheExitCode() throws IOException {
        Path file = write("bad2.json", "{\"entities\":[{\"type\":\"boss\",\"x\":1,\"y\":1}]}");
        java.io.PrintStream saved = System.err;
        java.io.ByteArrayOutputStream captured = new java.io.ByteArrayOutputStream();
        System.setErr(new java.io.PrintStream(captured, true, java.nio.charset.StandardCharsets.UTF_8));
        try {
            assertThat(TweditCommand.run("driftline", "canon", file.toString())).isEqualTo(ExitCodes.USAGE);
        } finally {
            System.setErr(saved);
        }
        assertThat(captured.toString(java.nio.charset.StandardCharsets.UTF_8))
                .startsWith("twedit: " + file + ": entities[0]: type must be");
    }
}
