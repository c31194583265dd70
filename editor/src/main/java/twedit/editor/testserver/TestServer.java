package twedit.editor.testserver;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.Predicate;

/**
 * One real DDNet server testing one map: {@link #start} runs it in a private folder on 127.0.0.1 (a free port, no
 * master server registration, random console and rcon passwords, under a {@link Watchdog}), {@link #reload} gives
 * it a new version of the map through its console ({@code hot_reload} where the server knows it, which keeps the tees
 * where they are; else {@code reload}), {@link #stop} ends it. A map the server refuses leaves the previous one
 * running (the server keeps it); when the server crashes on one, it is started again on the previous map. The
 * methods block (call them off the event thread); the server's output goes to the given consumer as it comes.
 * {@link #stop} and {@link #cancel} may come from any thread at any time and never wait behind a start or reload in
 * flight: they interrupt it and end the process, so that it returns at once (with "the test server was stopped").
 */
public final class TestServer implements AutoCloseable {
    /** DDNet's default game port: the client's server browser and {@code connect localhost} look there first. */
    public static final int DEFAULT_PORT = 8303;

    private static final long START_MILLIS = 30_000;
    private static final long RELOAD_MILLIS = 30_000;

    private final Path program;
    private final Consumer<String> output;
    private final Consumer<String> exits;
    private final ParentWatch watch;
    private ServerLog log = new ServerLog();

    private ServerFolder folder;
    private volatile Process process;
    private volatile Econ econ;
    private volatile String name;
    private volatile int port;
    private volatile boolean hotReload;
    private boolean econAll;
    private byte[] running;
    private int marks;
    /** The process ends on purpose: its reader reports no exit. */
    private volatile boolean stopping;
    /** {@link #cancel} or {@link #stop} came: no start or reload in flight may go on or start a process again. */
    private volatile boolean cancelled;
    /** Guards {@link #worker}, {@link #interruptedByStop} and the changes of the two flags above. */
    private final Object workerLock = new Object();
    /** The thread inside {@link #start} or {@link #reload}, which {@link #cancel} interrupts. */
    private Thread worker;

    private boolean interruptedByStop;

    /**
     * @param program the server program
     * @param output gets each line the server prints (on a reader thread)
     * @param exits gets why, when the server ended without being stopped (on a reader thread)
     */
    public TestServer(Path program, Consumer<String> output, Consumer<String> exits) {
        this(program, output, exits, ParentWatch.forThisSystem());
    }

    /** As {@link #TestServer(Path, Consumer, Consumer)}, with the given watchdog (see {@link ParentWatch}). */
    public TestServer(Path program, Consumer<String> output, Consumer<String> exits, ParentWatch watch) {
        this.program = program;
        this.output = output;
        this.exits = exits;
        this.watch = watch;
    }

    /**
     * Starts the server on {@code map} as {@code name} (see {@link ServerFolder#mapName}) on {@code port}, or, unless
     * {@code exactPort}, on the first free port from it; returns once the server runs the map, or throws with the
     * server's reason.
     */
    public synchronized void start(String mapName, byte[] map, int wantedPort, boolean exactPort)
            throws TestServerException, InterruptedException {
        stopLocked();
        synchronized (workerLock) {
            cancelled = false;
            stopping = false;
        }
        enter();
        try {
            startLocked(mapName, map, wantedPort, exactPort);
        } catch (InterruptedException e) {
            throw stoppedOr(e);
        } finally {
            leave();
        }
    }

    private void startLocked(String mapName, byte[] map, int wantedPort, boolean exactPort)
            throws TestServerException, InterruptedException {
        name = ServerFolder.mapName(mapName);
        try {
            folder = new ServerFolder();
            folder.writeMap(name, map);
        } catch (IOException e) {
            throw new TestServerException("cannot write the map for the test server: " + e.getMessage(), e);
        }
        try {
            launch(wantedPort, exactPort);
            running = map;
        } catch (TestServerException | InterruptedException | RuntimeException e) {
            stopLocked();
            throw e;
        }
    }

