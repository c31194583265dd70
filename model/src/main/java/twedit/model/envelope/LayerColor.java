package twedit.model.envelope;

import twedit.model.map.Color;
import twedit.model.map.TileLayer;

/**
 * A tiles layer's effective colour at a time, as DDNet computes it: the layer colour / 255 times its colour
 * envelope (4 channels, defaults {@code 1,1,1,1}) at {@code time + colorEnvelopeOffset}; components 0..1 normally.
 */
public record LayerColor(float r, float g, float b, float a) {
    /** The colour {@code layer} is drawn with at {@code timeMs} (playback time; see {@link EnvelopeEvaluator}). */
    public static LayerColor at(TileLayer layer, double timeMs) {
        final Color c = layer.color();
        final float[] env = {1.0f, 1.0f, 1.0f, 1.0f};
        EnvelopeEvaluator.evaluate(layer.colorEnvelope(), timeMs, layer.colorEnvelopeOffset(), env, 4);
        return new LayerColor(
                c.r() / 255.0f * env[0], c.g() / 255.0f * env[1], c.b() / 255.0f * env[2], c.a() / 255.0f * env[3]);
    }

    /** The components as {@code {r, g, b, a}}. */
    public float[] toArray() {
        return new float[] {r, g, b, a};
    }
}
