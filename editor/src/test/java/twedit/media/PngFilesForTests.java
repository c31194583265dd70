package twedit.media;

import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.util.Iterator;
import java.util.Random;
import java.util.zip.CRC32;
import java.util.zip.Deflater;
import javax.imageio.IIOImage;
import javax.imageio.ImageIO;
import javax.imageio.ImageWriteParam;
import javax.imageio.ImageWriter;
import javax.imageio.stream.MemoryCacheImageOutputStream;

/** PNG files for tests: written by ImageIO (an independent encoder) or crafted chunk by chunk. */
public final class PngFilesForTests {
    private PngFilesForTests() {}

    /** Random bytes, the same for the same seed. */
    public static byte[] random(int n, long seed) {
        byte[] b = new byte[n];
        new Random(seed).nextBytes(b);
        return b;
    }

    /** An image written by ImageIO's PNG writer, optionally interlaced (Adam7). */
    public static byte[] imageIo(BufferedImage img, boolean interlaced) {
        try {
            Iterator<ImageWriter> it = ImageIO.getImageWritersByFormatName("png");
            ImageWriter w = it.next();
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            try (MemoryCacheImageOutputStream ios = new MemoryCacheImageOutputStream(out)) {
                w.setOutput(ios);
                ImageWriteParam p = w.getDefaultWriteParam();
                if (interlaced) {
                    p.setProgressiveMode(ImageWriteParam.MODE_DEFAULT);
                }
                w.write(null, new IIOImage(img, null, null), p);
            }
            w.dispose();
            return out.toByteArray();
        } catch (java.io.IOException e) {
            throw new AssertionError(e);
        }
    }

    /** A PNG built chunk by chunk: IHDR, the extra chunks (type, data, type, data, ...), IDAT of {@code raw}, IEND. */
    public static byte[] craft(int w, int h, int depth, int type, byte[] rawWithFilterBytes, Object... extra) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.writeBytes(PngCodec.SIGNATURE);
        chunk(
                out,
                "IHDR",
                ByteBuffer.allocate(13)
                        .putInt(w)
                        .putInt(h)
                        .put((byte) depth)
                        .put((byte) type)
                        .put((byte) 0)
                        .put((byte) 0)
                        .put((byte) 0)
                        .array());
        for (int i = 0; i < extra.length; i += 2) {
            chunk(out, (String) extra[i], (byte[]) extra[i + 1]);
        }
        if (rawWithFilterBytes != null) {
            Deflater d = new Deflater();
            d.setInput(rawWithFilterBytes);
            d.finish();
            byte[] buf = new byte[rawWithFilterBytes.length + 1024];
            int n = d.deflate(buf);
            d.end();
            chunk(out, "IDAT", java.util.Arrays.copyOf(buf, n));
            chunk(out, "IEND", new byte[0]);
        }
        return out.toByteArray();
    }

    private static void chunk(ByteArrayOutputStream out, String type, byte[] data) {
        out.writeBytes(ByteBuffer.allocate(4).putInt(data.length).array());
        byte[] t = type.getBytes(java.nio.charset.StandardCharsets.ISO_8859_1);
        out.writeBytes(t);
        out.writeBytes(data);
        CRC32 crc = new CRC32();
        crc.update(t);
        crc.update(data);
        out.writeBytes(ByteBuffer.allocate(4).putInt((int) crc.getValue()).array());
    }
}
