package twedit.editor.envelopes;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Graphics2D;
import java.awt.event.InputEvent;
import java.awt.event.MouseEvent;
import java.awt.image.BufferedImage;
import java.util.List;
import org.junit.jupiter.api.Test;
import twedit.editor.state.Workspace;
import twedit.model.document.MapDocument;
import twedit.model.document.edits.Edits;
import twedit.model.map.EnvPoint;
import twedit.model.map.Envelope;
import twedit.model.map.TwMap;

/**
 * The curve's value axis (a new position envelope spans pixels a drag can move by, a colour one stays 0..1) and which
 * channel's point a press takes.
 */
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

    @Test
    void aPressWherePointsOfChannelsMeetTakesTheSelectedChannel() {
        EnvPoint zero = new EnvPoint(0, EnvPoint.CURVE_LINEAR, 0, 0, 0, 0, null);
        Envelope env = new Envelope(Envelope.POSITION, "E", false, List.of(zero, zero.withTime(500)));
        ws.document().apply(Edits.addEnvelope(ws.map(), 0, env));
        CurveView curve = drawn(env);
        curve.select(1, 0); // X, as a point just added is; Y and rotation lie on it
        java.awt.Point at = curve.pointAt(1, 0);
        curve.dispatchEvent(mouse(curve, MouseEvent.MOUSE_PRESSED, at.x, at.y));
        curve.dispatchEvent(mouse(curve, MouseEvent.MOUSE_DRAGGED, at.x, at.y - 30));
        curve.dispatchEvent(mouse(curve, MouseEvent.MOUSE_RELEASED, at.x, at.y - 30));
        assertThat(curve.channel()).isZero();
        assertThat(env.points().get(1).value(0)).isPositive();
        assertThat(env.points().get(1).value(2)).isZero();
    }

    private static MouseEvent mouse(CurveView c, int id, int x, int y) {
        int mods = id == MouseEvent.MOUSE_RELEASED ? 0 : InputEvent.BUTTON1_DOWN_MASK;
        return new MouseEvent(c, id, System.currentTimeMillis(), mods, x, y, 1, false, MouseEvent.BUTTON1);
    }

    private CurveView drawn(int channels) {
        EnvPoint zero = new EnvPoint(0, EnvPoint.CURVE_LINEAR, 0, 0, 0, 0, null);
        return drawn(new Envelope(channels, "E", false, List.of(zero)));
    }

    private CurveView drawn(Envelope env) {
        CurveView curve = new CurveView(ws, new Playback(t -> {}));
        curve.setSize(600, 200);
        curve.setEnvelope(env);
        BufferedImage img = new BufferedImage(600, 200, BufferedImage.TYPE_INT_ARGB);
        Graphics2D g = img.createGraphics();
        curve.paint(g); // the axis is fitted as the curve is drawn
        g.dispose();
        return curve;
    }

    private static double span(CurveView curve) {
        return curve.vOf(CurveView.TOP) - curve.vOf(curve.getHeight() - curve.bottom());
    }
}
