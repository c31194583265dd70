package twedit.editor.safety;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import twedit.editor.testutil.EditorGui;
import twedit.model.codec.SaveOptions;
import twedit.model.datafile.ReadLimits;
import twedit.model.io.MapFiles;
import twedit.model.map.TileLayer;
import twedit.model.map.TwMap;

/**
 * A crash loses at most the last few seconds: an editor in a JVM of its own paints a cell and is killed with SIGKILL
 * ({@code destroyForcibly}) {@value #KILL_AFTER_SECONDS} seconds later, with no chance to clean up; its recovery file
 * then exists and holds the painted cell. (Before, recovery files came every three minutes: a kill twelve seconds after
 * painting lost it.)
 */
class AutosaveCrashTest {
    /** The default autosave delay ({@link SafetyPrefs#DEFAULT_AUTOSAVE_SECONDS}) and room for a loaded machine. */
    static final int KILL_AFTER_SECONDS = 10;

    @TempDir
    Path home;

    @Test
    void aKillNineAFewSecondsAfterAnEditLeavesARecoveryFileWithTheEdit() throws Exception {
        EditorGui.requireDisplay();
        MapFiles files = new MapFiles(ReadLimits.EDITOR, null);
        Path map = home.resolve("crash.map");
        Files.write(map, files.encode(TwMap.newMap(40, 30), SaveOptions.DDNET));
        Path recovery = home.resolve("recovery");
        ProcessBuilder pb = new ProcessBuilder(
                        Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                        "-Djava.util.prefs.userRoot=" + home.resolve("prefs"),
                        "-Duser.home=" + home,
                        "-cp",
                        System.getProperty("java.class.path"),
                        CrashChild.class.getName(),
                        map.toString(),
                        "7",
                        "5",
                        "1")
                .redirectErrorStream(true);
        pb.environment().put("TWEDIT_RECOVERY_DIR", recovery.toString());
        pb.environment().put("HOME", home.toString());
        pb.environment().put("XDG_DATA_HOME", home.resolve("share").toString());
        Process p = pb.start();
        List<String> out = new ArrayList<>();
        long editedAt = -1;
        long writtenAfterMs = -1;
        try {
            BufferedReader in = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8));
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(90);
            String line;
            while (System.nanoTime() < deadline && (line = in.readLine()) != null) {
                out.add(line);
                if (line.contains("crash-child: ")) {
                    editedAt = System.nanoTime();
                    break;
                }
            }
            assertThat(out).as("the child edited its map").anyMatch(l -> l.contains("crash-child: edited"));
            // the output goes on being read so the child never blocks on a full pipe
            Thread drain = new Thread(() -> in.lines().forEach(out::add));
            drain.setDaemon(true);
            drain.start();
            long killAt = editedAt + TimeUnit.SECONDS.toNanos(KILL_AFTER_SECONDS);
            while (System.nanoTime() < killAt) {
                if (writtenAfterMs < 0 && !new RecoveryStore(recovery).entries().isEmpty()) {
                    writtenAfterMs = (System.nanoTime() - editedAt) / 1_000_000;
                }
                Thread.sleep(50);
            }
        } finally {
            p.destroyForcibly(); // SIGKILL on Linux: no shutdown hook, no clean-up
            p.waitFor(20, TimeUnit.SECONDS);
        }
        System.out.println("autosave_after_edit_ms: " + writtenAfterMs);
        List<RecoveryStore.Entry> entries = new RecoveryStore(recovery).entries();
        assertThat(entries)
                .as("a recovery file survives the kill; child output:\n" + String.join("\n", out))
                .hasSize(1);
        assertThat(entries.get(0).original()).isEqualTo(map.toAbsolutePath());
        TwMap recovered = files.load(entries.get(0).map()).map();
        TileLayer game = recovered.gameLayer().orElseThrow();
        assertThat(game.grid().get(7, 5, 0))
                .as("the painted cell is in the recovery file")
                .isEqualTo(1);
    }
}
