package twedit.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import twedit.model.codec.ItemTypes;
import twedit.model.codec.MapEncoder;
import twedit.model.codec.SaveOptions;
import twedit.model.datafile.Datafile;
import twedit.model.datafile.DatafileItem;
import twedit.model.datafile.DatafileWriter;
import twedit.model.testutil.DdnetOracle;
import twedit.model.testutil.TestMaps;

/** `twedit resave` on a map the DDNet server loads but with a sound whose data index is -1: exit 0, with a warning. */
class ResaveToleratedMapsTest {
    @TempDir
    Path tmp;

    @Test
    void aSoundWithDataIndexMinusOneResavesWithAWarning() throws Exception {
        Datafile df = new MapEncoder(SaveOptions.DDNET).encode(TestMaps.kitchenSink());
        List<DatafileItem> items = new ArrayList<>();
        for (DatafileItem it : df.items()) {
            int[] d = it.data().clone();
            if (it.type() == ItemTypes.SOUND) {
                d[3] = -1;
            }
            items.add(new DatafileItem(it.type(), it.id(), d));
        }
        Path in = tmp.resolve("in.map");
        Files.write(in, new DatafileWriter().write(Datafile.of(items, df.data())));
        Path out = tmp.resolve("out.map");
        CliRun run = CliRun.of("resave", in.toString(), out.toString());
        assertThat(run.exitCode()).as(run.err()).isEqualTo(ExitCodes.OK);
        assertThat(run.out()).contains("warning: sound 0").contains("has no data (data index -1)");
        DdnetOracle.ServerResult server = DdnetOracle.serverLoads(Files.readAllBytes(out));
        assertThat(server.loaded()).as(server.summary()).isTrue();
    }
}
