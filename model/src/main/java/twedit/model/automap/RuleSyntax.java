package twedit.model.automap;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Pattern;
import twedit.model.automap.RulesDiagnostic.Severity;

/** The word-level syntax of rules lines for {@link RulesParser}: words, numbers, flag words and INDEX lists. */
final class RuleSyntax {
    static final Pattern WHITESPACE = Pattern.compile("[ \\t\\r\\n\\u000B\\f]+");

    private RuleSyntax() {}

    /** Where problems go. */
    @FunctionalInterface
    interface Sink {
        void report(Severity severity, String message);
    }

    /** The entries of an INDEX/NOTINDEX list, or null (after an error) when it is malformed. */
    static List<IndexEntry> indexList(String kind, List<String> t, Sink sink) {
        if (t.isEmpty()) {
            sink.report(Severity.ERROR, kind + " needs at least one tile ID");
            return null;
        }
        List<IndexEntry> entries = new ArrayList<>();
        int i = 0;
        while (true) {
            String after = i == 0 ? kind : "OR";
            if (i >= t.size()) {
                sink.report(Severity.ERROR, after + " must be followed by a tile ID");
                return null;
            }
            Integer id = parseInt(t.get(i));
            if (id == null) {
                sink.report(Severity.ERROR, after + " must be followed by a tile ID, got '" + t.get(i) + "'");
                return null;
            }
            if (id < -1 || id > 255) {
                sink.report(Severity.ERROR, kind + " tile ID must be -1..255, got " + id);
                return null;
            }
            i++;
            int flags = IndexEntry.ANY_FLAGS;
            while (i < t.size() && !t.get(i).equals("OR")) {
                int f = t.get(i).equals("NONE") ? 0 : flagWord(t.get(i));
                if (f < 0) {
                    sink.report(
                            Severity.WARNING,
                            "unknown flag word '" + t.get(i) + "' ignored (expected NONE, XFLIP, YFLIP, ROTATE or OR)");
                } else {
                    flags = (flags == IndexEntry.ANY_FLAGS ? 0 : flags) | f;
                }
                i++;
            }
            entries.add(new IndexEntry(id, flags));
            if (i >= t.size()) {
                return entries;
            }
            i++; // skip OR
        }
    }

    /** The words after the keyword, up to a word starting with '#' (a trailing comment). */
    static List<String> tokens(String l, String keyword) {
        String rest = l.substring(keyword.length()).strip();
        if (rest.isEmpty()) {
            return List.of();
        }
        List<String> words = new ArrayList<>(Arrays.asList(WHITESPACE.split(rest)));
        for (int i = 0; i < words.size(); i++) {
            if (words.get(i).startsWith("#")) {
                return words.subList(0, i);
            }
        }
        return words;
    }

    static int flagWord(String w) {
        switch (w) {
            case "XFLIP":
                return Rule.XFLIP;
            case "YFLIP":
                return Rule.YFLIP;
            case "ROTATE":
                return Rule.ROTATE;
            case "NONE":
                return 0;
            default:
                return -1;
        }
    }

    static Integer parseInt(String s) {
        try {
            return Integer.parseInt(s);
        } catch (NumberFormatException e) {
            return null;
        }
    }
}
