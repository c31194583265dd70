package twedit.model.codec;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import twedit.model.datafile.DataBlock;
import twedit.model.datafile.Datafile;
import twedit.model.datafile.DatafileException;
import twedit.model.datafile.DatafileItem;
import twedit.model.datafile.DatafileReader;
import twedit.model.datafile.DatafileWriter;
import twedit.model.datafile.ReadLimits;
import twedit.model.map.Group;
import twedit.model.map.ImageContent;
import twedit.model.map.Layer;
import twedit.model.map.MapBuilder;
import twedit.model.map.MapImage;
import twedit.model.map.MapMutator;
import twedit.model.map.Props;
import twedit.model.map.TileGrid;
import twedit.model.map.TileKind;
import twedit.model.map.TileLayer;
import twedit.model.map.TwMap;
import twedit.model.testutil.Corpus;
import twedit.model.testutil.TestMaps;

/**
 * Tile blocks inflated and image blocks checked on other cores, image pixels inflated on first use: every caller
 * sees the bytes a plain serial read gives, and damage is reported at load, in the same words, whatever the threads.
 * A decode starts one helper fewer than the cores (none on one core): BlockPrefetchTest runs the helpers with their
 * number forced, so that they are tested on any machine.
 */
class ParallelDecodeTest {
    private static final ReadLimits LIMITS = ReadLimits.DDNET;
    private static final int IMAGES = 12;
    private static final int LAYERS = 8;

    /** A map with more image and tile blocks than cores, of different sizes. */
    static TwMap manyBlocks() {
        MapBuilder b = new MapBuilder();
        List<MapImage> images = new ArrayList<>();
        for (int i = 0; i < IMAGES; i++) {
            int w = 64;
            int h = 32 + 24 * i;
            byte[] px = new byte[w * h * 4];
            for (int p = 0; p < px.length; p++) {
                px[p] = (byte) (p % (13 + i) == 0 ? p * 31 + i : 0);
            }
            MapImage img = new MapImage("img" + i, w, h, false, MapImage.Format.RGBA, px);
            images.add(img);
            b.image(img);
        }
        List<Layer> layers = new ArrayList<>();
        TileLayer game = TileLayer.empty(TileKind.GAME, 120, 80);
        TestMaps.setTile(game.grid(), 3, 4, 1, 0);
        layers.add(game);
        for (int i = 0; i < LAYERS; i++) {
            TileGrid g = new TileGrid(120, 80, 4);
            for (int x = 0; x < 120; x += 1 + i) {
                TestMaps.setTile(g, x, (x * 7 + i) % 80, 1 + x % 255, i % 4);
            }
            layers.add(TileLayer.detached(TileKind.TILES, "t" + i, g, images.get(i), null));
        }
        return b.group(Group.game(layers)).build();
    }

    private static Datafile encoded(TwMap m) throws EncodeException {
        return new MapEncoder(SaveOptions.DDNET).encode(m);
    }

    /** The data index of the pixels of image {@code i}. */
    private static int pixelBlock(Datafile df, int i) {
        return df.itemsOfType(ItemTypes.IMAGE).get(i).data()[5];
    }

    /** The data index of the tiles of the tile layer named {@code name}. */
    private static int tileBlock(Datafile df, String name) {
        for (DatafileItem it : df.itemsOfType(ItemTypes.LAYER)) {
            int[] d = it.data();
            if (d[1] == ItemTypes.LAYER_TILEMAP
                    && MapStrings.i32String(d, LayerDecoder.TM_NAME, 3).equals(name)) {
                return d[LayerDecoder.TM_DATA];
            }
        }
        throw new AssertionError("no layer " + name);
    }

    /** The file with the stored zlib bytes of some blocks damaged: a bad header, or cut in half. */
    private static byte[] damaged(Datafile df, List<Integer> badHeader, List<Integer> cut) throws Exception {
        List<DataBlock> blocks = new ArrayList<>();
        for (int k = 0; k < df.dataCount(); k++) {
            DataBlock block = df.data().get(k);
            byte[] zlib = block.compressed().clone();
            if (badHeader.contains(k)) {
                zlib[0] = 0;
            } else if (cut.contains(k)) {
                zlib = java.util.Arrays.copyOf(zlib, zlib.length / 2);
            } else {
                blocks.add(block);
                continue;
            }
            blocks.add(DataBlock.precompressed(df.dataBytes(k, "test"), zlib));
        }
        return new DatafileWriter().write(Datafile.of(df.items(), blocks));
    }

