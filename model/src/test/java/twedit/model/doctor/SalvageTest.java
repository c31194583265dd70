package twedit.model.doctor;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static twedit.model.doctor.DoctorTesting.set;

import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import twedit.model.codec.ItemTypes;
import twedit.model.codec.LoadResult;
import twedit.model.codec.LoadWarning;
import twedit.model.codec.MapDecoder;
import twedit.model.codec.Placeholders;
import twedit.model.codec.SaveOptions;
import twedit.model.datafile.Datafile;
import twedit.model.datafile.DatafileException;
import twedit.model.datafile.DatafileItem;
import twedit.model.datafile.LittleEndian;
import twedit.model.datafile.ReadLimits;
import twedit.model.document.MapDocument;
import twedit.model.map.MapFixtures;
import twedit.model.map.MapImage;
import twedit.model.map.QuadsLayer;
import twedit.model.map.TileKind;
import twedit.model.map.TileLayer;
import twedit.model.map.TwMap;
import twedit.model.testutil.TestMaps;

/**
 * Files DDNet refuses, built in code: the strict decoder refuses each, salvage loads what can be trusted and says
 * what it dropped, and the fixed map passes the checks and loads in the real server.
 */
class SalvageTest {
    /** Kitchen-sink layer items: 0 quads, 1 sounds, 2 walls, 3 game, 4 front, 5 tele, 6 speedup, 7 switch, 8 tune. */
    private static final int WALLS = 2;

    private static final int TELE = 5;

    private static Datafile sink() throws Exception {
        return DoctorTesting.datafile(TestMaps.kitchenSink());
    }

    /** Salvages {@code bytes} (which the strict decoder must refuse), checks the findings, fixes and saves. */
    private static TwMap salvageAndFix(byte[] bytes, String... expected) throws Exception {
        assertThatThrownBy(() -> new MapDecoder(ReadLimits.DDNET).read(bytes)).isInstanceOf(DatafileException.class);
        SalvageResult r = Salvage.load(bytes, ReadLimits.DDNET);
        assertThat(r.intact()).isFalse();
        List<Finding> all = Doctor.check(r);
        assertThat(all.get(0).checkId()).isEqualTo("load.refused");
        String text = all.stream().map(f -> f.checkId() + " " + f).toList().toString();
        for (String e : expected) {
            assertThat(text).contains(e);
        }
        MapDocument doc = new MapDocument(r.map());
        FixReport report = Doctor.fixAll(doc, Validator.ddnet());
        assertThat(report.errorsLeft()).as(report.remaining().toString()).isFalse();
        DoctorTesting.assertSavedMapIsClean(doc.map(), "none");
        return doc.map();
    }

    private static byte[] layerItem(Datafile df, int layer, int field, int value) {
        return DoctorTesting.withItems(
                df, it -> it.type() == ItemTypes.LAYER && it.id() == layer ? set(it, field, value) : it);
    }

    @Test
    void aMapWithoutGameLayerGetsOne() throws Exception {
        TwMap m = TestMaps.kitchenSink();
        MapFixtures.remove(m.gameGroup().orElseThrow().layers(), m.gameLayer().orElseThrow());
        TwMap fixed = salvageAndFix(
                DoctorTesting.withItems(DoctorTesting.datafile(m), it -> it), "no Game layer", "game.missing");
        assertThat(fixed.gameLayer()).isPresent();
    }

    @Test
    void physicsLayersSmallerThanTheGameLayerAreResized() throws Exception {
        TwMap m = TestMaps.kitchenSink();
        TileLayer tele = m.physicsLayer(TileKind.TELE).orElseThrow();
        MapFixtures.setGrid(tele, tele.grid().resized(20, 10, 0, 0));
        TwMap fixed = salvageAndFix(
                DoctorTesting.withItems(DoctorTesting.datafile(m), it -> it),
                "smaller than the Game layer",
                "physics.size");
        assertThat(fixed.physicsLayer(TileKind.TELE).orElseThrow().width()).isEqualTo(40);
    }

    @Test
    void layerRangesOutsideTheFileAreClamped() throws Exception {
        byte[] b = DoctorTesting.withItems(
                sink(), it -> it.type() == ItemTypes.GROUP && it.id() == 1 ? set(it, 6, 100) : it);
        TwMap fixed = salvageAndFix(b, "are outside the 9 layers", "only the layers that exist are kept");
        assertThat(fixed.groups().get(1).layers()).hasSize(7);
    }

    @Test
    void brokenLayersAreDroppedAndTheirPlaceRepaired() throws Exception {
        Datafile df = sink();
        TwMap fixed = salvageAndFix(layerItem(df, TELE, 3, 7), "tilemap version 7", "layer dropped");
        assertThat(fixed.physicsLayer(TileKind.TELE)).isEmpty();
        fixed = salvageAndFix(layerItem(df, 3, 6, 3), "more than one physics flag", "game.missing");
        assertThat(fixed.gameLayer().orElseThrow().width()).isEqualTo(40);
        salvageAndFix(layerItem(df, WALLS, 4, 1), "below the minimum of 2x2");
    }

