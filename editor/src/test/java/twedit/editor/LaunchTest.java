package twedit.editor;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import twedit.model.testutil.Corpus;

/**
 * The real start, in a JVM of its own as {@code ./twedit A.map B.map} runs it: the first map is read while the window
 * is built and shown in its first frame, with nothing thrown on the way.
 */
class LaunchTest {
    @TempDir
    Path home;

    @Test
    void theFirstMapGivenIsShownAndNothingIsThrown() throws Exception {
        Path first = Corpus.largest();
        Path second = Corpus.ddnetMap("maps7/Tutorial.map");
        ProcessBuilder pb = new ProcessBuilder(
                        Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                        "-Dtwedit.launchTiming=true",
                        "-Djava.util.prefs.userRoot=" + home.resolve("prefs"),
                        "-Duser.home=" + home,
                        "-cp",
                        System.getProperty("java.class.path"),
                        Main.class.getName(),
                        first.toString(),
                        second.toString())
                .redirectErrorStream(true);
        pb.environment().put("TWEDIT_RECOVERY_DIR", home.resolve("recovery").toString());
        pb.environment().put("HOME", home.toString());
        Process p = pb.start();
        List<String> out = new ArrayList<>();
        boolean shown = false;
        try (BufferedReader in =
                new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8))) {
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(90);
            String line;
            while (System.nanoTime() < deadline && (line = in.readLine()) != null) {
                out.add(line);
                if (line.startsWith("twedit: [background] other images decoded")) {
                    shown = true;
                    break;
                }
            }
        } finally {
            p.descendants().forEach(ProcessHandle::destroy);
            p.destroy();
            p.waitFor(10, TimeUnit.SECONDS);
        }
        String all = String.join("\n", out);
        assertThat(shown)
                .as("the map is shown and its other images decoded:\n" + all)
                .isTrue();
        assertThat(all)
                .contains("twedit: map shown after")
                .doesNotContain("Exception")
                .doesNotContain("\tat ");
    }
}
