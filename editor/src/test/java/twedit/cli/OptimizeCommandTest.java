package twedit.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import twedit.model.codec.MapDecoder;
import twedit.model.datafile.ReadLimits;
import twedit.model.testutil.Corpus;

/** `twedit optimize`: one map, a batch with a damaged file in it, --dry-run, bad usage, and never a larger file. */
class OptimizeCommandTest {
    @TempDir
    Path tmp;

    @Test
    void optimizesOneMapIntoASmallerFileThatLoadsAndSaysWhatWent() throws Exception {
        Path in = Corpus.ddnetMap("maps/ctf6.map");
        Path out = tmp.resolve("ctf6.map");
        CliRun run = CliRun.of("optimize", "-v", in.toString(), out.toString());
        assertThat(run.exitCode()).as(run.err()).isEqualTo(ExitCodes.OK);
        assertThat(Files.size(out)).isLessThan(Files.size(in));
        assertThat(run.out())
                .contains(in + " -> " + out + ": " + Files.size(in) + " -> " + Files.size(out) + " bytes (-")
                .contains("Remove unused envelopes: 38")
                .contains("Remove unused images: 1")
                .contains("    image '");
        assertThat(new MapDecoder(ReadLimits.DDNET).read(out).warnings()).isEmpty();
    }

    @Test
    void batchGoesOnPastADamagedFileWithOneErrorLineAndExitCode2() throws Exception {
        Path inputs = Files.createDirectories(tmp.resolve("in"));
        Path a = Files.copy(Corpus.ddnetMap("maps/dm2.map"), inputs.resolve("dm2.map"));
        Path broken = inputs.resolve("broken.map");
        Files.write(broken, Arrays.copyOf(Files.readAllBytes(a), 3000));
        Path b = Files.copy(Corpus.ddnetMap("maps/ctf3.map"), inputs.resolve("ctf3.map"));
        Path out = tmp.resolve("out");
        CliRun run = CliRun.of("optimize", a.toString(), broken.toString(), b.toString(), "-o", out.toString());
        assertThat(run.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(run.err().lines())
                .singleElement()
                .satisfies(l -> assertThat(l)
                        .startsWith("twedit: " + broken + ": ")
                        .contains("truncated")
                        .contains("twedit fix"));
        assertThat(out.resolve("dm2.map")).exists();
        assertThat(out.resolve("ctf3.map")).exists();
        assertThat(out.resolve("broken.map")).doesNotExist();
        assertThat(Files.size(out.resolve("dm2.map"))).isLessThan(Files.size(a));
    }

    @Test
    void aBatchWritesTheSameBytesAsOneMapAtATime() throws Exception {
        // a batch works on several maps and on the blocks and images of each in parallel: the bytes never depend on it
        List<Path> maps = List.of(
                Corpus.ddnetMap("maps/Gold Mine.map"),
                Corpus.ddnetMap("maps/ctf6.map"),
                Corpus.ddnetMap("maps/dm8.map"));
        Path out = tmp.resolve("batch");
        List<String> args = new java.util.ArrayList<>(List.of("optimize"));
        maps.forEach(p -> args.add(p.toString()));
        args.addAll(List.of("-o", out.toString()));
        CliRun batch = CliRun.of(args.toArray(String[]::new));
        assertThat(batch.exitCode()).as(batch.err()).isEqualTo(ExitCodes.OK);
        for (Path in : maps) {
            Path alone = tmp.resolve("alone-" + in.getFileName());
            CliRun run = CliRun.of("optimize", in.toString(), alone.toString());
            assertThat(run.exitCode()).as(run.err()).isEqualTo(ExitCodes.OK);
            assertThat(Files.readAllBytes(out.resolve(in.getFileName())))
                    .as("%s", in.getFileName())
                    .isEqualTo(Files.readAllBytes(alone));
            assertThat(Files.size(alone)).isLessThan(Files.size(in));
        }
    }

    @Test
    void dryRunWritesNothing() throws Exception {
        Path in = Corpus.ddnetMap("maps/dm8.map");
        Path out = tmp.resolve("x.map");
        CliRun run = CliRun.of("optimize", "--dry-run", in.toString(), out.toString());
        assertThat(run.exitCode()).isEqualTo(ExitCodes.OK);
        assertThat(out).doesNotExist();
        assertThat(run.out()).contains("dry run, nothing written").contains("Remove unused envelopes: 107");
        CliRun one = CliRun.of("optimize", "-n", in.toString());
        assertThat(one.exitCode()).isEqualTo(ExitCodes.OK);
    }

    @Test
    void neverWritesALargerFile() throws Exception {
        // dm1 (0.6 form) costs more in DDNet form than optimizing saves: the input is kept byte for byte
        Path in = Corpus.ddnetMap("maps/dm1.map");
        Path out = tmp.resolve("dm1.map");
        CliRun run = CliRun.of("optimize", in.toString(), out.toString());
        assertThat(run.exitCode()).isEqualTo(ExitCodes.OK);
        assertThat(Files.readAllBytes(out)).isEqualTo(Files.readAllBytes(in));
        assertThat(run.out()).contains("kept as it was");
    }

    @Test
    void badUsageAndMissingFilesExit2() {
        assertThat(CliRun.of("optimize", "a.map").exitCode()).isEqualTo(ExitCodes.USAGE);
        CliRun missing = CliRun.of(
                "optimize",
                tmp.resolve("nope.map").toString(),
                tmp.resolve("o.map").toString());
        assertThat(missing.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(missing.err()).contains("no such file");
    }
}
