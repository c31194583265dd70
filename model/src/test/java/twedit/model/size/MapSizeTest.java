package twedit.model.size;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import twedit.model.codec.MapDecoder;
import twedit.model.codec.MapEncoder;
import twedit.model.codec.SaveOptions;
import twedit.model.datafile.DatafileWriter;
import twedit.model.datafile.ReadLimits;
import twedit.model.document.MapDocument;
import twedit.model.document.edits.Edits;
import twedit.model.map.Envelope;
import twedit.model.map.Layer;
import twedit.model.map.MapImage;
import twedit.model.map.MapSound;
import twedit.model.map.TileLayer;
import twedit.model.map.TwMap;
import twedit.model.testutil.Corpus;
import twedit.model.testutil.TestMaps;

/** The size report adds up to the saved file exactly and gives every object its own bytes. */
class MapSizeTest {
    private static long saved(TwMap map, SaveOptions o) throws Exception {
        return new DatafileWriter().write(new MapEncoder(o).encode(map)).length;
    }

    private static long sum(SizeReport r) {
        return r.entries().stream().mapToLong(SizeEntry::bytes).sum();
    }

    @Test
    void addsUpExactlyForEveryCorpusMap() throws Exception {
        List<Path> maps = Corpus.maps();
        assertThat(maps).isNotEmpty();
        for (Path p : maps) {
            TwMap map = new MapDecoder(ReadLimits.DDNET).read(p).map();
            SizeReport r = new MapSize(SaveOptions.DDNET).measure(map);
            assertThat(r.total()).as(p.toString()).isEqualTo(saved(map, SaveOptions.DDNET));
            assertThat(sum(r)).as(p.toString()).isEqualTo(r.total());
            assertThat(r.entries()).as(p + ": every byte has one owner").allMatch(e -> e.bytes() >= 0);
            long layers = map.allLayers().size();
            assertThat(r.entries().stream().filter(e -> e.kind() == SizeKind.LAYER))
                    .as(p.toString())
                    .hasSize((int) layers);
            if (!map.hasDdnetOnlyContent()) {
                SizeReport r07 = new MapSize(SaveOptions.TEEWORLDS_07).measure(map);
                assertThat(r07.total()).as(p + " in 0.7 form").isEqualTo(saved(map, SaveOptions.TEEWORLDS_07));
                assertThat(sum(r07)).isEqualTo(r07.total());
            }
        }
    }

    @Test
    void mapBuiltInCodeAddsUpAndNamesEveryObject() throws Exception {
        TwMap map = TestMaps.kitchenSink();
        SizeReport r = new MapSize(SaveOptions.DDNET).measure(map);
        assertThat(r.total()).isEqualTo(saved(map, SaveOptions.DDNET));
        assertThat(sum(r)).isEqualTo(r.total());
        for (MapImage i : map.images()) {
            assertThat(r.entries()).anyMatch(e -> e.target() == i && e.kind() == SizeKind.IMAGE);
        }
        for (MapSound s : map.sounds()) {
            assertThat(r.entries()).anyMatch(e -> e.target() == s && e.kind() == SizeKind.SOUND);
        }
        for (Envelope env : map.envelopes()) {
            assertThat(r.entries()).anyMatch(e -> e.target() == env && e.bytes() > 0);
        }
        for (Layer l : map.allLayers()) {
            assertThat(r.entries()).anyMatch(e -> e.target() == l && e.bytes() > 0);
        }
        assertThat(r.entries()).anyMatch(e -> e.kind() == SizeKind.OTHER);
        // largest first
        for (int i = 1; i < r.entries().size(); i++) {
            assertThat(r.entries().get(i - 1).bytes())
                    .isGreaterThanOrEqualTo(r.entries().get(i).bytes());
        }
    }

    @Test
    void externalImageCostsOnlyItsNameAndEmbeddedItsPixels() throws Exception {
        TwMap map = TestMaps.kitchenSink();
        SizeReport r = new MapSize(SaveOptions.DDNET).measure(map);
        MapImage external =
                map.images().stream().filter(MapImage::external).findFirst().orElseThrow();
        long ext = r.entries().stream()
                .filter(e -> e.target() == external)
                .findFirst()
                .orElseThrow()
                .bytes();
        // the item (6 ints + header + offset) and the compressed name with its two table entries
        assertThat(ext).isLessThan(100);
    }

    @Test
    void measuringAgainAfterAnEditAddsUpAndReusesUnchangedBlocks() throws Exception {
        TwMap map = new MapDecoder(ReadLimits.DDNET)
                .read(Corpus.ddnetMap("maps/Tutorial.map"))
                .map();
        CompressedSizes cache = new CompressedSizes();
        MapSize size = new MapSize(SaveOptions.DDNET, cache);
        SizeReport before = size.measure(map);
        int cached = cache.cached();
        size.measure(map);
        assertThat(cache.cached()).as("nothing new to compress").isEqualTo(cached);
        MapDocument doc = new MapDocument(map);
        TileLayer game = map.gameLayer().orElseThrow();
        doc.apply(Edits.resizeLayer(map, game, game.width() + 3, game.height(), 0, 0));
        SizeReport after = size.measure(map);
        assertThat(after.total()).isEqualTo(saved(map, SaveOptions.DDNET));
        assertThat(sum(after)).isEqualTo(after.total());
        assertThat(after.total()).isNotEqualTo(before.total());
        // only the blocks whose bytes changed were compressed again
        assertThat(cache.cached() - cached).isPositive().isLessThan(cached / 2);
    }
}
