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
