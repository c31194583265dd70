package twedit.model.settings;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Checks one line of a map's server settings the way DDNet's server runs it (CGameContext::LoadMapSettings runs each
 * line with CConsole::ExecuteLine as the map, CLIENT_ID_GAME): statements split at ';' outside quotes, '#' starts a
 * comment, the first word is the command (any case), only CFGFLAG_GAME commands run, arguments are read by their
 * parameter letters, integers with C's atoi and clamped to the variable's range, tuning values with atof.
 */
public final class SettingsValidator {
    /** DDNet's NUM_TUNEZONES (src/game/server/gamecontext.h): tune zones are 0..255. */
    public static final int TUNE_ZONES = 256;

    private static final Pattern INTEGER = Pattern.compile("[+-]?\\d+");
    private static final Pattern INT_PREFIX = Pattern.compile("^[ \\t\\n\\r]*([+-]?\\d+)");
    private static final Pattern FLOAT = Pattern.compile("[+-]?(\\d+\\.?\\d*|\\.\\d+)([eE][+-]?\\d+)?");
    private static final Pattern FLOAT_PREFIX =
            Pattern.compile("^[ \\t\\n\\r]*([+-]?(\\d+\\.?\\d*|\\.\\d+)([eE][+-]?\\d+)?)");

    private final ServerCommands table;

    public SettingsValidator(ServerCommands table) {
        this.table = table;
    }

    /** A validator for the DDNet version twedit ships the table of. */
    public static SettingsValidator ddnet() {
        return new SettingsValidator(ServerCommands.ddnet());
    }

    public ServerCommands table() {
        return table;
    }

    /** The first problem of {@code line}, or empty when the server runs it as written. */
    public Optional<SettingProblem> check(String line) {
        for (String statement : statements(line == null ? "" : line)) {
            Optional<SettingProblem> p = checkStatement(statement);
            if (p.isPresent()) {
                return p;
            }
        }
        return Optional.empty();
    }

