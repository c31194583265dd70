package twedit.editor.envelopes;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.util.List;
import org.junit.jupiter.api.Test;
import twedit.editor.state.Workspace;
import twedit.model.document.MapDocument;
import twedit.model.map.EnvPoint;
import twedit.model.map.Envelope;
import twedit.model.map.TwMap;

/** The curve's value axis: a new position envelope spans pixels a drag can move by, a colour one stays 0..1. */
class CurveRangeTest {
    private final Workspace ws = new Workspace(new MapDocument(TwMap.newMap(10, 10)));

    @Test
    void aNewPositionEnvelopeSpansWholePixels() {
        CurveView curve = drawn(Envelope.POSITION);
        assertThat(span(curve)).isGreaterThanOrEqualTo(64);
        // a drag of one screen pixel moves the point by a fraction of a world pixel, not by hundredths of one
        assertThat(curve.vOf(CurveView.TOP) - curve.vOf(CurveView.TOP + 1)).isGreaterThan(0.1);
    }

    @Test
    void aColourEnvelopeKeepsItsZeroToOneAxis() {
        assertThat(span(drawn(Envelope.COLOR))).isBetween(1.0, 1.5);
    }

    private CurveView drawn(int channels) {
        CurveView curve = new CurveView(ws, new Playback(t -> {}));
        curve.setSize(600, 200);
        EnvPoint zero = new EnvPoint(0, EnvPoint.CURVE_LINEAR, 0, 0, 0, 0, null);
        curve.setEnvelope(new Envelope(channels, "E", false, List.of(zero)));
        BufferedImage img = new BufferedImage(600, 200, BufferedImage.TYPE_INT_ARGB);
        Graphics2D g = img.createGraphics();
        curve.paint(g); // the axis is fitted as the curve is drawn
        g.dispose();
        return curve;
    }

    private static double span(CurveView curve) {
        return curve.vOf(CurveView.TOP) - curve.vOf(curve.getHeight() - CurveView.BOTTOM);
    }
}
