package twedit.model.map;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import twedit.model.codec.EncodeException;
import twedit.model.codec.MapDecoder;
import twedit.model.codec.MapEncoder;
import twedit.model.codec.SaveOptions;
import twedit.model.datafile.DatafileWriter;
import twedit.model.datafile.ReadLimits;
import twedit.model.document.MapDocument;
import twedit.model.document.edits.Cells;
import twedit.model.document.edits.TileOps;
import twedit.model.testutil.Corpus;
import twedit.model.testutil.MapDump;

/**
 * Issue 33: a tile layer lets go of its cells (a background tab holds them compressed: an unchanged layer in its file
 * block, a changed one packed in memory) and reads, saves, edits and undo afterwards give exactly what they give on a
 * map that never let go.
 */
class TileGridReleaseTest {
    private static byte[] save(TwMap map) throws EncodeException {
        return new DatafileWriter().write(new MapEncoder(SaveOptions.DDNET).encode(map));
    }

    private static List<TileGrid> grids(TwMap map) {
        List<TileGrid> out = new ArrayList<>();
        for (Layer l : map.allLayers()) {
            if (l instanceof TileLayer t) {
                out.add(t.grid());
            }
        }
        return out;
    }

    @Test
    void everyCorpusMapSavesAndReadsTheSameAfterLettingGoOfItsCells() throws Exception {
        for (Path p : Corpus.maps()) {
            TwMap map = new MapDecoder(ReadLimits.DDNET).read(p).map();
            byte[] before = save(map);
            List<String> dump = MapDump.of(map);
            long freed = map.releaseTiles();
            for (TileGrid g : grids(map)) {
                // a grid whose block holds its cells compressed lets go; another is packed unless it is small
                boolean inBlock = g.source() != null && !g.source().keepsBytes();
                long size = (long) g.width() * g.height() * g.cellBytes();
                assertThat(g.inflated()).as(p.toString()).isEqualTo(!inBlock && size < TileGrid.PACK_MIN_BYTES);
            }
            assertThat(save(map)).as(p + " saved after letting go").isEqualTo(before);
            assertThat(MapDump.firstDifference(dump, MapDump.of(map)))
                    .as(p + " read after letting go")
                    .isNull();
            if (freed > 0) {
                assertThat(grids(map)).anyMatch(TileGrid::inflated);
            }
        }
    }

    @Test
    void editsAndUndoOnALetGoLayerAreExact() throws Exception {
        Path p = Corpus.largest();
        TwMap kept = new MapDecoder(ReadLimits.DDNET).read(p).map();
        TwMap released = new MapDecoder(ReadLimits.DDNET).read(p).map();
        byte[] original = save(kept);
        assertThat(released.releaseTiles()).isPositive();
        TileLayer a = kept.gameLayer().orElseThrow();
        TileLayer b = released.gameLayer().orElseThrow();
        assertThat(b.grid().inflated()).isFalse();
        MapDocument da = new MapDocument(kept);
        MapDocument db = new MapDocument(released);
        byte[] cell = Cells.tile(2, 0);
        assertThat(da.apply(TileOps.fillRect(a, 30, 40, 20, 10, cell))).isTrue();
        assertThat(db.apply(TileOps.fillRect(b, 30, 40, 20, 10, cell))).isTrue();
        assertThat(b.grid()).isEqualTo(a.grid());
        assertThat(b.grid().source()).isNull();
        // a changed grid is held compressed in memory when let go: the edit stays
        assertThat(released.releaseTiles()).isPositive();
        assertThat(b.grid().inflated()).isFalse();
        assertThat(save(released)).isEqualTo(save(kept));
        assertThat(b.grid()).isEqualTo(a.grid());
        // and edited again after that, from its compressed cells
        released.releaseTiles();
        assertThat(da.apply(TileOps.fillRect(a, 60, 40, 3, 3, cell))).isTrue();
        assertThat(db.apply(TileOps.fillRect(b, 60, 40, 3, 3, cell))).isTrue();
        assertThat(b.grid()).isEqualTo(a.grid());
        da.undo();
        db.undo();
        assertThat(b.grid()).isEqualTo(a.grid());
        da.undo();
        db.undo();
        assertThat(b.grid()).isEqualTo(a.grid());
        assertThat(save(released)).isEqualTo(original);
        // the undone layer equals its block again: it may let go once more and still save the same
        released.releaseTiles();
        assertThat(save(released)).isEqualTo(original);
    }

    @Test
    void aCopyOfAnUnchangedGridHoldsOnlyItsBlockUntilRead() throws Exception {
        TwMap map = new MapDecoder(ReadLimits.DDNET).read(Corpus.largest()).map();
        TileGrid g = map.gameLayer().orElseThrow().grid();
        TileGrid copy = g.copy();
        assertThat(copy.inflated()).isFalse();
        assertThat(copy).isEqualTo(g);
        assertThat(copy.inflated()).isTrue();
        assertThat(copy.rawCells()).isNotSameAs(g.rawCells());
    }
}
