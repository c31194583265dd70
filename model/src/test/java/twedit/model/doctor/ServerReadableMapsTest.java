package twedit.model.doctor;

import static org.assertj.core.api.Assertions.assertThat;
import static twedit.model.doctor.DoctorTesting.set;

import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import twedit.model.codec.ItemTypes;
import twedit.model.codec.LoadResult;
import twedit.model.codec.LoadWarning;
import twedit.model.codec.MapDecoder;
import twedit.model.codec.MapEncoder;
import twedit.model.codec.Placeholders;
import twedit.model.codec.SaveOptions;
import twedit.model.datafile.Datafile;
import twedit.model.datafile.DatafileItem;
import twedit.model.datafile.DatafileReader;
import twedit.model.datafile.DatafileWriter;
import twedit.model.datafile.ReadLimits;
import twedit.model.datafile.Uuids;
import twedit.model.map.SoundsLayer;
import twedit.model.map.TwMap;
import twedit.model.map.UnknownItem;
import twedit.model.media.OggOpus;
import twedit.model.testutil.DdnetOracle;
import twedit.model.testutil.MapDump;
import twedit.model.testutil.TestMaps;

/**
 * Maps the DDNet server loads, built in code: the strict decoder opens them with a warning naming the defect,
 * resaving keeps everything else, the server loads the output and the checks still report the defect.
 */
class ServerReadableMapsTest {
    private static final MapDecoder STRICT = new MapDecoder(ReadLimits.DDNET);

    private static Datafile sink() throws Exception {
        return DoctorTesting.datafile(TestMaps.kitchenSink());
    }

    /** Opens {@code bytes} strictly (DDNet's server must load them too), resaves and checks the output. */
    private static TwMap opensAndResaves(byte[] bytes, String warning) throws Exception {
        DdnetOracle.ServerResult original = DdnetOracle.serverLoads(bytes);
        assertThat(original.loaded())
                .as("the server loads the input: " + original.summary())
                .isTrue();
        LoadResult r = STRICT.read(bytes);
        assertThat(r.warnings())
                .as(r.warnings().toString())
                .anyMatch(
                        w -> w.kind() == LoadWarning.Kind.TOLERATED && w.text().contains(warning));
        byte[] out = new DatafileWriter().write(new MapEncoder(SaveOptions.DDNET).encode(r.map()));
        DdnetOracle.ServerResult server = DdnetOracle.serverLoads(out);
        assertThat(server.loaded()).as(server.summary()).isTrue();
        TwMap back = STRICT.read(out).map();
        assertThat(MapDump.firstDifference(MapDump.of(r.map()), MapDump.of(back)))
                .isNull();
        // check (which salvages) still names the defect
        List<Finding> found = Doctor.check(Salvage.load(bytes, ReadLimits.DDNET));
        assertThat(found).as(found.toString()).anyMatch(f -> f.line().contains(warning));
        return r.map();
    }

    @Test
    void aSoundWithDataIndexMinusOneBecomesASilentPlaceholder() throws Exception {
        Datafile df = sink();
        TwMap original = STRICT.decode(df).map();
        byte[] bytes = DoctorTesting.withItems(df, it -> it.type() == ItemTypes.SOUND ? set(it, 3, -1) : it);
        TwMap m = opensAndResaves(bytes, "has no data (data index -1)");
        assertThat(m.sounds()).hasSameSizeAs(original.sounds());
        assertThat(m.sounds().get(0).name()).isEqualTo(original.sounds().get(0).name());
        assertThat(Placeholders.isPlaceholder(m.sounds().get(0).data())).isTrue();
        assertThat(OggOpus.parse(m.sounds().get(0).data()).durationSeconds()).isGreaterThan(0);
        assertThat(m.allLayers().stream().filter(l -> l instanceof SoundsLayer).map(l -> ((SoundsLayer) l).sound()))
                .containsOnly(m.sounds().get(0));
        assertThat(new Validator(twedit.model.codec.SourceForm.DDNET).validate(m))
                .anyMatch(f ->
                        f.checkId().equals("sounds.placeholder") && f.what().contains("replace this sound"));
    }

