package twedit.editor.testserver;

import java.io.IOException;
import java.io.InputStream;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * The watchdog that works on every system (Windows has no {@code sh}): a tiny program, started by the editor as a
 * child JVM with the server's command line as its arguments, that starts the server with its own output and reads its
 * stdin, the pipe the editor holds. The pipe closes when the editor ends however it ends (the system closes it even
 * after SIGKILL or a Windows TerminateProcess), and the editor closes it on purpose to stop the server: then the
 * watchdog ends the server and what the server started, and exits with the server's exit code; also when its parent
 * process is gone or it is itself asked to end. It uses nothing but the JDK, so only our jar is on its class path.
 */
public final class JavaWatchdog {
    private static final long GRACE_MILLIS = 3_000;

    private JavaWatchdog() {}

    /**
     * Runs the program {@code args} describes until it ends (exit with its code) or stdin closes (end it, then exit).
     */
    public static void main(String[] args) throws InterruptedException {
        if (args.length == 0) {
            System.err.println("usage: JavaWatchdog PROGRAM [ARGS...]");
            System.exit(2);
            return;
        }
        Process program;
        try {
            program = new ProcessBuilder(args)
                    .redirectErrorStream(true)
                    .redirectOutput(ProcessBuilder.Redirect.INHERIT)
                    .start();
            program.getOutputStream().close();
        } catch (IOException e) {
            System.out.println("twedit-watchdog: cannot start " + args[0] + ": " + e.getMessage());
            System.exit(127);
            return;
        }
        Runtime.getRuntime().addShutdownHook(new Thread(() -> end(program), "twedit-watchdog-exit"));
        Thread pipe = new Thread(() -> endAtEof(System.in, program), "twedit-watchdog-pipe");
        pipe.setDaemon(true);
        pipe.start();
        ProcessHandle.current().parent().ifPresent(p -> p.onExit().thenRun(() -> end(program)));
        System.exit(program.waitFor());
    }

    private static void endAtEof(InputStream in, Process program) {
        byte[] buf = new byte[256];
        try {
            while (in.read(buf) >= 0) {
                // the editor writes nothing: only the end of the pipe says something
            }
        } catch (IOException e) {
            // a broken pipe is an end too
        }
        end(program);
    }

    /** Ends the program and everything it started: asked first, forced after a grace time. */
    static void end(Process program) {
        if (!program.isAlive()) {
            return;
        }
        List<ProcessHandle> tree = program.descendants().toList();
        program.destroy();
        tree.forEach(ProcessHandle::destroy);
        try {
            if (!program.waitFor(GRACE_MILLIS, TimeUnit.MILLISECONDS)) {
                tree.forEach(ProcessHandle::destroyForcibly);
                program.destroyForcibly();
                program.waitFor(2, TimeUnit.SECONDS);
            }
        } catch (InterruptedException e) {
            tree.forEach(ProcessHandle::destroyForcibly);
            program.destroyForcibly();
            Thread.currentThread().interrupt();
        }
        tree.stream().filter(ProcessHandle::isAlive).forEach(ProcessHandle::destroyForcibly);
    }
}
