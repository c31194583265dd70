package twedit.model.doctor;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;
import twedit.model.datafile.ReadLimits;
import twedit.model.testutil.Corpus;
import twedit.model.testutil.DdnetOracle;

/**
 * Every map Debian installs (ddnet-data maps, maps7 and themes; teeworlds-data maps and ui/themes) through the real
 * DDNet server: check finds something that breaks the map exactly when the server does not load it, and judged for
 * Teeworlds 0.7 the maps of teeworlds-data have nothing that breaks them.
 */
class CheckAgreesWithServerTest {
    /** Maps the server takes at a time (about 0.3 s each). */
    private static final int PARALLEL = 2;

    private record Verdict(Path map, boolean serverLoads, List<Finding> ddnet, List<Finding> teeworlds) {
        boolean checkBreaks() {
            return ddnet.stream().anyMatch(Finding::isError);
        }
    }

    @Test
    void checkBreaksTheMapExactlyWhenTheServerDoesNotLoadIt() throws Exception {
        List<Path> maps = Corpus.maps();
        ExecutorService pool = Executors.newFixedThreadPool(PARALLEL);
        List<Verdict> verdicts = new ArrayList<>();
        try {
            List<Future<Verdict>> jobs = new ArrayList<>();
            for (Path p : maps) {
                jobs.add(pool.submit(() -> {
                    byte[] bytes = Files.readAllBytes(p);
                    SalvageResult loaded = Salvage.load(bytes, ReadLimits.DDNET);
                    return new Verdict(
                            p,
                            DdnetOracle.serverLoads(bytes).loaded(),
                            Doctor.check(loaded, Target.DDNET),
                            Doctor.check(loaded, Target.TEEWORLDS));
                }));
            }
            for (Future<Verdict> j : jobs) {
                verdicts.add(j.get());
            }
        } finally {
            pool.shutdownNow();
        }
        List<String> disagree = new ArrayList<>();
        int crashes = 0;
        for (Verdict v : verdicts) {
            crashes += v.serverLoads() ? 0 : 1;
            if (v.serverLoads() == v.checkBreaks()) {
                disagree.add(v.map() + ": server " + (v.serverLoads() ? "loads it" : "does not load it") + ", check: "
                        + v.ddnet().stream()
                                .filter(Finding::isError)
                                .map(Finding::kindLine)
                                .toList());
            }
            assertThat(v.ddnet())
                    .as(v.map() + ": tele numbers are DDNet's (CCollision::Init files every one)")
                    .noneMatch(f -> f.where().contains("'Tele'") && f.checkId().equals("tiles.fields"));
            if (v.map().startsWith(Corpus.TEEWORLDS_DATA)) {
                assertThat(v.teeworlds())
                        .as(v.map() + ": Teeworlds 0.7's server loads it")
                        .noneMatch(Finding::isError);
            }
        }
        assertThat(disagree).as("maps where check and the server disagree").isEmpty();
        assertThat(verdicts).as("maps of the corpus").hasSizeGreaterThanOrEqualTo(55);
        // 15 of teeworlds-data's 0.7 maps crash DDNet-Server 16.4 (their tiles are 0.7-compressed)
        assertThat(crashes).as("maps the server does not load").isGreaterThanOrEqualTo(15);
    }
}
