package twedit.editor.quads;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;
import twedit.editor.envelopes.AnimGui;
import twedit.editor.testutil.RobotDriven;
import twedit.model.datafile.ReadLimits;
import twedit.model.io.MapFiles;
import twedit.model.map.Color;
import twedit.model.map.EnvPoint;
import twedit.model.map.Envelope;
import twedit.model.map.Layer;
import twedit.model.map.Quad;
import twedit.model.map.QuadsLayer;
import twedit.model.map.TwMap;
import twedit.model.testutil.DdnetOracle;

/** A mapper's quad: add it, drag a corner, colour it, animate it with a 3-point envelope, save, reopen, compare. */
@RobotDriven
class QuadWorkflowTest {
    /** Where the test's files go; removed afterwards. */
    @org.junit.jupiter.api.io.TempDir
    java.nio.file.Path tempDir;

    @Test
    void createDragColourAnimateSaveReopen() throws Exception {
        Path file = java.nio.file.Files.createDirectories(tempDir.resolve("twedit-quads"))
                .resolve("quads.map");
        try (AnimGui h = new AnimGui()) {
            h.frame.button("addQuadsLayer").click();
            assertThat(GuiActionRunner.execute(() -> h.window.workspace().currentLayer()))
                    .isInstanceOf(QuadsLayer.class);
            h.frame.button("quadAdd").click();
            QuadsLayer layer = GuiActionRunner.execute(
                    () -> (QuadsLayer) h.window.workspace().currentLayer());
            Quad q0 = GuiActionRunner.execute(() -> layer.quads().get(0));
            assertThat(GuiActionRunner.execute(() -> h.anim.quadOps().selected()))
                    .containsExactly(0);

            // drag the bottom-right corner 40 screen px right and 24 down: one undo step
            int steps = GuiActionRunner.execute(
                    () -> h.window.workspace().document().historySize());
            java.awt.Point corner =
                    h.screenOf(q0.corner(3).x() / 1024.0, q0.corner(3).y() / 1024.0);
            h.dragView(corner, new java.awt.Point(corner.x + 40, corner.y + 24));
            Quad q1 = GuiActionRunner.execute(() -> layer.quads().get(0));
            double scale = GuiActionRunner.execute(
                    () -> h.window.view().worldToScreen().getScaleX());
            assertThat((q1.corner(3).x() - q0.corner(3).x()) / 1024.0).isCloseTo(40 / scale, within(2 / scale));
            assertThat((q1.corner(3).y() - q0.corner(3).y()) / 1024.0).isCloseTo(24 / scale, within(2 / scale));
            assertThat(q1.corner(0)).isEqualTo(q0.corner(0));
            assertThat(GuiActionRunner.execute(
                            () -> h.window.workspace().document().historySize()))
                    .isEqualTo(steps + 1);
            assertThat(GuiActionRunner.execute(
                            () -> h.window.workspace().document().undoLabel()))
                    .isEqualTo("Move quad corner");

            // colour: all corners light blue, then the top-left corner half transparent orange
            GuiActionRunner.execute(() -> {
                h.anim.quadOps().color(-1, new Color(120, 200, 255, 255));
                h.anim.quadOps().color(0, new Color(255, 140, 0, 128));
            });

            // a position envelope with three points added with the mouse, then assigned in the inspector
            h.frame.button("envAddPosition").click();
            h.addPoint(1000, 2000, "64");
            h.addPoint(2000, 2000, "0");
            Envelope env = GuiActionRunner.execute(
                    () -> h.window.workspace().map().envelopes().get(0));
            assertThat(GuiActionRunner.execute(() -> env.points().size())).isEqualTo(3);
            assertThat(GuiActionRunner.execute(() -> env.points().get(1).time()))
                    .isEqualTo(1000);
            assertThat(GuiActionRunner.execute(() -> env.points().get(1).v0())).isEqualTo(64 * 1024);
            GuiActionRunner.execute(() -> h.anim.dock().curve().select(1, 0));
            h.frame.comboBox("pointCurve").selectItem("Bezier");
            assertThat(GuiActionRunner.execute(() -> env.points().get(1).curve()))
                    .isEqualTo(EnvPoint.CURVE_BEZIER);
            h.frame.comboBox("quadPosEnv").selectItem(1);
            h.frame.spinner("quadPosOffset").enterTextAndCommit("250");
            Quad q2 = GuiActionRunner.execute(() -> layer.quads().get(0));
            assertThat(q2.positionEnvelope()).isSameAs(env);
            assertThat(q2.positionEnvelopeOffset()).isEqualTo(250);
            assertThat(q2.colors().get(0)).isEqualTo(new Color(255, 140, 0, 128));

            // mid-animation: the quad is drawn moved right (screenshot for people to look at)
            GuiActionRunner.execute(() -> h.anim.playback().setTime(600));
            h.screenshot("quads-mid-animation");
            h.frame.toggleButton("envPlay").click();
            h.waitFor("playing", () -> h.anim.playback().time() > 300);
            h.frame.toggleButton("envPlay").click();
            assertThat(GuiActionRunner.execute(() -> h.anim.playback().playing()))
                    .isFalse();

            h.save(file);
            byte[] bytes = Files.readAllBytes(file);
            DdnetOracle.ServerResult server = DdnetOracle.serverLoads(bytes);
            assertThat(server.loaded()).as(server.summary()).isTrue();
            TwMap saved = new MapFiles(ReadLimits.EDITOR, null).load(file).map();
            assertSameQuad(saved, q2);

            h.open(file);
            TwMap reopened = GuiActionRunner.execute(() -> h.window.workspace().map());
            assertSameQuad(reopened, q2);
        }
    }

    private static org.assertj.core.data.Offset<Double> within(double d) {
        return org.assertj.core.data.Offset.offset(d);
    }

    static void assertSameQuad(TwMap map, Quad expected) {
        QuadsLayer l = null;
        for (Layer x : map.allLayers()) {
            if (x instanceof QuadsLayer) {
                l = (QuadsLayer) x;
            }
        }
        assertThat(l).isNotNull();
        Quad q = l.quads().get(0);
        assertThat(q.points()).isEqualTo(expected.points());
        assertThat(q.colors()).isEqualTo(expected.colors());
        assertThat(q.texCoords()).isEqualTo(expected.texCoords());
        assertThat(q.positionEnvelopeOffset()).isEqualTo(expected.positionEnvelopeOffset());
        assertThat(q.positionEnvelope().points())
                .isEqualTo(expected.positionEnvelope().points());
        assertThat(q.colorEnvelope()).isNull();
    }
}
