package twedit.media;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.awt.Transparency;
import java.awt.color.ColorSpace;
import java.awt.image.BufferedImage;
import java.awt.image.ColorModel;
import java.awt.image.ComponentColorModel;
import java.awt.image.DataBuffer;
import java.awt.image.IndexColorModel;
import java.awt.image.WritableRaster;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import twedit.model.map.MapImage;
import twedit.model.testutil.Corpus;

/** PNG reading of every colour type against ImageIO, bit-exact map image round trips, and refusals. */
class PngCodecTest {
    @TempDir
    Path tmp;

    @Test
    void rgbaImagesRoundTripBitExactAndImageIoReadsThem() throws Exception {
        for (int[] size : new int[][] {{1, 1}, {17, 5}, {64, 64}, {256, 128}}) {
            int w = size[0];
            int h = size[1];
            byte[] px = PngFilesForTests.random(w * h * 4, w * 31L + h);
            byte[] png = PngCodec.encode(w, h, MapImage.Format.RGBA, px);
            PngCodec.Header head = PngCodec.header(png);
            assertThat(head.colorType()).isEqualTo(6);
            assertThat(head.bitDepth()).isEqualTo(8);
            PngCodec.Rgba back = PngCodec.decode(png);
            assertThat(back.width()).isEqualTo(w);
            assertThat(back.pixels()).isEqualTo(px);
            BufferedImage io = ImageIO.read(new ByteArrayInputStream(png));
            for (int y = 0; y < h; y++) {
                for (int x = 0; x < w; x++) {
                    int i = (y * w + x) * 4;
                    int argb = (px[i + 3] & 0xFF) << 24
                            | (px[i] & 0xFF) << 16
                            | (px[i + 1] & 0xFF) << 8
                            | (px[i + 2] & 0xFF);
                    assertThat(io.getRGB(x, y)).isEqualTo(argb);
                }
            }
        }
    }

    @Test
    void rgbImagesExportAs24BitAndComeBackBitExact() throws Exception {
        byte[] px = PngFilesForTests.random(48 * 20 * 3, 5);
        MapImage img = new MapImage("rgb", 48, 20, false, MapImage.Format.RGB, px);
        byte[] png = PngCodec.encode(img);
        assertThat(PngCodec.header(png).colorType()).isEqualTo(2);
        PngCodec.Rgba back = PngCodec.decode(png);
        assertThat(back.opaque()).isTrue();
        assertThat(back.pixels(MapImage.Format.RGB)).isEqualTo(px);
    }

    @Test
    void everyColourTypeMatchesImageIoSamples() throws Exception {
        Random r = new Random(3);
        List<BufferedImage> images = new ArrayList<>();
        images.add(fill(new BufferedImage(33, 17, BufferedImage.TYPE_BYTE_GRAY), r));
        images.add(fill(new BufferedImage(33, 17, BufferedImage.TYPE_USHORT_GRAY), r));
        images.add(fill(new BufferedImage(33, 17, BufferedImage.TYPE_3BYTE_BGR), r));
        images.add(fill(new BufferedImage(33, 17, BufferedImage.TYPE_INT_ARGB), r));
        images.add(fill(new BufferedImage(33, 17, BufferedImage.TYPE_BYTE_BINARY), r));
        byte[] pal = PngFilesForTests.random(64, 9);
        IndexColorModel four = new IndexColorModel(
                4,
                16,
                Arrays.copyOfRange(pal, 0, 16),
                Arrays.copyOfRange(pal, 16, 32),
                Arrays.copyOfRange(pal, 32, 48),
                Arrays.copyOfRange(pal, 48, 64));
        images.add(fill(new BufferedImage(33, 17, BufferedImage.TYPE_BYTE_BINARY, four), r));
        byte[] pal8 = PngFilesForTests.random(1024, 11);
        IndexColorModel eight = new IndexColorModel(
                8,
                256,
                Arrays.copyOfRange(pal8, 0, 256),
                Arrays.copyOfRange(pal8, 256, 512),
                Arrays.copyOfRange(pal8, 512, 768),
                Arrays.copyOfRange(pal8, 768, 1024));
        images.add(fill(new BufferedImage(33, 17, BufferedImage.TYPE_BYTE_INDEXED, eight), r));
        images.add(fill(rgba16(33, 17), r));
        for (BufferedImage img : images) {
            for (boolean interlaced : new boolean[] {false, true}) {
                byte[] png = PngFilesForTests.imageIo(img, interlaced);
                assertThat(PngCodec.header(png).interlaced()).isEqualTo(interlaced);
                PngCodec.Rgba got = PngCodec.decode(png);
                assertThat(got.pixels())
                        .as("type %d %s", img.getType(), PngCodec.header(png))
                        .isEqualTo(expected(img));
            }
        }
    }

