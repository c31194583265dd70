package twedit.model.automap;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import twedit.model.automap.RulesDiagnostic.Severity;

/**
 * Parses DDNet {@code .rules} text (spec automapper-rules.md) the way DDNet reads it, but never throws: malformed
 * values become errors and what it does not understand becomes warnings, each with its 1-based line number.
 */
public final class RulesParser {
    private static final Pattern NUMBER = Pattern.compile("[+-]?(\\d+\\.?\\d*|\\.\\d+)");
    private static final List<String> KEYWORDS =
            List.of("[", "NewRun", "Index", "Pos", "Random", "Modulo", "NoDefaultRule", "NoLayerCopy");

    private final List<RulesDiagnostic> diagnostics = new ArrayList<>();
    private final List<RuleBuilders.Config> configs = new ArrayList<>();
    private RuleBuilders.Config config;
    private RuleBuilders.RunB run;
    private RuleBuilders.RuleB rule;
    private int line;

    private RulesParser() {}

    /** Parses rules text. */
    public static RulesParseResult parse(String text) {
        RulesParser p = new RulesParser();
        p.parseAll(text);
        return p.result();
    }

    /** Parses rules bytes (UTF-8, a leading byte order mark is skipped, invalid bytes read as U+FFFD). */
    public static RulesParseResult parse(byte[] bytes) {
        return parse(new String(bytes, StandardCharsets.UTF_8));
    }

    /** Reads and parses a rules file; only reading can fail. */
    public static RulesParseResult parse(Path file) throws IOException {
        return parse(Files.readAllBytes(file));
    }

    private RulesParseResult result() {
        List<Configuration> out = new ArrayList<>();
        for (RuleBuilders.Config c : configs) {
            out.add(c.build());
        }
        if (out.isEmpty()) {
            diagnostics.add(new RulesDiagnostic(1, Severity.WARNING, "no configuration ([name] line) found"));
        }
        return new RulesParseResult(new RuleFile(out), diagnostics);
    }

    private void parseAll(String text) {
        if (text.startsWith("\uFEFF")) {
            text = text.substring(1);
        }
        String[] lines = text.split("\n", -1);
        for (int i = 0; i < lines.length; i++) {
            line = i + 1;
            String l = lines[i];
            if (l.endsWith("\r")) {
                l = l.substring(0, l.length() - 1);
            }
            parseLine(l);
        }
    }

    private void parseLine(String l) {
        if (l.isEmpty() || l.charAt(0) == '#') {
            return;
        }
        char c = l.charAt(0);
        if (c == ' ' || c == '\t' || c == '\r' || c == '\u000B') {
            String t = l.strip();
            for (String k : KEYWORDS) {
                if (t.startsWith(k)) {
                    warn("indented line ignored (DDNet skips lines that start with white space)");
                    return;
                }
            }
            return;
        }
        if (c == '[') {
            configLine(l);
        } else if (l.startsWith("NewRun")) {
            if (needConfig("NewRun")) {
                noArguments("NewRun", l);
                run = config.newRun(line);
                rule = null;
            }
        } else if (l.startsWith("Index")) {
            if (needConfig("Index")) {
                indexLine(RuleSyntax.tokens(l, "Index"));
            }
        } else if (l.startsWith("Pos")) {
            if (needRule("Pos")) {
                posLine(RuleSyntax.tokens(l, "Pos"));
            }
        } else if (l.startsWith("Random")) {
            if (needRule("Random")) {
                randomLine(RuleSyntax.tokens(l, "Random"));
            }
        } else if (l.startsWith("Modulo")) {
            if (needRule("Modulo")) {
                moduloLine(RuleSyntax.tokens(l, "Modulo"));
            }
        } else if (l.startsWith("NoDefaultRule")) {
            if (needRule("NoDefaultRule")) {
                noArguments("NoDefaultRule", l);
                rule.noDefaultRule = true;
            }
        } else if (l.startsWith("NoLayerCopy")) {
            if (needConfig("NoLayerCopy")) {
                noArguments("NoLayerCopy", l);
                run.noLayerCopy = true;
            }
        } else {
            String word = RuleSyntax.WHITESPACE.split(l, 2)[0];
            warn("unknown keyword '" + word + "'; line ignored");
        }
    }

    private void configLine(String l) {
        int close = l.indexOf(']');
        String name;
        if (close < 0) {
            name = l.substring(1).strip();
            warn("configuration name has no closing ']'");
        } else {
            name = l.substring(1, close);
            String rest = l.substring(close + 1).strip();
            if (!rest.isEmpty() && !rest.startsWith("#")) {
                warn("text after ']' ignored: '" + rest + "'");
            }
        }
        config = new RuleBuilders.Config(name, line);
        configs.add(config);
        run = config.runs.get(0);
        rule = null;
    }

