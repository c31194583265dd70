package twedit.editor.envelopes;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import twedit.model.codec.SaveOptions;
import twedit.model.datafile.ReadLimits;
import twedit.model.document.MapDocument;
import twedit.model.io.MapFiles;
import twedit.model.map.EnvPoint;
import twedit.model.map.Envelope;
import twedit.model.map.TwMap;
import twedit.model.testutil.DdnetOracle;

/** Points edited as the curve editor does (bezier with default tangents) survive a DDNet save and load exactly. */
class BezierRoundTripTest {
    /** Where the test's files go; removed afterwards. */
    @org.junit.jupiter.api.io.TempDir
    java.nio.file.Path tempDir;

    @Test
    void bezierPointsRoundTripThroughDdnetForm() throws Exception {
        TwMap map = TwMap.newMap(50, 30);
        MapDocument doc = new MapDocument(map);
        Envelope env = new Envelope(
                Envelope.COLOR,
                "Fade",
                true,
                List.of(new EnvPoint(0, EnvPoint.CURVE_LINEAR, 1024, 1024, 1024, 1024, null)));
        doc.apply(twedit.model.document.edits.Edits.addEnvelope(map, 0, env));
        assertThat(PointOps.add(doc, env, 900, new int[] {0, 512, 1024, 256})).isEqualTo(1);
        assertThat(PointOps.add(doc, env, 1800, new int[] {1024, 0, 0, 1024})).isEqualTo(2);
        PointOps.setCurve(doc, env, 0, EnvPoint.CURVE_BEZIER);
        PointOps.setCurve(doc, env, 1, EnvPoint.CURVE_BEZIER);
        doc.apply(twedit.model.document.edits.Edits.setPoint(
                env, 1, PointOps.withTangent(env.points().get(1), 2, true, 250, -700)));
        assertThat(env.points().get(0).bezier().outDx(0)).isEqualTo(300);
        assertThat(env.points().get(1).bezier().inDx(3)).isEqualTo(-300);

        MapFiles files = new MapFiles(ReadLimits.EDITOR, null);
        byte[] bytes = files.encode(map, SaveOptions.DDNET);
        assertThat(DdnetOracle.serverLoads(bytes).loaded()).isTrue();
        java.nio.file.Path tmp = java.nio.file.Files.createFile(tempDir.resolve("twedit-bezier.map"));
        java.nio.file.Files.write(tmp, bytes);
        Envelope back = files.load(tmp).map().envelopes().get(0);
        assertThat(back.points()).isEqualTo(env.points());
        assertThat(back.sync()).isTrue();
        assertThat(back.name()).isEqualTo("Fade");
    }
}
