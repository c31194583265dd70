package twedit.model.media;

import io.github.jaredmdobson.concentus.OpusDecoder;
import io.github.jaredmdobson.concentus.OpusException;

/**
 * Decoded sound for a preview: interleaved signed 16-bit samples at 48 kHz, decoded from Ogg Opus with the pure-Java
 * Concentus decoder, pre-skip removed, trimmed to the last granule position and with the header's output gain.
 */
public final class OpusPcm {
    /** The longest sound {@link #decode(byte[])} decodes: 10 minutes (about 110 MiB of stereo samples). */
    public static final long MAX_SECONDS = 600;

    private final int channels;
    private final short[] samples;

    private OpusPcm(int channels, short[] samples) {
        this.channels = channels;
        this.samples = samples;
    }

    /** Checks and decodes an Ogg Opus file of at most {@link #MAX_SECONDS}. */
    public static OpusPcm decode(byte[] oggOpus) throws OggOpusException {
        return decode(OggOpus.parse(oggOpus), MAX_SECONDS * OggOpus.SAMPLE_RATE);
    }

    /** Decodes a checked stream; refuses one longer than {@code maxFrames} samples per channel before decoding. */
    public static OpusPcm decode(OggOpus stream, long maxFrames) throws OggOpusException {
        long frames = stream.durationSamples();
        if (frames > maxFrames || frames * stream.channels() > Integer.MAX_VALUE - 8) {
            throw new OggOpusException(String.format(
                    java.util.Locale.ROOT,
                    "the sound is too long to preview" + " (%.1f s; at most %.1f s)",
                    frames / (double) OggOpus.SAMPLE_RATE,
                    maxFrames / (double) OggOpus.SAMPLE_RATE));
        }
        OpusHead head = stream.head();
        if (head.streams() != 1) {
            throw new OggOpusException("cannot preview a sound of " + head.streams() + " Opus streams");
        }
        int[] map = head.mapping();
        int decoded = head.coupledStreams() + 1;
        int out = stream.channels();
        short[] pcm = new short[(int) frames * out];
        short[] buf = new short[OggOpus.MAX_PACKET_SAMPLES * decoded];
        long skip = stream.preSkip();
        long written = 0;
        try {
            OpusDecoder decoder = new OpusDecoder(OggOpus.SAMPLE_RATE, decoded);
            decoder.setGain(head.outputGain());
            for (byte[] packet : stream.audioPackets()) {
                int n = decoder.decode(packet, 0, packet.length, buf, 0, OggOpus.MAX_PACKET_SAMPLES, false);
                int from = (int) Math.min(n, skip);
                skip -= from;
                int take = (int) Math.min(n - from, frames - written);
                for (int i = 0; i < take; i++) {
                    for (int c = 0; c < out; c++) {
                        int src = map[c];
                        pcm[(int) ((written + i) * out + c)] = src == 255 ? 0 : buf[(from + i) * decoded + src];
                    }
                }
                written += take;
                if (written == frames && skip == 0) {
                    break;
                }
            }
        } catch (OpusException | RuntimeException e) {
            throw new OggOpusException("damaged: the Opus audio cannot be decoded (" + e.getMessage() + ")");
        }
        return new OpusPcm(out, pcm);
    }

    /** 1 (mono) or 2 (stereo). */
    public int channels() {
        return channels;
    }

    /** Always 48000. */
    public int sampleRate() {
        return OggOpus.SAMPLE_RATE;
    }

    /** Samples per channel. */
    public int frames() {
        return samples.length / channels;
    }

    /** The length in seconds. */
    public double seconds() {
        return frames() / (double) OggOpus.SAMPLE_RATE;
    }

    /** The interleaved samples (the object's own array: do not change it). */
    public short[] samples() {
        return samples;
    }

    /** The samples as signed 16-bit little-endian bytes, as {@code javax.sound.sampled} plays them. */
    public byte[] toLittleEndianBytes() {
        byte[] b = new byte[samples.length * 2];
        for (int i = 0; i < samples.length; i++) {
            b[2 * i] = (byte) samples[i];
            b[2 * i + 1] = (byte) (samples[i] >> 8);
        }
        return b;
    }
}
