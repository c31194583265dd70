package twedit.editor.quads;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.awt.geom.Point2D;
import java.nio.file.Path;
import java.util.List;
import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import twedit.editor.envelopes.AnimGui;
import twedit.editor.testutil.RobotDriven;
import twedit.model.map.EnvPoint;
import twedit.model.map.Envelope;
import twedit.model.map.Quad;
import twedit.model.map.QuadsLayer;

/**
 * A quad's position envelope drawn on the map as DDNet draws it (the pivot moved by each point, bezier segments
 * sampled), and a point's handle dragged there: the point follows the pointer, one undo step, kept after save and
 * reopen.
 */
@RobotDriven
class EnvPathGuiTest {
    @TempDir
    Path dir;

    @Test
    void aPositionEnvelopesPointIsDraggedOnTheMap() throws Exception {
        try (AnimGui h = new AnimGui()) {
            h.frame.button("addQuadsLayer").click();
            h.frame.button("quadAdd").click();
            QuadsLayer layer = GuiActionRunner.execute(
                    () -> (QuadsLayer) h.window.workspace().currentLayer());
            h.frame.button("envAddPosition").click();
            h.addPoint(1000, 2000, "64");
            h.addPoint(2000, 2000, "0");
            h.frame.comboBox("quadPosEnv").selectItem(1);
            Quad q = GuiActionRunner.execute(() -> layer.quads().get(0));
            Envelope env = q.positionEnvelope();
            assertThat(env).isNotNull();
            List<Point2D.Double> path = GuiActionRunner.execute(() -> EnvPathOverlay.path(q));
            assertThat(path).hasSize(3);
            assertThat(path.get(1).x).isEqualTo(q.pivot().x() / 1024.0 + 64);

            Point2D.Double handle = GuiActionRunner.execute(() -> EnvPathOverlay.handle(q, 1));
            java.awt.Point from = h.screenOf(handle.x, handle.y);
            int at = h.historyPosition();
            h.dragView(from, new java.awt.Point(from.x, from.y + 30));
            double scale = GuiActionRunner.execute(
                    () -> h.window.view().worldToScreen().getScaleX());
            EnvPoint p = GuiActionRunner.execute(() -> env.points().get(1));
            assertThat(p.value(1) / 1024.0).as("down by 30 screen px").isCloseTo(30 / scale, within(2 / scale));
            assertThat(p.value(0) / 1024.0).as("x kept").isCloseTo(64, within(2 / scale));
            assertThat(h.historyPosition()).as("one undo step").isEqualTo(at + 1);
            assertThat(GuiActionRunner.execute(
                            () -> h.window.workspace().document().undoLabel()))
                    .isEqualTo("Move envelope point");
            assertThat(GuiActionRunner.execute(() -> layer.quads().get(0)))
                    .as("the quad itself stays")
                    .isEqualTo(q);
            h.screenshot("quad-envelope-path");

            Path file = dir.resolve("path.map");
            h.save(file);
            h.open(file);
            EnvPoint again = GuiActionRunner.execute(
                    () -> h.window.workspace().map().envelopes().get(0).points().get(1));
            assertThat(again).isEqualTo(p);
        }
    }

    @Test
    void aBezierSegmentIsSampledAsDdnetDoes() {
        EnvPoint a = new EnvPoint(0, EnvPoint.CURVE_BEZIER, 0, 0, 0, 0, null);
        EnvPoint b = new EnvPoint(20_000, EnvPoint.CURVE_LINEAR, 64 * 1024, 0, 0, 0, null);
        EnvPoint c = new EnvPoint(21_000, EnvPoint.CURVE_LINEAR, 0, 0, 0, 0, null);
        Envelope env = new Envelope(Envelope.POSITION, "P", false, List.of(a, b, c));
        Quad q = twedit.editor.quads.QuadShapes.translate(
                new Quad(
                        List.of(
                                new twedit.model.map.Point(0, 0),
                                new twedit.model.map.Point(1024, 0),
                                new twedit.model.map.Point(0, 1024),
                                new twedit.model.map.Point(1024, 1024),
                                new twedit.model.map.Point(512, 512)),
                        java.util.Collections.nCopies(4, new twedit.model.map.Color(255, 255, 255, 255)),
                        java.util.Collections.nCopies(4, new twedit.model.map.Point(0, 0)),
                        env,
                        0,
                        null,
                        0),
                0,
                0);
        // 20 s of bezier: 200 steps, clamped to 150 (149 between the ends); the linear segment is one line
        assertThat(EnvPathOverlay.path(q)).hasSize(1 + 149 + 1 + 1);
        assertThat(EnvPathOverlay.path(q).get(0)).isEqualTo(new Point2D.Double(0.5, 0.5));
    }
}
