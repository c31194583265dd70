package twedit.editor.info;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import twedit.model.settings.SettingProblem;
import twedit.model.settings.SettingsValidator;

/**
 * Finds problems in a settings list: what the DDNet server refuses or reads otherwise (the model's {@link
 * SettingsValidator}: unknown commands, values out of range or not numbers), exact duplicates, and later lines that
 * override an earlier one (the same setting, the same {@code tune} parameter, or the same zone and parameter of
 * {@code tune_zone}).
 */
public final class SettingsLint {
    /** What is wrong with one line: the server's verdict ({@code problem} true) or a duplicate/override. */
    public record Mark(String message, String token, boolean problem) {}

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
        return lint(lines, SettingsValidator.ddnet()).stream()
                .map(m -> m == null ? null : m.message())
                .toList();
    }

    /** For each line its mark, or null when the line is fine; the server's verdict comes before duplicates. */
    public static List<Mark> lint(List<String> lines, SettingsValidator validator) {
        List<Mark> out = new ArrayList<>();
        Map<String, Integer> exact = new HashMap<>();
        Map<String, Integer> keys = new HashMap<>();
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i).trim();
            Mark mark = null;
            Integer same = exact.putIfAbsent(line, i);
            String k = key(line);
            Integer earlier = k == null ? null : keys.put(k, i);
            Optional<SettingProblem> p = line.isEmpty() ? Optional.empty() : validator.check(line);
            if (line.isEmpty()) {
                mark = new Mark("Empty line", "", false);
            } else if (p.isPresent()) {
                // a line the current server runs and only an older one refuses is a warning, not a problem
                boolean problem = !(p.get() instanceof SettingProblem.MissingInOlder);
                mark = new Mark(p.get().message(), p.get().token(), problem);
            } else if (same != null) {
                mark = new Mark("Duplicate of line " + (same + 1), "", false);
            } else if (earlier != null) {
                mark = new Mark("Overrides line " + (earlier + 1), "", false);
            }
            out.add(mark);
        }
        return out;
    }
}
