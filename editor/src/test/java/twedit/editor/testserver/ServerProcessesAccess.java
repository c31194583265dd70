package twedit.editor.testserver;

import java.io.IOException;
import java.util.List;

/** {@link ServerProcesses} for the tests of other packages (the command line's, the editor feature's). */
public final class ServerProcessesAccess {
    private ServerProcessesAccess() {}

    public static void require() {
        ServerProcesses.require();
    }

    public static byte[] tutorial() throws IOException {
        return ServerProcesses.tutorial();
    }

    public static byte[] other() throws IOException {
        return ServerProcesses.other();
    }

    public static List<ProcessHandle> servers(int port) {
        return ServerProcesses.servers(port);
    }

    public static boolean gone(int port, long millis) throws InterruptedException {
        return ServerProcesses.gone(port, millis);
    }

    public static boolean allEnded(java.util.List<ProcessHandle> ps, long millis) throws InterruptedException {
        return ServerProcesses.allEnded(ps, millis);
    }

    public static int freePort() {
        return ServerProcesses.freePort();
    }
}
