package twedit.model.datafile;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import twedit.model.testutil.Corpus;
import twedit.model.testutil.FuzzDriver;
import twedit.model.testutil.Processes;

/**
 * Thousands of mutated corpus maps go through the reader, decoder and encoder in a JVM with -Xmx256m: each loads
 * or raises DatafileException; no other exception, no OutOfMemoryError, no hang.
 */
class MalformedInputTest {
    @Test
    @Timeout(value = 20, unit = TimeUnit.MINUTES)
    void mutatedCorpusMapsLoadOrRaiseTheDocumentedException() throws Exception {
        List<String> small = new ArrayList<>();
        for (Path p : Corpus.maps()) {
            if (Files.size(p) < 200_000) {
                small.add(p.toString());
            }
        }
        assertThat(small).hasSizeGreaterThan(30);
        String out = runDriver(1, 80, small);
        assertThat(out).doesNotContain("FAIL").contains(" 0 failures");
        String big = runDriver(
                2,
                30,
                List.of(
                        Corpus.largest().toString(),
                        Corpus.ddnetMap("maps7/LearnToPlay.map").toString()));
        assertThat(big).doesNotContain("FAIL").contains(" 0 failures");
    }

    private static String runDriver(long seed, int perMap, List<String> maps) throws IOException, InterruptedException {
        List<String> cmd = new ArrayList<>(List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xmx256m",
                "-cp",
                System.getProperty("java.class.path"),
                FuzzDriver.class.getName(),
                Long.toString(seed),
                Integer.toString(perMap)));
        cmd.addAll(maps);
        // bounded: a driver that hangs is killed and the test fails with what it printed
        Processes.Result r = Processes.run(new ProcessBuilder(cmd), Duration.ofMinutes(8));
        assertThat(r.exitCode()).as(r.output()).isZero();
        return r.output();
    }
}
