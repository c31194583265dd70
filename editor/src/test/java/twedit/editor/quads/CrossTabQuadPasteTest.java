package twedit.editor.quads;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import twedit.editor.state.OpenMap;
import twedit.editor.state.Workspace;
import twedit.model.codec.SourceForm;
import twedit.model.document.MapDocument;
import twedit.model.document.edits.Edits;
import twedit.model.map.Color;
import twedit.model.map.EnvPoint;
import twedit.model.map.Envelope;
import twedit.model.map.Group;
import twedit.model.map.MapImage;
import twedit.model.map.Point;
import twedit.model.map.Quad;
import twedit.model.map.QuadsLayer;
import twedit.model.map.TwMap;

/** Quads copied in one tab and pasted in another bring their image and envelope along, or use the target's own. */
class CrossTabQuadPasteTest {
    private static MapImage image(String name, int seed) {
        byte[] px = new byte[32 * 32 * 4];
        java.util.Arrays.fill(px, (byte) seed);
        return new MapImage(name, 32, 32, false, MapImage.Format.RGBA, px);
    }

    private static Quad quad(Envelope color) {
        Point o = new Point(0, 0);
        return new Quad(
                List.of(o, new Point(32768, 0), new Point(0, 32768), new Point(32768, 32768), new Point(16384, 16384)),
                List.of(Color.WHITE, Color.WHITE, Color.WHITE, Color.WHITE),
                List.of(o, new Point(1024, 0), new Point(0, 1024), new Point(1024, 1024)),
                null,
                0,
                color,
                0);
    }

    /** A map with a group holding a quads layer textured with {@code img} (null: none) and {@code quads}. */
    private static MapDocument map(MapImage img, List<Quad> quads, Envelope env) {
        MapDocument doc = new MapDocument(TwMap.newMap(20, 20));
        doc.compound("setup", () -> {
            if (img != null) {
                doc.apply(Edits.addImage(doc.map(), 0, img));
            }
            if (env != null) {
                doc.apply(Edits.addEnvelope(doc.map(), 0, env));
            }
            doc.apply(Edits.addGroup(doc.map(), 0, new Group("Back", List.of(new QuadsLayer("Q", img, quads)))));
        });
        doc.clearHistory();
        doc.markSaved();
        return doc;
    }

    private static QuadsLayer layer(Workspace ws) {
        return (QuadsLayer) ws.map().groups().get(0).layers().get(0);
    }

    private static void show(Workspace ws, OpenMap m) {
        ws.switchTo(m);
        Group g = ws.map().groups().get(0);
        ws.select(g, g.layers().get(0));
    }

    /** Opens both maps in tabs, copies the source's first quad and pastes it in the target's tab (shown after). */
    private static Workspace copyAndPaste(MapDocument source, MapDocument target, List<String> notes) {
        Workspace ws = new Workspace(source);
        ws.setFile(Path.of("s.map"), SourceForm.DDNET); // a file: the next map opens beside it, not in its place
        OpenMap from = ws.current();
        OpenMap to = ws.open(target, Path.of("t.map"), SourceForm.DDNET);
        QuadSelection sel = new QuadSelection();
        QuadOps ops = new QuadOps(ws, sel, notes::add);
        show(ws, from);
        sel.set(layer(ws), List.of(0));
        ops.copy();
        show(ws, to);
        ops.paste(100, 60);
        return ws;
    }

    @Test
    void quadsOfAnotherTabBringTheirImageAndEnvelopeAsOneStep() {
        Envelope pulse = new Envelope(Envelope.COLOR, "pulse", false, List.of(new EnvPoint(0, 1, 0, 0, 0, 1024, null)));
        MapDocument source = map(image("sun", 9), List.of(quad(pulse)), pulse);
        // the target's layer shows another image and holds a quad of its own
        MapDocument target = map(image("moon", 3), List.of(quad(null)), null);
        List<String> notes = new ArrayList<>();
        Workspace ws = copyAndPaste(source, target, notes);

        Group g = target.map().groups().get(0);
        assertThat(g.layers()).hasSize(2);
        QuadsLayer landed = (QuadsLayer) g.layers().get(1);
        assertThat(landed.image().name()).isEqualTo("sun");
        assertThat(landed.quads()).hasSize(1);
        assertThat(target.map().images()).extracting(MapImage::name).containsExactly("moon", "sun");
        assertThat(target.map().envelopes()).hasSize(1);
        assertThat(landed.quads().get(0).colorEnvelope())
                .isSameAs(target.map().envelopes().get(0));
        assertThat(ws.currentLayer()).isSameAs(landed);
        assertThat(landed.quads().get(0).points())
                .as("centred where the mapper looks (the 32 px quad around 100, 60), not at its old place")
                .startsWith(new Point(84 * 1024, 44 * 1024), new Point(116 * 1024, 44 * 1024))
                .endsWith(new Point(100 * 1024, 60 * 1024));
        assertThat(notes)
                .singleElement()
                .asString()
                .contains("brought image sun")
                .contains("1 envelope");
        assertThat(((QuadsLayer) g.layers().get(0)).quads())
                .as("the target's own quad stays")
                .hasSize(1);

        // one undo takes it all back, in the target only
        target.undo();
        assertThat(g.layers()).hasSize(1);
        assertThat(target.map().images()).hasSize(1);
        assertThat(target.map().envelopes()).isEmpty();
        assertThat(target.isModified()).isFalse();
        assertThat(source.canUndo()).isFalse();
        assertThat(ws.currentLayer())
                .as("the layer current before the paste is current again")
                .isSameAs(g.layers().get(0));
    }

    @Test
    void anImageOfTheSameNameInTheTargetIsUsed() {
        MapDocument source = map(image("sun", 9), List.of(quad(null)), null);
        MapDocument target = map(image("sun", 4), List.of(), null);
        List<String> notes = new ArrayList<>();
        Workspace ws = copyAndPaste(source, target, notes);
        assertThat(target.map().images()).hasSize(1);
        assertThat(layer(ws).quads()).hasSize(1);
        assertThat(target.map().groups().get(0).layers()).hasSize(1);
        assertThat(notes).isEmpty();
    }
}
