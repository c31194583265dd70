package twedit.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import twedit.model.codec.SaveOptions;
import twedit.model.datafile.ReadLimits;
import twedit.model.document.MapDocument;
import twedit.model.document.edits.TileOps;
import twedit.model.io.MapFiles;
import twedit.model.map.TileKind;
import twedit.model.map.TileLayer;
import twedit.model.map.TwMap;
import twedit.model.testutil.Corpus;
import twedit.model.tiles.DdnetTiles;

/** `twedit diff`: exit 0 for a map and its resave, 1 with the changes of an edited copy, 2 for unreadable input. */
class DiffCommandTest {
    @TempDir
    Path tmp;

    @Test
    void resaveIsNoDifferenceAndAnEditIsReported() throws Exception {
        Path tutorial = Corpus.ddnetMap("maps/Tutorial.map");
        Path resaved = tmp.resolve("resaved.map");
        assertThat(CliRun.of("resave", tutorial.toString(), resaved.toString()).exitCode())
                .isZero();
        CliRun same = CliRun.of("diff", tutorial.toString(), resaved.toString());
        assertThat(same.exitCode()).as(same.err()).isEqualTo(ExitCodes.OK);
        assertThat(same.out()).isEqualTo("no differences" + System.lineSeparator());

        MapFiles files = new MapFiles(ReadLimits.DDNET, null);
        TwMap map = files.load(tutorial).map();
        TileLayer game = map.gameLayer().orElseThrow();
        int freeze = DdnetTiles.id(TileKind.GAME, "freeze");
        MapDocument doc = new MapDocument(map);
        int placed = 0;
        for (int x = 0; x < game.width() && placed < 4; x++) {
            if (game.grid().get(x, 0, 0) != freeze) {
                doc.apply(TileOps.setCell(game, x, 0, new byte[] {(byte) freeze, 0, 0, 0}));
                placed++;
            }
        }
        Path edited = tmp.resolve("edited.map");
        files.save(map, edited, SaveOptions.DDNET);

        CliRun text = CliRun.of("diff", tutorial.toString(), edited.toString());
        assertThat(text.exitCode()).isEqualTo(ExitCodes.PROBLEM);
        assertThat(text.out())
                .contains("Game: 4 cells changed in ")
                .contains("+4 freeze")
                .contains("1 difference");

        CliRun json = CliRun.of("diff", "--json", tutorial.toString(), edited.toString());
        assertThat(json.exitCode()).isEqualTo(ExitCodes.PROBLEM);
        JsonNode root = new ObjectMapper().readTree(json.out());
        JsonNode d = root.get("differences").get(0);
        assertThat(d.get("kind").asText()).isEqualTo("cells");
        assertThat(d.get("subject").asText()).isEqualTo("Game");
        assertThat(d.get("cells").asInt()).isEqualTo(4);
        assertThat(d.get("gained").get("freeze").asInt()).isEqualTo(4);
        assertThat(d.get("box").get("y1").asInt()).isZero();
    }

    @Test
    void aLayerGrownOnTheLeftReadsTheSameInTextAndJson() throws Exception {
        Path tutorial = Corpus.ddnetMap("maps/Tutorial.map");
        MapFiles files = new MapFiles(ReadLimits.DDNET, null);
        TwMap map = files.load(tutorial).map();
        TileLayer layer = map.allLayers().stream()
                .filter(l -> l instanceof TileLayer t && t.kind() == TileKind.TILES)
                .map(TileLayer.class::cast)
                .findFirst()
                .orElseThrow();
        int w = layer.width();
        int h = layer.height();
        new MapDocument(map).apply(twedit.model.document.edits.Edits.resizeLayer(map, layer, w + 1, h, 1, 0));
        Path grown = tmp.resolve("grown.map");
        files.save(map, grown, SaveOptions.DDNET);

        String detail = w + "x" + h + " -> " + (w + 1) + "x" + h + ", grown by 1 column on the left, no cell changed";
        CliRun text = CliRun.of("diff", tutorial.toString(), grown.toString());
        assertThat(text.exitCode()).isEqualTo(ExitCodes.PROBLEM);
        String[] lines = text.out().split("\\R");
        assertThat(lines).hasSize(2);
        assertThat(lines[0]).endsWith(" changed: " + detail);
        assertThat(lines[1]).isEqualTo("1 difference");

        CliRun json = CliRun.of("diff", "--json", tutorial.toString(), grown.toString());
        JsonNode d = new ObjectMapper().readTree(json.out()).get("differences");
        assertThat(d).hasSize(1);
        assertThat(d.get(0).get("kind").asText()).isEqualTo("layer");
        assertThat(d.get(0).get("change").asText()).isEqualTo("changed");
        assertThat(d.get(0).get("detail").asText()).isEqualTo(detail);
        assertThat(d.get(0).get("text").asText()).isEqualTo(lines[0]);
    }

    @Test
    void unreadableInputIsExitTwoWithItsReason() throws Exception {
        Path notAMap = Files.writeString(tmp.resolve("notes.map"), "hello");
        Path tutorial = Corpus.ddnetMap("maps/Tutorial.map");
        CliRun r = CliRun.of("diff", tutorial.toString(), notAMap.toString());
        assertThat(r.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(r.err()).contains("notes.map").contains("too short for a datafile");
        CliRun missing = CliRun.of("diff", tmp.resolve("gone.map").toString(), tutorial.toString());
        assertThat(missing.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(missing.err()).contains("gone.map");
    }
}
