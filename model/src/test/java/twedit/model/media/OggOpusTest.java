package twedit.model.media;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import twedit.model.codec.MapDecoder;
import twedit.model.datafile.ReadLimits;
import twedit.model.map.MapSound;
import twedit.model.testutil.Corpus;

/** The Ogg Opus parser on files built in code, the corpus' one real map sound and damaged variants. */
class OggOpusTest {
    private static final byte[] STEREO = OggOpusFiles.sine(2, 1.0, 440, 312);

    @Test
    void parsesAValidStereoFile() throws Exception {
        OggOpus o = OggOpus.parse(STEREO);
        assertThat(o.channels()).isEqualTo(2);
        assertThat(o.preSkip()).isEqualTo(312);
        assertThat(o.head().inputSampleRate()).isEqualTo(44100);
        assertThat(o.head().outputGain()).isZero();
        assertThat(o.head().mappingFamily()).isZero();
        assertThat(o.head().mapping()).containsExactly(0, 1);
        assertThat(o.head().coupledStreams()).isEqualTo(1);
        assertThat(o.vendor()).isEqualTo("twedit tests");
        assertThat(o.comments()).containsExactly("TITLE=sine");
        assertThat(o.lastGranule()).isEqualTo(48000 + 312);
        assertThat(o.startGranule()).isZero();
        assertThat(o.durationSamples()).isEqualTo(48000);
        assertThat(o.durationSeconds()).isEqualTo(1.0);
        assertThat(o.endOfStream()).isTrue();
        assertThat(o.audioPackets()).hasSize(51);
        assertThat(o.codedSamples()).isEqualTo(51 * 960);
        assertThat(o.pageCount()).isEqualTo(2 + 11);
    }

    @Test
    void theCrcMatchesAnIndependentBitwiseImplementation() {
        for (int start : OggOpusFiles.pageStarts(STEREO)) {
            int size = pageSize(STEREO, start);
            byte[] page = Arrays.copyOfRange(STEREO, start, start + size);
            assertThat(OggPages.crc(STEREO, start, size))
                    .isEqualTo(OggOpusFiles.crcOf(page))
                    .isEqualTo(
                            ByteBuffer.wrap(page).order(ByteOrder.LITTLE_ENDIAN).getInt(22) & 0xFFFFFFFFL);
        }
    }

    @Test
    void theRealMapSoundOfTheCorpusParses() throws Exception {
        MapSound sound = new MapDecoder(ReadLimits.DDNET)
                .read(Corpus.ddnetMap("maps/Sunny Side Up.map"))
                .map()
                .sounds()
                .get(0);
        OggOpus o = OggOpus.parse(sound.data());
        assertThat(o.channels()).isBetween(1, 2);
        assertThat(o.durationSeconds()).isGreaterThan(10);
        assertThat(o.endOfStream()).isTrue();
        assertThat(o.durationSamples()).isLessThanOrEqualTo(o.codedSamples() - o.preSkip());
    }

    @Test
    void somethingElseIsNotAnOggFile() {
        assertRefused(new byte[0], "not an Ogg file (it is empty)");
        assertRefused("RIFF....WAVEfmt ".getBytes(StandardCharsets.US_ASCII), "not an Ogg file (it looks like a WAV");
        assertRefused("ID3\u0003".getBytes(StandardCharsets.ISO_8859_1), "not an Ogg file (it looks like an MP3");
        assertRefused(new byte[] {(byte) 0x89, 'P', 'N', 'G', 13, 10, 26, 10}, "not an Ogg file (it looks like a PNG");
        assertRefused("hello world".getBytes(StandardCharsets.US_ASCII), "not an Ogg file");
        assertRefused(null, "not an Ogg file");
    }

    @Test
    void oggOfAnotherCodecIsNamed() {
        byte[] vorbis = new OggOpusFiles(1)
                .page(
                        OggPages.FLAG_BOS,
                        0,
                        List.of("\u0001vorbis\u0000\u0000\u0000\u0000".getBytes(StandardCharsets.ISO_8859_1)))
                .bytes();
        assertRefused(vorbis, "an Ogg file but not Opus (Vorbis audio)");
        byte[] speex = new OggOpusFiles(1)
                .page(OggPages.FLAG_BOS, 0, List.of("Speex   1.2".getBytes(StandardCharsets.US_ASCII)))
                .bytes();
        assertRefused(speex, "an Ogg file but not Opus (Speex audio)");
        byte[] other = new OggOpusFiles(1)
                .page(OggPages.FLAG_BOS, 0, List.of(new byte[] {1, 2, 3}))
                .bytes();
        assertRefused(other, "an Ogg file but not Opus");
    }