    /** The calling thread now works for this server: {@link #cancel} interrupts it. */
    private void enter() {
        synchronized (workerLock) {
            worker = Thread.currentThread();
            interruptedByStop = false;
        }
    }

    /** The work is done: an interrupt {@link #cancel} sent too late to matter is taken back from the caller's thread. */
    private void leave() {
        synchronized (workerLock) {
            worker = null;
            if (interruptedByStop) {
                interruptedByStop = false;
                Thread.interrupted();
            }
        }
    }

    /** What an interrupt in start or reload becomes: "stopped" when {@link #cancel} sent it, else the interrupt. */
    private TestServerException stoppedOr(InterruptedException e) throws InterruptedException {
        if (cancelled) {
            return new TestServerException("the test server was stopped", e);
        }
        throw e;
    }

    /** Throws when the server was stopped meanwhile: nothing may start again behind {@link #stop}. */
    private void checkNotStopped() throws TestServerException {
        if (cancelled) {
            throw new TestServerException("the test server was stopped");
        }
    }

    /** Starts the process and logs into its console, trying other ports when one is taken. */
    private void launch(int wantedPort, boolean exactPort) throws TestServerException, InterruptedException {
        String problem = "";
        int skip = 0;
        for (int attempt = 0; attempt < 6; attempt++) {
            checkNotStopped();
            int game = exactPort ? wantedPort : ServerFolder.freeGamePort(wantedPort, skip);
            // a retry on the same port: the process just ended may not have let go of it yet (a loaded machine)
            if (exactPort && !ServerFolder.udpFreeWithin(game, attempt == 0 ? 0 : 5_000)) {
                throw new TestServerException("port " + game + " is in use on 127.0.0.1: choose another");
            }
            String econPassword = folder.password(24);
            int econPort;
            try {
                econPort = ServerFolder.freeTcpPort();
                folder.writeConfig(name, game, econPort, econAll, econPassword, folder.password(24));
                process = startProcess(game);
            } catch (IOException e) {
                throw new TestServerException("cannot start " + program + ": " + e.getMessage(), e);
            }
            ServerLog.Found f = log.await(
                    0,
                    START_MILLIS,
                    l -> l.contains("server: version "),
                    l -> l.contains("failed to load map"),
                    l -> l.contains("couldn't open socket. port") && !l.contains("econ:"),
                    l -> l.contains("econ: couldn't open socket"));
            checkNotStopped();
            switch (f.which()) {
                case 0 -> {
                    port = game;
                    connectEcon(econPort, econPassword);
                    return;
                }
                case 1 ->
                    throw new TestServerException(
                            "the server refused " + name + ": " + ServerWords.reasonSince(log, 0));
                case 2 -> {
                    problem = "port " + game + " was taken";
                    skip = game - wantedPort + 1;
                    kill();
                    if (exactPort) {
                        throw new TestServerException("port " + game + " is in use on 127.0.0.1: choose another");
                    }
                }
                case 3 -> {
                    // DDNet before 17 cannot bind its console to one IPv4 address (it also binds IPv6 with the
                    // same bytes, which fails): there the console listens on every address, behind its random
                    // password
                    problem = "the console's port was taken";
                    econAll = true;
                    kill();
                }
                default -> {
                    String why = ended();
                    kill();
                    throw new TestServerException("the server did not start: " + why);
                }
            }
        }
        throw new TestServerException("the server did not start: " + problem);
    }

    private Process startProcess(int game) throws IOException {
        ProcessBuilder pb = new ProcessBuilder(Watchdog.command(watch, program, List.of("sv_port " + game)));
        pb.directory(folder.dir().toFile());
        pb.redirectErrorStream(true);
        pb.environment().put("HOME", folder.dir().toString());
        pb.environment().put("XDG_DATA_HOME", folder.dir().toString());
        ServerLog fresh = new ServerLog();
        log = fresh;
        Process p = Watchdog.start(watch, pb);
        Thread reader = new Thread(() -> read(p, fresh), "twedit-test-server-output");
        reader.setDaemon(true);
        reader.start();
        return p;
    }

