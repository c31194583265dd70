package twedit.editor.memory;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The launcher's heap: half of the machine unless the user chose one. */
class HeapChoiceTest {
    private static final long GB = 1L << 30;

    @Test
    void theJvmsDefaultQuarterIsRaisedToHalfTheMachine() {
        assertThat(HeapChoice.shouldRestart(List.of("-XX:+UseParallelGC"), 6 * GB, 24 * GB))
                .isTrue();
        assertThat(HeapChoice.OPTION).isEqualTo("-XX:MaxRAMPercentage=50");
    }

    @Test
    void aHeapTheUserChoseIsKept() {
        assertThat(HeapChoice.shouldRestart(List.of("-Xmx1g"), GB, 24 * GB)).isFalse();
        assertThat(HeapChoice.shouldRestart(List.of("-XX:MaxRAMPercentage=30"), 7 * GB, 24 * GB))
                .isFalse();
    }

    @Test
    void aHeapAboutTheShareAlreadyIsNotRestarted() {
        assertThat(HeapChoice.shouldRestart(List.of(), 12 * GB, 24 * GB)).isFalse();
        assertThat(HeapChoice.shouldRestart(List.of(), GB, 0)).isFalse();
    }
}
