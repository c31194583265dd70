package twedit.editor.sounds;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;
import twedit.editor.envelopes.AnimGui;
import twedit.editor.testutil.RobotDriven;
import twedit.model.datafile.ReadLimits;
import twedit.model.io.MapFiles;
import twedit.model.map.Envelope;
import twedit.model.map.Layer;
import twedit.model.map.SoundSource;
import twedit.model.map.SoundsLayer;
import twedit.model.map.TwMap;
import twedit.model.testutil.DdnetOracle;

/** A sound source: add it, drag it, make it a rectangle, animate it with a 3-point envelope, save, reopen. */
@RobotDriven
class SoundWorkflowTest {
    /** Where the test's files go; removed afterwards. */
    @org.junit.jupiter.api.io.TempDir
    java.nio.file.Path tempDir;

    @Test
    void createDragShapeAnimateSaveReopen() throws Exception {
        Path file = java.nio.file.Files.createDirectories(tempDir.resolve("twedit-sounds"))
                .resolve("sounds.map");
        try (AnimGui h = new AnimGui()) {
            h.frame.button("addSoundsLayer").click();
            SoundsLayer layer = GuiActionRunner.execute(
                    () -> (SoundsLayer) h.window.workspace().currentLayer());
            h.frame.button("soundAdd").click();
            SoundSource s0 = GuiActionRunner.execute(() -> layer.sources().get(0));
            assertThat(s0.shapeKind()).isEqualTo(SoundSource.SHAPE_CIRCLE);

            // drag the source's centre 50 px right: one undo step
            java.awt.Point c =
                    h.screenOf(s0.position().x() / 1024.0, s0.position().y() / 1024.0);
            h.dragView(c, new java.awt.Point(c.x + 50, c.y));
            SoundSource s1 = GuiActionRunner.execute(() -> layer.sources().get(0));
            double scale = GuiActionRunner.execute(
                    () -> h.window.view().worldToScreen().getScaleX());
            assertThat((s1.position().x() - s0.position().x()) / 1024.0)
                    .isCloseTo(50 / scale, org.assertj.core.data.Offset.offset(2 / scale));
            assertThat(GuiActionRunner.execute(
                            () -> h.window.workspace().document().undoLabel()))
                    .isEqualTo("Move sound source");

            // a 600 x 300 rectangle, not looping, falloff 100
            h.frame.comboBox("soundShape").selectItem("Rectangle");
            h.frame.spinner("soundWidth").enterTextAndCommit("600");
            h.frame.spinner("soundHeight").enterTextAndCommit("300");
            h.frame.checkBox("soundLooping").uncheck();
            h.frame.spinner("soundFalloff").enterTextAndCommit("100");

            // a position envelope with three points, assigned with an offset
            h.frame.button("envAddPosition").click();
            h.addPoint(500, 1000, "32");
            h.addPoint(1000, 1000, "0");
            Envelope env = GuiActionRunner.execute(
                    () -> h.window.workspace().map().envelopes().get(0));
            assertThat(GuiActionRunner.execute(() -> env.points().size())).isEqualTo(3);
            h.frame.comboBox("soundPosEnv").selectItem(1);
            h.frame.spinner("soundPosOffset").enterTextAndCommit("100");
            SoundSource s2 = GuiActionRunner.execute(() -> layer.sources().get(0));
            assertThat(s2.shapeKind()).isEqualTo(SoundSource.SHAPE_RECTANGLE);
            assertThat(s2.shapeWidth()).isEqualTo(600 * 1024);
            assertThat(s2.shapeHeight()).isEqualTo(300 * 1024);
            assertThat(s2.looping()).isFalse();
            assertThat(s2.falloff()).isEqualTo(100);
            assertThat(s2.positionEnvelope()).isSameAs(env);
            assertThat(s2.positionEnvelopeOffset()).isEqualTo(100);
            h.screenshot("sounds-source");

            h.save(file);
            DdnetOracle.ServerResult server = DdnetOracle.serverLoads(Files.readAllBytes(file));
            assertThat(server.loaded()).as(server.summary()).isTrue();
            assertSameSource(new MapFiles(ReadLimits.EDITOR, null).load(file).map(), s2);
            h.open(file);
            assertSameSource(GuiActionRunner.execute(() -> h.window.workspace().map()), s2);
        }
    }

    private static void assertSameSource(TwMap map, SoundSource expected) {
        SoundsLayer l = null;
        for (Layer x : map.allLayers()) {
            if (x instanceof SoundsLayer) {
                l = (SoundsLayer) x;
            }
        }
        assertThat(l).isNotNull();
        SoundSource s = l.sources().get(0);
        assertThat(s.withEnvelopes(null, 0, null, 0)).isEqualTo(expected.withEnvelopes(null, 0, null, 0));
        assertThat(s.positionEnvelopeOffset()).isEqualTo(100);
        assertThat(s.positionEnvelope().points())
                .isEqualTo(expected.positionEnvelope().points());
    }
}
