package twedit.media;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.zip.CRC32;
import java.util.zip.Deflater;
import twedit.model.map.MapImage;

/**
 * Reads PNG files of any colour type, bit depth and interlacing into 8-bit RGBA (as DDNet's loader does: 16-bit
 * samples keep their high byte, tRNS becomes alpha, no gamma or colour-profile conversion), refusing what is not a
 * PNG, damaged or too large (judged from the IHDR chunk before anything is decoded); and writes map images to PNG
 * losslessly: RGBA as colour type 6, the 0.7 RGB variant as colour type 2, so reading back is bit-exact.
 */
public final class PngCodec {
    /** The longest side accepted. */
    public static final int MAX_SIDE = 8192;
    /** The most pixels accepted: 16 Mpx, 64 MiB of RGBA (e.g. 4096 x 4096 or 8192 x 2048). */
    public static final long MAX_PIXELS = 1L << 24;

    static final byte[] SIGNATURE = {(byte) 0x89, 'P', 'N', 'G', 0x0D, 0x0A, 0x1A, 0x0A};
    /** The message of the exception for input that does not start with the PNG signature. */
    public static final String NOT_A_PNG = "not a PNG file";

    /** What the IHDR chunk says. */
    public record Header(int width, int height, int bitDepth, int colorType, boolean interlaced) {}

    /** A decoded image: width*height pixels of 8-bit RGBA, row-major. */
    public record Rgba(int width, int height, byte[] pixels) {
        /** Whether every pixel has alpha 255. */
        public boolean opaque() {
            for (int i = 3; i < pixels.length; i += 4) {
                if (pixels[i] != (byte) 0xFF) {
                    return false;
                }
            }
            return true;
        }

        /** The pixels in a map image format: RGBA as they are, RGB without alpha. */
        public byte[] pixels(MapImage.Format format) {
            if (format == MapImage.Format.RGBA) {
                return pixels;
            }
            byte[] rgb = new byte[pixels.length / 4 * 3];
            for (int i = 0, o = 0; i < pixels.length; i += 4, o += 3) {
                rgb[o] = pixels[i];
                rgb[o + 1] = pixels[i + 1];
                rgb[o + 2] = pixels[i + 2];
            }
            return rgb;
        }
    }

    private PngCodec() {}

    /** Checks the signature and the IHDR chunk (size limits included) without decoding anything. */
    public static Header header(byte[] png) throws IOException {
        if (png.length < 8 || !java.util.Arrays.equals(png, 0, 8, SIGNATURE, 0, 8)) {
            throw new IOException(NOT_A_PNG);
        }
        if (png.length < 33 || be32(png, 8) != 13 || !PngDecoder.type(png, 12).equals("IHDR")) {
            throw new IOException("damaged PNG: it does not start with an IHDR chunk");
        }
        CRC32 crc = new CRC32();
        crc.update(png, 12, 17);
        if (crc.getValue() != be32(png, 29)) {
            throw new IOException("damaged PNG: its IHDR chunk fails its checksum");
        }
        long w = be32(png, 16);
        long h = be32(png, 20);
        int depth = png[24] & 0xFF;
        int type = png[25] & 0xFF;
        if (w == 0 || h == 0 || w > Integer.MAX_VALUE || h > Integer.MAX_VALUE) {
            throw new IOException("damaged PNG: it says it is " + w + "x" + h);
        }
        if (w > MAX_SIDE || h > MAX_SIDE || w * h > MAX_PIXELS) {
            throw new IOException("the image is too large: " + w + "x" + h + " (at most " + MAX_SIDE + " pixels a"
                    + " side and " + MAX_PIXELS + " pixels in all)");
        }
        if (!validDepth(type, depth)) {
            throw new IOException("damaged PNG: colour type " + type + " with bit depth " + depth + " does not exist");
        }
        if (png[26] != 0 || png[27] != 0 || (png[28] & 0xFF) > 1) {
            throw new IOException("damaged PNG: unknown compression, filter or interlace method");
        }
        return new Header((int) w, (int) h, depth, type, png[28] == 1);
    }

    private static boolean validDepth(int type, int depth) {
        switch (type) {
            case 0:
                return depth == 1 || depth == 2 || depth == 4 || depth == 8 || depth == 16;
            case 3:
                return depth == 1 || depth == 2 || depth == 4 || depth == 8;
            case 2:
            case 4:
            case 6:
                return depth == 8 || depth == 16;
            default:
                return false;
        }
    }

    /** Decodes a PNG of any colour type to RGBA. */
    public static Rgba decode(byte[] png) throws IOException {
        return PngDecoder.decode(png, header(png));
    }

