package twedit.editor.testserver;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import twedit.model.codec.SaveOptions;
import twedit.model.datafile.ReadLimits;
import twedit.model.io.MapFiles;
import twedit.model.map.TwMap;

/**
 * The hot_reload path, which Debian's 16.4 cannot show (it lacks the command), against {@link FakeEconServer}, a
 * server of the test's own speaking DDNet's econ protocol and printing as DDNet 19.9 does: asked
 * {@code access_level hot_reload} it answers as a server that has the command, so reloads go by {@code hot_reload}
 * (never {@code reload}); a reload counts as done once the server has read the map (19.9 says so with its sha256 line,
 * "loading done" being trace output there) and answered the echo after it; a broken map is refused with the old one
 * kept; and stop() ends a reload the server never answers instead of waiting for it.
 */
@Timeout(90)
class HotReloadTest {
    @TempDir
    Path dir;

    private final List<String> lines = new CopyOnWriteArrayList<>();

    private Path fakeServer() throws Exception {
        String java = ProcessHandle.current().info().command().orElse("java");
        Path script = dir.resolve("DDNet-Server");
        Files.writeString(
                script,
                "#!/bin/sh\nexec '" + java + "' -Xmx64m -XX:TieredStopAtLevel=1 -cp '"
                        + System.getProperty("java.class.path") + "' " + FakeEconServer.class.getName() + " \"$@\"\n",
                StandardCharsets.UTF_8);
        assertThat(script.toFile().setExecutable(true)).isTrue();
        return script;
    }

    private static byte[] map(int width) throws Exception {
        return new MapFiles(ReadLimits.EDITOR, null).encode(TwMap.newMap(width, 20), SaveOptions.DDNET);
    }

    private long commands(String command) {
        return lines.stream()
                .filter(l -> l.endsWith("command='" + command + "'"))
                .count();
    }

    @Test
    void aServerThatKnowsHotReloadIsReloadedWithIt() throws Exception {
        List<String> exits = new CopyOnWriteArrayList<>();
        TestServer server = new TestServer(fakeServer(), lines::add, exits::add);
        try {
            server.start("Hot.map", map(30), ServerProcesses.freePort(), false);
            assertThat(server.hotReload()).as(String.join("\n", lines)).isTrue();
            assertThat(lines).anyMatch(l -> l.endsWith("console: moderator access for 'hot_reload' is disabled"));

            Outcome first = server.reload(map(40));
            assertThat(first).as(String.join("\n", lines)).isInstanceOf(Outcome.Reloaded.class);
            Outcome second = server.reload(map(50));
            assertThat(second).isInstanceOf(Outcome.Reloaded.class);
            assertThat(commands("hot_reload"))
                    .as("each reload went by hot_reload")
                    .isEqualTo(2);
            assertThat(commands("reload")).as("never by reload").isZero();
            assertThat(lines)
                    .as("19.9 prints no 'loading done' at the level asked for: the sha256 line counted the reload")
                    .noneMatch(l -> l.contains("datafile: loading done"))
                    .anyMatch(l -> l.contains("server: maps/Hot.map sha256 is "));

            Outcome broken = server.reload("no map".getBytes(StandardCharsets.UTF_8));
            assertThat(broken).isInstanceOf(Outcome.Refused.class);
            assertThat(((Outcome.Refused) broken).restarted()).isFalse();
            assertThat(((Outcome.Refused) broken).reason()).contains("failed to load map");
            assertThat(commands("hot_reload")).isEqualTo(3);
            assertThat(server.running()).isTrue();
            assertThat(server.reload(map(30))).isInstanceOf(Outcome.Reloaded.class);
            assertThat(exits).isEmpty();
        } finally {
            server.stop();
        }
    }

    @Test
    void stopEndsAReloadTheServerNeverAnswersInsteadOfWaitingForIt() throws Exception {
        List<String> exits = new CopyOnWriteArrayList<>();
        TestServer server = new TestServer(fakeServer(), lines::add, exits::add);
        try {
            server.start("Hot.map", map(30), ServerProcesses.freePort(), false);
            ProcessHandle process = server.handle();
            java.util.concurrent.CompletableFuture<Object> reloading = new java.util.concurrent.CompletableFuture<>();
            java.util.concurrent.atomic.AtomicBoolean leftInterrupted = new java.util.concurrent.atomic.AtomicBoolean();
            Thread reloader = new Thread(
                    () -> {
                        Object outcome;
                        try {
                            outcome = server.reload("HANG".getBytes(StandardCharsets.UTF_8));
                        } catch (Exception e) {
                            outcome = e;
                        }
                        leftInterrupted.set(Thread.currentThread().isInterrupted());
                        reloading.complete(outcome);
                    },
                    "reloader");
            reloader.start();
            // the server got the reload (and will never answer it)
            while (commands("hot_reload") == 0) {
                Thread.sleep(20);
            }
            server.stop();
            // before, stop() waited for the reload's 30 s, after which the reload started the server again on the
            // old map and returned Refused(restarted)
            assertThat(reloading.get(20, java.util.concurrent.TimeUnit.SECONDS))
                    .isInstanceOf(TestServerException.class)
                    .extracting(o -> ((Exception) o).getMessage())
                    .isEqualTo("the test server was stopped");
            assertThat(leftInterrupted.get())
                    .as("the stop's interrupt is not left behind on the caller's thread")
                    .isFalse();
            assertThat(server.running()).isFalse();
            assertThat(process.onExit()
                            .get(10, java.util.concurrent.TimeUnit.SECONDS)
                            .isAlive())
                    .isFalse();
            assertThat(exits).as("a stop is no crash").isEmpty();
            assertThat(lines.stream().filter(l -> l.contains("server: version ")))
                    .as("nothing was started again")
                    .hasSize(1);
        } finally {
            server.stop();
        }
    }
}
