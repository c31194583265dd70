package twedit.editor.automap;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.swing.SwingUtilities;
import org.junit.jupiter.api.Test;
import twedit.editor.state.Workspace;
import twedit.media.MapresOpacity;
import twedit.model.datafile.ReadLimits;
import twedit.model.diff.Difference;
import twedit.model.diff.MapDiff;
import twedit.model.document.MapDocument;
import twedit.model.io.MapFiles;
import twedit.model.map.AutomapperConfig;
import twedit.model.map.TileLayer;
import twedit.model.map.TwMap;
import twedit.model.testutil.Corpus;
import twedit.model.tiles.TileOpacity;

/**
 * The "N cells changed" an automap run reports is the number {@code twedit diff} finds between the map before and
 * after: cells whose tile or flags changed as saved (with the image's opaque flags), not cells the automapper merely
 * rewrote with the same tile.
 */
class AutomapCountTest {
    private static final Pattern COUNT = Pattern.compile("(\\d+) cells? changed");

    @Test
    void theReportedCountIsWhatDiffCounts() throws Exception {
        Path mapFile = Corpus.ddnetMap("maps/ctf1.map");
        Path rules = Corpus.DDNET_DATA.resolve("editor/grass_main.rules");
        Corpus.require(Files.isRegularFile(rules), rules.toString());
        MapFiles files = new MapFiles(ReadLimits.EDITOR, null);
        TwMap before = files.load(mapFile).map();
        TwMap map = files.load(mapFile).map();
        TileLayer layer = (TileLayer) map.groups().get(4).layers().get(2);
        assertThat(layer.image().name()).isEqualTo("grass_main");
        Workspace ws = new Workspace(
                new MapDocument(map), new TileOpacity(new MapresOpacity(() -> Optional.of(Corpus.DDNET_DATA))));
        AutomapController c =
                new AutomapController(ws, new RulesLocator(() -> Optional.of(Corpus.DDNET_DATA), List::of));
        CompletableFuture<String> message = new CompletableFuture<>();
        SwingUtilities.invokeAndWait(() -> {
            c.setSettings(layer, new AutomapperConfig(0, 7, 0));
            c.run(layer, null, message::complete);
        });
        String m = message.get(60, TimeUnit.SECONDS);
        Matcher n = COUNT.matcher(m);
        assertThat(n.find()).as(m).isTrue();

        List<Difference> diff = MapDiff.compare(before, map);
        int cells = diff.stream()
                .filter(d -> d instanceof Difference.Cells)
                .mapToInt(d -> ((Difference.Cells) d).count())
                .sum();
        assertThat(cells).as("twedit diff finds changed cells").isPositive();
        assertThat(Integer.parseInt(n.group(1))).as(m).isEqualTo(cells);
    }
}