    /** Reads a PNG file, checking its header before reading the rest; messages start with the path. */
    public static Rgba read(Path png) throws IOException {
        byte[] head;
        try (InputStream in = Files.newInputStream(png)) {
            head = in.readNBytes(33);
        }
        try {
            header(head);
            return decode(Files.readAllBytes(png));
        } catch (IOException e) {
            if (NOT_A_PNG.equals(e.getMessage())) {
                throw new IOException(png + " is not a PNG file", e);
            }
            throw new IOException(png + ": " + e.getMessage(), e);
        } catch (OutOfMemoryError e) {
            throw new IOException(png + ": not enough memory to load it", e);
        }
    }

    /** The embedded RGBA image named {@code name} holding a PNG file's pixels. */
    public static MapImage readImage(Path png, String name) throws IOException {
        Rgba img = read(png);
        return new MapImage(name, img.width(), img.height(), false, MapImage.Format.RGBA, img.pixels());
    }

    /** An embedded map image as PNG bytes (RGBA: colour type 6, RGB: colour type 2). */
    public static byte[] encode(MapImage image) {
        if (image.external() || image.pixels() == null) {
            throw new IllegalArgumentException("image '" + image.name() + "' is external: it has no pixels");
        }
        return encode(image.width(), image.height(), image.format(), image.pixels());
    }

    /** Pixels of a map image format as PNG bytes, losslessly. */
    public static byte[] encode(int width, int height, MapImage.Format format, byte[] pixels) {
        int bpp = format == MapImage.Format.RGB ? 3 : 4;
        if (width <= 0 || height <= 0 || pixels.length != (long) width * height * bpp) {
            throw new IllegalArgumentException(
                    pixels.length + " bytes are not a " + width + "x" + height + " " + format + " image");
        }
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.writeBytes(SIGNATURE);
        byte[] ihdr = new byte[13];
        put32(ihdr, 0, width);
        put32(ihdr, 4, height);
        ihdr[8] = 8;
        ihdr[9] = (byte) (bpp == 3 ? 2 : 6);
        chunk(out, "IHDR", ihdr, ihdr.length);
        Deflater deflater = new Deflater(Deflater.DEFAULT_COMPRESSION);
        try {
            ByteArrayOutputStream compressed = new ByteArrayOutputStream();
            byte[] buf = new byte[64 * 1024];
            int rowBytes = width * bpp;
            byte[] prev = new byte[rowBytes];
            byte[] filtered = new byte[rowBytes + 1];
            for (int y = 0; y < height; y++) {
                PngDecoder.bestFilter(pixels, y * rowBytes, prev, rowBytes, bpp, filtered);
                deflater.setInput(filtered);
                drain(deflater, buf, compressed);
                System.arraycopy(pixels, y * rowBytes, prev, 0, rowBytes);
            }
            deflater.finish();
            while (!deflater.finished()) {
                compressed.write(buf, 0, deflater.deflate(buf));
            }
            byte[] idat = compressed.toByteArray();
            for (int off = 0; off < idat.length || off == 0; off += 1 << 20) {
                int n = Math.min(1 << 20, idat.length - off);
                byte[] part = java.util.Arrays.copyOfRange(idat, off, off + n);
                chunk(out, "IDAT", part, n);
            }
        } finally {
            deflater.end();
        }
        chunk(out, "IEND", new byte[0], 0);
        return out.toByteArray();
    }

    private static void drain(Deflater deflater, byte[] buf, ByteArrayOutputStream out) {
        while (!deflater.needsInput()) {
            out.write(buf, 0, deflater.deflate(buf));
        }
    }

    private static void chunk(ByteArrayOutputStream out, String type, byte[] data, int len) {
        byte[] head = new byte[8];
        put32(head, 0, len);
        for (int i = 0; i < 4; i++) {
            head[4 + i] = (byte) type.charAt(i);
        }
        out.write(head, 0, 8);
        out.write(data, 0, len);
        CRC32 crc = new CRC32();
        crc.update(head, 4, 4);
        crc.update(data, 0, len);
        byte[] c = new byte[4];
        put32(c, 0, (int) crc.getValue());
        out.write(c, 0, 4);
    }

    static long be32(byte[] d, int off) {
        return (d[off] & 0xFFL) << 24 | (d[off + 1] & 0xFFL) << 16 | (d[off + 2] & 0xFFL) << 8 | (d[off + 3] & 0xFFL);
    }

    private static void put32(byte[] d, int off, int v) {
        d[off] = (byte) (v >>> 24);
        d[off + 1] = (byte) (v >>> 16);
        d[off + 2] = (byte) (v >>> 8);
        d[off + 3] = (byte) v;
    }
}
