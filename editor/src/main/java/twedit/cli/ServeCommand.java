package twedit.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.Arrays;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.concurrent.atomic.AtomicReference;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import twedit.editor.testserver.GameClient;
import twedit.editor.testserver.Outcome;
import twedit.editor.testserver.Programs;
import twedit.editor.testserver.TestServer;
import twedit.editor.testserver.TestServerException;

/**
 * `twedit serve MAP`: runs the real DDNet server on a private copy of MAP and reloads it whenever the file changes, for
 * mappers whose editor is another program; the same engine as the editor's Tools > Test Map.
 */
@Command(
        name = "serve",
        mixinStandardHelpOptions = true,
        description = {
            "Run the real DDNet server on a map and reload it whenever the file changes.",
            "  twedit serve MAP [--port N] [--client]",
            "Prints `serving NAME on 127.0.0.1:PORT` once the server runs the map, then `reloaded NAME` after each"
                    + " change or `refused NAME: REASON` when the server will not take it (the old map keeps running)."
                    + " Ctrl+C stops the server and exits."
        })
public final class ServeCommand implements Callable<Integer> {
    private static final long POLL_MILLIS = 100;
    /** How long a changed file must keep its size and time before it is read (a writer may pause between chunks). */
    private static final long QUIET_MILLIS = 300;
    /** The most Ctrl+C waits for the server and the client to end before twedit exits anyway (the watchdog ends them). */
    private static final long STOP_MILLIS = 15_000;

    /** Set once Ctrl+C or SIGTERM came: the watch loop sends and prints nothing more. */
    private volatile boolean stopped;

    @Spec
    CommandSpec spec;

    @Parameters(paramLabel = "MAP", description = "the map to serve (a .map file; watched for changes)")
    Path map;

    @Option(
            names = "--port",
            paramLabel = "N",
            description = "the game port on 127.0.0.1 (default: the first free one from 8303)")
    Integer port;

    @Option(names = "--client", description = "also start the DDNet client connected to the server")
    boolean client;

    @Option(
            names = "--server",
            paramLabel = "PATH",
            description = "the DDNet server program (default: DDNet-Server on PATH, in /usr/games or Steam)")
    String serverProgram;

    @Option(
            names = "--watchdog",
            hidden = true,
            paramLabel = "KIND",
            description = "what ends the server when twedit dies: SHELL (Unix) or JAVA (every system; the default on"
                    + " Windows)")
    twedit.editor.testserver.ParentWatch watchdog;

    @Option(
            names = "--client-program",
            paramLabel = "PATH",
            description = "the DDNet client program (default: DDNet on PATH, in /usr/games or Steam)")
    String clientProgram;

    @Override
    public Integer call() throws InterruptedException {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        Programs programs = new Programs(System.getenv(), Path.of(System.getProperty("user.home", ".")));
        Optional<Path> server = programs.server(serverProgram);
        if (server.isEmpty()) {
            err.println("twedit: " + Programs.missingServer(serverProgram));
            return ExitCodes.USAGE;
        }
        byte[] bytes;
        try {
            bytes = Files.readAllBytes(map);
        } catch (IOException e) {
            err.println("twedit: cannot read " + map + ": " + CliErrors.describe(e));
            return ExitCodes.USAGE;
        }
        Path file = map.getFileName();
        TestServer.deleteStaleFolders();
        TestServer engine = new TestServer(
                server.get(),
                line -> {},
                why -> {
                    synchronized (out) {
                        out.println("server ended: " + why);
                        out.flush();
                    }
                },
                watchdog == null ? twedit.editor.testserver.ParentWatch.forThisSystem() : watchdog);
        AtomicReference<GameClient> game = new AtomicReference<>();
        // from here on Ctrl+C or SIGTERM stops the server and the client, then exits 0 (not the signal's code);
        // also while the server starts
        Thread hook = new Thread(() -> stopAndExit(engine, game, out), "twedit-serve-stop");
        Runtime.getRuntime().addShutdownHook(hook);
        try {
            engine.start(
                    file == null ? "map" : file.toString(),
                    bytes,
                    port == null ? TestServer.DEFAULT_PORT : port,
                    port != null);
        } catch (TestServerException e) {
            try {
                Runtime.getRuntime().removeShutdownHook(hook); // the exit code is the problem's, not the hook's 0
            } catch (IllegalStateException stopping) {
                return ExitCodes.OK; // Ctrl+C came during the start: the hook is stopping and exits 0
            }
            err.println("twedit: " + e.getMessage());
            return ExitCodes.PROBLEM;
        }
        game.set(startClient(programs, engine.port(), out));
        synchronized (out) {
            out.println("serving " + engine.name() + " on 127.0.0.1:" + engine.port());
            out.flush();
        }
        watch(engine, bytes, out);
        return ExitCodes.OK;
    }

