package twedit.model.media;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;
import twedit.model.codec.MapDecoder;
import twedit.model.datafile.ReadLimits;
import twedit.model.testutil.Corpus;

/** Decoding Ogg Opus to PCM with Concentus: length, pre-skip, trimming, gain and the tone itself. */
class OpusPcmTest {
    @Test
    void decodesToTheGranuleLengthWithTheToneItWasMadeOf() throws Exception {
        OpusPcm pcm = OpusPcm.decode(OggOpusFiles.sine(1, 0.5, 1000, 312));
        assertThat(pcm.channels()).isEqualTo(1);
        assertThat(pcm.sampleRate()).isEqualTo(48000);
        assertThat(pcm.frames()).isEqualTo(24000);
        assertThat(pcm.seconds()).isEqualTo(0.5);
        // a 1 kHz tone crosses zero about 2000 times a second
        int crossings = 0;
        short[] s = pcm.samples();
        for (int i = 2400; i < 21600; i++) {
            if ((s[i - 1] < 0) != (s[i] < 0)) {
                crossings++;
            }
        }
        assertThat(crossings).isBetween(760, 840);
        assertThat(rms(s, 1, 0)).isBetween(6000.0, 10000.0);
        assertThat(pcm.toLittleEndianBytes()).hasSize(48000);
    }

    @Test
    void stereoKeepsItsChannels() throws Exception {
        OpusPcm pcm = OpusPcm.decode(OggOpusFiles.sine(2, 0.4, 440, 312));
        assertThat(pcm.channels()).isEqualTo(2);
        assertThat(pcm.frames()).isEqualTo(19200);
        double left = rms(pcm.samples(), 2, 0);
        double right = rms(pcm.samples(), 2, 1);
        assertThat(right / left).isBetween(0.35, 0.65); // the right channel was encoded at half amplitude
    }

    @Test
    void preSkipDropsTheFirstSamplesAndTheLastGranuleTrimsTheEnd() throws Exception {
        List<byte[]> packets = OggOpusFiles.encodeSine(1, 0.3, 700);
        long coded = 960L * packets.size();
        OpusPcm all = OpusPcm.decode(OggOpusFiles.file(OggOpusFiles.opusHead(1, 0, 48000, 0), packets, 4, coded));
        OpusPcm skipped =
                OpusPcm.decode(OggOpusFiles.file(OggOpusFiles.opusHead(1, 312, 48000, 0), packets, 4, coded - 500));
        assertThat(all.frames()).isEqualTo((int) coded);
        assertThat(skipped.frames()).isEqualTo((int) coded - 500 - 312);
        for (int i = 0; i < skipped.frames(); i++) {
            if (all.samples()[i + 312] != skipped.samples()[i]) {
                throw new AssertionError("sample " + i + " differs");
            }
        }
    }

    @Test
    void theHeaderGainIsApplied() throws Exception {
        List<byte[]> packets = OggOpusFiles.encodeSine(1, 0.3, 700);
        long end = 960L * packets.size();
        OpusPcm plain = OpusPcm.decode(OggOpusFiles.file(OggOpusFiles.opusHead(1, 0, 48000, 0), packets, 4, end));
        OpusPcm quieter =
                OpusPcm.decode(OggOpusFiles.file(OggOpusFiles.opusHead(1, 0, 48000, -6 * 256), packets, 4, end));
        assertThat(rms(quieter.samples(), 1, 0) / rms(plain.samples(), 1, 0)).isBetween(0.45, 0.55);
    }

    @Test
    void tooLongForAPreviewIsRefusedBeforeDecoding() throws Exception {
        OggOpus o = OggOpus.parse(OggOpusFiles.sine(1, 0.5, 440, 312));
        assertThatThrownBy(() -> OpusPcm.decode(o, 4800))
                .isInstanceOf(OggOpusException.class)
                .hasMessageContaining("too long to preview (0.5 s; at most 0.1 s)");
    }

    @Test
    void severalOpusStreamsCannotBePreviewed() throws Exception {
        List<byte[]> packets = OggOpusFiles.encodeSine(1, 0.1, 440);
        OggOpus o =
                OggOpus.parse(OggOpusFiles.file(OggOpusFiles.opusHeadFamily1(2), packets, 4, 960L * packets.size()));
        assertThat(o.head().streams()).isEqualTo(2);
        assertThatThrownBy(() -> OpusPcm.decode(o, 48000))
                .isInstanceOf(OggOpusException.class)
                .hasMessage("cannot preview a sound of 2 Opus streams");
    }

    @Test
    void theRealMapSoundDecodes() throws Exception {
        byte[] data = new MapDecoder(ReadLimits.DDNET)
                .read(Corpus.ddnetMap("maps/Sunny Side Up.map"))
                .map()
                .sounds()
                .get(0)
                .data();
        OggOpus o = OggOpus.parse(data);
        OpusPcm pcm = OpusPcm.decode(data);
        assertThat(pcm.channels()).isEqualTo(o.channels());
        assertThat((long) pcm.frames()).isEqualTo(o.durationSamples());
        assertThat(rms(pcm.samples(), pcm.channels(), 0)).isGreaterThan(100);
    }

    private static double rms(short[] s, int channels, int channel) {
        double sum = 0;
        int n = 0;
        for (int i = channel; i < s.length; i += channels) {
            sum += (double) s[i] * s[i];
            n++;
        }
        return Math.sqrt(sum / n);
    }
}
