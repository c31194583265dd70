package twedit.model.media;

import java.io.ByteArrayOutputStream;
import java.util.ArrayList;
import java.util.List;

/**
 * The Ogg layer of an Ogg Opus file (RFC 3533): checks every page (capture pattern, version, flags, CRC, sequence,
 * one logical stream) and joins the lacing segments into packets. Never allocates more than the input holds.
 */
final class OggPages {
    static final int FLAG_CONTINUED = 1;
    static final int FLAG_BOS = 2;
    static final int FLAG_EOS = 4;
    private static final int HEADER = 27;
    private static final int[] CRC_TABLE = crcTable();

    /** One page: its 1-based number, flags, granule position and the packets that complete on it. */
    record Page(int number, int flags, long granule, int firstPacket, int packetCount, boolean endsMidPacket) {
        boolean eos() {
            return (flags & FLAG_EOS) != 0;
        }
    }

    /** One packet and the 1-based number of the page it completes on. */
    record Packet(byte[] data, int page) {}

    /** Called once the first page is read, to tell "not Opus" before any later damage. */
    interface FirstPageCheck {
        void check(Packet first) throws OggOpusException;
    }

    final List<Page> pages = new ArrayList<>();
    final List<Packet> packets = new ArrayList<>();

    private OggPages() {}

    /** Reads every page of {@code d}; see the class comment for what is checked. */
    static OggPages read(byte[] d, FirstPageCheck firstPage) throws OggOpusException {
        if (d == null || d.length < 4 || !capture(d, 0)) {
            throw new OggOpusException("not an Ogg file" + guessOther(d));
        }
        OggPages o = new OggPages();
        ByteArrayOutputStream pending = null;
        int pos = 0;
        long serial = 0;
        long lastSeq = 0;
        for (int number = 1; pos < d.length; number++) {
            if (d.length - pos < HEADER) {
                throw new OggOpusException("truncated at page " + number + " (its header is cut off)");
            }
            if (!capture(d, pos)) {
                throw new OggOpusException("damaged: page " + number + " (byte " + pos + ") does not start with"
                        + " the Ogg capture pattern 'OggS'");
            }
            if (d[pos + 4] != 0) {
                throw new OggOpusException("page " + number + " has unknown Ogg version " + (d[pos + 4] & 0xFF));
            }
            int flags = d[pos + 5] & 0xFF;
            if ((flags & ~7) != 0) {
                throw new OggOpusException("damaged: page " + number + " has unknown header flags");
            }
            long granule = le64(d, pos + 6);
            long pageSerial = le32(d, pos + 14);
            long seq = le32(d, pos + 18);
            long crc = le32(d, pos + 22);
            int segments = d[pos + 26] & 0xFF;
            if (d.length - pos < HEADER + segments) {
                throw new OggOpusException("truncated at page " + number + " (its segment table is cut off)");
            }
            int body = 0;
            for (int i = 0; i < segments; i++) {
                body += d[pos + HEADER + i] & 0xFF;
            }
            int size = HEADER + segments + body;
            if (d.length - pos < size) {
                throw new OggOpusException("truncated at page " + number + " (" + (d.length - pos) + " of its " + size
                        + " bytes are there)");
            }
            if (crc(d, pos, size) != crc) {
                throw new OggOpusException("damaged: page " + number + " fails its checksum (CRC)");
            }
            if (number == 1) {
                if ((flags & FLAG_BOS) == 0) {
                    throw new OggOpusException("damaged: page 1 is not marked as the beginning of a stream");
                }
                serial = pageSerial;
            } else {
                if (pageSerial != serial || (flags & FLAG_BOS) != 0) {
                    throw new OggOpusException("page " + number + " belongs to another logical stream (chained or"
                            + " multiplexed Ogg streams are not supported)");
                }
                if (seq != ((lastSeq + 1) & 0xFFFFFFFFL)) {
                    throw new OggOpusException("damaged: page sequence jumps from " + lastSeq + " to " + seq
                            + " at page " + number + " (pages are missing)");
                }
            }
            lastSeq = seq;
            boolean continued = (flags & FLAG_CONTINUED) != 0;
            if (continued && pending == null) {
                throw new OggOpusException("damaged: page " + number + " continues a packet that never began");
            }
            if (!continued && pending != null) {
                throw new OggOpusException("damaged: the packet begun before page " + number + " is never finished");
            }
            int first = o.packets.size();
            int data = pos + HEADER + segments;
            for (int i = 0; i < segments; i++) {
                int lace = d[pos + HEADER + i] & 0xFF;
                if (pending == null) {
                    pending = new ByteArrayOutputStream();
                }
                pending.write(d, data, lace);
                data += lace;
                if (lace < 255) {
                    o.packets.add(new Packet(pending.toByteArray(), number));
                    pending = null;
                }
            }
            Page page = new Page(number, flags, granule, first, o.packets.size() - first, pending != null);
            o.pages.add(page);
            pos += size;
            if (number == 1) {
                if (o.packets.isEmpty()) {
                    throw new OggOpusException("damaged: the first page holds no complete packet");
                }
                firstPage.check(o.packets.get(0));
            }
            if (page.eos() && pos < d.length) {
                throw new OggOpusException("page " + number + " ends the stream but " + (d.length - pos)
                        + " more bytes follow (chained Ogg streams are not supported)");
            }
        }
        if (pending != null) {
            throw new OggOpusException("truncated at page " + o.pages.size() + " (its last packet is never finished)");
        }
        return o;
    }

