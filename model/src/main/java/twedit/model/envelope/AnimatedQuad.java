package twedit.model.envelope;

import twedit.model.map.Color;
import twedit.model.map.Point;
import twedit.model.map.Quad;

/**
 * Computes where and in what colours the game draws a quad at a time, exactly as DDNet's
 * {@code CRenderMap::ForceRenderQuads} does with its colour and position envelopes.
 *
 * <p>Colour: {@code (1,1,1,1)}, then the colour envelope at {@code time + colorEnvelopeOffset} over 4 channels; if
 * that alpha is {@code <= 0} the quad is {@link QuadGeometry#HIDDEN}. Each corner's colour is
 * {@code quadColour * (1/255f) * envelopeColour}, in float as DDNet computes it (the layer-wide alpha the game
 * also multiplies in is left to the caller).
 *
 * <p>Position: {@code (0,0,0)}, then the position envelope at {@code time + positionEnvelopeOffset} over 3
 * channels: x and y offset in world pixels and rotation in degrees. With a non-zero rotation every corner is rotated
 * around the pivot (point 4) on the fixed-point coordinates and truncated to an int, in float as DDNet does; the
 * corner is drawn at {@code fx2f(corner) + offset}. Times and the sync flag: see {@link EnvelopeEvaluator}.
 */
public final class AnimatedQuad {
    private static final float CONV = 1 / 255.0f;
    private static final float PI = (float) Math.PI;

    private AnimatedQuad() {}

    /** The quad as drawn at {@code timeMs} (playback time in ms), or {@link QuadGeometry#HIDDEN}. */
    public static QuadGeometry at(Quad quad, double timeMs) {
        final float[] env = {1.0f, 1.0f, 1.0f, 1.0f};
        EnvelopeEvaluator.evaluate(quad.colorEnvelope(), timeMs, quad.colorEnvelopeOffset(), env, 4);
        if (env[3] <= 0.0f) {
            return QuadGeometry.HIDDEN;
        }
        final float[] colors = new float[16];
        for (int i = 0; i < 4; i++) {
            final Color c = quad.colors().get(i);
            colors[4 * i] = c.r() * CONV * env[0];
            colors[4 * i + 1] = c.g() * CONV * env[1];
            colors[4 * i + 2] = c.b() * CONV * env[2];
            colors[4 * i + 3] = c.a() * CONV * env[3];
        }

        final float[] pos = {0.0f, 0.0f, 0.0f, 0.0f};
        EnvelopeEvaluator.evaluate(quad.positionEnvelope(), timeMs, quad.positionEnvelopeOffset(), pos, 3);
        final float offsetX = pos[0];
        final float offsetY = pos[1];
        final float rotation = pos[2] / 180.0f * PI;

        final Point pivot = quad.pivot();
        final float[] corners = new float[8];
        for (int i = 0; i < 4; i++) {
            final Point p = quad.corner(i);
            int x = p.x();
            int y = p.y();
            if (rotation != 0.0f) {
                final int[] r = rotate(pivot, p, rotation);
                x = r[0];
                y = r[1];
            }
            corners[2 * i] = EnvelopeEvaluator.fx2f(x) + offsetX;
            corners[2 * i + 1] = EnvelopeEvaluator.fx2f(y) + offsetY;
        }
        return new QuadGeometry(
                true,
                corners,
                colors,
                EnvelopeEvaluator.fx2f(pivot.x()) + offsetX,
                EnvelopeEvaluator.fx2f(pivot.y()) + offsetY,
                offsetX,
                offsetY,
                rotation);
    }

    /**
     * DDNet's {@code Rotate}: {@code point} rotated by {@code rotation} radians around {@code center}, on the
     * fixed-point coordinates, computed in float and truncated to int: {@code {x', y'}}.
     */
    public static int[] rotate(Point center, Point point, float rotation) {
        final int x = point.x() - center.x();
        final int y = point.y() - center.y();
        final float cos = (float) Math.cos(rotation);
        final float sin = (float) Math.sin(rotation);
        return new int[] {(int) (x * cos - y * sin + center.x()), (int) (x * sin + y * cos + center.y())};
    }
}