    /** Splits a line into statements as CConsole::ExecuteLineStroked does (';' outside quotes, '#' ends it). */
    static List<String> statements(String line) {
        List<String> out = new ArrayList<>();
        StringBuilder cur = new StringBuilder();
        boolean inString = false;
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (c == '"') {
                inString = !inString;
            } else if (c == '\\'
                    && i + 1 < line.length()
                    && (line.charAt(i + 1) == '"' || line.charAt(i + 1) == '\\')) {
                cur.append(c);
                c = line.charAt(++i);
            } else if (!inString && c == ';') {
                out.add(cur.toString());
                cur.setLength(0);
                continue;
            } else if (!inString && c == '#') {
                break;
            }
            cur.append(c);
        }
        out.add(cur.toString());
        return out;
    }

    private Optional<SettingProblem> checkStatement(String statement) {
        String s = stripLeading(statement);
        if (s.isEmpty()) {
            return Optional.empty();
        }
        int end = 0;
        while (end < s.length() && !space(s.charAt(end))) {
            end++;
        }
        String name = s.substring(0, end);
        String rest = end < s.length() ? s.substring(end + 1) : "";
        ServerCommand cmd = table.find(name);
        ServerCommands.Versions v = table.versions();
        if (cmd == null) {
            if (v.gone().containsKey(name.toLowerCase(java.util.Locale.ROOT))) {
                return Optional.of(new SettingProblem.Removed(name, v.currentShort(), v.olderShort()));
            }
            // a map command first; else any command, saying when a map may not run it ("sv_password": "password")
            List<String> names =
                    table.mapCommands().stream().map(ServerCommand::name).toList();
            String close = ServerCommands.closest(name, names);
            if (close == null) {
                // "sv_password" means "password" (some variables have no sv_ prefix), before any look-alike
                ServerCommand bare = name.toLowerCase(java.util.Locale.ROOT).startsWith("sv_")
                        ? table.find(name.substring(3))
                        : null;
                close = bare != null
                        ? bare.name()
                        : ServerCommands.closest(
                                name,
                                table.all().stream().map(ServerCommand::name).toList());
            }
            ServerCommand suggested = table.find(close);
            return Optional.of(
                    new SettingProblem.UnknownCommand(name, close, suggested == null || suggested.fromMap()));
        }
        if (!cmd.fromMap()) {
            boolean olderRan = v.olderFromMap().contains(name.toLowerCase(java.util.Locale.ROOT));
            return Optional.of(new SettingProblem.NotFromMap(name, olderRan ? v.olderShort() : ""));
        }
        List<String> args = new ArrayList<>();
        String extra = parseArgs(cmd, rest, args);
        if (extra == null) {
            return Optional.of(new SettingProblem.MissingArgument(name, cmd.usage()));
        }
        Optional<SettingProblem> p = checkArgs(cmd, name, args);
        if (p.isPresent()) {
            return p;
        }
        if (!extra.isEmpty()) {
            return Optional.of(new SettingProblem.ExtraArguments(extra, cmd.usage()));
        }
        return newSinceOlder(name, args);
    }

    /** The command, or the tuning parameter it sets, when the older server lacks it. */
    private Optional<SettingProblem> newSinceOlder(String name, List<String> args) {
        ServerCommands.Versions v = table.versions();
        java.util.Set<String> fresh = v.newNames();
        String lower = name.toLowerCase(java.util.Locale.ROOT);
        if (fresh.contains(lower)) {
            return Optional.of(new SettingProblem.MissingInOlder(name, v.currentShort(), v.olderShort()));
        }
        boolean tuning = lower.equals("tune") || lower.equals("tune_zone") || lower.equals("toggle_tune");
        int at = lower.equals("tune_zone") ? 1 : 0;
        if (tuning && args.size() > at && fresh.contains(args.get(at).toLowerCase(java.util.Locale.ROOT))) {
            return Optional.of(new SettingProblem.MissingInOlder(args.get(at), v.currentShort(), v.olderShort()));
        }
        return Optional.empty();
    }

    /**
     * Reads the arguments into {@code args} as CConsole::ParseArgs does; returns the words left over ("" for none),
     * or null when a required argument is missing.
     */
    private static String parseArgs(ServerCommand cmd, String rest, List<String> args) {
        String r = rest;
        for (ServerCommand.Param p : cmd.parameters()) {
            r = stripLeading(r);
            if (r.isEmpty()) {
                return p.optional() ? "" : null;
            }
            if (r.charAt(0) == '"') {
                StringBuilder sb = new StringBuilder();
                int i = 1;
                while (i < r.length() && r.charAt(i) != '"') {
                    if (r.charAt(i) == '\\'
                            && i + 1 < r.length()
                            && (r.charAt(i + 1) == '"' || r.charAt(i + 1) == '\\')) {
                        i++;
                    }
                    sb.append(r.charAt(i++));
                }
                args.add(sb.toString());
                r = i + 1 < r.length() ? r.substring(i + 1) : "";
            } else if (p.type() == 'r') {
                args.add(r);
                r = "";
            } else {
                int e = 0;
                while (e < r.length() && !space(r.charAt(e))) {
                    e++;
                }
                args.add(r.substring(0, e));
                r = e < r.length() ? r.substring(e + 1) : "";
            }
        }
        return stripLeading(r).strip();
    }

    private Optional<SettingProblem> checkArgs(ServerCommand cmd, String name, List<String> args) {
        if (cmd.kind() == ServerCommand.Kind.INT) {
            if (args.isEmpty()) {
                return Optional.of(new SettingProblem.NoValue(name));
            }
            String v = args.get(0);
            if (!INTEGER.matcher(v).matches()) {
                return Optional.of(new SettingProblem.NotANumber(v, "a whole number", atoi(v)));
            }
            long value = parseLong(v);
            long kept = cmd.clamp(value);
            if (kept != value) {
                return Optional.of(new SettingProblem.OutOfRange(v, cmd.name(), value, cmd.min(), cmd.max(), kept));
            }
            return Optional.empty();
        }
        if (cmd.kind() != ServerCommand.Kind.COMMAND) {
            return args.isEmpty() ? Optional.of(new SettingProblem.NoValue(name)) : Optional.empty();
        }
        List<ServerCommand.Param> params = cmd.parameters();
        String command = cmd.name();
        for (int i = 0; i < args.size(); i++) {
            ServerCommand.Param p = params.get(i);
            String a = args.get(i);
            boolean tuning = command.startsWith("tune") || command.equals("toggle_tune");
            if (p.type() == 'f' || p.type() == 'i' && tuning && p.label().startsWith("value")) {
                if (!FLOAT.matcher(a).matches()) {
                    return Optional.of(new SettingProblem.NotANumber(a, "a number", atof(a)));
                }
            } else if (p.type() == 'i') {
                if (!INTEGER.matcher(a).matches()) {
                    return Optional.of(new SettingProblem.NotANumber(a, "a whole number", atoi(a)));
                }
                if (p.label().equals("zone") && (parseLong(a) < 0 || parseLong(a) >= TUNE_ZONES)) {
                    return Optional.of(new SettingProblem.ZoneOutOfRange(a, TUNE_ZONES - 1));
                }
            } else if (p.label().equals("tuning") && table.tune(a) == null) {
                List<String> names =
                        table.tuneParams().stream().map(TuneParam::name).toList();
                return Optional.of(new SettingProblem.UnknownTuneParam(a, ServerCommands.closest(a, names)));
            } else if (p.label().equals("mapbug") && table.mapBugs().stream().noneMatch(a::equals)) {
                return Optional.of(new SettingProblem.UnknownMapBug(a));
            }
        }
        if (command.equals("tune") && args.size() < 2) {
            return Optional.of(new SettingProblem.NoValue(name + " " + args.get(0)));
        }
        return Optional.empty();
    }

    /** What C's atoi makes of {@code s} (0 when it does not start with a number). */
    static String atoi(String s) {
        Matcher m = INT_PREFIX.matcher(s);
        if (!m.find()) {
            return "0";
        }
        String digits = m.group(1);
        return String.valueOf(parseLong(digits.startsWith("+") ? digits.substring(1) : digits));
    }

    /** What C's atof makes of {@code s}, for people (0 when it does not start with a number). */
    static String atof(String s) {
        Matcher m = FLOAT_PREFIX.matcher(s);
        return m.find() ? m.group(1) : "0";
    }

    private static long parseLong(String v) {
        try {
            return Long.parseLong(v.startsWith("+") ? v.substring(1) : v);
        } catch (NumberFormatException e) {
            return v.startsWith("-") ? Long.MIN_VALUE : Long.MAX_VALUE;
        }
    }

    private static boolean space(char c) {
        return c == ' ' || c == '\t' || c == '\n' || c == '\r';
    }

    private static String stripLeading(String s) {
        int i = 0;
        while (i < s.length() && space(s.charAt(i))) {
            i++;
        }
        return s.substring(i);
    }
}