    private static String guessOther(byte[] d) {
        if (d == null || d.length == 0) {
            return " (it is empty)";
        }
        if (starts(d, "RIFF")) {
            return " (it looks like a WAV file)";
        }
        if (starts(d, "ID3") || d.length > 1 && (d[0] & 0xFF) == 0xFF && (d[1] & 0xE0) == 0xE0) {
            return " (it looks like an MP3 file)";
        }
        if (starts(d, "fLaC")) {
            return " (it looks like a FLAC file)";
        }
        if (starts(d, "\u0089PNG")) {
            return " (it looks like a PNG image)";
        }
        return "";
    }

    static boolean starts(byte[] d, String ascii) {
        return startsAt(d, 0, ascii);
    }

    static boolean startsAt(byte[] d, int off, String latin1) {
        if (d.length - off < latin1.length()) {
            return false;
        }
        for (int i = 0; i < latin1.length(); i++) {
            if ((d[off + i] & 0xFF) != latin1.charAt(i)) {
                return false;
            }
        }
        return true;
    }

    private static boolean capture(byte[] d, int pos) {
        return startsAt(d, pos, "OggS");
    }

    static long le32(byte[] d, int off) {
        return (d[off] & 0xFFL) | (d[off + 1] & 0xFFL) << 8 | (d[off + 2] & 0xFFL) << 16 | (d[off + 3] & 0xFFL) << 24;
    }

    static long le64(byte[] d, int off) {
        return le32(d, off) | le32(d, off + 4) << 32;
    }

    /** The Ogg CRC-32 of a page (polynomial 0x04C11DB7, not reflected, init 0), its CRC field counted as zero. */
    static long crc(byte[] d, int pos, int size) {
        int c = 0;
        for (int i = 0; i < size; i++) {
            int b = i >= 22 && i < 26 ? 0 : d[pos + i] & 0xFF;
            c = (c << 8) ^ CRC_TABLE[((c >>> 24) ^ b) & 0xFF];
        }
        return c & 0xFFFFFFFFL;
    }

    private static int[] crcTable() {
        int[] t = new int[256];
        for (int i = 0; i < 256; i++) {
            int r = i << 24;
            for (int k = 0; k < 8; k++) {
                r = (r & 0x80000000) != 0 ? (r << 1) ^ 0x04C11DB7 : r << 1;
            }
            t[i] = r;
        }
        return t;
    }
}
