package twedit.editor.compare;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Compare with Open Map offers the other version of the same map first, then the tab used last, then the rest. */
class CompareCandidatesTest {
    @Test
    void theSameMapsOtherVersionComesFirstThenTheLastTabUsed() {
        Path a = Path.of("maps/Other.map");
        Path b = Path.of("work/Kobra_v2.map");
        Path c = Path.of("old/Kobra.map");
        Path d = Path.of("Third.map");
        List<Path> tabs = List.of(a, b, c, d);
        assertThat(CompareCandidates.order(Path.of("maps/Kobra.map"), tabs, d, p -> p))
                .containsExactly(c, b, d, a);
        assertThat(CompareCandidates.order(Path.of("maps/Kobra.json"), List.of(a, d, c), null, p -> p))
                .as("a Driftline copy of the map")
                .containsExactly(c, a, d);
        assertThat(CompareCandidates.order(Path.of("Fresh.map"), tabs, b, p -> p))
                .as("no other version: the last tab used, then the tab order")
                .containsExactly(b, a, c, d);
        assertThat(CompareCandidates.order(null, tabs, c, p -> p)).startsWith(c);
    }

    @Test
    void versionMarksAreNotPartOfTheBaseName() {
        assertThat(CompareCandidates.base(Path.of("Kobra 3 (1).map"), true)).isEqualTo("kobra");
        assertThat(CompareCandidates.base(Path.of("Kobra_old.map"), true)).isEqualTo("kobra");
        assertThat(CompareCandidates.base(Path.of("Kobra_v12.map"), false)).isEqualTo("kobra_v12");
    }
}