    private void indexLine(List<String> t) {
        RuleBuilders.RuleB r = new RuleBuilders.RuleB(line);
        rule = r;
        if (t.isEmpty()) {
            error("Index needs a tile ID");
            return;
        }
        Integer id = RuleSyntax.parseInt(t.get(0));
        if (id == null) {
            error("Index needs a tile ID, got '" + t.get(0) + "'");
            return;
        }
        if (id < 0 || id > 255) {
            error("Index tile ID must be 0..255, got " + id);
            return;
        }
        r.tileId = id;
        for (String w : t.subList(1, t.size())) {
            int f = RuleSyntax.flagWord(w);
            if (f < 0) {
                warn("unknown flag word '" + w + "' ignored (expected XFLIP, YFLIP or ROTATE)");
            } else {
                r.tileFlags |= f;
            }
        }
        run.rules.add(r);
    }

    private void posLine(List<String> t) {
        if (t.size() < 3) {
            error("Pos needs DX DY VALUE");
            return;
        }
        Integer dx = RuleSyntax.parseInt(t.get(0));
        Integer dy = RuleSyntax.parseInt(t.get(1));
        if (dx == null || dy == null) {
            error("Pos needs DX DY VALUE: '" + (dx == null ? t.get(0) : t.get(1)) + "' is not an integer offset");
            return;
        }
        String value = t.get(2);
        List<String> rest = t.subList(3, t.size());
        switch (value) {
            case "EMPTY", "FULL" -> {
                if (!rest.isEmpty()) {
                    warn("text after " + value + " ignored: '" + String.join(" ", rest) + "'");
                }
                rule.conditions.add(value.equals("EMPTY") ? new Condition.Empty(dx, dy) : new Condition.Full(dx, dy));
            }
            case "INDEX", "NOTINDEX" -> {
                List<IndexEntry> entries = RuleSyntax.indexList(value, rest, this::report);
                if (entries != null) {
                    rule.conditions.add(
                            value.equals("INDEX")
                                    ? new Condition.Index(dx, dy, entries)
                                    : new Condition.NotIndex(dx, dy, entries));
                }
            }
            default ->
                warn("unknown Pos value '" + value + "' (expected EMPTY, FULL, INDEX or NOTINDEX); condition ignored");
        }
    }

    private void randomLine(List<String> t) {
        if (t.isEmpty()) {
            error("Random needs N (1 in N) or P% (percent)");
            return;
        }
        String s = t.get(0);
        boolean percent = s.endsWith("%");
        String num = percent ? s.substring(0, s.length() - 1) : s;
        if (!NUMBER.matcher(num).matches()) {
            error("Random needs N (1 in N) or P% (percent), got '" + s + "'");
            return;
        }
        float v = Float.parseFloat(num);
        if (!(v > 0)) {
            error("Random needs a value above 0, got '" + s + "'");
            return;
        }
        if (!percent && t.size() > 1 && t.get(1).startsWith("%")) {
            warn("'%' must follow the number directly; read as Random " + num + " (1 in " + num + ")");
        } else if (t.size() > 1) {
            warn("text after Random value ignored: '" + String.join(" ", t.subList(1, t.size())) + "'");
        }
        if (percent && v > 100) {
            warn("Random " + s + " is more than 100%; the rule always applies");
        }
        if (rule.randomLine > 0) {
            warn("second Random for this rule replaces the one on line " + rule.randomLine);
        }
        rule.randomLine = line;
        rule.probability = percent ? v / 100.0f : 1.0f / v;
    }

    private void moduloLine(List<String> t) {
        int[] v = new int[4];
        for (int i = 0; i < 4; i++) {
            Integer n = i < t.size() ? RuleSyntax.parseInt(t.get(i)) : null;
            if (n == null) {
                error("Modulo needs MX MY OX OY" + (i < t.size() ? ": '" + t.get(i) + "' is not an integer" : ""));
                return;
            }
            v[i] = n;
        }
        if (t.size() > 4) {
            warn("text after Modulo values ignored: '" + String.join(" ", t.subList(4, t.size())) + "'");
        }
        rule.modulos.add(new Modulo(v[0], v[1], v[2], v[3]));
    }

    private boolean needConfig(String keyword) {
        if (config == null) {
            warn(keyword + " before any [configuration]; line ignored");
            return false;
        }
        return true;
    }

    private boolean needRule(String keyword) {
        if (!needConfig(keyword)) {
            return false;
        }
        if (rule == null) {
            warn(keyword + " before any Index in this run; line ignored");
            return false;
        }
        return true;
    }

    private void noArguments(String keyword, String l) {
        String rest = l.substring(keyword.length()).strip();
        if (!rest.isEmpty() && !rest.startsWith("#")) {
            warn("text after " + keyword + " ignored: '" + rest + "'");
        }
    }

    private void report(Severity severity, String message) {
        diagnostics.add(new RulesDiagnostic(line, severity, message));
    }

    private void error(String message) {
        diagnostics.add(new RulesDiagnostic(line, Severity.ERROR, message));
    }

    private void warn(String message) {
        diagnostics.add(new RulesDiagnostic(line, Severity.WARNING, message));
    }
}
