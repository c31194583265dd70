package twedit.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import twedit.media.MapresOpacity;
import twedit.model.automap.AutomapResult;
import twedit.model.automap.Automapper;
import twedit.model.automap.RulesParser;
import twedit.model.datafile.ReadLimits;
import twedit.model.io.MapFiles;
import twedit.model.map.TileGrid;
import twedit.model.map.TileLayer;
import twedit.model.map.TwMap;
import twedit.model.testutil.Corpus;
import twedit.model.testutil.DdnetOracle;
import twedit.model.tiles.OpaqueTiles;
import twedit.model.tiles.TileOpacity;

/** {@code twedit automap}: automaps a corpus map's grass_main layer, saves a loadable map, refuses bad input. */
class AutomapCommandTest {
    private static final String NL = System.lineSeparator();
    /** dm1.map: group 6, layer 3 is a 60x50 tiles layer using grass_main; layer 2 is the game layer. */
    private static final String GROUP = "6";

    private static final String LAYER = "3";

    @TempDir
    Path dir;

    /** The last command run: its exit code and what it printed. */
    private CliRun last;

    private int run(String... args) {
        last = CliRun.of(args);
        return last.exitCode();
    }

    private static TwMap load(Path p) throws Exception {
        return new MapFiles(ReadLimits.DDNET, null).load(p).map();
    }

    private static TileLayer layer(TwMap m) {
        return (TileLayer) m.groups().get(6).layers().get(3);
    }

    @Test
    void automapsWithTheImagesDefaultRulesAndSavesALoadableMap() throws Exception {
        Path in = Corpus.ddnetMap("maps/dm1.map");
        Path rules = Corpus.DDNET_DATA.resolve("editor/grass_main.rules");
        Corpus.require(Files.isRegularFile(rules), rules.toString());
        // the command looks in the user's DDNet folder first: the tests' home (the root pom's Surefire set-up, see
        // TestHomeTest) has none, and no TWEDIT_DATA, so the data directory's rules are found
        assertThat(System.getenv("TWEDIT_DATA")).isNull();
        assertThat(twedit.model.dirs.RulesLookup.userDirs(System.getenv(), Path.of(System.getProperty("user.home"))))
                .allSatisfy(
                        d -> assertThat(d.resolve("editor/grass_main.rules")).doesNotExist());
        Path outMap = dir.resolve("out.map");

        assertThat(run("automap", in.toString(), outMap.toString(), "--group", GROUP, "--layer", LAYER, "--seed", "77"))
                .as(last.err())
                .isEqualTo(ExitCodes.OK);

        TwMap original = load(in);
        TileGrid before = layer(original).grid();
        // with the opaque flags grass_main gives the new tiles, as DDNet's editor saves them
        OpaqueTiles opaque = new TileOpacity(new MapresOpacity(() -> Optional.of(Corpus.DDNET_DATA)))
                .of(layer(original))
                .orElseThrow();
        assertThat(opaque.count()).isPositive();
        AutomapResult expected = Automapper.run(
                        before, RulesParser.parse(rules).rules().first().orElseThrow(), 77)
                .withOpacity(opaque);
        assertThat(expected.changedCount()).isPositive();
        assertThat(last.out())
                .isEqualTo("group 6 '', layer 3 '': " + rules + " [Default], seed 77: " + expected.changedCount()
                        + " of 3000 cells changed" + NL + "saved " + outMap + NL);
        assertThat(last.err()).isEmpty();
        TwMap saved = load(outMap);
        assertThat(layer(saved).grid()).isEqualTo(expected.applyToCopy(before));
        assertThat(layer(saved).image().name()).isEqualTo("grass_main");
        DdnetOracle.ServerResult server = DdnetOracle.serverLoads(Files.readAllBytes(outMap));
        assertThat(server.loaded()).as(server.summary()).isTrue();
    }

    @Test
    void explicitRulesConfigurationAndSameSeedAreDeterministic() throws Exception {
        Path in = Corpus.ddnetMap("maps/dm1.map");
        Path rules = Files.writeString(
                dir.resolve("mine.rules"), "[One]\nIndex 1\n[Two]\nIndex 5 XFLIP\n" + "Pos 0 -1 EMPTY\nRandom 2\n");
        Path a = dir.resolve("a.map");
        Path b = dir.resolve("b.map");
        String[] common = {
            "--group", GROUP, "--layer", LAYER, "--rules", rules.toString(), "--config", "Two", "--seed", "3"
        };
        assertThat(run(concat(new String[] {"automap", in.toString(), a.toString()}, common)))
                .isEqualTo(0);
        assertThat(run(concat(new String[] {"automap", in.toString(), b.toString()}, common)))
                .isEqualTo(0);
        assertThat(Files.readAllBytes(a)).isEqualTo(Files.readAllBytes(b));
        assertThat(last.out()).contains(rules + " [Two], seed 3: ");
        TileGrid g = layer(load(a)).grid();
        boolean flipped = false;
        for (int y = 0; y < g.height(); y++) {
            for (int x = 0; x < g.width(); x++) {
                flipped |= g.get(x, y, 0) == 5 && g.get(x, y, 1) == 1;
            }
        }
        assertThat(flipped).isTrue();
    }

    @Test
    void refusesBadGroupLayerRulesAndConfig() throws Exception {
        Path in = Corpus.ddnetMap("maps/dm1.map");
        String o = dir.resolve("o.map").toString();
        assertThat(run("automap", in.toString(), o, "--group", "Nope", "--layer", "0"))
                .isEqualTo(ExitCodes.USAGE);
        assertThat(last.err()).startsWith("twedit: no group 'Nope'; there are 7: 0 '', 1 ''");
        assertThat(run("automap", in.toString(), o, "--group", GROUP, "--layer", "2"))
                .isEqualTo(ExitCodes.USAGE);
        assertThat(last.err()).isEqualTo("twedit: layer 2 'Game' of group 6 is not a tiles layer" + NL);
        Path bad = Files.writeString(dir.resolve("bad.rules"), "[A]\nIndex 1\nPos 1\n");
        assertThat(run("automap", in.toString(), o, "-g", GROUP, "-l", LAYER, "--rules", bad.toString()))
                .isEqualTo(ExitCodes.USAGE);
        assertThat(last.err())
                .isEqualTo(bad + ":3: error: Pos needs DX DY VALUE" + NL + "twedit: " + bad
                        + ": the rules have errors (see `twedit rules check`)" + NL);
        Path good = Files.writeString(dir.resolve("good.rules"), "[A]\nIndex 1\n");
        assertThat(run(
                        "automap",
                        in.toString(),
                        o,
                        "-g",
                        GROUP,
                        "-l",
                        LAYER,
                        "--rules",
                        good.toString(),
                        "--config",
                        "B"))
                .isEqualTo(ExitCodes.USAGE);
        assertThat(last.err()).isEqualTo("twedit: " + good + ": no configuration 'B'; it has 0 'A'" + NL);
        assertThat(run("automap", dir.resolve("missing.map").toString(), o, "-g", "0", "-l", "0"))
                .isEqualTo(ExitCodes.USAGE);
        assertThat(last.err()).isEqualTo("twedit: " + dir.resolve("missing.map") + ": no such file" + NL);
        assertThat(Files.exists(Path.of(o))).isFalse();
    }

    private static String[] concat(String[] a, String[] b) {
        String[] r = java.util.Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, r, a.length, b.length);
        return r;
    }
}
