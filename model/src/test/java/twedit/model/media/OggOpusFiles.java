package twedit.model.media;

import io.github.jaredmdobson.concentus.OpusApplication;
import io.github.jaredmdobson.concentus.OpusEncoder;
import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Builds Ogg Opus files in code for tests: a tiny Ogg page writer with correct CRCs, OpusHead / OpusTags headers,
 * and real Opus packets from Concentus' encoder (a sine tone).
 */
public final class OggOpusFiles {
    /** Samples per channel in each encoded packet (20 ms). */
    public static final int FRAME = 960;

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final int serial;
    private int seq;

    public OggOpusFiles(int serial) {
        this.serial = serial;
    }

    /** A playable file: {@code seconds} of a sine tone at {@code hz}, with the given channels and pre-skip. */
    public static byte[] sine(int channels, double seconds, double hz, int preSkip) {
        List<byte[]> packets = encodeSine(channels, seconds, hz);
        long total = Math.round(seconds * 48000) + preSkip;
        return file(opusHead(channels, preSkip, 44100, 0), packets, 5, total);
    }

    /** Header pages, then the packets {@code perPage} to a page, the last page ending at {@code finalGranule}. */
    public static byte[] file(byte[] head, List<byte[]> packets, int perPage, long finalGranule) {
        OggOpusFiles w = new OggOpusFiles(0x1234abcd);
        w.page(OggPages.FLAG_BOS, 0, List.of(head));
        w.page(0, 0, List.of(opusTags("twedit tests", "TITLE=sine")));
        long granule = 0;
        for (int i = 0; i < packets.size(); i += perPage) {
            List<byte[]> onPage = packets.subList(i, Math.min(packets.size(), i + perPage));
            for (byte[] p : onPage) {
                granule += OggOpus.samples(p);
            }
            boolean last = i + perPage >= packets.size();
            w.page(last ? OggPages.FLAG_EOS : 0, last ? finalGranule : granule, onPage);
        }
        return w.bytes();
    }

    /** Encodes a sine tone into 20 ms Opus packets with Concentus. */
    public static List<byte[]> encodeSine(int channels, double seconds, double hz) {
        try {
            OpusEncoder enc = new OpusEncoder(48000, channels, OpusApplication.OPUS_APPLICATION_AUDIO);
            enc.setBitrate(64000);
            int total = (int) Math.round(seconds * 48000);
            List<byte[]> packets = new ArrayList<>();
            byte[] buf = new byte[4000];
            for (int start = 0; start < total + 960; start += FRAME) {
                short[] pcm = new short[FRAME * channels];
                for (int i = 0; i < FRAME; i++) {
                    double v = start + i < total ? Math.sin(2 * Math.PI * hz * (start + i) / 48000.0) * 12000 : 0;
                    for (int c = 0; c < channels; c++) {
                        pcm[i * channels + c] = (short) (c == 0 ? v : v / 2);
                    }
                }
                int n = enc.encode(pcm, 0, FRAME, buf, 0, buf.length);
                packets.add(Arrays.copyOf(buf, n));
            }
            return packets;
        } catch (Exception e) {
            throw new AssertionError("Concentus cannot encode", e);
        }
    }

    public static byte[] opusHead(int channels, int preSkip, int inputRate, int gain) {
        ByteBuffer b = ByteBuffer.allocate(19).order(ByteOrder.LITTLE_ENDIAN);
        b.put("OpusHead".getBytes(StandardCharsets.US_ASCII))
                .put((byte) 1)
                .put((byte) channels)
                .putShort((short) preSkip)
                .putInt(inputRate)
                .putShort((short) gain)
                .put((byte) 0);
        return b.array();
    }

    /** An OpusHead of channel mapping family 1 with one stream per channel. */
    public static byte[] opusHeadFamily1(int channels) {
        ByteBuffer b = ByteBuffer.allocate(21 + channels).order(ByteOrder.LITTLE_ENDIAN);
        b.put("OpusHead".getBytes(StandardCharsets.US_ASCII))
                .put((byte) 1)
                .put((byte) channels)
                .putShort((short) 312)
                .putInt(48000)
                .putShort((short) 0)
                .put((byte) 1)
                .put((byte) channels)
                .put((byte) 0);
        for (int i = 0; i < channels; i++) {
            b.put((byte) i);
        }
        return b.array();
    }

