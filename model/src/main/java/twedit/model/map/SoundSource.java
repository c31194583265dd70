package twedit.model.map;

/**
 * One sound source (map-format.md "SoundSource"): position, looping, panning, delay in seconds, falloff 0..255,
 * position and sound envelopes with offsets, and its shape (rectangle w x h, or circle of radius w).
 */
public record SoundSource(
        Point position,
        boolean looping,
        boolean panning,
        int delay,
        int falloff,
        Envelope positionEnvelope,
        int positionEnvelopeOffset,
        Envelope soundEnvelope,
        int soundEnvelopeOffset,
        int shapeKind,
        int shapeWidth,
        int shapeHeight) {
    public static final int SHAPE_RECTANGLE = 0;
    public static final int SHAPE_CIRCLE = 1;

    public SoundSource withPosition(Point p) {
        return new SoundSource(
                p,
                looping,
                panning,
                delay,
                falloff,
                positionEnvelope,
                positionEnvelopeOffset,
                soundEnvelope,
                soundEnvelopeOffset,
                shapeKind,
                shapeWidth,
                shapeHeight);
    }

    public SoundSource withEnvelopes(Envelope pos, int posOffset, Envelope sound, int soundOffset) {
        return new SoundSource(
                position,
                looping,
                panning,
                delay,
                falloff,
                pos,
                posOffset,
                sound,
                soundOffset,
                shapeKind,
                shapeWidth,
                shapeHeight);
    }
}
