package twedit.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import twedit.editor.testserver.ServeRun;
import twedit.editor.testserver.ServerProcessesAccess;
import twedit.model.testutil.Processes;

/**
 * `twedit serve` with the real DDNet-Server on loopback, in a JVM of its own: serving, reloading a change, refusing a
 * broken one (the old map keeps running), starting the client with the connect arguments, Ctrl+C/SIGTERM stopping
 * everything with exit 0, a killed twedit leaving no server behind, and the message when there is no server.
 */
@Timeout(120)
class ServeCommandTest {
    private static final Duration WAIT = Duration.ofSeconds(40);

    @TempDir
    Path dir;

    @Test
    void aMissingServerNamesThePackageAndThePreferencesField() throws Exception {
        Path map = dir.resolve("x.map");
        Files.write(map, new byte[] {1});
        CliRun r = CliRun.of(
                "serve",
                map.toString(),
                "--server",
                dir.resolve("no/DDNet-Server").toString());
        assertThat(r.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(r.err())
                .contains("ddnet-server")
                .contains("https://ddnet.org/downloads/")
                .contains("Edit > Preferences > Test Map > DDNet server")
                .doesNotContain("Exception");
    }

    @Test
    void servesReloadsRefusesStartsTheClientAndStopsOnCtrlC() throws Exception {
        ServerProcessesAccess.require();
        Path map = dir.resolve("Tutorial.map");
        Files.write(map, ServerProcessesAccess.tutorial());
        Path argsFile = dir.resolve("client-args.txt");
        Path client = ServeRun.fakeClient(dir, argsFile);
        int port = ServerProcessesAccess.freePort();
        try (Processes.Running run = ServeRun.start(
                map.toString(), "--port", "" + port, "--client", "--client-program", client.toString())) {
            assertThat(run.awaitLine(l -> l.equals("serving Tutorial on 127.0.0.1:" + port), WAIT))
                    .as(run.output())
                    .isTrue();
            assertThat(ServerProcessesAccess.servers(port)).hasSize(1);
            // the client got the connect command as its argument
            long end = System.nanoTime() + 10_000_000_000L;
            while (!Files.exists(argsFile) && System.nanoTime() < end) {
                Thread.sleep(50);
            }
            assertThat(Files.readAllLines(argsFile)).containsExactly("connect 127.0.0.1:" + port);

            Files.write(map, ServerProcessesAccess.other());
            assertThat(run.awaitLine(l -> l.equals("reloaded Tutorial"), WAIT))
                    .as(run.output())
                    .isTrue();

            Files.write(map, "no map".getBytes(StandardCharsets.UTF_8));
            assertThat(run.awaitLine(l -> l.startsWith("refused Tutorial: "), WAIT))
                    .as(run.output())
                    .isTrue();
            assertThat(run.output()).contains("failed to load map");
            // the old map keeps running in the same server
            List<ProcessHandle> servers = ServerProcessesAccess.servers(port);
            assertThat(servers).hasSize(1);

            ServeRun.signal(run.process(), "INT");
            // stop() cancels what is in flight and ends the server; twedit halts after 15 s whatever happens
            Processes.Result r = run.finish(Duration.ofSeconds(30));
            assertThat(r.exitCode()).as(r.output()).isZero();
            assertThat(ServerProcessesAccess.gone(port, 5_000)).isTrue();
            assertThat(ServerProcessesAccess.allEnded(servers, 5_000))
                    .as("the server ended")
                    .isTrue();
            assertThat(clientsRunning(client))
                    .as("the client ended with twedit")
                    .isZero();
        }
    }

    @Test
    void sigtermStopsTheServerAndExitsZero() throws Exception {
        ServerProcessesAccess.require();
        Path map = dir.resolve("Tutorial.map");
        Files.write(map, ServerProcessesAccess.tutorial());
        int port = ServerProcessesAccess.freePort();
        try (Processes.Running run = ServeRun.start(map.toString(), "--port", "" + port)) {
            assertThat(run.awaitLine(l -> l.startsWith("serving Tutorial on"), WAIT))
                    .as(run.output())
                    .isTrue();
            ServeRun.signal(run.process(), "TERM");
            Processes.Result r = run.finish(Duration.ofSeconds(30));
            assertThat(r.exitCode()).as(r.output()).isZero();
            assertThat(ServerProcessesAccess.gone(port, 5_000)).isTrue();
        }
    }

    @Test
    void aKilledTweditLeavesNoServerBehind() throws Exception {
        killedTweditLeavesNoServer("SHELL");
    }

    /** The watchdog Windows uses (no sh there), a Java program of ours, works the same (here on Linux). */
    @Test
    void aKilledTweditLeavesNoServerBehindWithTheJavaWatchdog() throws Exception {
        killedTweditLeavesNoServer("JAVA");
    }

    private void killedTweditLeavesNoServer(String watchdog) throws Exception {
        ServerProcessesAccess.require();
        Path map = dir.resolve("Tutorial.map");
        Files.write(map, ServerProcessesAccess.tutorial());
        int port = ServerProcessesAccess.freePort();
        try (Processes.Running run = ServeRun.start(map.toString(), "--port", "" + port, "--watchdog", watchdog)) {
            assertThat(run.awaitLine(l -> l.startsWith("serving Tutorial on"), WAIT))
                    .as(run.output())
                    .isTrue();
            List<ProcessHandle> servers = ServerProcessesAccess.servers(port);
            assertThat(servers).hasSize(1);
            // the server's parent is the watchdog asked for
            ProcessHandle parent = servers.get(0).parent().orElseThrow();
            assertThat(parent.info().commandLine().orElse(""))
                    .contains(watchdog.equals("JAVA") ? "JavaWatchdog" : "twedit-watchdog");
            // SIGKILL to the JVM alone: no shutdown hook runs; the watchdog sees its pipe close
            run.process().destroyForcibly();
            run.process().waitFor();
            assertThat(ServerProcessesAccess.gone(port, 5_000)).isTrue();
            assertThat(ServerProcessesAccess.allEnded(servers, 5_000))
                    .as("the server ended")
                    .isTrue();
        }
    }

    @Test
    void aBusyExactPortIsRefusedWithTheReason() throws Exception {
        ServerProcessesAccess.require();
        Path map = dir.resolve("Tutorial.map");
        Files.write(map, ServerProcessesAccess.tutorial());
        int port = ServerProcessesAccess.freePort();
        try (java.net.DatagramSocket taken = new java.net.DatagramSocket(
                new java.net.InetSocketAddress(java.net.InetAddress.getLoopbackAddress(), port))) {
            CliRun r = CliRun.of("serve", map.toString(), "--port", "" + port);
            assertThat(r.exitCode()).isEqualTo(ExitCodes.PROBLEM);
            assertThat(r.err()).contains("port " + port + " is in use");
            assertThat(taken.isBound()).isTrue();
        }
    }

    private static long clientsRunning(Path script) throws InterruptedException {
        long end = System.nanoTime() + 5_000_000_000L;
        long n;
        do {
            n = ProcessHandle.allProcesses()
                    .filter(ProcessHandle::isAlive)
                    .filter(p -> p.info()
                            .arguments()
                            .map(a -> List.of(a).contains(script.toString()))
                            .orElse(false))
                    .count();
            if (n > 0) {
                Thread.sleep(50);
            }
        } while (n > 0 && System.nanoTime() < end);
        return n;
    }
}
