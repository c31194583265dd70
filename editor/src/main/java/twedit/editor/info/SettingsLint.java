package twedit.editor.info;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Finds problems in a settings list: exact duplicates, and later lines that override an earlier one (the same
 * setting, the same {@code tune} parameter, or the same zone and parameter of {@code tune_zone}).
 */
public final class SettingsLint {
    private SettingsLint() {}

    /** What a line sets: lines with the same key override each other; null for lines that may repeat. */
    static String key(String line) {
        String[] w = line.trim().split("\\s+");
        if (w.length == 0 || w[0].isEmpty()) {
            return null;
        }
        String cmd = w[0].toLowerCase(Locale.ROOT);
        switch (cmd) {
            case "tune":
                return w.length > 1 ? "tune " + w[1] : null;
            case "tune_zone":
                return w.length > 2 ? "tune_zone " + w[1] + " " + w[2] : null;
            case "tune_zone_enter":
            case "tune_zone_leave":
            case "switch_open":
                return w.length > 1 ? cmd + " " + w[1] : null;
            case "mapbug":
            case "tune_reset":
                return null;
            default:
                return cmd;
        }
    }

    /** For each line a warning, or null when the line is fine. */
    public static List<String> check(List<String> lines) {
        List<String> out = new ArrayList<>();
        Map<String, Integer> exact = new HashMap<>();
        Map<String, Integer> keys = new HashMap<>();
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i).trim();
            String warning = null;
            Integer same = exact.putIfAbsent(line, i);
            String k = key(line);
            Integer earlier = k == null ? null : keys.put(k, i);
            if (line.isEmpty()) {
                warning = "Empty line";
            } else if (same != null) {
                warning = "Duplicate of line " + (same + 1);
            } else if (earlier != null) {
                warning = "Overrides line " + (earlier + 1);
            }
            out.add(warning);
        }
        return out;
    }
}
