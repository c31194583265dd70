package twedit.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import twedit.model.automap.AutomapReference;
import twedit.model.automap.AutomapResult;
import twedit.model.automap.Automapper;
import twedit.model.automap.RulesParser;
import twedit.model.datafile.ReadLimits;
import twedit.model.io.MapFiles;
import twedit.model.map.TileGrid;
import twedit.model.map.TileLayer;
import twedit.model.map.TwMap;
import twedit.model.testutil.Corpus;

/** {@code twedit automap --reference}: the first run reads dm1's Game layer (or its cells of one tile), as DDNet. */
class AutomapReferenceCommandTest {
    @TempDir
    Path dir;

    private static TwMap load(Path p) throws Exception {
        return new MapFiles(ReadLimits.DDNET, null).load(p).map();
    }

    private static TileLayer layer(TwMap m) {
        return (TileLayer) m.groups().get(6).layers().get(3);
    }

    private void check(String referenceArg, AutomapReference ref) throws Exception {
        Path in = Corpus.ddnetMap("maps/dm1.map");
        Path rules = Files.writeString(dir.resolve("ref.rules"), "[Solid]\nIndex 1\n");
        Path out = dir.resolve(referenceArg + ".map");
        CliRun run = CliRun.of(
                "automap",
                in.toString(),
                out.toString(),
                "--group",
                "6",
                "--layer",
                "3",
                "--rules",
                rules.toString(),
                "--seed",
                "5",
                "--reference",
                referenceArg);
        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.out()).contains("reference " + ref.ddnetName());
        TwMap original = load(in);
        TileGrid before = layer(original).grid();
        AutomapResult expected = new Automapper(
                        RulesParser.parse(rules).rules().first().orElseThrow())
                .run(
                        before,
                        5,
                        0,
                        0,
                        before.width(),
                        before.height(),
                        ref.of(original.gameLayer().orElseThrow().grid()));
        TileGrid want = expected.applyToCopy(before);
        TileGrid got = layer(load(out)).grid();
        TileGrid game = original.gameLayer().orElseThrow().grid();
        int designed = 0;
        for (int y = 0; y < got.height(); y++) {
            for (int x = 0; x < got.width(); x++) {
                assertThat(got.get(x, y, 0)).as("%d,%d", x, y).isEqualTo(want.get(x, y, 0));
                boolean inRef = game.contains(x, y)
                        && (ref.tile() < 0 ? game.get(x, y, 0) != 0 : game.get(x, y, 0) == ref.tile());
                // "Index 1" puts tile 1 exactly where the reference holds something, and clears the rest
                assertThat(got.get(x, y, 0)).as("%d,%d", x, y).isEqualTo(inRef ? 1 : 0);
                designed += inRef ? 1 : 0;
            }
        }
        assertThat(designed).isPositive();
    }

    @Test
    void theGameLayerAsReference() throws Exception {
        check("game", AutomapReference.GAME_LAYER);
    }

    @Test
    void oneGameTileAsReference() throws Exception {
        check("hookable", AutomapReference.HOOKABLE);
    }

    @Test
    void anUnknownReferenceIsRefusedWithTheChoices() {
        Path in = Corpus.ddnetMap("maps/dm1.map");
        CliRun run = CliRun.of(
                "automap", in.toString(), dir.resolve("x.map").toString(), "-g", "6", "-l", "3", "--reference", "lava");
        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err())
                .contains("unknown --reference 'lava'")
                .contains("game")
                .contains("deep-freeze");
    }
}
