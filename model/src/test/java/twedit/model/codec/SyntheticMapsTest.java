package twedit.model.codec;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import twedit.model.datafile.DataBlock;
import twedit.model.datafile.Datafile;
import twedit.model.datafile.DatafileException;
import twedit.model.datafile.DatafileItem;
import twedit.model.datafile.DatafileReader;
import twedit.model.datafile.DatafileWriter;
import twedit.model.datafile.LittleEndian;
import twedit.model.datafile.ReadLimits;
import twedit.model.map.SoundSource;
import twedit.model.map.SoundsLayer;
import twedit.model.map.TwMap;
import twedit.model.testutil.DatafileV3;
import twedit.model.testutil.DdnetOracle;
import twedit.model.testutil.MapDump;
import twedit.model.testutil.TestMaps;

/** Maps built in code for what the corpus lacks: v3 files, ATAD, tune layers, sounds, bezier forms, unknown items. */
class SyntheticMapsTest {
    private static final MapDecoder DECODER = new MapDecoder(ReadLimits.DDNET);

    private static Datafile encode(TwMap m, SaveOptions o) throws EncodeException {
        return new MapEncoder(o).encode(m);
    }

    private static byte[] bytes(TwMap m, SaveOptions o) throws EncodeException {
        return new DatafileWriter().write(encode(m, o));
    }

    @Test
    void kitchenSinkRoundTripsAndLoadsInTheRealServer() throws Exception {
        TwMap m = TestMaps.kitchenSink();
        byte[] saved = bytes(m, SaveOptions.DDNET);
        LoadResult back = DECODER.read(saved);
        assertThat(MapDump.firstDifference(MapDump.of(m), MapDump.of(back.map())))
                .isNull();
        assertThat(back.form()).isEqualTo(SourceForm.DDNET);
        DdnetOracle.ServerResult server = DdnetOracle.serverLoads(saved);
        assertThat(server.loaded()).as(server.summary()).isTrue();
    }

    @Test
    void version3DatafilesAndReversedMagicReadTheSame() throws Exception {
        TwMap m = TestMaps.kitchenSink();
        Datafile df = encode(m, SaveOptions.DDNET);
        for (boolean reversed : new boolean[] {false, true}) {
            byte[] v3 = DatafileV3.write(df, reversed);
            Datafile read = new DatafileReader(ReadLimits.DDNET).read(v3);
            assertThat(read.version()).isEqualTo(3);
            TwMap back = DECODER.decode(read).map();
            assertThat(MapDump.firstDifference(MapDump.of(m), MapDump.of(back))).isNull();
            // and we write it back as version 4
            byte[] v4 = new DatafileWriter().write(read);
            assertThat(new DatafileReader(ReadLimits.DDNET).read(v4).version()).isEqualTo(4);
        }
        byte[] atad = bytes(m, SaveOptions.DDNET);
        atad[0] = 'A';
        atad[1] = 'T';
        atad[2] = 'A';
        atad[3] = 'D';
        assertThat(MapDump.of(DECODER.read(atad).map())).isEqualTo(MapDump.of(m));
    }

    @Test
    void bezierTangentsRoundTripInBothForms() throws Exception {
        TwMap m = TestMaps.kitchenSink();
        Datafile ddnet = encode(m, SaveOptions.DDNET);
        int bezierType = ddnet.typeOfUuid(ItemTypes.ENVPOINTS_BEZIER);
        assertThat(bezierType).isPositive();
        assertThat(ddnet.itemsOfType(ItemTypes.ENVELOPE)).allMatch(e -> e.data()[0] == 2);
        assertThat(ddnet.itemsOfType(ItemTypes.ENV_POINTS).get(0).data()).hasSize(7 * 6);
        assertThat(ddnet.itemsOfType(bezierType).get(0).data()).hasSize(7 * 16);

        TwMap no07Blockers = TestMaps.kitchenSink();
        Datafile v07 = new MapEncoder(new SaveOptions(SourceForm.TEEWORLDS_07, true)).encode(no07Blockers);
        assertThat(v07.typeOfUuid(ItemTypes.ENVPOINTS_BEZIER)).isNegative();
        assertThat(v07.itemsOfType(ItemTypes.ENVELOPE)).allMatch(e -> e.data()[0] == 3);
        LoadResult back07 = DECODER.read(new DatafileWriter().write(v07));
        assertThat(back07.form()).isEqualTo(SourceForm.TEEWORLDS_07);
        assertThat(back07.map().envelopes().get(0).points())
                .isEqualTo(m.envelopes().get(0).points());
        assertThat(DECODER.decode(ddnet).map().envelopes().get(0).points())
                .isEqualTo(m.envelopes().get(0).points());
    }