    private void read(Process p, ServerLog into) {
        try (BufferedReader r = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8))) {
            String line;
            while ((line = r.readLine()) != null) {
                into.add(line);
                output.accept(line);
            }
        } catch (IOException e) {
            // the process ended
        }
        int code;
        try {
            code = p.waitFor();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return;
        }
        into.add("twedit: the server exited with code " + code + ServerWords.describe(code));
        into.close();
        if (!stopping && p == process) {
            exits.accept("the server ended (exit " + code + ServerWords.describe(code) + "): "
                    + String.join(" / ", ServerWords.lastWords(log, 6)));
        }
    }

    private void connectEcon(int econPort, String password) throws TestServerException, InterruptedException {
        try {
            econ = Econ.connect(econPort, port, password, 10_000);
        } catch (IOException e) {
            checkNotStopped();
            throw new TestServerException("cannot reach the server's console: " + e.getMessage(), e);
        }
        // ask the server whether it knows hot_reload (DDNet 18 and later)
        long mark = log.mark();
        if (!send("access_level hot_reload")) {
            throw new TestServerException("the server's console closed: " + ended());
        }
        ServerLog.Found f = awaitWaking(mark, 5_000, l -> l.contains("'hot_reload'") && !ServerWords.isEcho(l));
        hotReload = f.which() == 0 && !f.line().contains("No such command");
    }

    /**
     * Gives the running server {@code map} and waits until it runs it or refused it (blocking, at most 30 s plus a
     * restart after a crash).
     */
    public synchronized Outcome reload(byte[] map) throws TestServerException, InterruptedException {
        enter();
        try {
            checkNotStopped();
            return reloadLocked(map);
        } catch (InterruptedException e) {
            throw stoppedOr(e);
        } finally {
            leave();
        }
    }

    private Outcome reloadLocked(byte[] map) throws TestServerException, InterruptedException {
        if (process == null || !process.isAlive() || econ == null) {
            throw new TestServerException("no test server is running");
        }
        long t0 = System.nanoTime();
        try {
            folder.writeMap(name, map);
        } catch (IOException e) {
            throw new TestServerException("cannot write the map for the test server: " + e.getMessage(), e);
        }
        long mark = log.mark();
        ServerLog.Found f = send(hotReload ? "hot_reload" : "reload")
                ? awaitWaking(mark, RELOAD_MILLIS, l -> l.contains("failed to load map"), l -> loaded(l))
                : new ServerLog.Found(-1, mark, "the console closed");
        if (f.which() == 0) {
            String reason = ServerWords.reasonSince(log, mark);
            restoreFile();
            return new Outcome.Refused(name, reason, false);
        }
        String reason = null;
        if (f.which() == 1) {
            // the map is read; the game is set up on it in the same loop pass: an echo after it answers once done
            String token = "twedit-ready-" + (++marks);
            ServerLog.Found done = send("echo " + token)
                    ? awaitWaking(
                            f.index(),
                            RELOAD_MILLIS,
                            l -> l.contains(token) && !ServerWords.isEcho(l),
                            ServerWords.FATAL)
                    : new ServerLog.Found(-1, f.index(), "the console closed");
            if (done.which() == 0) {
                running = map;
                return new Outcome.Reloaded(name, (System.nanoTime() - t0) / 1_000_000L);
            }
            if (done.which() == 1) {
                // glibc or DDNet said the process is broken; it may hang instead of exiting
                reason = "the server crashed on the map: " + String.join(" / ", ServerWords.lastWords(log, 6));
            }
        }
        // no answer or the server died on the map: start it again on the previous one
        if (reason == null) {
            reason = ended();
        }
        checkNotStopped();
        restoreFile();
        stopProcess();
        launch(port, true);
        synchronized (workerLock) {
            // the new process's exit is reported again, unless stop() came meanwhile
            stopping = cancelled;
        }
        return new Outcome.Refused(name, reason, true);
    }

    /**
     * Whether {@code line} says the server has read the map: DDNet 16 and 17 print "datafile: loading done"; 18 and
     * later print that at trace level only, and "server: maps/NAME.map sha256 is ..." at debug level (which the
     * server's settings ask for), after the file was read.
     */
    private boolean loaded(String line) {
        return line.contains("datafile: loading done")
                || line.contains("server: maps/" + name + ".map sha256 is ") && !ServerWords.isEcho(line);
    }

    private void restoreFile() {
        try {
            folder.writeMap(name, running);
        } catch (IOException e) {
            // the server holds the previous map in memory; only a restart would need the file
        }
    }

    /** Sends a console command; false when the console has closed (the server died). */
    private boolean send(String command) {
        try {
            econ.send(command);
            return true;
        } catch (IOException e) {
            return false;
        }
    }

    /** Waits for a line, waking the (maybe empty, so sleeping) server every 20 ms meanwhile. */
    @SafeVarargs
    private ServerLog.Found awaitWaking(long from, long millis, Predicate<String>... wanted)
            throws InterruptedException {
        long deadline = System.nanoTime() + millis * 1_000_000L;
        while (true) {
            ServerLog.Found f = log.await(from, 20, wanted);
            if (f.which() >= 0 || log.closed() || System.nanoTime() > deadline) {
                return f;
            }
            from = f.index();
            if (econ != null) {
                econ.wake();
            }
        }
    }

    /** Why the server has stopped answering: its exit code and last words, or that it did not answer. */
    private String ended() throws InterruptedException {
        Process p = process;
        if (p != null && p.waitFor(2, java.util.concurrent.TimeUnit.SECONDS)) {
            int code = p.exitValue();
            return "the server exited (code " + code + ServerWords.describe(code) + "): "
                    + String.join(" / ", ServerWords.lastWords(log, 6));
        }
        return "the server did not answer: " + String.join(" / ", ServerWords.lastWords(log, 6));
    }

    /**
     * Deletes the private folders test servers ran in that belong to editors no longer running (killed before they
     * could delete them); call once at start, off the event thread. Returns how many it deleted.
     */
    public static int deleteStaleFolders() {
        return ServerFolder.deleteStale(Path.of(System.getProperty("java.io.tmpdir")));
    }

    /**
     * Ends the server (and deletes its folder); does nothing when none runs. A start or reload in flight is cancelled
     * first (see {@link #cancel}) and the process ended, so this returns within a few seconds whatever the server
     * does: it never waits for a reload's answer.
     */
    public void stop() {
        cancel();
        // end the process before taking the lock: a start or reload waiting for its output sees it close
        kill();
        synchronized (this) {
            stopLocked();
        }
    }

    /**
     * Makes a start or reload in flight give up at once ({@link TestServerException} "the test server was stopped")
     * and keeps any from starting a process again, without waiting for anything: call it from any thread (also the
     * event thread), then {@link #stop}.
     */
    public void cancel() {
        Econ e;
        synchronized (workerLock) {
            cancelled = true;
            stopping = true;
            if (worker != null && worker != Thread.currentThread()) {
                interruptedByStop = true;
                worker.interrupt();
            }
            e = econ;
        }
        if (e != null) {
            e.close();
        }
    }

    private void stopLocked() {
        stopProcess();
        if (folder != null) {
            folder.delete();
            folder = null;
        }
    }

    private void stopProcess() {
        stopping = true;
        Econ e = econ;
        econ = null;
        if (e != null) {
            e.close();
        }
        kill();
    }

    /** Ends the process; its reader sees it is no longer the server's and reports no exit. */
    private void kill() {
        Process p;
        synchronized (workerLock) {
            p = process;
            process = null;
        }
        if (p != null) {
            Watchdog.stop(p, 3_000);
        }
    }

    @Override
    public void close() {
        stop();
    }

    /** Whether the server runs. */
    public boolean running() {
        Process p = process;
        return p != null && p.isAlive();
    }

    /** The game port the server listens on (127.0.0.1). */
    public int port() {
        return port;
    }

    /** The map's name on the server. */
    public String name() {
        return name;
    }

    /** Whether the server reloads with {@code hot_reload} (it knows the command). */
    public boolean hotReload() {
        return hotReload;
    }

    /** The server process (the watchdog's, whose child the server is), for tests. */
    synchronized ProcessHandle handle() {
        return process == null ? null : process.toHandle();
    }
}
