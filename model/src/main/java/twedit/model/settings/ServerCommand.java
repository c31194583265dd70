package twedit.model.settings;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * One command of the DDNet server's console: a config variable (integer with its range, colour or string) or a
 * command, its parameter string as DDNet registers it (e.g. {@code "i[zone] s[tuning] i[value]"}), whether a map's
 * settings may run it (CFGFLAG_GAME) and DDNet's description. For integers {@code min}/{@code max} are the range, for
 * strings {@code max} is the buffer size in bytes (with the terminating zero); both are 0 otherwise.
 */
public record ServerCommand(
        String name,
        Kind kind,
        String params,
        String defaultValue,
        int min,
        int max,
        boolean fromMap,
        String description) {

    /** What a command is: DDNet registers variables with "?i" (integers, colours) or "?r" (strings). */
    public enum Kind {
        INT,
        COLOUR,
        STRING,
        COMMAND
    }

    /** One parameter of a command: its type letter (i, f, s, r, v), its label in brackets, and whether it may be left out. */
    public record Param(char type, String label, boolean optional) {}

    public ServerCommand {
        Objects.requireNonNull(name);
        Objects.requireNonNull(kind);
        Objects.requireNonNull(params);
        Objects.requireNonNull(defaultValue);
        Objects.requireNonNull(description);
    }

    /** Whether the server clamps an integer value (DDNet clamps only when min != max, and the top only when max != 0). */
    public boolean clamps() {
        return kind == Kind.INT && min != max;
    }

    /** The value the server keeps for {@code value}: clamped as IntVariableCommand does. */
    public long clamp(long value) {
        if (!clamps()) {
            return (int) value;
        }
        long v = Math.max(value, min);
        return max != 0 ? Math.min(v, max) : v;
    }

    /** The parameters parsed from {@link #params()} as DDNet's CConsole::ParseArgs reads them. */
    public List<Param> parameters() {
        List<Param> out = new ArrayList<>();
        boolean optional = false;
        String p = params;
        int i = 0;
        while (i < p.length()) {
            char c = p.charAt(i++);
            if (c == '?') {
                optional = true;
                continue;
            }
            if (c == ' ') {
                continue;
            }
            String label = "";
            if (i < p.length() && p.charAt(i) == '[') {
                int end = p.indexOf(']', i);
                end = end < 0 ? p.length() : end;
                label = p.substring(i + 1, end);
                i = end + 1;
            }
            out.add(new Param(c, label, optional));
        }
        return out;
    }

    /** The usage as DDNet prints it: "name params". */
    public String usage() {
        return params.isEmpty() ? name : name + " " + params;
    }

    /** A short argument hint for people: "0..3" for integers with a range, else the parameter string. */
    public String hint() {
        if (kind == Kind.INT && min != max) {
            return max == 0 ? "\u2265 " + min : min + ".." + max;
        }
        return switch (kind) {
            case INT -> "NUMBER";
            case COLOUR -> "COLOUR";
            case STRING -> "TEXT";
            case COMMAND -> params;
        };
    }
}
