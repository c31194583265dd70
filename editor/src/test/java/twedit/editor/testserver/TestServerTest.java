package twedit.editor.testserver;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.net.DatagramSocket;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import twedit.model.testutil.Corpus;

/**
 * The test server with Debian's real DDNet-Server 16.4 on loopback: it loads, a change reloads, a broken change is
 * refused while the old map keeps running, a crash brings the previous map back, a busy port is avoided, stop leaves
 * no process. Each test is bounded (60 s).
 */
@Timeout(60)
class TestServerTest {
    private final List<String> lines = new CopyOnWriteArrayList<>();
    private final List<String> exits = new CopyOnWriteArrayList<>();
    private TestServer server;

    @BeforeEach
    void setUp() {
        ServerProcesses.require();
        server = new TestServer(ServerProcesses.SERVER, lines::add, exits::add);
    }

    @AfterEach
    void tearDown() {
        server.stop();
    }

    @Test
    void startsOnLoopbackAndReloadsAChange() throws Exception {
        int wanted = ServerProcesses.freePort();
        server.start("Tutorial.map", ServerProcesses.tutorial(), wanted, false);
        assertThat(server.running()).isTrue();
        assertThat(server.name()).isEqualTo("Tutorial");
        assertThat(server.port()).isEqualTo(wanted);
        assertThat(lines).anyMatch(l -> l.contains("datafile: loading done. datafile='maps/Tutorial.map'"));
        // the game port is taken on 127.0.0.1 (the server's) and the server is not registered with the masters
        assertThat(ServerFolder.udpFree(server.port())).isFalse();
        assertThat(ServerProcesses.servers(server.port())).hasSize(1);
        // 16.4 has no hot_reload: asked, it says so, and reload is used
        assertThat(server.hotReload()).isFalse();
        assertThat(lines).anyMatch(l -> l.contains("No such command: 'hot_reload'"));

        int before = lines.size();
        Outcome o = server.reload(ServerProcesses.other());
        assertThat(o).isInstanceOf(Outcome.Reloaded.class);
        assertThat(List.copyOf(lines).subList(before, lines.size()))
                .anyMatch(l -> l.contains("datafile: loading done. datafile='maps/Tutorial.map'"));
        assertThat(server.running()).isTrue();
        assertThat(exits).isEmpty();
    }

    @Test
    void aBrokenChangeIsRefusedAndTheOldMapKeepsRunning() throws Exception {
        server.start("Tutorial", ServerProcesses.tutorial(), ServerProcesses.freePort(), false);
        Outcome o = server.reload("not a map at all".getBytes(StandardCharsets.UTF_8));
        assertThat(o).isInstanceOf(Outcome.Refused.class);
        Outcome.Refused r = (Outcome.Refused) o;
        assertThat(r.reason()).contains("datafile: couldn't load header").contains("failed to load map");
        assertThat(r.restarted()).isFalse();
        // the same process still runs the old map and takes the next good change
        assertThat(server.running()).isTrue();
        assertThat(ServerProcesses.servers(server.port())).hasSize(1);
        assertThat(server.reload(ServerProcesses.tutorial())).isInstanceOf(Outcome.Reloaded.class);
        assertThat(exits).isEmpty();
    }

    @Test
    void aMapThatCrashesTheServerIsRefusedAndThePreviousMapRunsAgain() throws Exception {
        // Teeworlds 0.7 maps with compressed tiles crash DDNet-Server 16.4 (../shared/spec/ddnet-oracle.md)
        Path crasher = Corpus.TEEWORLDS_DATA.resolve("maps/ctf1.map");
        Corpus.require(Files.isRegularFile(crasher), "teeworlds-data (" + crasher + ")");
        server.start("Tutorial", ServerProcesses.tutorial(), ServerProcesses.freePort(), false);
        int port = server.port();
        Outcome o = server.reload(Files.readAllBytes(crasher));
        assertThat(o).isInstanceOf(Outcome.Refused.class);
        Outcome.Refused r = (Outcome.Refused) o;
        assertThat(r.restarted()).isTrue();
        assertThat(r.reason()).containsAnyOf("crashed", "exited");
        assertThat(server.running()).isTrue();
        assertThat(server.port()).isEqualTo(port);
        assertThat(server.reload(ServerProcesses.tutorial())).isInstanceOf(Outcome.Reloaded.class);
    }

    @Test
    void stopLeavesNoProcessAndNoFolder() throws Exception {
        server.start("Tutorial", ServerProcesses.tutorial(), ServerProcesses.freePort(), false);
        int port = server.port();
        List<ProcessHandle> tree = server.handle().descendants().toList();
        assertThat(tree).isNotEmpty();
        server.stop();
        assertThat(server.running()).isFalse();
        assertThat(ServerProcesses.gone(port, 5_000)).isTrue();
        assertThat(ServerProcesses.allEnded(tree, 5_000))
                .as("the server and its watchdog ended")
                .isTrue();
        assertThat(ServerFolder.udpFree(port)).isTrue();
        assertThat(exits).as("a stop is not reported as the server ending").isEmpty();
    }

    @Test
    void theJavaWatchdogRunsAndStopsTheServerToo() throws Exception {
        // Windows has no sh: there a Java program of ours watches the editor (here tried on Linux)
        TestServer java = new TestServer(ServerProcesses.SERVER, lines::add, exits::add, ParentWatch.JAVA);
        try {
            java.start("Tutorial", ServerProcesses.tutorial(), ServerProcesses.freePort(), false);
            int port = java.port();
            assertThat(java.handle().info().commandLine().orElse("")).contains(JavaWatchdog.class.getName());
            List<ProcessHandle> tree = java.handle().descendants().toList();
            assertThat(tree).hasSize(1);
            assertThat(java.reload(ServerProcesses.other())).isInstanceOf(Outcome.Reloaded.class);
            java.stop();
            assertThat(ServerProcesses.gone(port, 5_000)).isTrue();
            assertThat(ServerProcesses.allEnded(tree, 5_000)).isTrue();
            assertThat(exits).as("a stop is not reported as the server ending").isEmpty();
        } finally {
            java.stop();
        }
    }

    @Test
    void aBusyPortIsAvoidedAndAnExactBusyPortIsRefused() throws Exception {
        int busy = ServerProcesses.freePort();
        try (DatagramSocket taken = new DatagramSocket(new InetSocketAddress(InetAddress.getLoopbackAddress(), busy))) {
            server.start("Tutorial", ServerProcesses.tutorial(), busy, false);
            assertThat(server.port()).isNotEqualTo(busy);
            assertThat(server.running()).isTrue();
            server.stop();
            assertThatThrownBy(() -> server.start("Tutorial", ServerProcesses.tutorial(), busy, true))
                    .isInstanceOf(TestServerException.class)
                    .hasMessageContaining("port " + busy + " is in use");
            assertThat(taken.isBound()).isTrue();
        }
    }

    @Test
    void aMapTheServerRefusesAtStartSaysWhy() throws Exception {
        assertThatThrownBy(() -> server.start(
                        "broken", "garbage".getBytes(StandardCharsets.UTF_8), ServerProcesses.freePort(), false))
                .isInstanceOf(TestServerException.class)
                .hasMessageContaining("refused broken")
                .hasMessageContaining("couldn't load header");
        assertThat(server.running()).isFalse();
    }
}
