package twedit.model.testutil;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

/**
 * The server oracle can say no: a real map loads, while a file that is no map and a map cut short do not, so a broken
 * invocation of the server, or a judgement of its log that accepts anything, cannot pass the tests that rely on it
 * (map_diff's own counterpart is in DdnetToolsAgreeTest).
 */
class DdnetOracleTest {
    @Test
    void theServerLoadsARealMapAndRefusesWhatIsNone() throws Exception {
        byte[] dm1 = Files.readAllBytes(Corpus.ddnetMap("maps/dm1.map"));
        DdnetOracle.ServerResult good = DdnetOracle.serverLoads(dm1);
        assertThat(good.loaded()).as(good.summary()).isTrue();

        DdnetOracle.ServerResult junk =
                DdnetOracle.serverLoads("this is not a map, just some text".getBytes(StandardCharsets.US_ASCII));
        assertThat(junk.loaded()).as(junk.summary()).isFalse();

        DdnetOracle.ServerResult cut = DdnetOracle.serverLoads(Arrays.copyOf(dm1, dm1.length / 2));
        assertThat(cut.loaded()).as(cut.summary()).isFalse();
    }
}