    /** Every embedded image and every untouched tile layer holds exactly the bytes of its block read serially. */
    private static void assertSerialBytes(Datafile df, TwMap map) throws DatafileException {
        List<DatafileItem> imageItems = df.itemsOfType(ItemTypes.IMAGE);
        assertThat(map.images()).hasSameSizeAs(imageItems);
        int embedded = 0;
        for (int i = 0; i < imageItems.size(); i++) {
            int[] d = imageItems.get(i).data();
            if (d[3] == 0) {
                embedded++;
                assertThat(map.images().get(i).pixels())
                        .as("pixels of image %d", i)
                        .isEqualTo(df.dataBytes(d[5], "image " + i));
            }
        }
        int tileLayers = 0;
        for (Layer l : map.allLayers()) {
            if (l instanceof TileLayer t && t.grid().source() != null) {
                tileLayers++;
                assertThat(t.grid().toBytes())
                        .as("tiles of %s", t.name())
                        .isEqualTo(t.grid().source().bytes(LIMITS));
            }
        }
        assertThat(embedded + tileLayers).isPositive();
    }

    @Test
    void aManyBlockMapDecodesToTheBytesOfASerialRead() throws Exception {
        TwMap original = manyBlocks();
        byte[] file = new DatafileWriter().write(encoded(original));
        for (int run = 0; run < 5; run++) {
            LoadResult r = new MapDecoder(LIMITS).read(file);
            assertThat(r.warnings()).isEmpty();
            assertSerialBytes(new DatafileReader(LIMITS).read(file), r.map());
            for (int i = 0; i < IMAGES; i++) {
                assertThat(r.map().images().get(i).pixels())
                        .isEqualTo(original.images().get(i).pixels());
            }
        }
    }

    @Test
    void theLargestCorpusMapDecodesToTheBytesOfASerialRead() throws Exception {
        byte[] file = Files.readAllBytes(Corpus.largest());
        LoadResult r = new MapDecoder(ReadLimits.EDITOR).read(file);
        assertSerialBytes(new DatafileReader(ReadLimits.EDITOR).read(file), r.map());
    }

    @Test
    void pixelsInflatedOnUseAreOneArrayForTheImageAndItsCopies() throws Exception {
        byte[] file = new DatafileWriter().write(encoded(manyBlocks()));
        MapImage img = new MapDecoder(LIMITS).read(file).map().images().get(3);
        MapImage copy = img.copy();
        byte[] first = img.pixels();
        assertThat(img.pixels()).isSameAs(first);
        assertThat(copy.pixels()).isSameAs(first);
        assertThat(img.copy().pixels()).isSameAs(first);
    }

    @Test
    void pixelsStreamedBeforeAndAfterInflatingAreTheBytesAndKeepTheirIdentity() throws Exception {
        byte[] file = new DatafileWriter().write(encoded(manyBlocks()));
        MapImage img = new MapDecoder(LIMITS).read(file).map().images().get(3);
        Object content = img.content();
        byte[] streamed;
        try (java.io.InputStream in = img.openPixels()) {
            streamed = in.readAllBytes(); // inflated as read: the image still holds no bytes
        }
        assertThat(img.content())
                .as("streaming inflates nothing into the image")
                .isSameAs(content);
        byte[] held = img.pixels();
        assertThat(streamed).isEqualTo(held);
        assertThat(img.content())
                .as("inflating keeps the identity: the pixels did not change")
                .isSameAs(content);
        assertThat(img.copy().content()).isSameAs(content);
        try (java.io.InputStream in = img.openPixels()) {
            assertThat(in.readAllBytes()).isEqualTo(held);
        }
    }

    @Test
    void anUntouchedImageIsSavedAsReadAndAChangedOneCompressedAfresh() throws Exception {
        byte[] file = new DatafileWriter().write(encoded(manyBlocks()));
        TwMap map = new MapDecoder(LIMITS).read(file).map();
        MapImage untouched = map.images().get(3);
        MapImage changed = map.images().get(4);
        byte[] other = new byte[64 * 32 * 4];
        java.util.Arrays.fill(other, (byte) 7);
        new MapMutator(map)
                .set(changed, Props.IMAGE_CONTENT, ImageContent.embedded(64, 32, MapImage.Format.RGBA, other));
        assertThat(changed.source()).isNull();
        Datafile saved = encoded(map);
        assertThat(saved.data().get(pixelBlock(saved, 3))).isSameAs(untouched.source());
        TwMap back = new MapDecoder(LIMITS).decode(saved).map();
        assertThat(back.images().get(3).pixels()).isEqualTo(untouched.pixels());
        assertThat(back.images().get(4).pixels()).isEqualTo(other);
        assertThat(back.images().get(4).height()).isEqualTo(32);
    }

