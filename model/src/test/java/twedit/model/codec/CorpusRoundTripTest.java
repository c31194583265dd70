package twedit.model.codec;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import twedit.model.datafile.DatafileWriter;
import twedit.model.datafile.ReadLimits;
import twedit.model.map.TwMap;
import twedit.model.testutil.Corpus;
import twedit.model.testutil.DdnetOracle;
import twedit.model.testutil.MapDump;

/**
 * Every corpus map saved in DDNet form keeps its content (field by field), loads in the real DDNet server, and
 * map_diff finds no difference wherever it can read the original.
 */
class CorpusRoundTripTest {
    private static byte[] save(TwMap map, SaveOptions options) throws EncodeException {
        return new DatafileWriter().write(new MapEncoder(options).encode(map));
    }

    @Test
    void ddnetFormResaveKeepsEveryField() throws Exception {
        for (Path p : Corpus.maps()) {
            TwMap original = new MapDecoder(ReadLimits.DDNET).read(p).map();
            byte[] saved = save(original, SaveOptions.DDNET);
            TwMap back = new MapDecoder(ReadLimits.DDNET).read(saved).map();
            String diff = MapDump.firstDifference(MapDump.of(original), MapDump.of(back));
            assertThat(diff).as(p.toString()).isNull();
            // a second save of what we wrote is stable, byte for byte
            assertThat(save(back, SaveOptions.DDNET)).as(p + " second save").isEqualTo(saved);
        }
    }

    @Test
    void resavedCorpusLoadsInTheRealServerAndMapDiffAgrees() throws Exception {
        List<String> failures = new ArrayList<>();
        for (Path p : Corpus.maps()) {
            LoadResult r = new MapDecoder(ReadLimits.DDNET).read(p);
            byte[] saved = save(r.map(), SaveOptions.DDNET);
            DdnetOracle.ServerResult server = DdnetOracle.serverLoads(saved);
            if (!server.loaded()) {
                failures.add(p + ": server " + server.summary());
            }
            DdnetOracle.ServerResult diff = DdnetOracle.mapDiff(withV2NamesForMapDiff(Files.readAllBytes(p)), saved);
            boolean toolCrashedOnOriginal = diff.exitCode() >= 128 && r.form() == SourceForm.TEEWORLDS_07;
            if (diff.exitCode() != 0 && !toolCrashedOnOriginal) {
                failures.add(p + ": map_diff " + diff.summary());
            }
        }
        assertThat(failures).isEmpty();
    }

    /**
     * map_diff compares layer names without looking at the tilemap version, so on a version-2 item (which has no
     * name) it reads past the item into the next one. For those maps the oracle gets the original with only the
     * name field added as version 3 has it (the name we decode, DDNet's extension fields moved behind it); tile
     * data blocks stay byte-identical.
     */
    static byte[] withV2NamesForMapDiff(byte[] original) throws Exception {
        twedit.model.datafile.Datafile df = new twedit.model.datafile.DatafileReader(ReadLimits.DDNET).read(original);
        boolean changed = false;
        List<twedit.model.datafile.DatafileItem> items = new ArrayList<>();
        for (twedit.model.datafile.DatafileItem it : df.items()) {
            int[] d = it.data();
            if (it.type() == ItemTypes.LAYER
                    && d.length > LayerDecoder.TM_DATA
                    && d[1] == ItemTypes.LAYER_TILEMAP
                    && d[LayerDecoder.TM_VERSION] == 2) {
                twedit.model.map.TileKind kind = twedit.model.map.TileKind.ofFlags(d[LayerDecoder.TM_FLAGS]);
                String name = kind.isPhysics() ? kind.defaultName() : "";
                int[] up = new int[d.length + 3];
                System.arraycopy(d, 0, up, 0, LayerDecoder.TM_NAME);
                System.arraycopy(MapStrings.toI32String(name, 3), 0, up, LayerDecoder.TM_NAME, 3);
                System.arraycopy(
                        d, LayerDecoder.TM_NAME, up, LayerDecoder.TM_NAME + 3, d.length - LayerDecoder.TM_NAME);
                up[LayerDecoder.TM_VERSION] = 3;
                items.add(new twedit.model.datafile.DatafileItem(it.type(), it.id(), up));
                changed = true;
            } else {
                items.add(it);
            }
        }
        return changed ? new DatafileWriter().write(twedit.model.datafile.Datafile.of(items, df.data())) : original;
    }

    @Test
    void ddnetTo07AndBackKeepsWhatThe07FormHolds() throws Exception {
        int tried = 0;
        for (Path p : Corpus.maps()) {
            TwMap original = new MapDecoder(ReadLimits.DDNET).read(p).map();
            if (!MapEncoder.ddnetOnlyContent(original).isEmpty()) {
                continue;
            }
            tried++;
            byte[] as07 = save(original, SaveOptions.TEEWORLDS_07);
            LoadResult r07 = new MapDecoder(ReadLimits.DDNET).read(as07);
            TwMap back = new MapDecoder(ReadLimits.DDNET)
                    .read(save(r07.map(), SaveOptions.DDNET))
                    .map();
            String diff = MapDump.firstDifference(MapDump.of(original), MapDump.of(back));
            assertThat(diff).as(p.toString()).isNull();
        }
        // the maps of the corpus with no DDNet-only content: a shrinking filter fails, not a test of nothing
        assertThat(tried).as("corpus maps the 0.7 form can hold").isGreaterThanOrEqualTo(MAPS_07_CAN_HOLD);
    }

    /** Corpus maps with no DDNet-only content: 35 of the 55 (the others have DDNet's own layers or items). */
    static final int MAPS_07_CAN_HOLD = 35;

    @Test
    void the07FormRefusesDdnetOnlyContentUnlessForced() throws Exception {
        TwMap tutorial = new MapDecoder(ReadLimits.DDNET)
                .read(Corpus.ddnetMap("maps/Tutorial.map"))
                .map();
        assertThat(MapEncoder.ddnetOnlyContent(tutorial)).isNotEmpty();
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> save(tutorial, SaveOptions.TEEWORLDS_07))
                .isInstanceOf(EncodeException.class)
                .hasMessageContaining("0.7 form cannot hold");
        byte[] forced = save(tutorial, new SaveOptions(SourceForm.TEEWORLDS_07, true));
        TwMap back = new MapDecoder(ReadLimits.DDNET).read(forced).map();
        assertThat(MapEncoder.ddnetOnlyContent(back)).isEmpty();
        assertThat(back.gameLayer()).isPresent();
    }
}
