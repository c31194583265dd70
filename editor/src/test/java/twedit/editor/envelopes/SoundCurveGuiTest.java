package twedit.editor.envelopes;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import twedit.model.map.EnvPoint;
import twedit.model.map.Envelope;

/**
 * A sound envelope's curve shows what the game plays: its last segment runs into the last point's value and holds
 * it, with no spike back to the first point's value (1.0) where the time wraps.
 */
class SoundCurveGuiTest {
    @TempDir
    Path dir;

    @Test
    void theLastSegmentEndsAtTheLastValue() throws Exception {
        Path file = TwinEnvelopes.write(dir);
        try (AnimGui h = new AnimGui()) {
            h.open(file);
            CurveView curve = h.anim.dock().curve();
            // #4 fade: 1.0 at 0 ms down to 0.25 at 1000 ms
            Envelope fade = GuiActionRunner.execute(
                    () -> h.window.workspace().map().envelopes().get(4));
            GuiActionRunner.execute(() -> h.anim.dock().envelopes().select(fade));
            h.robot.waitForIdle();
            List<EnvPoint> pts = fade.points();

            // a view where the last sample's time comes out a rounding error short of the last point
            boolean shortOfLast = GuiActionRunner.execute(() -> {
                for (int i = 0; i < 400; i++) {
                    curve.setTimeRange(-37.3 - i * 0.731, 1041.7 + i * 1.377);
                    if (curve.tOf(curve.xOf(1000)) < 1000) {
                        return true;
                    }
                }
                return false;
            });
            h.robot.waitForIdle();
            List<Integer> ys = curveYs(curve, 1000);
            double[] expected = GuiActionRunner.execute(() -> new double[] {curve.yOf(0.25), curve.yOf(1.0)});
            assertThat(ys).as("the curve's pixels at its last point").isNotEmpty();
            assertThat(ys)
                    .as(
                            "drawn near 0.25 (y %.0f), never up at 1.0 (y %.0f); a rounding error short: %s",
                            expected[0], expected[1], shortOfLast)
                    .allMatch(y -> Math.abs(y - expected[0]) <= 6);
            h.screenshot("sound-curve-last-point");

            // the value drawn a hair before the last point, after it, and mid-segment: what the game plays
            assertThat(CurvePainter.valueAt(pts, 1000 - 1e-7, 0, 1)).isEqualTo(0.25f);
            assertThat(CurvePainter.valueAt(pts, 999.9999999, 0, 1)).isEqualTo(0.25f);
            assertThat(CurvePainter.valueAt(pts, 1500, 0, 1)).isEqualTo(0.25f);
            assertThat(CurvePainter.valueAt(pts, 500, 0, 1)).isEqualTo(0.625f);
            assertThat(CurvePainter.valueAt(pts, 0, 0, 1)).isEqualTo(1f);
        }
    }

    /** The y of every pixel in the sound channel's colour in the columns around time {@code t}. */
    private static List<Integer> curveYs(CurveView curve, double t) {
        return GuiActionRunner.execute(() -> {
            BufferedImage img = new BufferedImage(curve.getWidth(), curve.getHeight(), BufferedImage.TYPE_INT_RGB);
            Graphics2D g = img.createGraphics();
            curve.paint(g);
            g.dispose();
            Color want = CurveView.channelColor(Envelope.SOUND, 0);
            // the last segment's last pixels and the point's square (4 px around it): a wrap would rise from here
            int xt = (int) Math.round(curve.xOf(t));
            List<Integer> ys = new ArrayList<>();
            for (int x = xt - 8; x <= xt + 1; x++) {
                for (int y = 0; y < img.getHeight(); y++) {
                    Color c = new Color(img.getRGB(x, y));
                    if (Math.abs(c.getRed() - want.getRed()) < 30
                            && Math.abs(c.getGreen() - want.getGreen()) < 30
                            && Math.abs(c.getBlue() - want.getBlue()) < 30) {
                        ys.add(y);
                    }
                }
            }
            return ys;
        });
    }
}
