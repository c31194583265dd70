package twedit.editor.state;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import twedit.model.codec.MapDecoder;
import twedit.model.codec.MapEncoder;
import twedit.model.codec.SaveOptions;
import twedit.model.codec.SourceForm;
import twedit.model.datafile.DatafileWriter;
import twedit.model.datafile.ReadLimits;
import twedit.model.document.MapDocument;
import twedit.model.document.edits.Cells;
import twedit.model.document.edits.TileOps;
import twedit.model.map.Layer;
import twedit.model.map.TileLayer;
import twedit.model.map.TwMap;
import twedit.model.testutil.Corpus;

/**
 * Issue 33: a tab sent to the background holds its tile layers compressed (unchanged ones in their file blocks, an
 * edited one packed in memory); shown again, the map reads, edits and saves exactly as before.
 */
class BackgroundTabTilesTest {
    private static byte[] save(TwMap map) throws Exception {
        return new DatafileWriter().write(new MapEncoder(SaveOptions.DDNET).encode(map));
    }

    private static List<TileLayer> tileLayers(TwMap map) {
        return map.allLayers().stream()
                .filter(TileLayer.class::isInstance)
                .map(TileLayer.class::cast)
                .toList();
    }

    @Test
    void aBackgroundTabLetsGoOfItsUnchangedCellsAndSavesTheSame() throws Exception {
        Path p = Corpus.largest();
        MapDocument a = new MapDocument(new MapDecoder(ReadLimits.DDNET).read(p).map());
        byte[] before = save(a.map());
        Workspace ws = new Workspace(a);
        ws.setFile(p, SourceForm.DDNET);
        TileLayer game = a.map().gameLayer().orElseThrow();
        a.apply(TileOps.fillRect(game, 30, 40, 5, 5, Cells.tile(2, 0)));
        byte[] edited = save(a.map());
        OpenMap first = ws.current();

        ws.open(new MapDocument(new MapDecoder(ReadLimits.DDNET).read(p).map()), Path.of("b.map"), SourceForm.DDNET);
        assertThat(ws.maps()).hasSize(2);
        for (TileLayer t : tileLayers(a.map())) {
            if (t == game || t.grid().source() != null && !t.grid().source().keepsBytes()) {
                // the edited layer too: packed in memory
                assertThat(t.grid().inflated()).as(t.name()).isFalse();
            }
        }
        assertThat(save(a.map())).as("the background tab saves as it was").isEqualTo(edited);

        ws.switchTo(first);
        ws.document().undo();
        assertThat(save(a.map())).as("undo in the shown tab again").isEqualTo(before);
        for (Layer l : a.map().allLayers()) {
            if (l instanceof TileLayer t) {
                assertThat(t.grid().get(0, 0, 0)).isBetween(0, 255);
            }
        }
    }
}
