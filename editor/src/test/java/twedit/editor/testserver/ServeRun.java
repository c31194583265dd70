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

    /** Starts `twedit serve ARGS...` with this JVM's java and class path. */
    public static Processes.Running start(String... args) throws IOException {
        String java = ProcessHandle.current().info().command().orElse("java");
        List<String> cmd = new ArrayList<>(
                List.of(java, "-Xmx256m", "-cp", System.getProperty("java.class.path"), "twedit.editor.Main", "serve"));
        cmd.addAll(List.of(args));
        return Processes.start(new ProcessBuilder(cmd));
    }

    /** Sends {@code signal} (INT, TERM) to {@code p}. */
    public static void signal(Process p, String signal) throws IOException, InterruptedException {
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
