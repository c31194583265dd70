package twedit.editor.state;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import twedit.editor.envelopes.CurveView;
import twedit.editor.envelopes.Playback;
import twedit.editor.quads.QuadSelection;
import twedit.editor.quads.QuadShapes;
import twedit.editor.sounds.SoundOps;
import twedit.model.document.MapDocument;
import twedit.model.document.edits.Edits;
import twedit.model.map.EnvPoint;
import twedit.model.map.Envelope;
import twedit.model.map.Group;
import twedit.model.map.MapBuilder;
import twedit.model.map.Point;
import twedit.model.map.Quad;
import twedit.model.map.QuadsLayer;
import twedit.model.map.SoundSource;
import twedit.model.map.SoundsLayer;
import twedit.model.map.TileKind;
import twedit.model.map.TileLayer;
import twedit.model.map.TwMap;

/**
 * Selections of quads, sound sources and envelope points follow the selected object through adds, removes, undo and
 * redo: they never silently point at the element that took its list index.
 */
class SelectionFollowsObjectsTest {
    private final QuadsLayer quads = new QuadsLayer("Quads", null, List.of(quad(0), quad(100), quad(200)));
    private final SoundsLayer sounds = new SoundsLayer("Sounds", null, List.of(source(0), source(10), source(20)));
    private final Envelope env =
            new Envelope(Envelope.POSITION, "move", false, List.of(point(0), point(500), point(1000)));
    private final TwMap map = new MapBuilder()
            .envelope(env)
            .group(Group.game(List.of(TileLayer.empty(TileKind.GAME, 10, 10))))
            .group(new Group("Design", List.of(quads, sounds)))
            .build();
    private final Workspace ws = new Workspace(new MapDocument(map));
    private final MapDocument doc = ws.document();

    private static Quad quad(int x) {
        return QuadShapes.create(x, 0, 32, 32);
    }

    private static SoundSource source(int x) {
        return new SoundSource(
                new Point(x * 1024, 0), true, true, 0, 80, null, 0, null, 0, SoundSource.SHAPE_CIRCLE, 1500, 0);
    }

    private static EnvPoint point(int t) {
        return new EnvPoint(t, EnvPoint.CURVE_LINEAR, t, 0, 0, 0, null);
    }

    @Test
    void quadSelectionFollowsTheQuadThroughAddRemoveUndoRedo() {
        QuadSelection sel = new QuadSelection();
        Quad b = quads.quads().get(1);
        sel.set(quads, List.of(1));
        doc.apply(Edits.addQuad(quads, 0, quad(-100)));
        assertThat(sel.indices()).containsExactly(2);
        assertThat(quads.quads().get(sel.first())).isEqualTo(b);
        doc.undo();
        assertThat(sel.indices()).containsExactly(1);
        doc.redo();
        assertThat(sel.indices()).containsExactly(2);
        doc.undo();
        // removing the selected quad leaves nothing selected, not the quad that moved into its place
        doc.apply(Edits.removeQuad(quads, 1));
        assertThat(sel.indices()).isEmpty();
        doc.undo();
        assertThat(sel.indices()).containsExactly(1);
        assertThat(quads.quads().get(1)).isEqualTo(b);
        doc.redo();
        assertThat(sel.indices()).isEmpty();
        // removing another quad before it shifts the index, the selection follows
        doc.undo();
        doc.apply(Edits.removeQuad(quads, 0));
        assertThat(sel.indices()).containsExactly(0);
        assertThat(sel.locations()).hasSize(1);
    }

    @Test
    void soundSourceSelectionFollowsTheSource() {
        ws.select(map.groups().get(1), sounds);
        assertThat(ws.currentLocation()).isEqualTo(twedit.model.map.Location.of(sounds));
        SoundOps ops = new SoundOps(ws);
        ops.select(2);
        SoundSource c = ops.source();
        doc.apply(Edits.removeSource(sounds, 0));
        assertThat(ops.source()).isEqualTo(c);
        assertThat(ops.selected()).isEqualTo(1);
        doc.undo();
        assertThat(ops.selected()).isEqualTo(2);
        doc.apply(Edits.removeSource(sounds, 2));
        assertThat(ops.selected()).isEqualTo(-1);
        assertThat(ops.source()).isNull();
        doc.undo();
        assertThat(ops.source()).isEqualTo(c);
        doc.redo();
        assertThat(ops.selected()).isEqualTo(-1);
        doc.undo();
        doc.apply(Edits.addSource(sounds, 0, source(99)));
        assertThat(ops.selected()).isEqualTo(3);
        assertThat(ops.selectedLocation()).isNotNull();
    }

    @Test
    void envelopePointSelectionFollowsThePoint() {
        CurveView curve = new CurveView(ws, new Playback(t -> {}));
        curve.setEnvelope(env);
        curve.select(1, 0);
        EnvPoint mid = env.points().get(1);
        doc.apply(Edits.removePoint(env, 0));
        assertThat(curve.selected()).isEqualTo(0);
        doc.undo();
        assertThat(curve.selected()).isEqualTo(1);
        doc.apply(Edits.removePoint(env, 1));
        assertThat(curve.selected()).isEqualTo(-1);
        doc.undo();
        assertThat(env.points().get(curve.selected())).isEqualTo(mid);
        doc.redo();
        assertThat(curve.selected()).isEqualTo(-1);
        doc.undo();
        doc.apply(Edits.addPoint(env, 0, new EnvPoint(-10, EnvPoint.CURVE_LINEAR, 0, 0, 0, 0, null)));
        assertThat(env.points().get(curve.selected())).isEqualTo(mid);
        assertThat(curve.selectedLocation()).isNotNull();
    }
}
