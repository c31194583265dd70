package twedit.model.diff;

import java.util.ArrayList;
import java.util.List;

/**
 * Pairs two lists in order, as a person reads two versions of one list: the order-preserving matching of greatest
 * total similarity (a longest common subsequence weighted by score), so an element inserted or removed is one
 * difference and nothing after it shifts.
 */
final class Alignment {
    /** How alike the i-th element of the first list and the j-th of the second are; below the threshold they never pair. */
    @FunctionalInterface
    interface Score {
        double of(int i, int j);
    }

    /** The most score cells the full alignment computes; longer lists (only hostile or freak maps) pair nearby. */
    private static final long MAX_TABLE = 250_000;
    /** How far ahead the fallback looks for a partner. */
    private static final int WINDOW = 16;

    private Alignment() {}

    /** In order, each element with the first partner good enough a few places ahead of the last pair: linear time. */
    private static int[] nearby(int n, int m, Score score, double threshold) {
        int[] match = new int[n];
        int next = 0;
        for (int i = 0; i < n; i++) {
            match[i] = -1;
            for (int j = next; j < Math.min(m, next + WINDOW); j++) {
                if (score.of(i, j) >= threshold) {
                    match[i] = j;
                    next = j + 1;
                    break;
                }
            }
        }
        return match;
    }

    /**
     * For each element of the first list, the index of its partner in the second, or -1. Only pairs scoring at least
     * {@code threshold} may be made; among the matchings that keep both lists' order, the one of greatest total
     * score wins (ties prefer pairing over leaving unpaired, then the earlier partner).
     */
    static int[] align(int n, int m, Score score, double threshold) {
        if ((long) n * m > MAX_TABLE) {
            return nearby(n, m, score, threshold);
        }
        double[][] s = new double[n][m];
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < m; j++) {
                double v = score.of(i, j);
                s[i][j] = v >= threshold ? v : Double.NaN;
            }
        }
        // best[i][j]: the best total over the first i and the first j elements
        double[][] best = new double[n + 1][m + 1];
        for (int i = 1; i <= n; i++) {
            for (int j = 1; j <= m; j++) {
                double v = Math.max(best[i - 1][j], best[i][j - 1]);
                double pair = s[i - 1][j - 1];
                if (!Double.isNaN(pair)) {
                    v = Math.max(v, best[i - 1][j - 1] + pair);
                }
                best[i][j] = v;
            }
        }
        int[] match = new int[n];
        java.util.Arrays.fill(match, -1);
        int i = n;
        int j = m;
        while (i > 0 && j > 0) {
            double pair = s[i - 1][j - 1];
            if (!Double.isNaN(pair) && best[i][j] == best[i - 1][j - 1] + pair) {
                match[i - 1] = j - 1;
                i--;
                j--;
            } else if (best[i][j] == best[i][j - 1]) {
                j--;
            } else {
                i--;
            }
        }
        return match;
    }

    /**
     * {@link #align} at {@code threshold}, then, between two pairs made, what is left on both sides aligned again at
     * the lower {@code inGap}: a thing standing where its partner stood, with nothing else like it around, is that
     * thing changed rather than one removed and one added.
     */
    static int[] align(int n, int m, Score score, double threshold, double inGap) {
        int[] match = align(n, m, score, threshold);
        int i = 0;
        int j = 0;
        while (i <= n) {
            // the gap before the next pair (or the ends of the lists)
            int ni = i;
            while (ni < n && match[ni] < 0) {
                ni++;
            }
            int nj = ni < n ? match[ni] : m;
            if (ni > i && nj > j) {
                int i0 = i;
                int j0 = j;
                int[] sub = align(ni - i, nj - j, (x, y) -> score.of(i0 + x, j0 + y), inGap);
                for (int k = 0; k < sub.length; k++) {
                    if (sub[k] >= 0) {
                        match[i0 + k] = j0 + sub[k];
                    }
                }
            }
            i = ni + 1;
            j = nj + 1;
        }
        return match;
    }

    /**
     * The pairs of a matching in reading order: each pair where both lists have it, what only the first list has
     * just before the next pair after it, what only the second has where it stands.
     */
    static <T> List<Pairing.Pair<T>> pairs(List<T> a, List<T> b, int[] match) {
        boolean[] taken = new boolean[b.size()];
        for (int k : match) {
            if (k >= 0) {
                taken[k] = true;
            }
        }
        List<Pairing.Pair<T>> out = new ArrayList<>();
        int j = 0;
        for (int i = 0; i < a.size(); i++) {
            if (match[i] < 0) {
                out.add(new Pairing.Pair<>(a.get(i), null, i, -1));
                continue;
            }
            for (; j < match[i]; j++) {
                if (!taken[j]) {
                    out.add(new Pairing.Pair<>(null, b.get(j), -1, j));
                }
            }
            out.add(new Pairing.Pair<>(a.get(i), b.get(match[i]), i, match[i]));
            j = match[i] + 1;
        }
        for (; j < b.size(); j++) {
            if (!taken[j]) {
                out.add(new Pairing.Pair<>(null, b.get(j), -1, j));
            }
        }
        return out;
    }
}