    public static byte[] opusTags(String vendor, String... comments) {
        ByteArrayOutputStream o = new ByteArrayOutputStream();
        o.writeBytes("OpusTags".getBytes(StandardCharsets.US_ASCII));
        writeString(o, vendor);
        o.writeBytes(le32(comments.length));
        for (String c : comments) {
            writeString(o, c);
        }
        return o.toByteArray();
    }

    private static void writeString(ByteArrayOutputStream o, String s) {
        byte[] b = s.getBytes(StandardCharsets.UTF_8);
        o.writeBytes(le32(b.length));
        o.writeBytes(b);
    }

    private static byte[] le32(int v) {
        return ByteBuffer.allocate(4).order(ByteOrder.LITTLE_ENDIAN).putInt(v).array();
    }

    /** Writes one page holding whole packets. */
    public OggOpusFiles page(int flags, long granule, List<byte[]> packets) {
        ByteArrayOutputStream laces = new ByteArrayOutputStream();
        ByteArrayOutputStream body = new ByteArrayOutputStream();
        for (byte[] p : packets) {
            int n = p.length;
            while (n >= 255) {
                laces.write(255);
                n -= 255;
            }
            laces.write(n);
            body.writeBytes(p);
        }
        return rawPage(flags, granule, laces.toByteArray(), body.toByteArray());
    }

    /** Writes one page with an explicit segment table (for packets spanning pages). */
    public OggOpusFiles rawPage(int flags, long granule, byte[] laces, byte[] body) {
        ByteBuffer h = ByteBuffer.allocate(27 + laces.length + body.length).order(ByteOrder.LITTLE_ENDIAN);
        h.put("OggS".getBytes(StandardCharsets.US_ASCII))
                .put((byte) 0)
                .put((byte) flags)
                .putLong(granule)
                .putInt(serial)
                .putInt(seq++)
                .putInt(0)
                .put((byte) laces.length)
                .put(laces)
                .put(body);
        byte[] page = h.array();
        int crc = (int) crcOf(page);
        ByteBuffer.wrap(page).order(ByteOrder.LITTLE_ENDIAN).putInt(22, crc);
        out.writeBytes(page);
        return this;
    }

    /** The Ogg CRC computed independently of the parser (bit by bit). */
    public static long crcOf(byte[] page) {
        int c = 0;
        for (int i = 0; i < page.length; i++) {
            int b = i >= 22 && i < 26 ? 0 : page[i] & 0xFF;
            c ^= b << 24;
            for (int k = 0; k < 8; k++) {
                c = (c & 0x80000000) != 0 ? (c << 1) ^ 0x04C11DB7 : c << 1;
            }
        }
        return c & 0xFFFFFFFFL;
    }

    public byte[] bytes() {
        return out.toByteArray();
    }

    /** The byte offsets where each page of an Ogg file starts. */
    public static List<Integer> pageStarts(byte[] ogg) {
        List<Integer> starts = new ArrayList<>();
        int pos = 0;
        while (pos + 27 <= ogg.length) {
            starts.add(pos);
            int segs = ogg[pos + 26] & 0xFF;
            int body = 0;
            for (int i = 0; i < segs; i++) {
                body += ogg[pos + 27 + i] & 0xFF;
            }
            pos += 27 + segs + body;
        }
        return starts;
    }

    /** Recomputes the CRC of every page in place (after a test changed their bytes). */
    public static byte[] fixCrcs(byte[] ogg) {
        byte[] d = ogg.clone();
        for (int start : pageStarts(d)) {
            int segs = d[start + 26] & 0xFF;
            int body = 0;
            for (int i = 0; i < segs; i++) {
                body += d[start + 27 + i] & 0xFF;
            }
            byte[] page = Arrays.copyOfRange(d, start, start + 27 + segs + body);
            ByteBuffer.wrap(d).order(ByteOrder.LITTLE_ENDIAN).putInt(start + 22, (int) crcOf(page));
        }
        return d;
    }
}
