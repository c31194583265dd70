package twedit.model.automap;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import twedit.model.datafile.ReadLimits;
import twedit.model.io.MapFiles;
import twedit.model.map.Group;
import twedit.model.map.Layer;
import twedit.model.map.MapFixtures;
import twedit.model.map.TileGrid;
import twedit.model.map.TileLayer;
import twedit.model.map.TwMap;
import twedit.model.testutil.Corpus;

/** Every .rules file DDNet ships (ddnet-data, data/editor) parses without errors, and each configuration runs. */
class RulesCorpusTest {
    static final Path EDITOR = Corpus.DDNET_DATA.resolve("editor");

    static List<Path> ruleFiles() throws IOException {
        Corpus.require(Files.isDirectory(EDITOR), "ddnet-data rules (" + EDITOR + ")");
        try (Stream<Path> s = Files.list(EDITOR)) {
            return s.filter(p -> p.toString().endsWith(".rules")).sorted().toList();
        }
    }

    @Test
    void theCorpusIsThere() throws IOException {
        assertThat(ruleFiles())
                .hasSizeGreaterThanOrEqualTo(10)
                .anyMatch(p -> p.getFileName().toString().equals("grass_main.rules"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("ruleFiles")
    void parsesWithoutErrorsAndEveryConfigurationRuns(Path file) throws IOException {
        RulesParseResult r = RulesParser.parse(file);
        assertThat(r.errors()).as(file + " errors").isEmpty();
        assertThat(r.rules().configurations()).isNotEmpty();
        for (Configuration c : r.rules().configurations()) {
            assertThat(c.ruleCount()).as(c.name()).isPositive();
        }
        TileGrid layer = blobs(64, 48, new Random(file.getFileName().toString().hashCode()));
        for (Configuration c : r.rules().configurations()) {
            AutomapResult res = Automapper.run(layer, c, 7);
            assertThat(res.coversLayer()).isTrue();
            assertThat(res.changedCount())
                    .as(file.getFileName() + " [" + c.name() + "]")
                    .isPositive();
        }
    }

    @Test
    void grassMainHasTheKnownConfigurations() throws IOException {
        Corpus.require(Files.isRegularFile(EDITOR.resolve("grass_main.rules")), "grass_main.rules");
        RulesParseResult r = RulesParser.parse(EDITOR.resolve("grass_main.rules"));
        assertThat(r.diagnostics()).isEmpty();
        assertThat(r.rules().names()).startsWith("Default", "Grass", "Dirt", "Cave");
        Configuration def = r.rules().first().orElseThrow();
        assertThat(def.runs()).hasSize(5);
        assertThat(def.runs().get(0).rules()).hasSize(17);
        assertThat(def.runs().get(1).rules().get(0).randomProbability()).isEqualTo(1.0f / 250);
    }

    /**
     * Tutorial.map keeps round_tiles layers automapped in DDNet's editor with the non-random [Chiller]
     * configuration: running it again reproduces them (up to a few cells the mapper touched up afterwards).
     */
    @Test
    void reproducesLayersDdnetAutomapped() throws Exception {
        Path tutorial = Corpus.ddnetMap("maps/Tutorial.map");
        Corpus.require(Files.isRegularFile(EDITOR.resolve("round_tiles.rules")), "round_tiles.rules");
        TwMap map = new MapFiles(ReadLimits.DDNET, null).load(tutorial).map();
        RuleFile rules = RulesParser.parse(EDITOR.resolve("round_tiles.rules")).rules();
        int layers = 0;
        int exact = 0;
        for (Group g : map.groups()) {
            for (Layer l : g.layers()) {
                if (!(l instanceof TileLayer t)
                        || t.automapper() == null
                        || t.automapper().config() < 0
                        || t.image() == null
                        || !t.image().name().equals("round_tiles")) {
                    continue;
                }
                Configuration c = rules.configurations().get(t.automapper().config());
                assertThat(c.name()).isEqualTo("Chiller");
                assertThat(c.runs().stream().flatMap(r -> r.rules().stream()).noneMatch(Rule::isRandom))
                        .isTrue();
                AutomapResult r = Automapper.run(t.grid(), c, 1);
                assertThat(r.changedCount()).as(t.toString()).isLessThanOrEqualTo(t.width() * t.height() / 10_000);
                layers++;
                exact += r.isEmpty() ? 1 : 0;
            }
        }
        assertThat(layers).isGreaterThanOrEqualTo(3);
        assertThat(exact).isGreaterThanOrEqualTo(2);
    }

    /** A layer of random index 1 blobs (rectangles of 1 on empty ground), like a real map's solid parts. */
    static TileGrid blobs(int w, int h, Random rnd) {
        TileGrid g = new TileGrid(w, h, 4);
        int n = Math.max(1, w * h / 40);
        for (int i = 0; i < n; i++) {
            int bw = 1 + rnd.nextInt(8);
            int bh = 1 + rnd.nextInt(6);
            int x0 = rnd.nextInt(w);
            int y0 = rnd.nextInt(h);
            for (int y = y0; y < Math.min(h, y0 + bh); y++) {
                for (int x = x0; x < Math.min(w, x0 + bw); x++) {
                    MapFixtures.set(g, x, y, 0, 1);
                }
            }
        }
        return g;
    }
}
