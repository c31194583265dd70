package twedit.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import twedit.model.codec.MapEncoder;
import twedit.model.codec.SaveOptions;
import twedit.model.datafile.DatafileWriter;
import twedit.model.map.MapFixtures;
import twedit.model.map.TileKind;
import twedit.model.map.TwMap;
import twedit.model.testutil.Corpus;
import twedit.model.testutil.TestMaps;

/** `twedit check`: one line per finding, a summary, exit 0 clean / 1 findings / 2 unreadable. */
class CheckCommandTest {
    @TempDir
    Path tmp;

    @Test
    void aCleanMapExitsWithZero() {
        Path map = Corpus.ddnetMap("maps/coverage.map");
        CliRun r = CliRun.of("check", map.toString());
        assertThat(r.exitCode()).as(r.out() + r.err()).isZero();
        assertThat(r.out().lines())
                .containsExactly(
                        "checked 1 map for DDNet: 1 clean, 0 with findings (0 errors that break the map, 0 warnings not"
                                + " DDNet's), 0 unreadable");
    }

    @Test
    void eachFindingIsOneLineWithTheFileWhereAndWhat() throws Exception {
        TwMap m = TestMaps.kitchenSink();
        MapFixtures.set(m.physicsLayer(TileKind.TELE).orElseThrow().grid(), 1, 1, 1, 99);
        MapFixtures.setOffset(m.gameGroup().orElseThrow(), 5, 5);
        Path map = tmp.resolve("broken.map");
        Files.write(map, new DatafileWriter().write(new MapEncoder(SaveOptions.DDNET).encode(m)));
        CliRun r = CliRun.of("check", map.toString());
        assertThat(r.exitCode())
                .as("only findings that are not DDNet's: the server loads it")
                .isZero();
        assertThat(r.out().lines())
                .as("findings come in repair order: structure first")
                .containsExactly(
                        map
                                + ": warning (not DDNet's): group 1 'Game': the Game group has offset 5,5; DDNet uses name"
                                + " Game, offset 0, parallax 100, no clipping (fix: set name Game, offset 0, parallax 100,"
                                + " no clipping)",
                        map + ": warning (not DDNet's): group 1 'Game' layer 3 'Tele': 1 cell with invalid tele types,"
                                + " first at 1,1 (bytes 0 99) (fix: zero those cells)",
                        "checked 1 map for DDNet: 0 clean, 1 with findings (0 errors that break the map, 2 warnings not"
                                + " DDNet's), 0 unreadable");
        assertThat(r.err()).isEmpty();
    }

    @Test
    void teeworlds07MapsBreakForDdnetAndNotForTeeworldsAndRepeatedFindingsShareALine() {
        Path ctf1 = Corpus.TEEWORLDS_DATA.resolve("maps/ctf1.map");
        Corpus.require(Files.isRegularFile(ctf1), ctf1.toString());
        CliRun r = CliRun.of("check", ctf1.toString());
        assertThat(r.exitCode()).as(r.out() + r.err()).isEqualTo(ExitCodes.PROBLEM);
        assertThat(r.out().lines())
                .containsExactly(
                        ctf1 + ": error (breaks the map): group 3 '' layer 0 'Tiles'; group 4 'Game' layer 0 'Tiles';"
                                + " group 4 'Game' layer 1 'Game' and 2 more (5 places): tiles stored in Teeworlds"
                                + " 0.7's compressed form: DDNet before 17.2 (Debian's 16.4 among them) crashes loading"
                                + " the map; 17.2 and later expand them (fix: save the map in DDNet form (twedit"
                                + " convert --to ddnet))",
                        "checked 1 map for DDNet: 0 clean, 1 with findings (5 errors that break the map, 0 warnings"
                                + " not DDNet's), 0 unreadable");
        CliRun tw = CliRun.of("check", "--for", "teeworlds", ctf1.toString());
        assertThat(tw.exitCode()).as(tw.out() + tw.err()).isZero();
        assertThat(tw.out()).contains("checked 1 map for Teeworlds 0.7: 1 clean");
    }

    @Test
    void aDamagedFileIsSalvagedAndGetsFindings() throws Exception {
        byte[] full = Files.readAllBytes(Corpus.ddnetMap("maps/Tutorial.map"));
        Path cut = tmp.resolve("cut.map");
        Files.write(cut, Arrays.copyOf(full, full.length - 100_000));
        CliRun r = CliRun.of("check", cut.toString());
        assertThat(r.exitCode()).as(r.err()).isEqualTo(ExitCodes.PROBLEM);
        assertThat(r.out())
                .contains(cut + ": error (breaks the map): file: DDNet refuses the file as it is: file is ")
                .contains("(the file is truncated); dropped");
        assertThat(r.err()).isEmpty();
    }

    @Test
    void manyFilesInOneProcessAndOneUnreadableFileDoesNotStopTheOthers() throws Exception {
        List<Path> corpus = Corpus.maps();
        Path junk = tmp.resolve("junk.map");
        Files.writeString(junk, "this is not a map");
        List<String> args = new ArrayList<>(List.of("check"));
        for (int i = 0; i < corpus.size(); i++) {
            args.add(corpus.get(i).toString());
            if (i == 2) {
                args.add(junk.toString());
                args.add(tmp.resolve("missing.map").toString());
            }
        }
        CliRun r = CliRun.of(args.toArray(String[]::new));
        assertThat(r.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(r.err().lines())
                .containsExactly(
                        "twedit: " + junk + ": not a datafile: the magic at offset 0 is" + " not DATA or ATAD",
                        "twedit: " + tmp.resolve("missing.map") + ": no such file");
        List<String> lines = r.out().lines().toList();
        assertThat(lines.get(lines.size() - 1))
                .startsWith("checked " + (corpus.size() + 2) + " maps for DDNet: ")
                .endsWith(", 2 unreadable");
        for (String l : lines.subList(0, lines.size() - 1)) {
            assertThat(l).matches("/.*\\.map: (error \\(breaks the map\\)|warning \\(not DDNet's\\)): .+: .+");
        }
        // every corpus map after the bad ones was still checked (clean maps print no line: the summary counts them)
        java.util.regex.Matcher counts = java.util.regex.Pattern.compile(": (\\d+) clean, (\\d+) with findings")
                .matcher(lines.get(lines.size() - 1));
        assertThat(counts.find()).isTrue();
        assertThat(Integer.parseInt(counts.group(1)) + Integer.parseInt(counts.group(2)))
                .isEqualTo(corpus.size());
        assertThat(r.out()).contains("Tutorial.map: warning (not DDNet's): group 14 'Game' layer 0 'Switch'");
    }
}
