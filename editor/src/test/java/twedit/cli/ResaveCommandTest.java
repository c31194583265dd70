package twedit.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import twedit.model.codec.MapDecoder;
import twedit.model.datafile.ReadLimits;
import twedit.model.testutil.Corpus;
import twedit.model.testutil.DdnetOracle;
import twedit.model.testutil.MapDump;

/** `twedit info`, `resave` and `convert` on the real corpus, including a bad file in the middle of a batch. */
class ResaveCommandTest {
    @TempDir
    Path tmp;

    @Test
    void batchResaveOfTheWholeCorpusLoadsInTheRealServerAndOneBadFileDoesNotStopTheOthers() throws Exception {
        List<Path> corpus = Corpus.maps();
        Path inputs = Files.createDirectories(tmp.resolve("in"));
        List<String> args = new ArrayList<>(List.of("resave"));
        for (int i = 0; i < corpus.size(); i++) {
            Path copy = inputs.resolve(i + "_" + corpus.get(i).getFileName());
            Files.copy(corpus.get(i), copy);
            args.add(copy.toString());
            if (i == 3) {
                Path broken = inputs.resolve("broken.map");
                Files.write(broken, java.util.Arrays.copyOf(Files.readAllBytes(corpus.get(i)), 200));
                args.add(broken.toString());
            }
        }
        Path out = tmp.resolve("out");
        args.add("-o");
        args.add(out.toString());
        CliRun run = CliRun.of(args.toArray(String[]::new));
        assertThat(run.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(run.err().lines())
                .hasSize(1)
                .allMatch(l -> l.startsWith("twedit: ") && l.contains("broken.map") && l.contains("truncated"));
        // each file's line, then a line per warning of what reading tolerated
        assertThat(run.out().lines().filter(l -> !l.contains(": warning: "))).hasSize(corpus.size());
        List<String> failures = new ArrayList<>();
        for (int i = 0; i < corpus.size(); i++) {
            Path saved = out.resolve(i + "_" + corpus.get(i).getFileName());
            var original = new MapDecoder(ReadLimits.DDNET).read(corpus.get(i)).map();
            var back = new MapDecoder(ReadLimits.DDNET).read(saved).map();
            String diff = MapDump.firstDifference(MapDump.of(original), MapDump.of(back));
            if (diff != null) {
                failures.add(saved + ": " + diff);
            }
            DdnetOracle.ServerResult server = DdnetOracle.serverLoads(Files.readAllBytes(saved));
            if (!server.loaded()) {
                failures.add(saved + ": " + server.summary());
            }
        }
        assertThat(failures).isEmpty();
    }

    @Test
    void singleResaveAndInfo() throws Exception {
        Path in = Corpus.ddnetMap("maps/Tutorial.map");
        Path out = tmp.resolve("t.map");
        assertThat(CliRun.of("resave", in.toString(), out.toString()).exitCode())
                .isZero();
        CliRun info = CliRun.of("info", out.toString(), "--json");
        assertThat(info.exitCode()).isZero();
        JsonNode j = new ObjectMapper().readTree(info.out());
        assertThat(j.get("form").asText()).isEqualTo("ddnet");
        assertThat(j.get("groups").size()).isPositive();
        boolean hasTele = false;
        for (JsonNode g : j.get("groups")) {
            for (JsonNode l : g.get("layers")) {
                hasTele |= l.get("kind").asText().equals("tele");
            }
        }
        assertThat(hasTele).isTrue();
        CliRun text = CliRun.of("info", in.toString());
        assertThat(text.out()).contains("groups (").contains("game 'Game'");
    }

    @Test
    void unreadableInputAndBadUsageExitWithTwo() throws Exception {
        Path junk = tmp.resolve("junk.map");
        Files.writeString(junk, "this is not a map");
        CliRun r = CliRun.of("info", junk.toString());
        assertThat(r.exitCode()).isEqualTo(2);
        assertThat(r.err()).contains("junk.map").contains("not a datafile").doesNotContain("Exception");
        assertThat(CliRun.of("resave", junk.toString()).exitCode()).isEqualTo(2);
        assertThat(CliRun.of("convert", junk.toString(), tmp.resolve("x.map").toString(), "--to", "bogus")
                        .exitCode())
                .isEqualTo(2);
        assertThat(CliRun.of("frobnicate").exitCode()).isEqualTo(2);
    }

    @Test
    void convertTo07AndBack() throws Exception {
        Path in = Corpus.ddnetMap("maps/dm1.map");
        Path v07 = tmp.resolve("dm1_07.map");
        Path back = tmp.resolve("dm1_back.map");
        assertThat(CliRun.of("convert", in.toString(), v07.toString(), "--to", "0.7")
                        .exitCode())
                .isZero();
        assertThat(CliRun.of("info", v07.toString()).out()).contains("0.7 map");
        assertThat(CliRun.of("convert", v07.toString(), back.toString(), "--to", "ddnet")
                        .exitCode())
                .isZero();
        var a = new MapDecoder(ReadLimits.DDNET).read(in).map();
        var b = new MapDecoder(ReadLimits.DDNET).read(back).map();
        assertThat(MapDump.firstDifference(MapDump.of(a), MapDump.of(b))).isNull();
        CliRun refused = CliRun.of(
                "convert",
                Corpus.ddnetMap("maps/Tutorial.map").toString(),
                tmp.resolve("t07.map").toString(),
                "--to",
                "0.7");
        assertThat(refused.exitCode()).isEqualTo(2);
        assertThat(refused.err()).contains("0.7 form cannot hold");
    }

    /**
     * A write that fails names OUT, not IN: an OUT under a regular file (its folder cannot be made) and one in /proc
     * (where no file can be made, even by root; a full disk fails at the same step).
     */
    @Test
    void aFailedWriteNamesTheOutputFile() throws Exception {
        Path in = Corpus.ddnetMap("maps/dm1.map");
        Path notADir = Files.writeString(tmp.resolve("plain.txt"), "x");
        for (Path out : List.of(notADir.resolve("out.map"), Path.of("/proc/twedit-resave-test.map"))) {
            for (String[] args : new String[][] {
                {"resave", in.toString(), out.toString()},
                {"convert", in.toString(), out.toString(), "--to", "0.7"},
                {"fix", in.toString(), out.toString()}
            }) {
                CliRun run = CliRun.of(args);
                assertThat(run.exitCode()).as(run.err()).isEqualTo(ExitCodes.USAGE);
                assertThat(run.err())
                        .as(args[0])
                        .startsWith("twedit: " + out + ": ")
                        .doesNotContain(in.toString());
            }
        }
    }
}
