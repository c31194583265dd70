package twedit.model.codec;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.zip.Deflater;
import org.junit.jupiter.api.Test;
import twedit.model.datafile.DataBlock;
import twedit.model.datafile.Datafile;
import twedit.model.datafile.DatafileException;
import twedit.model.datafile.DatafileWriter;
import twedit.model.datafile.ReadLimits;
import twedit.model.doctor.Doctor;
import twedit.model.map.Layer;
import twedit.model.map.TileLayer;
import twedit.model.testutil.Corpus;
import twedit.model.testutil.MapDump;

/**
 * Issue 33: checking saved bytes ({@link MapDecoder#check}, what every save verifies) accepts and refuses exactly what
 * a full read does, and its map, whose tile layers stay compressed until read, has the same content.
 */
class CheckOnlyDecodeTest {
    @Test
    void checkingReadsEveryCorpusMapAsAFullReadDoesWithTheTilesCompressed() throws Exception {
        for (Path p : Corpus.maps()) {
            byte[] bytes = Files.readAllBytes(p);
            LoadResult full;
            try {
                full = new MapDecoder(ReadLimits.DDNET).read(bytes);
            } catch (DatafileException e) {
                assertThatThrownBy(() -> new MapDecoder(ReadLimits.DDNET).check(bytes))
                        .as(p.toString())
                        .isInstanceOf(DatafileException.class)
                        .hasMessage(e.getMessage());
                continue;
            }
            LoadResult checked = new MapDecoder(ReadLimits.DDNET).check(bytes);
            boolean anyCompressed = false;
            for (Layer l : checked.map().allLayers()) {
                anyCompressed |= l instanceof TileLayer t && !t.grid().inflated();
            }
            assertThat(checked.form()).as(p.toString()).isEqualTo(full.form());
            assertThat(checked.warnings()).as(p.toString()).isEqualTo(full.warnings());
            assertThat(MapDump.firstDifference(MapDump.of(full.map()), MapDump.of(checked.map())))
                    .as(p.toString())
                    .isNull();
            if (full.form() == SourceForm.DDNET && p.equals(Corpus.largest())) {
                assertThat(anyCompressed)
                        .as(p + " keeps its tiles compressed while checking")
                        .isTrue();
            }
        }
    }

    @Test
    void aTileBlockThatInflatesShortIsRefusedByTheCheckAsByAFullRead() throws Exception {
        Datafile df = new MapEncoder(SaveOptions.DDNET)
                .encode(new MapDecoder(ReadLimits.DDNET).read(Corpus.largest()).map());
        TileLayer game = new MapDecoder(ReadLimits.DDNET)
                .read(Corpus.largest())
                .map()
                .gameLayer()
                .orElseThrow();
        int need = game.width() * game.height() * 4;
        List<DataBlock> blocks = new ArrayList<>(df.data());
        int victim = -1;
        for (int i = 0; i < blocks.size(); i++) {
            if (blocks.get(i).declaredSize() == need) {
                victim = i;
                break;
            }
        }
        assertThat(victim).isNotNegative();
        byte[] raw = blocks.get(victim).bytes(ReadLimits.DDNET);
        blocks.set(victim, DataBlock.precompressed(raw, deflate(Arrays.copyOf(raw, raw.length - 4))));
        byte[] broken = new DatafileWriter().write(Datafile.of(df.items(), blocks));
        DatafileException full = org.junit.jupiter.api.Assertions.assertThrows(
                DatafileException.class, () -> new MapDecoder(ReadLimits.DDNET).read(broken));
        assertThatThrownBy(() -> new MapDecoder(ReadLimits.DDNET).check(broken))
                .isInstanceOf(DatafileException.class)
                .hasMessage(full.getMessage());
        assertThatThrownBy(() -> Doctor.verify(broken)).hasMessageContaining("would be refused");
    }

    private static byte[] deflate(byte[] in) {
        Deflater d = new Deflater();
        d.setInput(in);
        d.finish();
        byte[] buf = new byte[in.length + 1024];
        int n = 0;
        while (!d.finished()) {
            n += d.deflate(buf, n, buf.length - n);
        }
        d.end();
        return Arrays.copyOf(buf, n);
    }
}