    @Test
    void brokenImagesBecomePlaceholdersAndKeepTheirUsers() throws Exception {
        Datafile df = sink();
        TwMap original = new MapDecoder(ReadLimits.DDNET).decode(df).map();
        byte[] b =
                DoctorTesting.withItems(df, it -> it.type() == ItemTypes.IMAGE && it.id() == 1 ? set(it, 1, 65) : it);
        LoadResult strict = new MapDecoder(ReadLimits.DDNET).read(b);
        assertThat(strict.warnings())
                .anyMatch(w -> w.kind() == LoadWarning.Kind.TOLERATED
                        && w.text().contains("pixel data has")
                        && w.text().contains("replace this image"));
        SalvageResult r = Salvage.load(b, ReadLimits.DDNET);
        MapDocument doc = new MapDocument(r.map());
        Doctor.fixAll(doc, Validator.ddnet());
        TwMap fixed = doc.map();
        assertThat(fixed.images()).hasSameSizeAs(original.images());
        MapImage placeholder = fixed.images().get(1);
        assertThat(placeholder.name()).isEqualTo(original.images().get(1).name());
        assertThat(Placeholders.isPlaceholder(placeholder)).isTrue();
        assertThat(imageIndices(fixed)).isEqualTo(imageIndices(original));
        assertThat(Doctor.check(Salvage.load(Doctor.encodeVerified(fixed, SaveOptions.DDNET), ReadLimits.DDNET)))
                .anyMatch(f ->
                        f.checkId().equals("images.placeholder") && f.what().contains("replace this image"));
        DoctorTesting.assertSavedMapIsClean(fixed, "images.data");
    }

    /** The image index each layer uses, in layer order (-1 for none). */
    private static List<Integer> imageIndices(TwMap m) {
        return m.allLayers().stream()
                .map(l -> l instanceof TileLayer t
                        ? m.images().indexOf(t.image())
                        : l instanceof QuadsLayer q ? m.images().indexOf(q.image()) : -2)
                .toList();
    }

    @Test
    void badStringsAreReadAsDdnetReadsThemAndShortItemsSalvaged() throws Exception {
        Datafile df = sink();
        int author = df.itemsOfType(ItemTypes.INFO).get(0).data()[1];
        LoadResult strict =
                new MapDecoder(ReadLimits.DDNET).read(DoctorTesting.withBlock(df, author, new byte[] {'a', 'b'}));
        assertThat(strict.warnings())
                .anyMatch(
                        w -> w.text().contains("info author: string is not NUL-terminated; read up to the first NUL"));
        assertThat(strict.map().info().author()).isEqualTo("ab");
        assertThat(strict.map().info().license()).isEqualTo("CC0");
        byte[] b = DoctorTesting.withItems(
                df,
                it -> it.type() == ItemTypes.ENVELOPE && it.id() == 0
                        ? new DatafileItem(it.type(), it.id(), new int[] {1})
                        : it);
        TwMap fixed = salvageAndFix(b, "envelope 0: item has 1 ints", "envelope dropped");
        assertThat(fixed.envelopes()).hasSize(2);
        int sounds = df.itemsOfType(ItemTypes.SOUND).size();
        b = DoctorTesting.withItems(
                df, it -> it.type() == ItemTypes.SOUND ? new DatafileItem(it.type(), it.id(), new int[] {1, 0}) : it);
        fixed = salvageAndFix(b, "a silent placeholder takes its place");
        assertThat(fixed.sounds()).hasSize(sounds).allMatch(s -> Placeholders.isPlaceholder(s.data()));
    }

    @Test
    void aMissingOrWrongVersionItemIsTolerated() throws Exception {
        Datafile df = sink();
        salvageAndFix(
                DoctorTesting.withItems(df, it -> it.type() == ItemTypes.VERSION ? set(it, 0, 2) : it),
                "map version is 2",
                "read as version 1");
        salvageAndFix(DoctorTesting.withItems(df, it -> it.type() == ItemTypes.VERSION ? null : it), "no Version item");
    }

    @Test
    void aTruncatedFileKeepsWhatComesBeforeTheCut() throws Exception {
        byte[] full = DoctorTesting.withItems(sink(), it -> it);
        byte[] cut = Arrays.copyOf(full, full.length - 300);
        TwMap fixed =
                salvageAndFix(cut, "truncated", "cut off by the end of the file (the file is truncated); dropped");
        assertThat(fixed.groups()).hasSize(2);
        assertThat(fixed.allLayers()).hasSizeGreaterThan(3);
        // cut inside the items: the items before the cut are kept
        cut = Arrays.copyOf(full, 880);
        fixed = salvageAndFix(cut, "does not lead to an item; dropped", "(the file is truncated); dropped");
        assertThat(fixed.gameLayer()).isPresent();
    }

