package twedit.editor.keys;

import java.util.Locale;

/**
 * How well a typed query matches a command's text: every word of the query must appear, as a substring (best at the
 * start of a word) or else as letters in order from the start of a word ("rot lft" finds "Rotate Brush Left"); -1
 * when some word does not.
 */
final class FuzzyMatch {
    private FuzzyMatch() {}

    /** The score of {@code text} for {@code query}: higher is better, 0 for an empty query, -1 for no match. */
    static int score(String query, String text) {
        String t = text.toLowerCase(Locale.ROOT);
        int total = 0;
        for (String word : query.toLowerCase(Locale.ROOT).trim().split("\\s+")) {
            if (word.isEmpty()) {
                continue;
            }
            int s = word(word, t);
            if (s < 0) {
                return -1;
            }
            total += s;
        }
        return total;
    }

    private static int word(String w, String t) {
        int at = t.indexOf(w);
        if (at >= 0) {
            boolean wordStart = at == 0 || !Character.isLetterOrDigit(t.charAt(at - 1));
            return 100 + (wordStart ? 50 : 0) + w.length();
        }
        // letters in order from the start of a word (loose matches anywhere would list nearly everything)
        int best = -1;
        for (int start = t.indexOf(w.charAt(0)); start >= 0; start = t.indexOf(w.charAt(0), start + 1)) {
            if (wordStart(t, start)) {
                best = Math.max(best, inOrder(w, t, start));
            }
        }
        return best;
    }

    private static boolean wordStart(String t, int i) {
        return i == 0 || !Character.isLetterOrDigit(t.charAt(i - 1));
    }

    /** The score of the letters of {@code w} found in order from {@code start}: runs and word starts count more. */
    private static int inOrder(String w, String t, int start) {
        int score = 0;
        int last = start - 2;
        int from = start;
        for (char c : w.toCharArray()) {
            int i = t.indexOf(c, from);
            if (i < 0) {
                return -1;
            }
            score += 1 + (i == last + 1 ? 3 : 0) + (wordStart(t, i) ? 5 : 0);
            last = i;
            from = i + 1;
        }
        return score;
    }
}
