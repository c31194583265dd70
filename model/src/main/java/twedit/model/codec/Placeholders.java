package twedit.model.codec;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import twedit.model.map.MapImage;
import twedit.model.map.MapSound;

/**
 * What stands in for damaged image and sound data, so the element keeps its name and every layer keeps its link: a
 * magenta/black checker of 8x8 squares for an image, a tenth of a second of Opus silence for a sound. Both are
 * recognisable, so the validator can ask the mapper to replace them.
 */
public final class Placeholders {
    /** The size of an image placeholder whose recorded size is not sane. */
    public static final int DEFAULT_SIDE = 64;
    /** The largest side kept for a placeholder. */
    static final int MAX_SIDE = 4096;
    /** The most pixels kept for a placeholder (16 MiB of RGBA): a damaged size must not cost more memory. */
    static final long MAX_PIXELS = 4L << 20;

    private static final int SQUARE = 8;
    private static final byte[] MAGENTA = {(byte) 255, 0, (byte) 255, (byte) 255};
    private static final byte[] BLACK = {0, 0, 0, (byte) 255};
    /** A 20 ms CELT frame of silence (mono, fullband), the frame voice tools send for silence. */
    private static final byte[] SILENT_FRAME = {(byte) 0xF8, (byte) 0xFF, (byte) 0xFE};

    private static final int FRAMES = 5;
    private static final int PRE_SKIP = 312;
    private static final byte[] SILENCE = silentOpus();

    private Placeholders() {}

    /** Whether {@code w} x {@code h} is a size worth keeping for a placeholder. */
    public static boolean saneSize(int w, int h) {
        return w > 0 && h > 0 && w <= MAX_SIDE && h <= MAX_SIDE && (long) w * h <= MAX_PIXELS;
    }

    /** An embedded placeholder named {@code name}, at {@code w} x {@code h} when sane, else 64x64. */
    public static MapImage image(String name, int w, int h) {
        int pw = saneSize(w, h) ? w : DEFAULT_SIDE;
        int ph = saneSize(w, h) ? h : DEFAULT_SIDE;
        return new MapImage(name, pw, ph, false, MapImage.Format.RGBA, checker(pw, ph));
    }

    /** RGBA pixels of the checker pattern at {@code w} x {@code h} (both positive). */
    public static byte[] checker(int w, int h) {
        byte[] px = new byte[w * h * 4];
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                byte[] c = ((x / SQUARE + y / SQUARE) & 1) == 0 ? MAGENTA : BLACK;
                System.arraycopy(c, 0, px, (y * w + x) * 4, 4);
            }
        }
        return px;
    }

    /** Whether {@code img} holds the checker pattern (an embedded RGBA image of its own size). */
    public static boolean isPlaceholder(MapImage img) {
        if (img.external() || img.format() != MapImage.Format.RGBA || !saneSize(img.width(), img.height())) {
            return false;
        }
        byte[] px = img.pixels();
        if (px == null || px.length != img.width() * img.height() * 4) {
            return false;
        }
        int w = img.width();
        for (int i = 0; i < px.length; i += 4) {
            int p = i / 4;
            byte[] c = ((p % w / SQUARE + p / w / SQUARE) & 1) == 0 ? MAGENTA : BLACK;
            if (px[i] != c[0] || px[i + 1] != c[1] || px[i + 2] != c[2] || px[i + 3] != c[3]) {
                return false;
            }
        }
        return true;
    }

    /** A sound placeholder named {@code name}. */
    public static MapSound sound(String name) {
        return new MapSound(name, silence());
    }

    /** The bytes of the silent Ogg Opus file (a fresh copy). */
    public static byte[] silence() {
        return SILENCE.clone();
    }

    /** Whether {@code data} is the silent placeholder. */
    public static boolean isPlaceholder(byte[] data) {
        return Arrays.equals(data, SILENCE);
    }

    private static byte[] silentOpus() {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        byte[] head = new byte[19];
        System.arraycopy("OpusHead".getBytes(StandardCharsets.US_ASCII), 0, head, 0, 8);
        head[8] = 1; // version
        head[9] = 1; // mono
        head[10] = (byte) (PRE_SKIP & 0xFF);
        head[11] = (byte) (PRE_SKIP >>> 8);
        int rate = 48000;
        for (int i = 0; i < 4; i++) {
            head[12 + i] = (byte) (rate >>> (8 * i));
        }
        byte[] tags = new byte[8 + 4 + 7 + 4];
        System.arraycopy("OpusTags".getBytes(StandardCharsets.US_ASCII), 0, tags, 0, 8);
        tags[8] = 7;
        System.arraycopy("twedit ".getBytes(StandardCharsets.US_ASCII), 0, tags, 12, 7);
        page(out, 2, 0, 0, List.of(head));
        page(out, 0, 0, 1, List.of(tags));
        page(out, 4, PRE_SKIP + FRAMES * 960L, 2, java.util.Collections.nCopies(FRAMES, SILENT_FRAME));
        return out.toByteArray();
    }

    private static void page(ByteArrayOutputStream out, int flags, long granule, int seq, List<byte[]> packets) {
        ByteArrayOutputStream body = new ByteArrayOutputStream();
        ByteArrayOutputStream lacing = new ByteArrayOutputStream();
        for (byte[] p : packets) {
            int n = p.length;
            while (n >= 255) {
                lacing.write(255);
                n -= 255;
            }
            lacing.write(n);
            body.writeBytes(p);
        }
        byte[] lace = lacing.toByteArray();
        byte[] page = new byte[27 + lace.length + body.size()];
        System.arraycopy("OggS".getBytes(StandardCharsets.US_ASCII), 0, page, 0, 4);
        page[5] = (byte) flags;
        for (int i = 0; i < 8; i++) {
            page[6 + i] = (byte) (granule >>> (8 * i));
        }
        int serial = 0x7477_6564; // "twed"
        for (int i = 0; i < 4; i++) {
            page[14 + i] = (byte) (serial >>> (8 * i));
            page[18 + i] = (byte) (seq >>> (8 * i));
        }
        page[26] = (byte) lace.length;
        System.arraycopy(lace, 0, page, 27, lace.length);
        System.arraycopy(body.toByteArray(), 0, page, 27 + lace.length, body.size());
        int crc = 0;
        for (byte b : page) {
            crc ^= (b & 0xFF) << 24;
            for (int k = 0; k < 8; k++) {
                crc = (crc & 0x80000000) != 0 ? (crc << 1) ^ 0x04C11DB7 : crc << 1;
            }
        }
        for (int i = 0; i < 4; i++) {
            page[22 + i] = (byte) (crc >>> (8 * i));
        }
        out.writeBytes(page);
    }
}
