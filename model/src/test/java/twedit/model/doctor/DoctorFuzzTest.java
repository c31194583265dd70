package twedit.model.doctor;

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
import twedit.model.testutil.Processes;

/**
 * Thousands of mutated corpus maps go through salvage, check, fix-all and save in JVMs with -Xmx256m: salvage loads
 * or raises DatafileException, nothing else throws or hangs, every fixed map loads back intact with no error left,
 * and a sample of them (every 20th) loads in the real DDNet server. Small and big maps run in two JVMs at once.
 */
class DoctorFuzzTest {
    @Test
    @Timeout(value = 22, unit = TimeUnit.MINUTES)
    void checkAndFixSurviveMutatedCorpusMaps() throws Exception {
        List<String> small = new ArrayList<>();
        for (Path p : Corpus.maps()) {
            if (Files.size(p) < 200_000) {
                small.add(p.toString());
            }
        }
        assertThat(small).hasSizeGreaterThan(30);
        try (Processes.Running smallRun = start(11, 60, 20, small);
                Processes.Running bigRun = start(
                        12,
                        12,
                        5,
                        List.of(
                                Corpus.largest().toString(),
                                Corpus.ddnetMap("maps/Tutorial.map").toString(),
                                Corpus.ddnetMap("maps7/LearnToPlay.map").toString()))) {
            // both run at once; each is bounded, and one left running is killed when the test leaves
            String smallOut = finish(smallRun);
            String bigOut = finish(bigRun);
            assertThat(smallOut).doesNotContain("FAIL").contains(" 0 failures");
            assertThat(bigOut).doesNotContain("FAIL").contains(" 0 failures");
            assertThat(smallOut)
                    .as("some inputs must be salvaged, not just refused")
                    .doesNotContain(" 0 salvaged");
        }
    }

    private static Processes.Running start(long seed, int perMap, int serverEvery, List<String> maps)
            throws IOException {
        // zlib inflation runs in JNI critical regions, which hold off the garbage collector; on a busy machine the
        // JVM's default of 2 retries makes a small heap report OutOfMemoryError while it is not full, so allow more
        List<String> cmd = new ArrayList<>(List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xmx256m",
                "-XX:+UnlockDiagnosticVMOptions",
                "-XX:GCLockerRetryAllocationCount=100",
                "-cp",
                System.getProperty("java.class.path"),
                DoctorFuzzDriver.class.getName(),
                Long.toString(seed),
                Integer.toString(perMap),
                Integer.toString(serverEvery)));
        cmd.addAll(maps);
        return Processes.start(new ProcessBuilder(cmd));
    }

    private static String finish(Processes.Running p) throws InterruptedException {
        Processes.Result r = p.finish(Duration.ofMinutes(10));
        String text = r.output();
        System.out.println(text.lines()
                .filter(l -> l.startsWith("doctor fuzz:"))
                .findFirst()
                .orElse(""));
        assertThat(r.exitCode()).as(text).isZero();
        return text;
    }
}
