package twedit.editor.testserver;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

/**
 * The DDNet client started on a test server: connected to it by the console command it is given on the command line
 * ({@code connect 127.0.0.1:PORT}), under the same {@link Watchdog} as the server, so it ends with the editor.
 */
public final class GameClient implements AutoCloseable {
    private final Process process;

    private GameClient(Process process) {
        this.process = process;
    }

    /** The client's arguments that connect it to a server on 127.0.0.1:{@code port}. */
    public static List<String> arguments(int port) {
        return List.of(connectCommand(port));
    }

    /** What to type in the game's console (F1) to join the test server. */
    public static String connectCommand(int port) {
        return "connect 127.0.0.1:" + port;
    }

    /** Starts {@code program} connected to 127.0.0.1:{@code port}, in its own folder (where its data is). */
    public static GameClient start(Path program, int port) throws IOException {
        ProcessBuilder pb = new ProcessBuilder(Watchdog.command(ParentWatch.forThisSystem(), program, arguments(port)));
        Path dir = program.toAbsolutePath().getParent();
        if (dir != null) {
            pb.directory(dir.toFile());
        }
        pb.redirectErrorStream(true);
        pb.redirectOutput(ProcessBuilder.Redirect.DISCARD);
        return new GameClient(Watchdog.start(ParentWatch.forThisSystem(), pb));
    }

    /** Whether the client still runs. */
    public boolean running() {
        return process.isAlive();
    }

    /** Ends the client. */
    @Override
    public void close() {
        Watchdog.stop(process, 3_000);
    }
}