    @Test
    void unknownItemsAreKeptAndWrittenBackUnchanged() throws Exception {
        TwMap m = TestMaps.kitchenSink();
        LoadResult back = DECODER.read(bytes(m, SaveOptions.DDNET));
        assertThat(back.map().unknownItems()).containsExactlyElementsOf(m.unknownItems());
        assertThat(back.warnings())
                .anyMatch(w -> w.kind() == twedit.model.codec.LoadWarning.Kind.KEPT_UNKNOWN
                        && w.text().contains("does not understand"));
    }

    @Test
    void deprecatedSoundLayersAreUpgraded() throws Exception {
        Datafile df = encode(TestMaps.kitchenSink(), SaveOptions.DDNET);
        List<DatafileItem> items = new ArrayList<>();
        List<DataBlock> data = new ArrayList<>(df.data());
        for (DatafileItem it : df.items()) {
            if (it.type() == ItemTypes.LAYER && it.data()[1] == ItemTypes.LAYER_SOUNDS) {
                int[] d = it.data().clone();
                d[1] = ItemTypes.LAYER_SOUNDS_DEPRECATED;
                byte[] old = new byte[2 * 36];
                int[][] sources = {{10 * 1024, 5 * 1024, 1, 3, 900, 0, 7, 2, 11}, {0, 0, 0, 0, 100, -1, 0, -1, 0}};
                for (int s = 0; s < 2; s++) {
                    for (int k = 0; k < 9; k++) {
                        LittleEndian.putI32(old, s * 36 + 4 * k, sources[s][k]);
                    }
                }
                data.add(DataBlock.of(old));
                d[5] = data.size() - 1;
                items.add(new DatafileItem(it.type(), it.id(), d));
            } else {
                items.add(it);
            }
        }
        LoadResult r = DECODER.decode(Datafile.of(items, data));
        SoundsLayer layer = (SoundsLayer) r.map().groups().get(0).layers().get(1);
        SoundSource s0 = layer.sources().get(0);
        assertThat(s0.looping()).isTrue();
        assertThat(s0.panning()).isTrue();
        assertThat(s0.delay()).isEqualTo(3);
        assertThat(s0.falloff()).isZero();
        assertThat(s0.shapeKind()).isEqualTo(SoundSource.SHAPE_CIRCLE);
        assertThat(s0.shapeWidth()).isEqualTo(900);
        assertThat(s0.positionEnvelope()).isSameAs(r.map().envelopes().get(0));
        assertThat(s0.soundEnvelope()).isSameAs(r.map().envelopes().get(2));
        assertThat(layer.sources().get(1).positionEnvelope()).isNull();
        Datafile resaved = encode(r.map(), SaveOptions.DDNET);
        assertThat(resaved.itemsOfType(ItemTypes.LAYER))
                .noneMatch(i -> i.data()[1] == ItemTypes.LAYER_SOUNDS_DEPRECATED);
    }

    @Test
    void physicsTilesKeepEveryByte() throws Exception {
        TwMap back =
                DECODER.read(bytes(TestMaps.kitchenSink(), SaveOptions.DDNET)).map();
        var speedup = back.physicsLayer(twedit.model.map.TileKind.SPEEDUP).orElseThrow();
        int y = speedup.height() - 2;
        assertThat(speedup.grid().get(12, y, 0)).isEqualTo(30);
        assertThat(speedup.grid().get(12, y, 4) | speedup.grid().get(12, y, 5) << 8)
                .isEqualTo(300);
        var tune = back.physicsLayer(twedit.model.map.TileKind.TUNE).orElseThrow();
        assertThat(tune.grid().get(16, y, 0)).isEqualTo(1);
        assertThat(tune.grid().get(16, y, 1)).isEqualTo(68);
        assertThat(back.info().settings()).contains("tune_zone 1 gravity 0.25");
    }

    @Test
    void datafilesThatAreNotMapsAreRefusedWithAMessageSayingSo() throws Exception {
        byte[] empty = new DatafileWriter().write(Datafile.of(List.of(), List.of()));
        assertThatThrownBy(() -> DECODER.read(empty))
                .isInstanceOf(DatafileException.class)
                .hasMessageContaining("not a map");
        byte[] noGame =
                new DatafileWriter().write(Datafile.of(List.of(new DatafileItem(0, 0, new int[] {1})), List.of()));
        assertThatThrownBy(() -> DECODER.read(noGame))
                .isInstanceOf(DatafileException.class)
                .hasMessageContaining("not a map");
    }
}
