package twedit.model.settings;

/**
 * What the DDNet server would do otherwise than a settings line says: refuse it (unknown command, not allowed from a
 * map, missing arguments), or run it with another value (not a number, out of range) or with parts ignored. {@link
 * #token()} is the part of the line at fault, for marking it.
 */
public sealed interface SettingProblem {
    /** What is wrong and what the server does instead, in a sentence. */
    String message();

    /** The text of the line at fault (a command name, a parameter or a value), or "" for the whole line. */
    String token();

    /** Whether the server refuses the whole line (it runs nothing of it); most problems make it do so. */
    default boolean refused() {
        return true;
    }

    /** A command the server does not know ("No such command"); {@code suggestion} is a close name, or null. */
    record UnknownCommand(String token, String suggestion) implements SettingProblem {
        @Override
        public String message() {
            return "No such command: " + token + (suggestion == null ? "" : " (did you mean " + suggestion + "?)");
        }
    }

    /** A command the server knows but never runs from a map's settings (it lacks DDNet's CFGFLAG_GAME). */
    record NotFromMap(String token) implements SettingProblem {
        @Override
        public String message() {
            return "The server refuses " + token + " from a map (it belongs in the server's config)";
        }
    }

    /** A required argument is missing: DDNet says "Invalid arguments" and runs nothing. */
    record MissingArgument(String token, String usage) implements SettingProblem {
        @Override
        public String message() {
            return "Missing argument; usage: " + usage;
        }
    }

    /** A variable given no value: the server only prints the current one. */
    record NoValue(String token) implements SettingProblem {
        @Override
        public String message() {
            return token + " has no value, so it sets nothing";
        }
    }

    /** A value that is not a number where one is expected: DDNet reads it as {@code readAs} (C's atoi/atof). */
    record NotANumber(String token, String expected, String readAs) implements SettingProblem {
        @Override
        public String message() {
            return "'" + token + "' is not " + expected + "; the server reads it as " + readAs;
        }

        @Override
        public boolean refused() {
            return false;
        }
    }

    /** An integer outside the variable's range: the server keeps {@code clampedTo}. */
    record OutOfRange(String token, String name, long value, int min, int max, long clampedTo)
            implements SettingProblem {
        @Override
        public String message() {
            return value + " is out of range for " + name + " (" + min + ".." + (max == 0 ? "" : max)
                    + "); the server uses " + clampedTo;
        }

        @Override
        public boolean refused() {
            return false;
        }
    }

    /** A tuning parameter DDNet does not know ("No such tuning parameter"); {@code suggestion} may be null. */
    record UnknownTuneParam(String token, String suggestion) implements SettingProblem {
        @Override
        public String message() {
            return "No such tuning parameter: " + token
                    + (suggestion == null ? "" : " (did you mean " + suggestion + "?)");
        }
    }

    /** A tune zone outside 0..{@code last}: the server ignores the line. */
    record ZoneOutOfRange(String token, int last) implements SettingProblem {
        @Override
        public String message() {
            return "Tune zone " + token + " is outside 0.." + last + "; the server ignores the line";
        }
    }

    /** A map bug DDNet does not know: it logs "unknown map bug" and ignores it. */
    record UnknownMapBug(String token) implements SettingProblem {
        @Override
        public String message() {
            return "Unknown map bug '" + token + "'; the server ignores it";
        }
    }

    /** Words after the last argument, which the server ignores. */
    record ExtraArguments(String token, String usage) implements SettingProblem {
        @Override
        public String message() {
            return "'" + token + "' is ignored; usage: " + usage;
        }

        @Override
        public boolean refused() {
            return false;
        }
    }
}
