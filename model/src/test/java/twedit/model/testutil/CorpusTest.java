package twedit.model.testutil;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The corpus the round-trip, diff, size and fuzz tests walk holds the maps Debian installs, folder by folder: the
 * counts in {@link Corpus.Folder} are what those tests rely on, and {@link Corpus#maps()} refuses a smaller corpus.
 */
class CorpusTest {
    @Test
    void everyFolderHoldsItsMaps() {
        List<Path> all = Corpus.maps();
        assertThat(all).hasSizeGreaterThanOrEqualTo(Corpus.EXPECTED_MAPS);
        assertThat(Corpus.EXPECTED_MAPS).isEqualTo(55);
        for (Corpus.Folder f : Corpus.Folder.values()) {
            assertThat(Corpus.maps(f)).as(f.name()).hasSizeGreaterThanOrEqualTo(f.expected());
            assertThat(Corpus.maps(f)).allSatisfy(p -> assertThat(p.getParent()).isEqualTo(f.dir()));
        }
        assertThat(all).doesNotHaveDuplicates().isSorted();
    }
}
