package twedit.editor.testserver;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Starts a program so that it ends when the Java process that started it goes, however it goes (closed, crashed,
 * killed with SIGKILL). Java has no PR_SET_PDEATHSIG, so on Unix a small {@code sh} script runs the program in the
 * background and reads, in the foreground, the pipe Java holds as its stdin: the pipe closes when Java ends (the
 * kernel closes it even after SIGKILL), the script reads EOF, stops the program with TERM, waits for it and exits with
 * its exit code. Closing that pipe on purpose is how the program is stopped; when the program ends by itself, {@link
 * #start} closes the pipe too so that the script ends and reports the code. The script ignores SIGINT (Ctrl+C in a
 * terminal reaches the whole process group: the Java side stops the program in order). Where there is no {@code sh}
 * (Windows), or when asked for, {@link JavaWatchdog} does the same as a child JVM ({@link ParentWatch#JAVA}).
 */
final class Watchdog {
    static final String SCRIPT = String.join(
            "\n",
            "trap '' INT",
            "exec 3<&0 0</dev/null",
            "\"$@\" 3<&- &",
            "s=$!",
            "exec 0<&3 3<&-",
            "while read -r _; do :; done",
            "kill -TERM \"$s\" 2>/dev/null",
            "wait \"$s\"");

    private Watchdog() {}

    /** The command that runs {@code program} with {@code args} under the watchdog {@code watch}. */
    static List<String> command(ParentWatch watch, Path program, List<String> args) {
        List<String> cmd = new ArrayList<>();
        switch (watch) {
            case SHELL -> {
                cmd.add("/bin/sh");
                cmd.add("-c");
                cmd.add(SCRIPT);
                cmd.add("twedit-watchdog");
            }
            case JAVA -> {
                cmd.add(javaProgram());
                // a small, quick JVM: it only waits
                cmd.add("-Xmx16m");
                cmd.add("-XX:+UseSerialGC");
                cmd.add("-XX:TieredStopAtLevel=1");
                cmd.add("-cp");
                cmd.add(ourClassPath());
                cmd.add(JavaWatchdog.class.getName());
            }
        }
        cmd.add(program.toString());
        cmd.addAll(args);
        return cmd;
    }

    /** The {@code java} program running this JVM. */
    private static String javaProgram() {
        boolean windows = ParentWatch.forThisSystem() == ParentWatch.JAVA;
        Path java = Path.of(System.getProperty("java.home"), "bin", windows ? "java.exe" : "java");
        return java.toFile().canExecute()
                ? java.toString()
                : ProcessHandle.current().info().command().orElse("java");
    }

    /** Where our classes are (the jar, or the classes folder in a build): all the Java watchdog needs. */
    private static String ourClassPath() {
        try {
            return Path.of(JavaWatchdog.class
                            .getProtectionDomain()
                            .getCodeSource()
                            .getLocation()
                            .toURI())
                    .toString();
        } catch (java.net.URISyntaxException | RuntimeException e) {
            return System.getProperty("java.class.path");
        }
    }

    /** Starts {@code pb} (built from {@link #command}); when the program ends by itself the watchdog ends too. */
    static Process start(ParentWatch watch, ProcessBuilder pb) throws IOException {
        Process p = pb.start();
        if (watch == ParentWatch.SHELL) {
            Thread t = new Thread(() -> closeWhenProgramEnds(p), "twedit-watchdog");
            t.setDaemon(true);
            t.start();
        }
        return p;
    }

    private static void closeWhenProgramEnds(Process p) {
        try {
            ProcessHandle program = null;
            for (int i = 0; i < 200 && program == null && p.isAlive(); i++) {
                program = p.children().findFirst().orElse(null);
                if (program == null) {
                    Thread.sleep(10);
                }
            }
            if (program != null) {
                program.onExit().join();
            }
            p.getOutputStream().close();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (IOException e) {
            // already closed: the script has seen EOF
        }
    }

    /**
     * Stops a process started with {@link #start}: closes its stdin (the watchdog stops the program), waits up to
     * {@code millis}, then kills it and whatever it started.
     */
    static void stop(Process p, long millis) {
        List<ProcessHandle> tree = p.descendants().toList();
        try {
            p.getOutputStream().close();
        } catch (IOException e) {
            // already closed
        }
        try {
            if (!p.waitFor(millis, TimeUnit.MILLISECONDS)) {
                tree.forEach(ProcessHandle::destroyForcibly);
                p.destroyForcibly();
                p.waitFor(2, TimeUnit.SECONDS);
            }
            // a program whose script was killed from outside is no longer the script's child
            for (ProcessHandle h : tree) {
                if (h.isAlive() && !h.onExit().isDone()) {
                    h.destroy();
                }
            }
        } catch (InterruptedException e) {
            tree.forEach(ProcessHandle::destroyForcibly);
            p.destroyForcibly();
            Thread.currentThread().interrupt();
        }
    }
}
