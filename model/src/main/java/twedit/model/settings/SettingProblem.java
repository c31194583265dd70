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

    /**
     * Whether the older server the table compares with (Debian's DDNet 16.4) refuses the whole line; for most
     * problems the same as {@link #refused()}.
     */
    default boolean refusedByOlder() {
        return refused();
    }

    /**
     * A command the server does not know ("No such command"); {@code suggestion} is a close name, or null, and
     * {@code suggestionFromMap} says whether a map may run it (the server password is "password", which it may not).
     */
    record UnknownCommand(String token, String suggestion, boolean suggestionFromMap) implements SettingProblem {
        /** An unknown command with a suggestion a map may run (or none). */
        public UnknownCommand(String token, String suggestion) {
            this(token, suggestion, true);
        }

        @Override
        public String message() {
            if (suggestion == null) {
                return "No such command: " + token;
            }
            return "No such command: " + token + " (did you mean " + suggestion + "?"
                    + (suggestionFromMap ? ")" : " The server runs that one only from its own config, not from a map)");
        }
    }

    /**
     * A command the server knows but never runs from a map's settings (it lacks DDNet's CFGFLAG_GAME); {@code
     * olderRan} names an older version that did run it from a map, or is "".
     */
    record NotFromMap(String token, String olderRan) implements SettingProblem {
        /** A command no known version runs from a map. */
        public NotFromMap(String token) {
            this(token, "");
        }

        @Override
        public String message() {
            return token + " is a server command, but a map may not run it: the server refuses it here (it belongs in"
                    + " the server's own config)"
                    + (olderRan.isEmpty() ? "" : "; DDNet " + olderRan + " still ran it from a map");
        }

        @Override
        public boolean refusedByOlder() {
            return olderRan.isEmpty();
        }
    }

    /** A command or tuning parameter the current server has and the older one lacks: the older one refuses it. */
    record MissingInOlder(String token, String current, String older) implements SettingProblem {
        @Override
        public String message() {
            return token + " is new since DDNet " + older + ": DDNet " + current + " runs it, a " + older
                    + " server (such as Debian's) says No such command";
        }

        @Override
        public boolean refused() {
            return false;
        }

        @Override
        public boolean refusedByOlder() {
            return true;
        }
    }

    /** A command only the older server has: the current one says "No such command". */
    record Removed(String token, String current, String older) implements SettingProblem {
        @Override
        public String message() {
            return "No such command in DDNet " + current + ": " + token + " (only DDNet " + older
                    + " and older have it)";
        }

        @Override
        public boolean refusedByOlder() {
            return false;
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

    /**
     * A value that is not a number where one is expected: DDNet 19.9 refuses the line ("Invalid integer", as its
     * console checks 'i' and 'f' arguments), DDNet 16.4 read it as {@code readAs} (C's atoi/atof).
     */
    record NotANumber(String token, String expected, String readAs) implements SettingProblem {
        @Override
        public String message() {
            return "'" + token + "' is not " + expected + ": the server refuses the line (DDNet 16.4 read it as "
                    + readAs + ")";
        }

        @Override
        public boolean refusedByOlder() {
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
