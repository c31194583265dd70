package twedit.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import twedit.model.testutil.DdnetOracle;

/** `twedit resave` on a map the DDNet server loads but with a sound whose data index is -1: exit 0, with a warning. */
class ResaveToleratedMapsTest {
    @TempDir
    Path tmp;

    @Test
    void aSoundWithDataIndexMinusOneResavesWithAWarning() throws Exception {
        Path in = tmp.resolve("in.map");
        Files.write(in, twedit.editor.testutil.DamagedMaps.tolerated());
        Path out = tmp.resolve("out.map");
        CliRun run = CliRun.of("resave", in.toString(), out.toString());
        assertThat(run.exitCode()).as(run.err()).isEqualTo(ExitCodes.OK);
        assertThat(run.out()).contains("warning: sound 0").contains("has no data (data index -1)");
        DdnetOracle.ServerResult server = DdnetOracle.serverLoads(Files.readAllBytes(out));
        assertThat(server.loaded()).as(server.summary()).isTrue();
    }
}
