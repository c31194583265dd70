package twedit.model.links;

import java.util.BitSet;
import java.util.List;
import java.util.Locale;

/**
 * The switch numbers a map's server settings name: DDNet's {@code switch_open N} (gamecontext.cpp) makes switch N
 * start open, so N belongs to the map even when no tile carries it yet. Lines run like DDNet's console: commands split
 * at ';' outside quotes, '#' starts a comment.
 */
final class SettingsNumbers {
    private SettingsNumbers() {}

    /** The switch numbers 0..255 the settings lines name. */
    static BitSet switches(List<String> settings) {
        BitSet out = new BitSet(256);
        for (String line : settings) {
            if (line == null) {
                continue;
            }
            for (String command : commands(line)) {
                String[] words = command.trim().split("\\s+");
                if (words.length >= 2 && words[0].toLowerCase(Locale.ROOT).equals("switch_open")) {
                    int n = number(words[1]);
                    if (n >= 0 && n < 256) {
                        out.set(n);
                    }
                }
            }
        }
        return out;
    }

    private static List<String> commands(String line) {
        java.util.ArrayList<String> out = new java.util.ArrayList<>();
        StringBuilder b = new StringBuilder();
        boolean quoted = false;
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (c == '"') {
                quoted = !quoted;
            } else if (!quoted && c == '#') {
                break;
            } else if (!quoted && c == ';') {
                out.add(b.toString());
                b.setLength(0);
                continue;
            }
            b.append(c);
        }
        out.add(b.toString());
        return out;
    }

    private static int number(String word) {
        String w = word.replace("\"", "");
        if (w.isEmpty() || w.length() > 3) {
            return -1;
        }
        for (int i = 0; i < w.length(); i++) {
            if (!Character.isDigit(w.charAt(i))) {
                return -1;
            }
        }
        return Integer.parseInt(w);
    }
}