    @Test
    void everyCutInsideAPageIsReportedAsTruncatedAtThatPage() {
        List<Integer> starts = OggOpusFiles.pageStarts(STEREO);
        for (int p = 0; p < starts.size(); p++) {
            int end = p + 1 < starts.size() ? starts.get(p + 1) : STEREO.length;
            for (int cut : new int[] {starts.get(p) + 5, starts.get(p) + 27, end - 1}) {
                if (cut <= 4) {
                    continue;
                }
                assertRefused(Arrays.copyOf(STEREO, cut), "truncated at page " + (p + 1));
            }
        }
    }

    @Test
    void aCutAtAPageBoundaryParsesWithoutEndOfStream() throws Exception {
        List<Integer> starts = OggOpusFiles.pageStarts(STEREO);
        OggOpus o = OggOpus.parse(Arrays.copyOf(STEREO, starts.get(5)));
        assertThat(o.endOfStream()).isFalse();
        assertThat(o.audioPackets()).hasSize(15);
        assertThat(o.durationSamples()).isEqualTo(15 * 960 - 312);
        assertRefused(Arrays.copyOf(STEREO, starts.get(2)), "holds no audio");
    }

    @Test
    void damagedPagesAreRefusedWithTheirNumber() {
        List<Integer> starts = OggOpusFiles.pageStarts(STEREO);
        byte[] flipped = STEREO.clone();
        flipped[starts.get(3) + 40] ^= 0x10;
        assertRefused(flipped, "damaged: page 4 fails its checksum");
        byte[] pattern = STEREO.clone();
        pattern[starts.get(6)] = 'X';
        assertRefused(pattern, "damaged: page 7 (byte " + starts.get(6) + ") does not start with the Ogg capture");
        byte[] seq = STEREO.clone();
        seq[starts.get(4) + 18] = 9;
        assertRefused(OggOpusFiles.fixCrcs(seq), "page sequence jumps from 3 to 9 at page 5");
        byte[] serial = STEREO.clone();
        serial[starts.get(4) + 14] ^= 1;
        assertRefused(OggOpusFiles.fixCrcs(serial), "page 5 belongs to another logical stream");
        byte[] junk = Arrays.copyOf(STEREO, STEREO.length + 3);
        assertRefused(junk, "ends the stream but 3 more bytes follow");
    }

    @Test
    void badHeadersAndGranulesAreRefused() {
        List<byte[]> packets = OggOpusFiles.encodeSine(1, 0.2, 300);
        byte[] mono = OggOpusFiles.opusHead(1, 312, 48000, 0);
        assertThat(parses(OggOpusFiles.file(mono, packets, 3, 9000))).isTrue();
        assertRefused(OggOpusFiles.file(mono, packets, 3, packets.size() * 960L + 1), "claims");
        assertRefused(OggOpusFiles.file(mono, packets, 100, 200), "shorter (200 samples) than its pre-skip of 312");
        assertRefused(
                OggOpusFiles.file(OggOpusFiles.opusHeadFamily1(3), packets, 3, 9000),
                "3 channels: DDNet plays only mono or stereo sounds");
        byte[] zeroChannels = OggOpusFiles.opusHead(0, 312, 48000, 0);
        assertRefused(OggOpusFiles.file(zeroChannels, packets, 3, 9000), "0 channels");
        byte[] shortHead = Arrays.copyOf(mono, 12);
        assertRefused(OggOpusFiles.file(shortHead, packets, 3, 9000), "OpusHead header is cut short");
        byte[] badTags = new OggOpusFiles(5)
                .page(OggPages.FLAG_BOS, 0, List.of(mono))
                .page(0, 0, List.of("OpusTags\u00ff\u00ff\u00ff\u0000".getBytes(StandardCharsets.ISO_8859_1)))
                .page(OggPages.FLAG_EOS, 960, List.of(packets.get(0)))
                .bytes();
        assertRefused(badTags, "OpusTags header is cut short");
        byte[] noTags = new OggOpusFiles(5)
                .page(OggPages.FLAG_BOS, 0, List.of(mono))
                .page(OggPages.FLAG_EOS, 960, List.of(packets.get(0)))
                .bytes();
        assertRefused(noTags, "OpusTags header does not follow");
        byte[] emptyPacket = new OggOpusFiles(5)
                .page(OggPages.FLAG_BOS, 0, List.of(mono))
                .page(0, 0, List.of(OggOpusFiles.opusTags("x")))
                .page(OggPages.FLAG_EOS, 960, List.of(new byte[0]))
                .bytes();
        assertRefused(emptyPacket, "audio packet 1 (page 3) is not a valid Opus packet");
        byte[] headerGranule = new OggOpusFiles(5)
                .page(OggPages.FLAG_BOS, 7, List.of(mono))
                .page(0, 0, List.of(OggOpusFiles.opusTags("x")))
                .page(OggPages.FLAG_EOS, 960, List.of(packets.get(0)))
                .bytes();
        assertRefused(headerGranule, "header page 1 has granule position 7");
        byte[] backwards = new OggOpusFiles(5)
                .page(OggPages.FLAG_BOS, 0, List.of(mono))
                .page(0, 0, List.of(OggOpusFiles.opusTags("x")))
                .page(0, 1920, packets.subList(0, 2))
                .page(OggPages.FLAG_EOS, 1000, packets.subList(2, 3))
                .bytes();
        assertRefused(backwards, "granule position goes backwards at page 4");
    }

