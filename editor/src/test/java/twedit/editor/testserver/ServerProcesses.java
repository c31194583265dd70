package twedit.editor.testserver;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import twedit.model.testutil.Corpus;

/** For the test server's tests: the real server (required, failing on CI when missing) and finding its processes. */
final class ServerProcesses {
    static final Path SERVER = Corpus.DDNET_SERVER;
    static final Path TUTORIAL = Corpus.DDNET_DATA.resolve("maps/Tutorial.map");
    static final Path OTHER = Corpus.DDNET_DATA.resolve("maps/Gold Mine.map");

    private ServerProcesses() {}

    /** The real server and the maps the tests use; fails on CI, skips elsewhere, when they are missing. */
    static void require() {
        Corpus.require(Files.isExecutable(SERVER), "ddnet-server (" + SERVER + ")");
        Corpus.require(Files.isRegularFile(TUTORIAL), "ddnet-data (" + TUTORIAL + ")");
        Corpus.require(Files.isRegularFile(OTHER), "ddnet-data (" + OTHER + ")");
    }

    static byte[] tutorial() throws IOException {
        return Files.readAllBytes(TUTORIAL);
    }

    static byte[] other() throws IOException {
        return Files.readAllBytes(OTHER);
    }

    /** The DDNet-Server processes started with {@code sv_port PORT} (how the test server passes its port). */
    static List<ProcessHandle> servers(int port) {
        return ProcessHandle.allProcesses()
                .filter(ProcessHandle::isAlive)
                .filter(p ->
                        p.info().command().map(c -> c.endsWith("DDNet-Server")).orElse(false))
                .filter(p -> p.info()
                        .arguments()
                        .map(a -> List.of(a).contains("sv_port " + port))
                        .orElse(false))
                .toList();
    }

    /**
     * Whether the process has ended: gone, or a zombie waiting to be reaped (a server whose watchdog parent died is
     * handed to PID 1, which in a container may never reap it; it runs no more and holds no port).
     */
    static boolean ended(ProcessHandle p) {
        if (!p.isAlive()) {
            return true;
        }
        try {
            String stat = Files.readString(Path.of("/proc", Long.toString(p.pid()), "stat"));
            int close = stat.lastIndexOf(')');
            return close > 0 && close + 2 < stat.length() && stat.charAt(close + 2) == 'Z';
        } catch (IOException e) {
            return !p.isAlive();
        }
    }

    /** Waits up to {@code millis} for every process of {@code ps} to end (see {@link #ended}). */
    static boolean allEnded(List<ProcessHandle> ps, long millis) throws InterruptedException {
        long end = System.nanoTime() + millis * 1_000_000L;
        while (System.nanoTime() < end) {
            if (ps.stream().allMatch(ServerProcesses::ended)) {
                return true;
            }
            Thread.sleep(50);
        }
        return ps.stream().allMatch(ServerProcesses::ended);
    }

    /** Waits up to {@code millis} for no server on {@code port}; true when none is left. */
    static boolean gone(int port, long millis) throws InterruptedException {
        long end = System.nanoTime() + millis * 1_000_000L;
        while (System.nanoTime() < end) {
            if (servers(port).isEmpty()) {
                return true;
            }
            Thread.sleep(50);
        }
        return servers(port).isEmpty();
    }

    /** A port not in use now, high enough to be out of DDNet's usual ones. */
    static int freePort() {
        for (int p = 20000 + (int) (ProcessHandle.current().pid() % 20000); ; p++) {
            if (ServerFolder.udpFree(p) && ServerFolder.udpFree(p + 1)) {
                return p;
            }
        }
    }
}
