package twedit.model.doctor;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import twedit.model.codec.MapDecoder;
import twedit.model.datafile.ReadLimits;
import twedit.model.testutil.Corpus;
import twedit.model.testutil.Processes;

/**
 * Kills a JVM (SIGKILL, no shutdown hooks) while it saves a large map again and again with AtomicFiles, and finds
 * the target still a complete earlier version: byte for byte one of the two versions written, and loadable.
 */
class AtomicSaveKillTest {
    private static final int KILLS = 5;

    @TempDir
    Path tmp;

    @Test
    void killingTheJvmMidSaveLeavesThePreviousFileIntact() throws Exception {
        Path map = Corpus.ddnetMap("maps7/Tutorial.map");
        Random random = new Random(7);
        int midSave = 0;
        for (int kill = 0; kill < KILLS; kill++) {
            Path dir = Files.createDirectories(tmp.resolve("run" + kill));
            ProcessBuilder pb = new ProcessBuilder(
                    Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                    "-Xmx512m",
                    "-cp",
                    System.getProperty("java.class.path"),
                    SaveLoopDriver.class.getName(),
                    map.toString(),
                    dir.toString());
            int wanted = 2 + random.nextInt(4);
            String seen;
            try (Processes.Running p = Processes.start(pb)) { // a save loop left running is killed on the way out
                assertThat(p.awaitLine(l -> l.equals("saving " + wanted), Duration.ofSeconds(120)))
                        .as("the save loop stopped talking: " + p.output())
                        .isTrue();
                // somewhere in the middle of save number `wanted` (writing ~18 MB takes milliseconds)
                Thread.sleep(random.nextInt(4));
                p.kill();
                seen = p.output();
            }
            if (!seen.lines().toList().contains("saved " + wanted)) {
                midSave++;
            }
            byte[] target = Files.readAllBytes(dir.resolve("target.map"));
            byte[] a = Files.readAllBytes(dir.resolve("a.ref"));
            byte[] b = Files.readAllBytes(dir.resolve("b.ref"));
            assertThat(Arrays.equals(target, a) || Arrays.equals(target, b))
                    .as("after kill " + kill + " the target is one complete version (" + target.length + " bytes)")
                    .isTrue();
            assertThat(new MapDecoder(ReadLimits.DDNET).read(target).map().gameLayer())
                    .isPresent();
        }
        assertThat(midSave).as("kills that hit a save in progress").isPositive();
    }
}
