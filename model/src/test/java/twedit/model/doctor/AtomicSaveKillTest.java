package twedit.model.doctor;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import twedit.model.codec.MapDecoder;
import twedit.model.datafile.ReadLimits;
import twedit.model.testutil.Corpus;

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
            Process p = new ProcessBuilder(
                            Path.of(System.getProperty("java.home"), "bin", "java")
                                    .toString(),
                            "-Xmx512m",
                            "-cp",
                            System.getProperty("java.class.path"),
                            SaveLoopDriver.class.getName(),
                            map.toString(),
                            dir.toString())
                    .redirectErrorStream(true)
                    .start();
            BlockingQueue<String> lines = new LinkedBlockingQueue<>();
            Thread reader = new Thread(() -> {
                try (BufferedReader r =
                        new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8))) {
                    for (String l = r.readLine(); l != null; l = r.readLine()) {
                        lines.add(l);
                    }
                } catch (java.io.IOException e) {
                    // the process was killed
                }
            });
            reader.setDaemon(true);
            reader.start();
            List<String> seen = new ArrayList<>();
            int wanted = 2 + random.nextInt(4);
            while (true) {
                String l = lines.poll(60, TimeUnit.SECONDS);
                assertThat(l).as("the save loop stopped talking: " + seen).isNotNull();
                seen.add(l);
                if (l.equals("saving " + wanted)) {
                    break;
                }
            }
            // somewhere in the middle of save number `wanted` (writing ~18 MB takes milliseconds)
            Thread.sleep(random.nextInt(4));
            p.destroyForcibly();
            assertThat(p.waitFor(30, TimeUnit.SECONDS)).isTrue();
            reader.join(5000);
            lines.drainTo(seen);
            if (!seen.contains("saved " + wanted)) {
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
