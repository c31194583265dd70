package twedit.model.codec;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import twedit.model.datafile.DatafileItem;
import twedit.model.datafile.DatafileWriter;
import twedit.model.datafile.ReadLimits;
import twedit.model.map.TileLayer;
import twedit.model.testutil.HostileMaps;

/**
 * A Game layer whose data block declares (and inflates to) far more than the layer needs: the map opens with a
 * warning naming the block and both sizes, the layer holds the block's first cells, and a save writes the block at
 * the layer's size. The block declares more than the editor's read limit, which only the part read must fit.
 */
class HostileBlockDecodeTest {
    private static final long INFLATED = 600L << 20;

    @TempDir
    Path dir;

    @Test
    void aLayerReadsOnlyWhatItNeedsOfAnOversizedBlock() throws Exception {
        Path map = dir.resolve("bomb.map");
        int block = HostileMaps.writeBombedGameLayer(map, INFLATED);
        for (boolean lenient : new boolean[] {false, true}) {
            LoadResult r = new MapDecoder(ReadLimits.EDITOR, lenient).read(Files.readAllBytes(map));
            TileLayer game = r.map().gameLayer().orElseThrow();
            assertThat(game.width()).isEqualTo(HostileMaps.SIDE);
            assertThat(game.grid().get(10, 19, 0)).as("the spawn").isEqualTo(192);
            assertThat(game.grid().get(500, 20, 0)).as("the floor").isEqualTo(1);
            assertThat(r.warnings())
                    .extracting(LoadWarning::toString)
                    .anySatisfy(w -> assertThat(w)
                            .contains("tile data block " + block + " declares " + INFLATED + " bytes")
                            .contains("1000x1000 Game layer needs 4000000")
                            .contains("the rest is ignored"));
            byte[] saved = new DatafileWriter().write(new MapEncoder(SaveOptions.DDNET).encode(r.map()));
            var df = new twedit.model.datafile.DatafileReader(ReadLimits.EDITOR).read(saved);
            for (DatafileItem it : df.itemsOfType(ItemTypes.LAYER)) {
                assertThat(df.data().get(it.data()[LayerDecoder.TM_DATA]).declaredSize())
                        .as("the saved block is the layer's size")
                        .isEqualTo(4_000_000L);
            }
        }
    }

    @Test
    void quadsReadOnlyWhatTheyNeedOfAnOversizedBlock() throws Exception {
        twedit.model.map.TwMap map = twedit.model.testutil.TestMaps.kitchenSink();
        byte[] file = new DatafileWriter().write(new MapEncoder(SaveOptions.DDNET).encode(map));
        var df = new twedit.model.datafile.DatafileReader(ReadLimits.EDITOR).read(file);
        DatafileItem quadsItem = df.itemsOfType(ItemTypes.LAYER).stream()
                .filter(it -> it.data()[1] == ItemTypes.LAYER_QUADS && it.data()[4] > 0)
                .findFirst()
                .orElseThrow();
        int index = quadsItem.data()[5];
        byte[] quads = df.dataBytes(index, "quads");
        byte[] bombed = HostileMaps.withBombedBlock(file, index, quads, INFLATED);
        LoadResult r = new MapDecoder(ReadLimits.EDITOR).read(bombed);
        LoadResult original = new MapDecoder(ReadLimits.EDITOR).read(file);
        assertThat(twedit.model.testutil.MapDump.of(r.map()))
                .as("the quads read from the first bytes of the bombed block")
                .isEqualTo(twedit.model.testutil.MapDump.of(original.map()));
    }
}