    /**
     * The shutdown hook: stops the client and the server (the engine cancels a reload in flight, it never waits for
     * one), bounded by {@link #STOP_MILLIS} whatever happens (a blocked output, say), then halts with 0.
     */
    private void stopAndExit(TestServer engine, AtomicReference<GameClient> game, PrintWriter out) {
        stopped = true;
        Thread stopping = new Thread(
                () -> {
                    engine.cancel();
                    GameClient c = game.getAndSet(null);
                    if (c != null) {
                        c.close();
                    }
                    engine.stop();
                    out.flush();
                },
                "twedit-serve-stopping");
        stopping.setDaemon(true);
        stopping.start();
        try {
            stopping.join(STOP_MILLIS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        Runtime.getRuntime().halt(ExitCodes.OK);
    }

    private GameClient startClient(Programs programs, int gamePort, PrintWriter out) {
        if (!client) {
            return null;
        }
        Optional<Path> program = programs.client(clientProgram);
        if (program.isEmpty()) {
            out.println("no DDNet client found (set --client-program); in the game's console type: "
                    + GameClient.connectCommand(gamePort));
            return null;
        }
        try {
            return GameClient.start(program.get(), gamePort);
        } catch (IOException e) {
            out.println("cannot start the client " + program.get() + " (" + CliErrors.describe(e) + "); in the game's"
                    + " console type: " + GameClient.connectCommand(gamePort));
            return null;
        }
    }

    /** Polls MAP and sends each new version to the server, until the process is stopped. */
    private void watch(TestServer engine, byte[] first, PrintWriter out) throws InterruptedException {
        byte[] last = first;
        Stamp seen = Stamp.of(map);
        while (!stopped) {
            Thread.sleep(POLL_MILLIS);
            Stamp now = Stamp.of(map);
            if (Objects.equals(now, seen)) {
                continue;
            }
            // wait until the writer is done: the same size and time over a quiet spell (a writer on a busy machine
            // can pause between chunks; a half-written map would be refused and then reloaded: two lines, one save)
            Thread.sleep(QUIET_MILLIS);
            Stamp settled = Stamp.of(map);
            if (!Objects.equals(now, settled) || settled == null) {
                continue;
            }
            seen = settled;
            byte[] bytes;
            try {
                bytes = Files.readAllBytes(map);
            } catch (IOException e) {
                continue; // replaced while we looked: the next look gets it
            }
            if (Arrays.equals(bytes, last)) {
                continue;
            }
            last = bytes;
            String line;
            try {
                Outcome o = engine.reload(bytes);
                line = o instanceof Outcome.Refused r
                        ? "refused " + r.name() + ": " + r.reason()
                                + (r.restarted() ? " (the server was started again on the previous map)" : "")
                        : "reloaded " + o.name();
            } catch (TestServerException e) {
                line = "refused " + engine.name() + ": " + e.getMessage();
            }
            if (stopped) {
                return; // the reload was cancelled by Ctrl+C: not the map's fault
            }
            synchronized (out) {
                out.println(line);
                out.flush();
            }
        }
    }

    /** What tells a new version of the file: its size and modification time (null while it is missing). */
    private record Stamp(long size, FileTime time) {
        static Stamp of(Path p) {
            try {
                return new Stamp(Files.size(p), Files.getLastModifiedTime(p));
            } catch (IOException e) {
                return null;
            }
        }
    }
}
