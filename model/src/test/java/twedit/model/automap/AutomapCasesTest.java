package twedit.model.automap;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.Reader;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Properties;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import twedit.model.map.TileGrid;

/**
 * The data-driven automapper cases in src/test/resources/automap/CASE/: input.txt run through rules.rules
 * (configuration and seed from case.properties) gives expected.txt, for the whole layer and cell by cell.
 */
class AutomapCasesTest {
    static Stream<Path> cases() throws IOException, URISyntaxException {
        Path root = Path.of(AutomapCasesTest.class.getResource("/automap").toURI());
        List<Path> dirs;
        try (Stream<Path> s = Files.list(root)) {
            dirs = s.filter(Files::isDirectory).sorted().toList();
        }
        assertThat(dirs).hasSizeGreaterThanOrEqualTo(15);
        return dirs.stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void caseGivesExpectedLayer(Path dir) throws IOException {
        Properties props = new Properties();
        try (Reader r = Files.newBufferedReader(dir.resolve("case.properties"))) {
            props.load(r);
        }
        RulesParseResult parsed = RulesParser.parse(dir.resolve("rules.rules"));
        assertThat(parsed.diagnostics()).as("diagnostics").isEmpty();
        Configuration config = parsed.rules().find(props.getProperty("config")).orElseThrow();
        int seed = Integer.parseInt(props.getProperty("seed"));
        TileGrid input = TileText.parse(Files.readString(dir.resolve("input.txt")));
        String expected = TileText.format(TileText.parse(Files.readString(dir.resolve("expected.txt"))));
        TileGrid before = input.copy();

        AutomapResult result = Automapper.run(input, config, seed);

        assertThat(input).as("the engine never changes its input").isEqualTo(before);
        assertThat(result.seed()).isEqualTo(seed);
        TileGrid output = result.applyToCopy(input);
        assertThat(TileText.format(output)).as(props.getProperty("notes")).isEqualTo(expected);
        // every single-cell rectangle agrees with the whole-layer run
        Automapper mapper = new Automapper(config);
        for (int y = 0; y < input.height(); y++) {
            for (int x = 0; x < input.width(); x++) {
                AutomapResult cell = mapper.run(input, seed, x, y, 1, 1);
                assertThat(cell.newIndex(x, y)).as("index at (%d, %d)", x, y).isEqualTo(output.get(x, y, 0));
                assertThat(cell.newFlags(x, y)).as("flags at (%d, %d)", x, y).isEqualTo(output.get(x, y, 1));
            }
        }
    }
}
