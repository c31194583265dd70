package twedit.model.codec;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import twedit.model.datafile.DatafileReader;
import twedit.model.datafile.DatafileWriter;
import twedit.model.datafile.ReadLimits;
import twedit.model.map.MapFixtures;
import twedit.model.map.TileKind;
import twedit.model.map.TwMap;
import twedit.model.testutil.TestMaps;

/** What a map holds, counted on the typed map and on its file alike, and what a smaller one lacks, in words. */
class MapContentTest {
    @Test
    void aMapAndItsFileHoldTheSame() throws Exception {
        TwMap m = TestMaps.kitchenSink();
        byte[] file = new DatafileWriter().write(new MapEncoder(SaveOptions.DDNET).encode(m));
        MapContent ofMap = MapContent.of(m);
        assertThat(MapContent.ofFile(new DatafileReader(ReadLimits.DDNET).read(file)))
                .isEqualTo(ofMap);
        assertThat(ofMap.layers()).isEqualTo(m.allLayers().size());
        assertThat(ofMap.cells()).isPositive();
        assertThat(ofMap.quads()).isPositive();
        assertThat(ofMap.lostSince(ofMap)).isEmpty();
    }

    @Test
    void clearedCellsOfEveryKindCountAsLost() {
        TwMap m = TestMaps.kitchenSink();
        MapContent before = MapContent.of(m);
        for (TileKind k : TileKind.values()) {
            if (k != TileKind.TILES) {
                var l = m.physicsLayer(k).orElseThrow();
                MapFixtures.setGrid(l, new twedit.model.map.TileGrid(l.width(), l.height(), k.cellBytes()));
            }
        }
        MapContent after = MapContent.of(m);
        assertThat(after.cells()).isLessThan(before.cells());
        assertThat(after.lostSince(before)).endsWith(" non-empty cells").doesNotContain("layer");
    }

    @Test
    void theLossIsSaidInWords() {
        MapContent held = new MapContent(14, 5000, 7, 3, 2, 1, 0);
        MapContent kept = new MapContent(2, 1598, 2, 3, 2, 1, 0);
        assertThat(kept.lostSince(held)).isEqualTo("12 layers (3,402 non-empty cells), 5 images");
        assertThat(new MapContent(14, 5000, 7, 0, 0, 0, 0).lostSince(new MapContent(14, 5000, 7, 1, 2, 1, 2)))
                .isEqualTo("the unreadable tiles of 2 damaged layers, 1 quad, 2 envelopes, 1 sound");
        assertThat(held.describe())
                .isEqualTo("14 layers (5,000 non-empty cells), 7 images, 3 quads, 2 envelopes, 1 sound");
    }

    @Test
    void aPlaceholderMadeInThisSessionIsNoImageKept() {
        TwMap m = TestMaps.kitchenSink();
        int images = MapContent.of(m).images();
        MapFixtures.add(m.images(), Placeholders.image("lost", 64, 64));
        assertThat(m.images()).hasSize(images + 1);
        assertThat(MapContent.of(m).images()).isEqualTo(images);
    }
}
