package twedit.model.datafile;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import twedit.model.testutil.Corpus;
import twedit.model.testutil.FuzzDriver;

/**
 * Thousands of mutated corpus maps go through the reader, decoder and encoder in a JVM with -Xmx256m: each loads
 * or raises DatafileException; no other exception, no OutOfMemoryError, no hang.
 */
class MalformedInputTest {
    @Test
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
        Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
        byte[] out = p.getInputStream().readAllBytes();
        assertThat(p.waitFor(10, TimeUnit.MINUTES)).isTrue();
        String text = new String(out, StandardCharsets.UTF_8);
        assertThat(p.exitValue()).as(text).isZero();
        return text;
    }
}
