package twedit.model.map;

import java.util.List;

/**
 * One quad (map-format.md "Quad"): four corners and the pivot, corner colours, texture coordinates (1024 = the
 * image's full size) and optional position / colour envelopes with time offsets.
 */
public record Quad(
        List<Point> points,
        List<Color> colors,
        List<Point> texCoords,
        Envelope positionEnvelope,
        int positionEnvelopeOffset,
        Envelope colorEnvelope,
        int colorEnvelopeOffset) {
    public Quad {
        if (points.size() != 5 || colors.size() != 4 || texCoords.size() != 4) {
            throw new IllegalArgumentException("a quad has 5 points (corners + pivot), 4 colours, 4 texture coords");
        }
        points = List.copyOf(points);
        colors = List.copyOf(colors);
        texCoords = List.copyOf(texCoords);
    }

    /** Corner i (0 top-left, 1 top-right, 2 bottom-left, 3 bottom-right). */
    public Point corner(int i) {
        return points.get(i);
    }

    public Point pivot() {
        return points.get(4);
    }

    public Quad withPoints(List<Point> p) {
        return new Quad(
                p, colors, texCoords, positionEnvelope, positionEnvelopeOffset, colorEnvelope, colorEnvelopeOffset);
    }

    public Quad withColors(List<Color> c) {
        return new Quad(
                points, c, texCoords, positionEnvelope, positionEnvelopeOffset, colorEnvelope, colorEnvelopeOffset);
    }

    public Quad withTexCoords(List<Point> t) {
        return new Quad(
                points, colors, t, positionEnvelope, positionEnvelopeOffset, colorEnvelope, colorEnvelopeOffset);
    }

    public Quad withPositionEnvelope(Envelope env, int offset) {
        return new Quad(points, colors, texCoords, env, offset, colorEnvelope, colorEnvelopeOffset);
    }

    public Quad withColorEnvelope(Envelope env, int offset) {
        return new Quad(points, colors, texCoords, positionEnvelope, positionEnvelopeOffset, env, offset);
    }
}
