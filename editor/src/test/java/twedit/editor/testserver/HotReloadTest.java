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
 * kept.
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
}
