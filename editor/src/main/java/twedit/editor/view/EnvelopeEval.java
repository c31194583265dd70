package twedit.editor.view;

import twedit.model.envelope.EnvelopeEvaluator;
import twedit.model.map.Envelope;

/** Evaluates an envelope at a time as the game does, through the model's {@link EnvelopeEvaluator}. */
public final class EnvelopeEval {
    private EnvelopeEval() {}

    /**
     * Channel values at {@code timeMs} (looping over the envelope's length), 1.0 = 1024 in the file; channels the
     * envelope does not define keep the colour default 1, as in DDNet.
     */
    public static double[] at(Envelope env, long timeMs) {
        float[] v = {1, 1, 1, 1};
        EnvelopeEvaluator.evaluate(env, timeMs, v, 4);
        return new double[] {v[0], v[1], v[2], v[3]};
    }
}
