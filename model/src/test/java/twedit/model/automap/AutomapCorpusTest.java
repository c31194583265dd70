package twedit.model.automap;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import twedit.model.datafile.ReadLimits;
import twedit.model.io.MapFiles;
import twedit.model.map.Layer;
import twedit.model.map.TileKind;
import twedit.model.map.TileLayer;
import twedit.model.map.TwMap;
import twedit.model.testutil.Corpus;

/**
 * Every tiles layer of the Debian corpus whose image has a rules file in ddnet-data, automapped with each of its
 * configurations: a fixed seed gives the same cells every time. Layers DDNet saved automapped (a config with the
 * automatic flag and a seed) are run again and reported (the Debian maps have none; live automapping works on parts of
 * a layer, so a whole-layer run may differ near the parts' edges, see {@link Automapper#runLocalized}).
 */
class AutomapCorpusTest {
    private static final int SEED = 20_251_124;

    @Test
    void aFixedSeedGivesTheSameCellsEveryTime() throws Exception {
        MapFiles files = new MapFiles(ReadLimits.EDITOR, null);
        Map<String, RuleFile> rules = new HashMap<>();
        Path editorDir = Corpus.DDNET_DATA.resolve("editor");
        int layers = 0;
        int runs = 0;
        List<String> saved = new ArrayList<>();
        for (Path p : Corpus.maps()) {
            TwMap map = files.load(p).map();
            for (Layer l : map.allLayers()) {
                if (!(l instanceof TileLayer t) || t.kind() != TileKind.TILES || t.image() == null) {
                    continue;
                }
                Path file = editorDir.resolve(t.image().name() + ".rules");
                if (!Files.isRegularFile(file)) {
                    continue;
                }
                RuleFile rf = rules.computeIfAbsent(file.toString(), f -> parse(file));
                layers++;
                for (Configuration c : rf.configurations()) {
                    Automapper a = new Automapper(c);
                    AutomapResult first = a.run(t.grid(), SEED);
                    AutomapResult second = a.run(t.grid(), SEED);
                    assertThat(second.newCells())
                            .as("%s, layer %s, [%s]", p.getFileName(), t.name(), c.name())
                            .isEqualTo(first.newCells());
                    runs++;
                }
                if (t.automapper() != null
                        && t.automapper().automatic()
                        && t.automapper().config() >= 0
                        && t.automapper().seed() != 0
                        && t.automapper().config() < rf.configurations().size()) {
                    Configuration c = rf.configurations().get(t.automapper().config());
                    AutomapResult again =
                            new Automapper(c).run(t.grid(), t.automapper().seed());
                    saved.add(p.getFileName() + " " + t.name() + ": " + again.changedCount() + " cells differ");
                }
            }
        }
        System.out.println("automapped " + layers + " layers, " + runs + " runs; saved automatic layers: " + saved);
        assertThat(layers).isGreaterThan(50);
    }

    private static RuleFile parse(Path file) {
        try {
            RulesParseResult r = RulesParser.parse(file);
            assertThat(r.hasErrors()).as(file.toString()).isFalse();
            return r.rules();
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }
}
