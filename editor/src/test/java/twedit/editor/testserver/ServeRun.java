package twedit.editor.testserver;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import twedit.model.testutil.Processes;

/** Runs `twedit serve` in a JVM of its own (signals and a killed parent need a real process), bounded by the test. */
public final class ServeRun {
    private ServeRun() {}

    /**
     * Starts `twedit serve ARGS...` with this JVM's java and class path, with SIGINT and SIGTERM handled as in a
     * terminal's foreground job. A build started in the background of a script (`mvn verify &`, nohup) ignores SIGINT,
     * and an ignored signal is inherited: the JVM then never sees Ctrl+C, as a shell's background job must not (this
     * is why Ctrl+C once seemed to hang `twedit serve` in the full suite). {@code env --default-signal} (coreutils 8.31)
     * gives the child the default disposition back.
     */
    public static Processes.Running start(String... args) throws IOException {
        String java = ProcessHandle.current().info().command().orElse("java");
        List<String> cmd = new ArrayList<>(List.of(
                "env",
                "--default-signal=INT,TERM",
                java,
                "-Xmx256m",
                "-cp",
                System.getProperty("java.class.path"),
                "twedit.editor.Main",
                "serve"));
        cmd.addAll(List.of(args));
        return Processes.start(new ProcessBuilder(cmd));
    }

    /**
     * Sends {@code signal} (INT, TERM) to {@code p}; fails at once when {@code p} ignores it (else the test would
     * wait for an end that cannot come).
     */
    public static void signal(Process p, String signal) throws IOException, InterruptedException {
        int number = signal.equals("INT") ? 2 : signal.equals("TERM") ? 15 : 0;
        if (number == 0) {
            throw new IllegalArgumentException("INT or TERM, not " + signal);
        }
        for (String line : Files.readAllLines(Path.of("/proc/" + p.pid() + "/status"))) {
            if (line.startsWith("SigIgn:")) {
                long ignored = Long.parseUnsignedLong(line.substring(7).trim(), 16);
                if ((ignored & (1L << (number - 1))) != 0) {
                    throw new IllegalStateException("the serve process ignores SIG" + signal + " (inherited from how"
                            + " the tests were started): it cannot stop on it");
                }
            }
        }
        new ProcessBuilder("kill", "-" + signal, Long.toString(p.pid()))
                .inheritIO()
                .start()
                .waitFor();
    }

    /** A fake client: a script that writes its arguments, one a line, to {@code argsFile} and then waits. */
    public static Path fakeClient(Path dir, Path argsFile) throws IOException {
        Path script = dir.resolve("DDNet");
        Files.writeString(
                script,
                "#!/bin/sh\nfor a in \"$@\"; do echo \"$a\"; done > '" + argsFile + ".tmp'\nmv '" + argsFile + ".tmp' '"
                        + argsFile + "'\nexec sleep 120\n");
        if (!script.toFile().setExecutable(true)) {
            throw new IOException("cannot make " + script + " executable");
        }
        return script;
    }
}
