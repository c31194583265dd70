package twedit.cli;

import java.util.ArrayList;
import java.util.List;

/** How the commands read a G/L/config argument: a number in range is an index, otherwise the first of that name. */
final class IndexOrName {
    private IndexOrName() {}

    /** The index {@code key} names in {@code names}, or -1 when it names none. */
    static int find(String key, List<String> names) {
        try {
            int idx = Integer.parseInt(key);
            if (idx >= 0 && idx < names.size()) {
                return idx;
            }
        } catch (NumberFormatException e) {
            // a name
        }
        return names.indexOf(key);
    }

    /** "no group 'x'; there are 2: 0 'Game', 1 'Sky'". */
    static String missing(String what, String key, List<String> names) {
        return "no " + what + " '" + key + "'; there are " + names.size() + ": " + String.join(", ", numbered(names));
    }

    /** "0 'Game'", "1 'Sky'", ... */
    static List<String> numbered(List<String> names) {
        List<String> out = new ArrayList<>();
        for (int i = 0; i < names.size(); i++) {
            out.add(i + " '" + names.get(i) + "'");
        }
        return out;
    }
}
