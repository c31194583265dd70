package twedit.model.media;

/**
 * The OpusHead identification header of an Ogg Opus file (RFC 7845 section 5.1): channels, pre-skip, the original
 * sample rate, output gain and channel mapping.
 *
 * @param version the header version (major version 0 is all there is)
 * @param channels output channels (at most 2: DDNet plays only mono or stereo)
 * @param preSkip samples per channel at 48 kHz to drop from the start of the decoded audio
 * @param inputSampleRate the rate of the original input, informational only (Opus plays at 48 kHz), 0 if unknown
 * @param outputGain the gain to apply when decoding, in 1/256 dB
 * @param mappingFamily 0: mono/stereo; 1: Vorbis channel order; 255: undefined
 * @param streams Opus streams in each packet (1 for family 0)
 * @param coupledStreams how many of them are stereo
 * @param mapping for each output channel, the decoded channel it takes (255: silence)
 */
public record OpusHead(
        int version,
        int channels,
        int preSkip,
        long inputSampleRate,
        int outputGain,
        int mappingFamily,
        int streams,
        int coupledStreams,
        int[] mapping) {
    public OpusHead {
        mapping = mapping.clone();
    }

    /** The mapping (a copy). */
    @Override
    public int[] mapping() {
        return mapping.clone();
    }

    /** Parses and checks the header packet, refusing more than two channels. */
    static OpusHead parse(byte[] h) throws OggOpusException {
        if (h.length < 19) {
            throw new OggOpusException("damaged: the OpusHead header is cut short");
        }
        int version = h[8] & 0xFF;
        if ((version & 0xF0) != 0) {
            throw new OggOpusException("unsupported Opus header version " + version);
        }
        int channels = h[9] & 0xFF;
        int preSkip = (h[10] & 0xFF) | (h[11] & 0xFF) << 8;
        long rate = OggPages.le32(h, 12);
        int gain = (short) ((h[16] & 0xFF) | (h[17] & 0xFF) << 8);
        int family = h[18] & 0xFF;
        if (channels == 0) {
            throw new OggOpusException("damaged: the OpusHead header says 0 channels");
        }
        if (family == 0) {
            if (channels > 2) {
                throw new OggOpusException(
                        "damaged: channel mapping family 0 allows only 1 or 2 channels, not " + channels);
            }
            return new OpusHead(
                    version,
                    channels,
                    preSkip,
                    rate,
                    gain,
                    0,
                    1,
                    channels - 1,
                    channels == 1 ? new int[] {0} : new int[] {0, 1});
        }
        if (h.length < 21 + channels) {
            throw new OggOpusException("damaged: the OpusHead channel mapping table is cut short");
        }
        int streams = h[19] & 0xFF;
        int coupled = h[20] & 0xFF;
        if (streams == 0 || coupled > streams || streams + coupled > 255) {
            throw new OggOpusException(
                    "damaged: the OpusHead header has " + streams + " streams of which " + coupled + " coupled");
        }
        int[] mapping = new int[channels];
        for (int i = 0; i < channels; i++) {
            mapping[i] = h[21 + i] & 0xFF;
            if (mapping[i] != 255 && mapping[i] >= streams + coupled) {
                throw new OggOpusException("damaged: channel " + i + " maps to a stream that does not exist");
            }
        }
        if (channels > 2) {
            throw new OggOpusException(channels + " channels: DDNet plays only mono or stereo sounds");
        }
        return new OpusHead(version, channels, preSkip, rate, gain, family, streams, coupled, mapping);
    }
}