    @Test
    void packetsSpanningPagesAreJoined() throws Exception {
        String longComment = "COMMENT=" + "x".repeat(1000);
        byte[] tags = OggOpusFiles.opusTags("spanning", longComment);
        byte[] laces1 = new byte[2];
        Arrays.fill(laces1, (byte) 255);
        List<byte[]> packets = OggOpusFiles.encodeSine(1, 0.1, 300);
        byte[] file = new OggOpusFiles(9)
                .page(OggPages.FLAG_BOS, 0, List.of(OggOpusFiles.opusHead(1, 0, 0, 0)))
                .rawPage(0, -1, laces1, Arrays.copyOf(tags, 510))
                .rawPage(
                        OggPages.FLAG_CONTINUED,
                        0,
                        new byte[] {(byte) 255, (byte) 255, (byte) (tags.length - 1020)},
                        Arrays.copyOfRange(tags, 510, tags.length))
                .page(OggPages.FLAG_EOS, 960L * packets.size(), packets)
                .bytes();
        OggOpus o = OggOpus.parse(file);
        assertThat(o.comments()).containsExactly(longComment);
        assertThat(o.durationSamples()).isEqualTo(960L * packets.size());
        byte[] unfinished = new OggOpusFiles(9)
                .page(OggPages.FLAG_BOS, 0, List.of(OggOpusFiles.opusHead(1, 0, 0, 0)))
                .rawPage(0, -1, laces1, Arrays.copyOf(tags, 510))
                .page(0, 0, List.of(tags))
                .bytes();
        assertRefused(unfinished, "the packet begun before page 3 is never finished");
        byte[] orphan = new OggOpusFiles(9)
                .page(OggPages.FLAG_BOS, 0, List.of(OggOpusFiles.opusHead(1, 0, 0, 0)))
                .page(OggPages.FLAG_CONTINUED, 0, List.of(tags))
                .bytes();
        assertRefused(orphan, "page 2 continues a packet that never began");
    }

    @Test
    void randomDamageOnlyEverThrowsTheCheckedException() {
        Random r = new Random(7);
        byte[] mono = OggOpusFiles.sine(1, 0.3, 500, 312);
        for (int i = 0; i < 400; i++) {
            byte[] d = mono.clone();
            int flips = 1 + r.nextInt(4);
            for (int k = 0; k < flips; k++) {
                d[r.nextInt(d.length)] = (byte) r.nextInt(256);
            }
            if (r.nextBoolean()) {
                d = Arrays.copyOf(d, r.nextInt(d.length + 1));
            }
            byte[] input = r.nextBoolean() ? OggOpusFiles.fixCrcs(d) : d;
            try {
                OpusPcm.decode(input);
            } catch (OggOpusException expected) {
                assertThat(expected.getMessage()).isNotBlank();
            }
        }
    }

    private static boolean parses(byte[] d) {
        try {
            OggOpus.parse(d);
            return true;
        } catch (OggOpusException e) {
            throw new AssertionError(e.getMessage(), e);
        }
    }

    private static void assertRefused(byte[] d, String message) {
        assertThatThrownBy(() -> OggOpus.parse(d))
                .isInstanceOf(OggOpusException.class)
                .hasMessageContaining(message);
    }

    private static int pageSize(byte[] d, int start) {
        int segs = d[start + 26] & 0xFF;
        int body = 0;
        for (int i = 0; i < segs; i++) {
            body += d[start + 27 + i] & 0xFF;
        }
        return 27 + segs + body;
    }
}
