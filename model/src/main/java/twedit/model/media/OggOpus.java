package twedit.model.media;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * A checked Ogg Opus file (RFC 7845 on RFC 3533), as DDNet plays map sounds: every page intact, the OpusHead and
 * OpusTags headers well-formed, mono or stereo, valid Opus packets, and granule positions that agree with them.
 * {@link #parse} never throws anything but {@link OggOpusException} on bad input and allocates no more than the
 * input's size.
 */
public final class OggOpus {
    /** Opus always decodes at 48 kHz; granule positions count samples at this rate. */
    public static final int SAMPLE_RATE = 48000;
    /** The longest Opus packet in samples (120 ms). */
    static final int MAX_PACKET_SAMPLES = 5760;

    private final OpusHead head;
    private final String vendor;
    private final List<String> comments;
    private final int pageCount;
    private final long startGranule;
    private final long lastGranule;
    private final boolean endOfStream;
    private final List<byte[]> audioPackets;
    private final long codedSamples;

    private OggOpus(
            OpusHead head,
            String vendor,
            List<String> comments,
            int pageCount,
            long start,
            long last,
            boolean eos,
            List<byte[]> audio,
            long coded) {
        this.head = head;
        this.vendor = vendor;
        this.comments = comments;
        this.pageCount = pageCount;
        this.startGranule = start;
        this.lastGranule = last;
        this.endOfStream = eos;
        this.audioPackets = audio;
        this.codedSamples = coded;
    }

    /** Parses and checks an Ogg Opus file. */
    public static OggOpus parse(byte[] data) throws OggOpusException {
        OggPages ogg = OggPages.read(data, OggOpus::checkIdentity);
        List<OggPages.Packet> packets = ogg.packets;
        OggPages.Page first = ogg.pages.get(0);
        if (first.packetCount() != 1 || first.endsMidPacket()) {
            throw new OggOpusException("damaged: the OpusHead header must be alone on the first page");
        }
        OpusHead head = OpusHead.parse(packets.get(0).data());
        if (packets.size() < 2 || !OggPages.startsAt(packets.get(1).data(), 0, "OpusTags")) {
            throw new OggOpusException("damaged: the OpusTags header does not follow the OpusHead header");
        }
        List<String> tags = new ArrayList<>();
        String vendor = tags(packets.get(1).data(), tags);
        OggPages.Page tagsPage = ogg.pages.get(packets.get(1).page() - 1);
        if (tagsPage.firstPacket() + tagsPage.packetCount() != 2 || tagsPage.endsMidPacket()) {
            throw new OggOpusException("damaged: audio data starts on the page of the OpusTags header");
        }
        for (int i = 0; i < tagsPage.number(); i++) {
            if (ogg.pages.get(i).granule() != 0 && ogg.pages.get(i).granule() != -1) {
                throw new OggOpusException("damaged: header page " + (i + 1) + " has granule position "
                        + ogg.pages.get(i).granule() + ", not 0");
            }
        }
        if (packets.size() < 3) {
            throw new OggOpusException("the file holds no audio (only the Opus headers)");
        }
        return audio(ogg, tagsPage.number(), head, vendor, tags);
    }

    private static void checkIdentity(OggPages.Packet p) throws OggOpusException {
        byte[] d = p.data();
        if (OggPages.startsAt(d, 0, "OpusHead")) {
            return;
        }
        String what = OggPages.startsAt(d, 0, "\u0001vorbis")
                ? "Vorbis audio"
                : OggPages.startsAt(d, 0, "Speex   ")
                        ? "Speex audio"
                        : OggPages.startsAt(d, 0, "\u007fFLAC")
                                ? "FLAC audio"
                                : OggPages.startsAt(d, 0, "\u0080theora") ? "Theora video" : null;
        throw new OggOpusException("an Ogg file but not Opus" + (what == null ? "" : " (" + what + ")"));
    }

    /** Reads OpusTags into {@code out}, returning the vendor string; every length is checked before use. */
    private static String tags(byte[] t, List<String> out) throws OggOpusException {
        int pos = 8;
        String vendor = string(t, pos);
        pos += 4 + (int) OggPages.le32(t, pos);
        if (t.length - pos < 4) {
            throw new OggOpusException("damaged: the OpusTags header is cut short");
        }
        long count = OggPages.le32(t, pos);
        pos += 4;
        if (count > (t.length - pos) / 4) {
            throw new OggOpusException("damaged: the OpusTags header claims " + count + " comments");
        }
        for (long i = 0; i < count; i++) {
            out.add(string(t, pos));
            pos += 4 + (int) OggPages.le32(t, pos);
        }
        return vendor;
    }

    private static String string(byte[] t, int pos) throws OggOpusException {
        if (t.length - pos < 4 || OggPages.le32(t, pos) > t.length - pos - 4) {
            throw new OggOpusException("damaged: the OpusTags header is cut short");
        }
        return new String(t, pos + 4, (int) OggPages.le32(t, pos), StandardCharsets.UTF_8);
    }

    /** Checks the audio packets and their granule positions. */
    private static OggOpus audio(OggPages ogg, int headerPages, OpusHead head, String vendor, List<String> tags)
            throws OggOpusException {
        List<byte[]> audio = new ArrayList<>();
        long coded = 0;
        long start = -1;
        long last = -1;
        boolean eos = false;
        for (int pi = headerPages; pi < ogg.pages.size(); pi++) {
            OggPages.Page page = ogg.pages.get(pi);
            for (int k = page.firstPacket(); k < page.firstPacket() + page.packetCount(); k++) {
                byte[] p = ogg.packets.get(k).data();
                int n = samples(p);
                if (n < 0) {
                    throw new OggOpusException("damaged: audio packet " + (audio.size() + 1) + " (page " + page.number()
                            + ") is not a valid Opus packet");
                }
                audio.add(p);
                coded += n;
            }
            eos = page.eos();
            if (page.granule() == -1) {
                if (page.packetCount() > 0) {
                    throw new OggOpusException(
                            "damaged: page " + page.number() + " completes packets but has no" + " granule position");
                }
                continue;
            }
            if (page.granule() < -1) {
                throw new OggOpusException("damaged: page " + page.number() + " has an invalid granule position");
            }
            if (start < 0) {
                if (page.granule() < coded && !page.eos()) {
                    throw new OggOpusException("damaged: page " + page.number() + " has granule position "
                            + page.granule() + ", less than the " + coded + " samples it completes");
                }
                start = Math.max(0, page.granule() - coded);
            } else if (page.granule() < last) {
                throw new OggOpusException("damaged: the granule position goes backwards at page " + page.number());
            }
            last = page.granule();
        }
        if (audio.isEmpty() || last < 0) {
            throw new OggOpusException("the file holds no audio (only the Opus headers)");
        }
        if (last - start > coded) {
            throw new OggOpusException("damaged: the last granule position claims " + (last - start)
                    + " samples but the packets hold only " + coded);
        }
        if (last - start < head.preSkip()) {
            throw new OggOpusException("damaged: the stream is shorter (" + (last - start)
                    + " samples) than its pre-skip of " + head.preSkip());
        }
        return new OggOpus(
                head,
                vendor,
                Collections.unmodifiableList(tags),
                ogg.pages.size(),
                start,
                last,
                eos,
                Collections.unmodifiableList(audio),
                coded);
    }

    /**
     * The samples (at 48 kHz, per channel) an Opus packet decodes to, from its TOC byte and frame count (RFC 6716
     * section 3.1), or -1 when the packet is empty, malformed or longer than 120 ms.
     */
    static int samples(byte[] p) {
        if (p.length == 0) {
            return -1;
        }
        int config = (p[0] & 0xFF) >> 3;
        int frame;
        if (config < 12) {
            frame = new int[] {480, 960, 1920, 2880}[config & 3];
        } else if (config < 16) {
            frame = (config & 1) == 0 ? 480 : 960;
        } else {
            frame = 120 << (config & 3);
        }
        int frames;
        switch (p[0] & 3) {
            case 0:
                frames = 1;
                break;
            case 1:
            case 2:
                frames = 2;
                break;
            default:
                if (p.length < 2 || (p[1] & 0x3F) == 0) {
                    return -1;
                }
                frames = p[1] & 0x3F;
        }
        int n = frame * frames;
        return n > MAX_PACKET_SAMPLES ? -1 : n;
    }

    /** The identification header: channels, pre-skip, input sample rate, gain, channel mapping. */
    public OpusHead head() {
        return head;
    }

    /** 1 (mono) or 2 (stereo). */
    public int channels() {
        return head.channels();
    }

    /** Samples (per channel, at 48 kHz) to drop from the start of the decoded audio. */
    public int preSkip() {
        return head.preSkip();
    }

    /** The encoder's vendor string from OpusTags. */
    public String vendor() {
        return vendor;
    }

    /** The OpusTags comments ("TITLE=...", ...). */
    public List<String> comments() {
        return comments;
    }

    /** The number of Ogg pages. */
    public int pageCount() {
        return pageCount;
    }

    /** The granule position of the last page that has one: the end of the audio, pre-skip included. */
    public long lastGranule() {
        return lastGranule;
    }

    /** The granule position the first decoded sample has (0 for streams that start at time zero). */
    public long startGranule() {
        return startGranule;
    }

    /** Whether the last page is marked end-of-stream (false: the file may have been cut at a page boundary). */
    public boolean endOfStream() {
        return endOfStream;
    }

    /** The audio packets, in order (the arrays are the parser's: do not change them). */
    public List<byte[]> audioPackets() {
        return audioPackets;
    }

    /** The samples per channel all audio packets decode to, before pre-skip and end trimming. */
    public long codedSamples() {
        return codedSamples;
    }

    /** The playable length in samples per channel at 48 kHz: pre-skip removed, trimmed to the last granule. */
    public long durationSamples() {
        return lastGranule - startGranule - head.preSkip();
    }

    /** The playable length in seconds. */
    public double durationSeconds() {
        return durationSamples() / (double) SAMPLE_RATE;
    }

    @Override
    public String toString() {
        return "OggOpus[" + (channels() == 1 ? "mono" : "stereo") + ", "
                + String.format(java.util.Locale.ROOT, "%.3f s", durationSeconds()) + ", pre-skip " + preSkip() + ", "
                + pageCount + " pages]";
    }
}
