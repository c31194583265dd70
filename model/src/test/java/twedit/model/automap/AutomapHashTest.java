package twedit.model.automap;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The random draw against values computed independently (resources/automap/random/notes.py). */
class AutomapHashTest {
    @Test
    void triple32incKnownValues() {
        assertThat(AutomapHash.triple32inc(0)).isEqualTo(69681622);
        assertThat(Integer.toUnsignedLong(AutomapHash.triple32inc(1))).isEqualTo(4057983209L);
        assertThat(AutomapHash.triple32inc(-1)).isZero(); // triple32(0) = 0
        assertThat(AutomapHash.triple32inc(12345)).isEqualTo(2105533007);
    }

    @Test
    void locationKnownValues() {
        assertThat(AutomapHash.location(42, 0, 0, 0, 0)).isEqualTo(6338);
        assertThat(AutomapHash.location(42, 0, 1, 3, 2)).isEqualTo(36783);
        assertThat(AutomapHash.location(1, 2, 3, 4, 5)).isEqualTo(14542);
        assertThat(AutomapHash.location(1_000_000_000, 1, 0, 999, 999)).isEqualTo(51615);
    }

    @Test
    void appliesComparesAgainstTheFloatThreshold() {
        // H(42,0,0,3,2) = 21443 < 65536/3 = 21845.33; H(42,0,0,3,1) = 22883 is not
        assertThat(AutomapHash.applies(1.0f / 3, 42, 0, 0, 3, 2)).isTrue();
        assertThat(AutomapHash.applies(1.0f / 3, 42, 0, 0, 3, 1)).isFalse();
        assertThat(AutomapHash.applies(1.0f, 42, 0, 0, 3, 1)).isTrue();
    }
}
