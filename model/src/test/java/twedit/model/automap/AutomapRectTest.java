package twedit.model.automap;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import twedit.model.map.MapFixtures;
import twedit.model.map.TileGrid;
import twedit.model.testutil.Corpus;

/** The rectangle variant gives exactly the whole-layer run's cells inside the rectangle, and only changed cells. */
class AutomapRectTest {
    /** Long reach, chained runs, random, modulo, NoLayerCopy with forward-only reads, and flags. */
    private static final String SYNTHETIC = """
            [Chain]
            Index 1
            Index 2
            Pos 0 -1 EMPTY
            Pos 3 2 FULL
            NewRun
            Index 3 XFLIP
            Pos 0 0 INDEX 2
            Pos -2 0 INDEX 1 OR 2 NONE
            Random 3
            NewRun
            NoLayerCopy
            Index 4
            Pos 1 1 INDEX 3 XFLIP
            Pos 0 2 EMPTY
            Modulo 2 3 1 0
            Modulo 5 0 0 0
            Index 5 ROTATE
            NoDefaultRule
            Pos 0 0 INDEX 0
            Pos 4 -3 INDEX 4 OR -1
            """;

    /** NoLayerCopy reading cells already written in the run: results depend on the whole layer. */
    private static final String SPREAD = """
            [Spread]
            Index 1
            NewRun
            NoLayerCopy
            Index 2
            Pos -1 0 INDEX 2 OR -1
            Index 2
            Pos 1 -1 INDEX 2
            NewRun
            Index 3
            Pos 0 1 EMPTY
            """;

    @Test
    void syntheticRulesAgree() {
        for (Configuration c : RulesParser.parse(SYNTHETIC + SPREAD).rules().configurations()) {
            checkRandomRects(c, 5);
        }
    }

    @Test
    void shippedRuleFilesAgree() throws IOException {
        Path editor = RulesCorpusTest.EDITOR;
        Corpus.require(Files.isDirectory(editor), "ddnet-data rules (" + editor + ")");
        List<Configuration> configs = new ArrayList<>();
        for (String name : List.of("grass_main.rules", "winter_main.rules", "ddnet_tiles.rules", "jungle_main.rules")) {
            configs.addAll(RulesParser.parse(editor.resolve(name)).rules().configurations());
        }
        for (Configuration c : configs) {
            checkRandomRects(c, 2);
        }
    }

    @Test
    void changedCellsAreReportedWithOldAndNewBytes() {
        Configuration c = RulesParser.parse("[A]\nIndex 7 YFLIP\nPos 0 -1 EMPTY\n")
                .rules()
                .first()
                .orElseThrow();
        TileGrid g = TileText.parse("0 0 0\n0 1 1\n0 1 1\n");
        MapFixtures.set(g, 1, 1, 2, 99); // a skip byte survives
        AutomapResult r = new Automapper(c).run(g, 5, 1, 1, 5, 5);
        assertThat(r.x()).isEqualTo(1);
        assertThat(r.width()).isEqualTo(2);
        assertThat(r.height()).isEqualTo(2);
        assertThat(r.changedCount()).isEqualTo(2);
        assertThat(r.changes()).hasSize(2).allSatisfy(ch -> {
            assertThat(ch.y()).isEqualTo(1);
            assertThat(ch.newBytes()[0]).isEqualTo((byte) 7);
            assertThat(ch.newBytes()[1]).isEqualTo((byte) Rule.YFLIP);
            assertThat(ch.newBytes()[2]).isEqualTo(ch.oldBytes()[2]);
        });
        assertThat(r.changes().get(0).newBytes()[2]).isEqualTo((byte) 99);
        AutomapResult none = new Automapper(c).run(g, 5, 0, 2, 3, 1);
        assertThat(none.isEmpty()).isTrue();
        assertThat(none.changes()).isEmpty();
    }

    private static void checkRandomRects(Configuration c, int layers) {
        Random rnd = new Random(c.name().hashCode());
        Automapper mapper = new Automapper(c);
        for (int i = 0; i < layers; i++) {
            int w = 20 + rnd.nextInt(40);
            int h = 15 + rnd.nextInt(30);
            TileGrid layer = noisy(w, h, rnd);
            int seed = 1 + rnd.nextInt(1_000_000_000);
            TileGrid whole = mapper.run(layer, seed).applyToCopy(layer);
            for (int k = 0; k < 12; k++) {
                int rx = rnd.nextInt(w + 4) - 4;
                int ry = rnd.nextInt(h + 4) - 4;
                int rw = 1 + rnd.nextInt(k < 6 ? 4 : w);
                int rh = 1 + rnd.nextInt(k < 6 ? 4 : h);
                AutomapResult part = mapper.run(layer, seed, rx, ry, rw, rh);
                TileGrid viaRect = part.applyToCopy(layer);
                for (int y = 0; y < h; y++) {
                    for (int x = 0; x < w; x++) {
                        boolean inside = x >= rx && y >= ry && x < rx + rw && y < ry + rh;
                        TileGrid want = inside ? whole : layer;
                        for (int f = 0; f < 4; f++) {
                            assertThat(viaRect.get(x, y, f))
                                    .as(
                                            "[%s] layer %dx%d seed %d rect %d,%d %dx%d cell %d,%d",
                                            c.name(), w, h, seed, rx, ry, rw, rh, x, y)
                                    .isEqualTo(want.get(x, y, f));
                        }
                    }
                }
            }
        }
    }

    /** Blobs of index 1 with some other indices and flags sprinkled in. */
    private static TileGrid noisy(int w, int h, Random rnd) {
        TileGrid g = RulesCorpusTest.blobs(w, h, rnd);
        for (int i = 0; i < w * h / 10; i++) {
            int x = rnd.nextInt(w);
            int y = rnd.nextInt(h);
            MapFixtures.set(g, x, y, 0, rnd.nextInt(6));
            MapFixtures.set(g, x, y, 1, rnd.nextInt(16));
        }
        return g;
    }
}
