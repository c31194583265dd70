package twedit.editor.testserver;

import java.util.Locale;

/**
 * How a test server is made to end when the editor that started it goes, however it goes: a small {@code sh} script
 * (Unix; see {@link Watchdog}) or a small Java program of ours ({@link JavaWatchdog}, every system, also Windows,
 * which has no {@code sh}).
 */
public enum ParentWatch {
    /** The {@code sh} script: no second JVM to start, and Ctrl+C in a terminal does not reach the server. */
    SHELL,
    /** {@link JavaWatchdog} run by this JVM's own {@code java}: works wherever twedit runs. */
    JAVA;

    /** The shell where there is one (not on Windows), else the Java watchdog. */
    public static ParentWatch forThisSystem() {
        return System.getProperty("os.name", "").toLowerCase(Locale.ROOT).startsWith("windows") ? JAVA : SHELL;
    }
}
