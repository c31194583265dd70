package twedit.model.diff;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/** The order-keeping alignment behind the diff's pairing of groups and layers. */
class AlignmentTest {
    private static int[] align(List<String> a, List<String> b) {
        return Alignment.align(a.size(), b.size(), (i, j) -> a.get(i).equals(b.get(j)) ? 1 : 0, 0.5);
    }

    @Test
    void anInsertionOrRemovalShiftsNothingElse() {
        assertThat(align(List.of("a", "b", "c"), List.of("new", "a", "b", "c"))).containsExactly(1, 2, 3);
        assertThat(align(List.of("a", "b", "c", "d"), List.of("a", "c", "d"))).containsExactly(0, -1, 1, 2);
    }

    @Test
    void theBestTotalWinsAndOrderIsKept() {
        // b and a swapped: only one of them can pair in order
        assertThat(align(List.of("a", "b"), List.of("b", "a"))).containsOnlyOnce(-1);
        // weighted: x pairs with its closest match, not the first acceptable one
        List<double[]> scores = List.of(new double[] {0.6, 0.9});
        int[] m = Alignment.align(1, 2, (i, j) -> scores.get(i)[j], 0.5);
        assertThat(m).containsExactly(1);
    }

    @Test
    void whatIsLeftBetweenTwoPairsPairsAtTheLowerThreshold() {
        double[][] s = {{1, 0, 0}, {0, 0.3, 0}, {0, 0, 1}};
        assertThat(Alignment.align(3, 3, (i, j) -> s[i][j], 0.5)).containsExactly(0, -1, 2);
        assertThat(Alignment.align(3, 3, (i, j) -> s[i][j], 0.5, 0.25)).containsExactly(0, 1, 2);
    }

    @Test
    void pairsReadInOrderWithRemovalsBeforeTheNextPair() {
        List<String> a = List.of("a", "gone", "b");
        List<String> b = List.of("a", "new", "b");
        var pairs = Alignment.pairs(a, b, align(a, b));
        assertThat(pairs.stream().map(p -> p.before() + ">" + p.after()).toList())
                .containsExactly("a>a", "gone>null", "null>new", "b>b");
    }

    @Test
    void hugeListsPairNearbyInLinearTime() {
        List<String> a = IntStream.range(0, 1000).mapToObj(i -> "x" + i).toList();
        List<String> b = IntStream.range(0, 1001)
                .mapToObj(i -> i == 0 ? "new" : "x" + (i - 1))
                .toList();
        int[] m = align(a, b);
        assertThat(m[0]).isEqualTo(1);
        assertThat(m[999]).isEqualTo(1000);
    }
}