    @Test
    void infoStringsWithoutTheirNulAreReadToTheEnd() throws Exception {
        Datafile df = sink();
        int author = df.itemsOfType(ItemTypes.INFO).get(0).data()[1];
        TwMap m = opensAndResaves(
                DoctorTesting.withBlock(df, author, "me".getBytes(java.nio.charset.StandardCharsets.UTF_8)),
                "info author: string is not NUL-terminated");
        assertThat(m.info().author()).isEqualTo("me");
        assertThat(m.info().license()).isEqualTo("CC0");
    }

    @Test
    void anImageNameWithDataIndexMinusOneIsReadAsEmpty() throws Exception {
        Datafile df = sink();
        TwMap original = STRICT.decode(df).map();
        byte[] bytes =
                DoctorTesting.withItems(df, it -> it.type() == ItemTypes.IMAGE && it.id() == 0 ? set(it, 4, -1) : it);
        TwMap m = opensAndResaves(bytes, "image 0 name: has no name (data index -1)");
        assertThat(m.images()).hasSameSizeAs(original.images());
        assertThat(m.images().get(0).name()).isEmpty();
        assertThat(m.images().get(1).name()).isEqualTo(original.images().get(1).name());
        assertThat(imageIndices(m)).isEqualTo(imageIndices(original));
    }

    /** The image index each layer uses, in layer order (-1 for none, -2 for layers without images). */
    static List<Integer> imageIndices(TwMap m) {
        return m.allLayers().stream()
                .map(l -> l instanceof twedit.model.map.TileLayer t
                        ? m.images().indexOf(t.image())
                        : l instanceof twedit.model.map.QuadsLayer q
                                ? m.images().indexOf(q.image())
                                : -2)
                .toList();
    }

    @Test
    void damagedEmbeddedPixelsBecomeAPlaceholderOfTheSameSize() throws Exception {
        Datafile df = sink();
        TwMap original = STRICT.decode(df).map();
        int pixels = df.itemsOfType(ItemTypes.IMAGE).get(1).data()[5];
        TwMap m = opensAndResaves(DoctorTesting.withBlock(df, pixels, new byte[12]), "replace this image");
        assertThat(m.images().get(1).name()).isEqualTo(original.images().get(1).name());
        assertThat(m.images().get(1).width()).isEqualTo(original.images().get(1).width());
        assertThat(m.images().get(1).height())
                .isEqualTo(original.images().get(1).height());
        assertThat(Placeholders.isPlaceholder(m.images().get(1))).isTrue();
        assertThat(new Validator(twedit.model.codec.SourceForm.DDNET).validate(m))
                .anyMatch(f -> f.checkId().equals("images.placeholder")
                        && f.location()
                                .equals(twedit.model.map.Location.of(m.images().get(1)))
                        && f.what().contains("replace this image"));
    }

    @Test
    void anUnknownUuidItemAtType0x8000KeepsItsUuid() throws Exception {
        Datafile df = sink();
        UUID uuid = Uuids.ofName("mapitemtype-mod-at-0x8000@example.org");
        List<DatafileItem> items = new ArrayList<>(df.items());
        items.add(new DatafileItem(Datafile.ITEMTYPE_EX, ItemTypes.FIRST_UUID_TYPE, Uuids.toInts(uuid)));
        items.add(new DatafileItem(ItemTypes.FIRST_UUID_TYPE, 3, new int[] {7, 8, 9}));
        byte[] bytes = new DatafileWriter().write(Datafile.of(items, df.data()));
        LoadResult r = STRICT.read(bytes);
        assertThat(r.map().unknownItems())
                .contains(new UnknownItem(uuid, ItemTypes.FIRST_UUID_TYPE, 3, new int[] {7, 8, 9}));
        byte[] out = new DatafileWriter().write(new MapEncoder(SaveOptions.DDNET).encode(r.map()));
        Datafile back = new DatafileReader(ReadLimits.DDNET).read(out);
        int type = back.typeOfUuid(uuid);
        assertThat(type).isGreaterThanOrEqualTo(ItemTypes.FIRST_UUID_TYPE);
        assertThat(back.itemsOfType(type)).singleElement().satisfies(it -> {
            assertThat(it.id()).isEqualTo(3);
            assertThat(it.data()).containsExactly(7, 8, 9);
        });
        assertThat(STRICT.decode(back).map().unknownItems()).anyMatch(u -> uuid.equals(u.uuid()) && u.id() == 3);
        DdnetOracle.ServerResult server = DdnetOracle.serverLoads(out);
        assertThat(server.loaded()).as(server.summary()).isTrue();
    }
}