    @Test
    void anRgbImageReadFromA07MapIsWidenedWhenSavedForDdnet() throws Exception {
        byte[] rgb = new byte[8 * 4 * 3];
        for (int i = 0; i < rgb.length; i++) {
            rgb[i] = (byte) i;
        }
        TwMap m = new MapBuilder()
                .image(new MapImage("rgb", 8, 4, false, MapImage.Format.RGB, rgb))
                .group(Group.game(List.of(TileLayer.empty(TileKind.GAME, 4, 4))))
                .build();
        byte[] file07 = new DatafileWriter().write(new MapEncoder(SaveOptions.TEEWORLDS_07).encode(m));
        MapImage read = new MapDecoder(LIMITS).read(file07).map().images().get(0);
        assertThat(read.source()).isNotNull();
        assertThat(read.pixels()).isEqualTo(rgb);
        TwMap loaded = new MapDecoder(LIMITS).read(file07).map();
        MapImage widened =
                new MapDecoder(LIMITS).decode(encoded(loaded)).map().images().get(0);
        assertThat(widened.format()).isEqualTo(MapImage.Format.RGBA);
        assertThat(widened.pixels()).hasSize(8 * 4 * 4).startsWith(0, 1, 2, -1, 3, 4, 5, -1);
    }

    @Test
    void damagedImagesAmongManyBecomePlaceholdersNamedAsASerialReadNamesThem() throws Exception {
        Datafile df = encoded(manyBlocks());
        int bad = pixelBlock(df, 2);
        int cut = pixelBlock(df, 9);
        byte[] file = damaged(df, List.of(bad, pixelBlock(df, 5)), List.of(cut));
        Datafile read = new DatafileReader(LIMITS).read(file);
        String badProblem = catchThrowableOfType(() -> read.dataBytes(bad, "x"), DatafileException.class)
                .getMessage()
                .substring(3);
        String cutProblem = catchThrowableOfType(() -> read.dataBytes(cut, "x"), DatafileException.class)
                .getMessage()
                .substring(3);
        List<String> first = null;
        for (int run = 0; run < 10; run++) {
            LoadResult r = new MapDecoder(LIMITS).read(file);
            List<String> warnings = new ArrayList<>();
            r.warnings().forEach(w -> warnings.add(w.toString()));
            assertThat(warnings)
                    .hasSize(3)
                    .anySatisfy(
                            w -> assertThat(w).startsWith("image 2 'img2': " + badProblem + "; a 64x80 placeholder"))
                    .anySatisfy(w -> assertThat(w)
                            .startsWith("image 5 'img5': data block ")
                            .contains("corrupt zlib data"))
                    .anySatisfy(
                            w -> assertThat(w).startsWith("image 9 'img9': " + cutProblem + "; a 64x248 placeholder"));
            if (first == null) {
                first = warnings;
            }
            assertThat(warnings)
                    .as("the same warnings, in the same order, every time")
                    .isEqualTo(first);
            for (int i : new int[] {0, 1, 3, 4, 6, 7, 8, 10, 11}) {
                assertThat(r.map().images().get(i).pixels()).isEqualTo(read.dataBytes(pixelBlock(read, i), "x"));
            }
        }
    }

    @Test
    void aDamagedTileBlockFailsTheLoadNamingItsLayerAndTheHelpersEnd() throws Exception {
        Datafile df = encoded(manyBlocks());
        int block = tileBlock(df, "t3");
        byte[] file = damaged(df, List.of(block), List.of());
        for (int run = 0; run < 5; run++) {
            DatafileException e =
                    catchThrowableOfType(() -> new MapDecoder(LIMITS).read(file), DatafileException.class);
            assertThat(e.getMessage())
                    .contains("'t3' tiles: data block " + block + ": corrupt zlib data (incorrect header check)");
        }
        // a failed load stops its helper threads after their current block
        for (Thread t : Thread.getAllStackTraces().keySet()) {
            if (t.getName().startsWith("twedit-inflate-")) {
                t.join(60_000);
                assertThat(t.isAlive()).as(t.getName()).isFalse();
            }
        }
        LoadResult salvaged = new MapDecoder(LIMITS, true).read(file);
        assertThat(salvaged.warnings().toString()).contains("'t3' tiles: data block " + block);
    }
}
