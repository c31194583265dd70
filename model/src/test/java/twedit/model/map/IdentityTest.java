package twedit.model.map;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import twedit.model.codec.MapDecoder;
import twedit.model.codec.MapEncoder;
import twedit.model.codec.SaveOptions;
import twedit.model.datafile.DatafileWriter;
import twedit.model.datafile.ReadLimits;
import twedit.model.document.MapDocument;
import twedit.model.document.edits.Edits;
import twedit.model.testutil.TestMaps;

/**
 * Identity of map objects and elements: unique within a map, kept through moves, removal and undo, redo, and edits
 * of an element's value; a map read twice from the same bytes gets the same ids.
 */
class IdentityTest {
    private static List<ElementId> allIds(TwMap m) {
        List<ElementId> out = new ArrayList<>();
        for (int i = 0; i < m.images().size(); i++) {
            out.add(m.images().idAt(i));
        }
        for (int i = 0; i < m.envelopes().size(); i++) {
            out.add(m.envelopes().idAt(i));
            Envelope e = m.envelopes().get(i);
            for (int p = 0; p < e.points().size(); p++) {
                out.add(e.points().idAt(p));
            }
        }
        for (int i = 0; i < m.sounds().size(); i++) {
            out.add(m.sounds().idAt(i));
        }
        for (Group g : m.groups()) {
            out.add(g.id());
            for (int li = 0; li < g.layers().size(); li++) {
                Layer l = g.layers().get(li);
                out.add(l.id());
                assertThat(g.layers().idAt(li)).isEqualTo(l.id());
                if (l instanceof QuadsLayer q) {
                    for (int i = 0; i < q.quads().size(); i++) {
                        out.add(q.quads().idAt(i));
                    }
                }
                if (l instanceof SoundsLayer s) {
                    for (int i = 0; i < s.sources().size(); i++) {
                        out.add(s.sources().idAt(i));
                    }
                }
            }
        }
        return out;
    }

    private static byte[] bytes(TwMap m) throws Exception {
        return new DatafileWriter().write(new MapEncoder(SaveOptions.DDNET).encode(m));
    }

    @Test
    void everyObjectAndElementHasAnIdUniqueInItsMap() {
        TwMap m = TestMaps.kitchenSink();
        List<ElementId> ids = allIds(m);
        assertThat(ids).doesNotContainNull();
        Set<ElementId> unique = new HashSet<>(ids);
        assertThat(unique).hasSameSizeAs(ids);
    }

    @Test
    void readingTheSameBytesGivesTheSameIds() throws Exception {
        byte[] b = bytes(TestMaps.kitchenSink());
        TwMap a = new MapDecoder(ReadLimits.DDNET).read(b).map();
        TwMap c = new MapDecoder(ReadLimits.DDNET).read(b).map();
        assertThat(allIds(c)).isEqualTo(allIds(a));
        // saving does not renumber: the saved and re-read map names its objects as the open one does
        assertThat(allIds(new MapDecoder(ReadLimits.DDNET).read(bytes(a)).map()))
                .isEqualTo(allIds(a));
    }

    @Test
    void idsSurviveMovesRemovalUndoAndRedo() {
        TwMap m = TestMaps.kitchenSink();
        MapDocument doc = new MapDocument(m);
        Group g = m.groups().get(m.groups().size() - 1);
        Layer first = g.layers().get(0);
        ElementId id = first.id();
        doc.apply(Edits.removeLayer(g, 0));
        assertThat(m.layer(id)).isEmpty();
        doc.undo();
        assertThat(m.layer(id)).containsSame(first);
        doc.redo();
        doc.undo();
        assertThat(first.id()).isEqualTo(id);

        Group other = m.groups().get(0);
        doc.apply(Edits.moveLayer(g, 0, other, 0));
        assertThat(m.layer(id)).containsSame(first);
        assertThat(m.groupOf(first)).containsSame(other);
        doc.undo();
        assertThat(m.groupOf(first)).containsSame(g);
        assertThat(first.id()).isEqualTo(id);

        Layer copy = first.copy();
        assertThat(copy.id()).isNull();
        doc.apply(Edits.addLayer(g, 0, copy));
        assertThat(copy.id()).isNotNull().isNotEqualTo(id);
        ElementId copyId = copy.id();
        doc.undo();
        doc.redo();
        assertThat(copy.id()).isEqualTo(copyId);
    }

    @Test
    void elementIdsFollowTheirElement() {
        TwMap m = TestMaps.kitchenSink();
        MapDocument doc = new MapDocument(m);
        Envelope env = m.envelopes().get(0);
        ElementId p0 = env.points().idAt(0);
        EnvPoint moved = env.points().get(0).withValue(0, 12345);
        doc.apply(Edits.setPoint(env, 0, moved));
        assertThat(env.points().idAt(0)).isEqualTo(p0);
        doc.apply(Edits.addPoint(env, 0, new EnvPoint(-5, EnvPoint.CURVE_STEP, 0, 0, 0, 0, null)));
        ElementId added = env.points().idAt(0);
        assertThat(env.points().indexOfId(p0)).isEqualTo(1);
        doc.undo();
        assertThat(env.points().indexOfId(added)).isEqualTo(-1);
        doc.redo();
        assertThat(env.points().indexOfId(added)).isZero();
        Location loc = new Location.Element(ListKind.POINTS, env.id(), p0);
        assertThat(Locations.elementIndex(m, loc)).isEqualTo(1);
        assertThat(Locations.envelope(m, loc)).containsSame(env);
        doc.apply(Edits.removePoint(env, 1));
        assertThat(Locations.exists(m, loc)).isFalse();
    }
}
