package twedit.editor.testserver;

import java.util.List;
import java.util.function.Predicate;
import java.util.regex.Pattern;

/** What a DDNet server's output lines mean to {@link TestServer}: echoes, dying words, reasons and exit codes. */
final class ServerWords {
    /** What a process about to die prints (glibc's heap checks, C++ and DDNet's assertions, the shell). */
    static final Predicate<String> FATAL = l -> l.contains("double free")
            || l.contains("corruption")
            || l.contains("free(): ")
            || l.contains("malloc(): ")
            || l.contains("terminate called")
            || l.contains("Assertion")
            || l.contains("assert: ")
            || l.contains("Segmentation fault");

    private static final Pattern STAMP = Pattern.compile("^\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\d [A-Z] ");

    private ServerWords() {}

    /** How an exit code reads after the number: ", killed", or nothing for a plain exit. */
    static String describe(int code) {
        return switch (code) {
            case 134 -> ", aborted";
            case 137 -> ", killed";
            case 139 -> ", crashed (segmentation fault)";
            case 143 -> ", terminated";
            default -> code > 128 ? ", ended by signal " + (code - 128) : "";
        };
    }

    /** The console's record of a command it was sent (16.4: cmd='...', 18 and later: command='...'). */
    static boolean isEcho(String line) {
        return line.contains("cmd='") || line.contains("command='");
    }

    /** The server's words since {@code mark} about the map (datafile and map lines, without the time stamps). */
    static String reasonSince(ServerLog log, long mark) {
        List<String> said = log.since(mark).stream()
                .map(l -> STAMP.matcher(l).replaceFirst(""))
                .filter(l -> !l.startsWith("datafile: loading.") && !l.startsWith("datafile: loading data"))
                .filter(l -> l.startsWith("datafile:") || l.contains("failed to load map") || l.contains("error"))
                .filter(l -> !l.startsWith("server: cid=") && !l.contains("cmd='"))
                .toList();
        return said.isEmpty() ? String.join(" / ", lastWords(log, 4)) : String.join(" / ", said);
    }

    /** The last {@code n} lines the server printed (not twedit's notes), without their time stamps. */
    static List<String> lastWords(ServerLog log, int n) {
        return log.tail(n + 1).stream()
                .filter(l -> !l.startsWith("twedit:"))
                .map(l -> STAMP.matcher(l).replaceFirst(""))
                .toList();
    }
}
