package twedit.editor;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import twedit.model.testutil.Corpus;
import twedit.model.testutil.Processes;

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
        pb.environment().put("XDG_DATA_HOME", home.resolve("data").toString());
        boolean shown;
        String all;
        try (Processes.Running p = Processes.start(pb)) {
            // the deadline holds while the child prints nothing too (the lines are read on a thread of their own)
            shown = p.awaitLine(
                    line -> line.startsWith("twedit: [background] other images decoded"), Duration.ofSeconds(90));
            all = p.output();
        } // closing kills the editor and its children
        assertThat(shown)
                .as("the map is shown and its other images decoded:\n" + all)
                .isTrue();
        assertThat(all)
                .contains("twedit: map shown after")
                .doesNotContain("Exception")
                .doesNotContain("\tat ");
    }
}