    @Test
    void corruptHeaderCountsAreRebuiltFromTheRestOfTheFile() throws Exception {
        byte[] full = DoctorTesting.withItems(sink(), it -> it);
        for (int field : new int[] {16, 20, 24, 28, 32}) {
            byte[] b = full.clone();
            LittleEndian.putI32(b, field, LittleEndian.i32(b, field) + 3);
            SalvageResult r = Salvage.load(b, ReadLimits.DDNET);
            assertThat(r.findings().toString()).as("field at " + field).contains("which fits the rest of the file");
            assertThat(r.findings())
                    .as("field at " + field)
                    .noneMatch(f -> f.checkId().equals("load.salvaged"));
            DoctorTesting.assertSavedMapIsClean(r.map(), "none");
        }
    }

    @Test
    void damagedItemsAndBlocksAreDroppedOneByOne() throws Exception {
        Datafile df = sink();
        byte[] full = DoctorTesting.withItems(df, it -> it);
        int numTypes = LittleEndian.i32(full, 16);
        int numItems = LittleEndian.i32(full, 20);
        int numData = LittleEndian.i32(full, 24);
        int itemOffsets = 36 + 12 * numTypes;
        int itemsAt = itemOffsets + 4 * numItems + 8 * numData;
        // the size field of item 3 (the second image) lies
        byte[] b = full.clone();
        int item3 = itemsAt + LittleEndian.i32(full, itemOffsets + 12);
        LittleEndian.putI32(b, item3 + 4, 400);
        TwMap heldImage = salvageAndFix(b, "item 3 of type 2", "keeps its place");
        // the image's place is held by a placeholder, so the layers after it keep their links
        assertThat(heldImage.images()).hasSameSizeAs(TestMaps.kitchenSink().images());
        assertThat(twedit.model.codec.Placeholders.isPlaceholder(
                        heldImage.images().get(1)))
                .isTrue();
        // an item offset points into the middle of an item: the items are found by walking their sizes
        b = full.clone();
        LittleEndian.putI32(b, itemOffsets + 20, LittleEndian.i32(full, itemOffsets + 20) + 4);
        SalvageResult r = Salvage.load(b, ReadLimits.DDNET);
        assertThat(r.findings()).noneMatch(f -> f.checkId().equals("container"));
        // corrupt zlib data in the walls' tile block
        int wallsData = df.itemsOfType(ItemTypes.LAYER).get(WALLS).data()[14];
        int dataAt = itemsAt + LittleEndian.i32(full, 28);
        int blockAt = dataAt + LittleEndian.i32(full, itemOffsets + 4 * numItems + 4 * wallsData);
        b = full.clone();
        for (int k = 2; k < 12; k++) {
            b[blockAt + k] = (byte) 0xFF;
        }
        TwMap fixed = salvageAndFix(b, "layer 0 'Walls'", "the layer is kept with empty tiles");
        TileLayer walls = (TileLayer) fixed.gameGroup().orElseThrow().layers().get(0);
        assertThat(walls.name()).isEqualTo("Walls");
        assertThat(walls.image())
                .as("the layer keeps its image")
                .isSameAs(fixed.images().get(1));
        assertThat(walls.grid().get(0, 29, 0)).isZero();
    }

    @Test
    void whatIsNotAMapIsRefusedWithTheDocumentedException() {
        for (byte[] junk : List.of(
                "not a map at all".getBytes(),
                "DATA".getBytes(),
                new byte[0],
                Arrays.copyOf("DATA\4\0\0\0".getBytes(), 40))) {
            assertThatThrownBy(() -> Salvage.load(junk, ReadLimits.DDNET))
                    .isInstanceOf(DatafileException.class)
                    .hasMessageNotContaining("null");
        }
    }

    @Test
    void overlappingEnvelopePointRangesAreReportedAndSavedApart() throws Exception {
        byte[] b = DoctorTesting.withItems(
                sink(), it -> it.type() == ItemTypes.ENVELOPE && it.id() == 1 ? set(it, 2, 1) : it);
        SalvageResult r = Salvage.load(b, ReadLimits.DDNET);
        assertThat(r.intact()).isTrue();
        assertThat(r.findings())
                .extracting(Finding::line)
                .containsExactly(
                        "warning: envelope 1: its points 1..2 overlap those of envelope 0; saving gives each envelope its own"
                                + " copy");
        assertThat(r.map().envelopes().get(1).points())
                .containsExactlyElementsOf(r.map().envelopes().get(0).points().subList(1, 3));
        byte[] saved = Doctor.encodeVerified(r.map(), twedit.model.codec.SaveOptions.DDNET);
        assertThat(Salvage.load(saved, ReadLimits.DDNET).findings()).isEmpty();
    }

    @Test
    void anIntactFileHasNoLoadErrors() throws Exception {
        byte[] b = DoctorTesting.withItems(sink(), it -> it);
        SalvageResult r = Salvage.load(b, ReadLimits.DDNET);
        assertThat(r.intact()).isTrue();
        assertThat(r.findings()).isEmpty();
        assertThat(Doctor.check(r)).isEmpty();
    }
}
