package twedit.model.datafile;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import twedit.model.testutil.Corpus;

/** Reading then writing every corpus map without touching it reproduces the file byte for byte. */
class DatafileRoundTripTest {
    @Test
    void everyCorpusMapRoundTripsByteForByte() throws Exception {
        List<Path> maps = Corpus.maps();
        assertThat(maps).hasSizeGreaterThan(40);
        for (Path p : maps) {
            byte[] original = Files.readAllBytes(p);
            Datafile df = new DatafileReader(ReadLimits.DDNET).read(original);
            assertThat(new DatafileWriter().write(df)).as(p.toString()).isEqualTo(original);
        }
    }

    @Test
    void recompressingEveryBlockMatchesTheOriginalZlibOutput() throws Exception {
        for (Path p : Corpus.maps()) {
            Datafile df = new DatafileReader(ReadLimits.DDNET).read(Files.readAllBytes(p));
            for (int i = 0; i < df.dataCount(); i++) {
                byte[] raw = df.dataBytes(i, p.toString());
                assertThat(DataBlock.deflate(raw))
                        .as(p + " block " + i)
                        .isEqualTo(df.data().get(i).compressed());
            }
        }
    }
}
