package twedit.editor.automap;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;
import javax.swing.SwingUtilities;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import twedit.editor.state.Workspace;
import twedit.model.document.MapDocument;
import twedit.model.document.edits.TileBrush;
import twedit.model.document.edits.TileOps;
import twedit.model.map.AutomapperConfig;
import twedit.model.map.Group;
import twedit.model.map.MapFixtures;
import twedit.model.map.MapImage;
import twedit.model.map.TileKind;
import twedit.model.map.TileLayer;
import twedit.model.map.TwMap;

/**
 * Painting with Automatic on asks before running rules with errors, as the Automap buttons do: once per rules file
 * and session, never in the middle of a stroke (asked when it ends), and a "no" keeps live automap off for the file.
 */
class LiveAutomapErrorsTest {
    @TempDir
    Path dir;

    @Test
    void rulesWithErrorsAreAskedAboutOnceAndNeverMidStroke() throws Exception {
        Files.writeString(
                dir.resolve("grass_main.rules"), "[Mine]\nIndex 5\nPos 0 -1 EMPTY\nIndex 300\nPos 1 1 NOPE\n");
        TwMap map = TwMap.newMap(30, 20);
        MapImage grass = MapImage.external("grass_main", 1024, 1024);
        MapFixtures.add(map.images(), grass);
        TileLayer layer = TileLayer.empty(TileKind.TILES, 30, 20);
        MapFixtures.setImage(layer, grass);
        MapFixtures.setAutomapper(layer, new AutomapperConfig(0, 7, AutomapperConfig.FLAG_AUTOMATIC));
        Group group = new Group("Ground");
        MapFixtures.add(group.layers(), layer);
        MapFixtures.add(map.groups(), group);
        Workspace ws = new Workspace(new MapDocument(map));
        MapDocument doc = ws.document();
        AutomapController c = new AutomapController(ws, new RulesLocator(Optional::empty, () -> List.of(dir)));
        c.locator().choose(layer, dir.resolve("grass_main.rules")); // as the panel's Choose does
        assertThat(c.rules(layer).parsed().errors()).as("the rules have errors").isNotEmpty();
        assertThat(c.rules(layer).usable()).isTrue();
        AtomicInteger asked = new AtomicInteger();
        boolean[] answer = {false};
        SwingUtilities.invokeAndWait(() -> ws.addListener(new LiveAutomap(ws, c, r -> {
            asked.incrementAndGet();
            assertThat(doc.inStroke()).as("never asked mid-stroke").isFalse();
            return answer[0];
        })));
        TileBrush one = TileBrush.single(new byte[] {1, 0, 0, 0});

        // a stroke: nothing asked while it is open, asked once when it ends; "no" leaves the paint as it was
        SwingUtilities.invokeAndWait(() -> {
            doc.beginStroke("Paint");
            doc.strokeApply(TileOps.stamp(layer, 10, 10, one, false));
        });
        SwingUtilities.invokeAndWait(() -> {}); // the flush the stroke step scheduled
        assertThat(asked).hasValue(0);
        SwingUtilities.invokeAndWait(doc::endStroke);
        SwingUtilities.invokeAndWait(() -> {});
        assertThat(asked).hasValue(1);
        assertThat(layer.grid().get(10, 9, 0)).as("not automapped").isZero();
        int steps = doc.historyPosition();

        // painting again: the answer holds for the file, nobody is asked again
        SwingUtilities.invokeAndWait(() -> doc.apply(TileOps.stamp(layer, 12, 10, one, false)));
        SwingUtilities.invokeAndWait(() -> {});
        assertThat(asked).hasValue(1);
        assertThat(doc.historyPosition()).as("no live automap step").isEqualTo(steps + 1);

        // the file changes (fixed or edited): asked again, and a yes runs the rules that parsed
        Files.writeString(
                dir.resolve("grass_main.rules"), "[Mine]\nIndex 5\nPos 0 -1 EMPTY\nIndex 300\nPos 1 1 NOPE\n\n");
        answer[0] = true;
        c.reload(); // as the panel's Reload does
        SwingUtilities.invokeAndWait(() -> doc.apply(TileOps.stamp(layer, 14, 10, one, false)));
        SwingUtilities.invokeAndWait(() -> {});
        assertThat(asked).hasValue(2);
    }
}
