package twedit.model.diff;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BiPredicate;
import java.util.function.Function;

/**
 * Pairs the elements of two lists that stand for the same thing: first those equal in content (so a list merely
 * reordered pairs up whole), then those whose key (a name) is unique on both sides, then the rest in order where
 * they are compatible; what is left is only in one list.
 */
final class Pairing {
    /** An element of the first list, the second, or both (a side is null when the element is only in the other). */
    record Pair<T>(T before, T after, int beforeIndex, int afterIndex) {}

    private Pairing() {}

    static <T> List<Pair<T>> pair(
            List<T> a, List<T> b, Function<T, String> key, BiPredicate<T, T> same, BiPredicate<T, T> compatible) {
        int[] match = new int[a.size()];
        boolean[] taken = new boolean[b.size()];
        java.util.Arrays.fill(match, -1);
        for (int i = 0; i < a.size(); i++) {
            for (int j = 0; j < b.size(); j++) {
                if (!taken[j] && key.apply(a.get(i)).equals(key.apply(b.get(j))) && same.test(a.get(i), b.get(j))) {
                    match[i] = j;
                    taken[j] = true;
                    break;
                }
            }
        }
        Map<String, Integer> countA = counts(a, match, null, key);
        Map<String, Integer> countB = counts(b, null, taken, key);
        for (int i = 0; i < a.size(); i++) {
            String k = key.apply(a.get(i));
            if (match[i] >= 0 || k.isEmpty() || countA.get(k) != 1 || countB.getOrDefault(k, 0) != 1) {
                continue;
            }
            for (int j = 0; j < b.size(); j++) {
                if (!taken[j] && key.apply(b.get(j)).equals(k) && compatible.test(a.get(i), b.get(j))) {
                    match[i] = j;
                    taken[j] = true;
                    break;
                }
            }
        }
        // the rest in order: an element pairs with the next free compatible one after the last pair made this way
        int from = 0;
        for (int i = 0; i < a.size(); i++) {
            if (match[i] >= 0) {
                continue;
            }
            for (int j = from; j < b.size(); j++) {
                if (!taken[j] && compatible.test(a.get(i), b.get(j))) {
                    match[i] = j;
                    taken[j] = true;
                    from = j + 1;
                    break;
                }
            }
        }
        List<Pair<T>> out = new ArrayList<>();
        for (int i = 0; i < a.size(); i++) {
            out.add(new Pair<>(a.get(i), match[i] < 0 ? null : b.get(match[i]), i, match[i]));
        }
        for (int j = 0; j < b.size(); j++) {
            if (!taken[j]) {
                out.add(new Pair<>(null, b.get(j), -1, j));
            }
        }
        // in the second map's order, what it lost where the first map had it
        out.sort(Comparator.comparingDouble(p -> p.afterIndex() >= 0 ? p.afterIndex() : p.beforeIndex() - 0.5));
        return out;
    }

    private static <T> Map<String, Integer> counts(List<T> l, int[] match, boolean[] taken, Function<T, String> key) {
        Map<String, Integer> m = new HashMap<>();
        for (int i = 0; i < l.size(); i++) {
            boolean used = match != null ? match[i] >= 0 : taken[i];
            if (!used) {
                m.merge(key.apply(l.get(i)), 1, Integer::sum);
            }
        }
        return m;
    }
}