    /** What DDNet's loader makes of an image: samples scaled to 8 bits by their high byte, no colour management. */
    private static byte[] expected(BufferedImage img) {
        int w = img.getWidth();
        int h = img.getHeight();
        byte[] out = new byte[w * h * 4];
        WritableRaster r = img.getRaster();
        ColorModel cm = img.getColorModel();
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                int i = (y * w + x) * 4;
                int[] s = r.getPixel(x, y, (int[]) null);
                int[] v = new int[4];
                if (cm instanceof IndexColorModel icm) {
                    v = new int[] {icm.getRed(s[0]), icm.getGreen(s[0]), icm.getBlue(s[0]), icm.getAlpha(s[0])};
                } else {
                    int shift = r.getSampleModel().getSampleSize(0) == 16 ? 8 : 0;
                    for (int c = 0; c < 4; c++) {
                        v[c] = s.length == 1 ? (c < 3 ? s[0] >> shift : 255) : c < s.length ? s[c] >> shift : 255;
                    }
                }
                for (int c = 0; c < 4; c++) {
                    out[i + c] = (byte) v[c];
                }
            }
        }
        return out;
    }

    private static BufferedImage rgba16(int w, int h) {
        ComponentColorModel cm = new ComponentColorModel(
                ColorSpace.getInstance(ColorSpace.CS_sRGB),
                true,
                false,
                Transparency.TRANSLUCENT,
                DataBuffer.TYPE_USHORT);
        return new BufferedImage(cm, cm.createCompatibleWritableRaster(w, h), false, null);
    }

    private static BufferedImage fill(BufferedImage img, Random r) {
        WritableRaster raster = img.getRaster();
        for (int y = 0; y < img.getHeight(); y++) {
            for (int x = 0; x < img.getWidth(); x++) {
                for (int b = 0; b < raster.getNumBands(); b++) {
                    int bits = raster.getSampleModel().getSampleSize(b);
                    raster.setSample(x, y, b, r.nextInt(1 << bits));
                }
            }
        }
        return img;
    }

    @Test
    void transparencyChunksBecomeAlpha() throws Exception {
        // 2-bit grey, 3 pixels: values 0, 2, 3; tRNS marks 2 as transparent
        byte[] grey =
                PngFilesForTests.craft(3, 1, 2, 0, new byte[] {0, (byte) 0b00_10_11_00}, "tRNS", new byte[] {0, 2});
        assertThat(PngCodec.decode(grey).pixels())
                .containsExactly(0, 0, 0, -1, 170 - 256, 170 - 256, 170 - 256, 0, -1, -1, -1, -1);
        // 16-bit RGB, 2 pixels, the second one transparent; tRNS compares all 16 bits
        byte[] rgb = PngFilesForTests.craft(
                2, 1, 16, 2, new byte[] {0, 1, 2, 3, 4, 5, 6, 1, 2, 3, 4, 5, 7}, "tRNS", new byte[] {1, 2, 3, 4, 5, 7});
        assertThat(PngCodec.decode(rgb).pixels()).containsExactly(1, 3, 5, -1, 1, 3, 5, 0);
        // 4-bit palette with a short tRNS and an index past the palette
        byte[] pal = PngFilesForTests.craft(
                3,
                1,
                4,
                3,
                new byte[] {0, 0x01, 0x70},
                "PLTE",
                new byte[] {10, 20, 30, 40, 50, 60},
                "tRNS",
                new byte[] {(byte) 128});
        assertThat(PngCodec.decode(pal).pixels()).containsExactly(10, 20, 30, -128, 40, 50, 60, -1, 0, 0, 0, -1);
    }

    @Test
    void somethingElseOrDamageIsRefusedWithAMessage() throws Exception {
        assertRefused(new byte[] {1, 2, 3}, "not a PNG file");
        assertRefused("GIF89a............................".getBytes(), "not a PNG file");
        assertRefused(
                PngFilesForTests.craft(100000, 100000, 8, 6, null),
                "the image is too large: 100000x100000" + " (at most 8192 pixels a side and 16777216 pixels in all)");
        assertRefused(PngFilesForTests.craft(8192, 8192, 8, 6, null), "too large: 8192x8192");
        assertRefused(PngFilesForTests.craft(16, 16, 3, 6, null), "colour type 6 with bit depth 3 does not exist");
        byte[] good = PngCodec.encode(16, 16, MapImage.Format.RGBA, PngFilesForTests.random(1024, 1));
        assertRefused(Arrays.copyOf(good, good.length - 20), "damaged PNG");
        assertRefused(Arrays.copyOf(good, 40), "damaged PNG");
        byte[] badCrc = good.clone();
        badCrc[45] ^= 1;
        assertRefused(badCrc, "damaged PNG: chunk IDAT fails its checksum");
        byte[] badHeader = good.clone();
        badHeader[17] ^= 1;
        assertRefused(badHeader, "damaged PNG: its IHDR chunk fails its checksum");
        byte[] noPalette = PngFilesForTests.craft(1, 1, 8, 3, new byte[] {0, 0});
        assertRefused(noPalette, "a palette image without a palette");
        byte[] shortData = PngFilesForTests.craft(4, 4, 8, 6, new byte[20]);
        assertRefused(shortData, "its image data ends early");
        byte[] badFilter = PngFilesForTests.craft(1, 1, 8, 0, new byte[] {9, 0});
        assertRefused(badFilter, "unknown row filter 9");
    }

    @Test
    void readingAFileNamesItAndChecksTheHeaderFirst() throws Exception {
        Path notPng = tmp.resolve("notes.png");
        Files.writeString(notPng, "hello");
        assertThatThrownBy(() -> PngCodec.read(notPng))
                .isInstanceOf(IOException.class)
                .hasMessage(notPng + " is not a PNG file");
        Path huge = tmp.resolve("huge.png");
        Files.write(huge, PngFilesForTests.craft(20000, 20000, 8, 6, new byte[100]));
        assertThatThrownBy(() -> PngCodec.readImage(huge, "x"))
                .hasMessageStartingWith(huge + ": the image is too" + " large: 20000x20000");
        Path ok = tmp.resolve("ok.png");
        Files.write(ok, PngCodec.encode(16, 32, MapImage.Format.RGBA, new byte[16 * 32 * 4]));
        MapImage img = PngCodec.readImage(ok, "ok");
        assertThat(img.width()).isEqualTo(16);
        assertThat(img.height()).isEqualTo(32);
        assertThat(img.format()).isEqualTo(MapImage.Format.RGBA);
        assertThat(img.external()).isFalse();
    }

    @Test
    void theDdnetMapresImagesDecodeLikeImageIoDecodesThem() throws Exception {
        Path mapres = Corpus.DDNET_DATA.resolve("mapres");
        Corpus.require(Files.isDirectory(mapres), "ddnet-data mapres (" + mapres + ")");
        List<Path> files;
        try (Stream<Path> s = Files.list(mapres)) {
            files = s.filter(p -> p.toString().endsWith(".png")).sorted().toList();
        }
        assertThat(files).hasSizeGreaterThan(20);
        for (Path p : files) {
            byte[] png = Files.readAllBytes(p);
            PngCodec.Header head = PngCodec.header(png);
            PngCodec.Rgba mine = PngCodec.decode(png);
            if (head.colorType() == 0 || head.colorType() == 4 || head.bitDepth() == 16) {
                continue; // ImageIO's getRGB converts grey through a colour space; 16 bits round differently
            }
            BufferedImage io = ImageIO.read(p.toFile());
            int[] argb = io.getRGB(0, 0, io.getWidth(), io.getHeight(), null, 0, io.getWidth());
            byte[] px = mine.pixels();
            for (int i = 0; i < argb.length; i++) {
                int a = (px[4 * i + 3] & 0xFF) << 24
                        | (px[4 * i] & 0xFF) << 16
                        | (px[4 * i + 1] & 0xFF) << 8
                        | (px[4 * i + 2] & 0xFF);
                if (a != argb[i]) {
                    throw new AssertionError(p + ": pixel " + i + " differs");
                }
            }
        }
    }

    private static void assertRefused(byte[] png, String message) {
        assertThatThrownBy(() -> PngCodec.decode(png))
                .isInstanceOf(IOException.class)
                .hasMessageContaining(message);
    }
}
