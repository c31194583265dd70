package twedit.model.document;

import static org.assertj.core.api.Assertions.assertThat;
import static twedit.model.document.DocTesting.bytes;
import static twedit.model.document.DocTesting.contract;
import static twedit.model.document.DocTesting.load;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import twedit.model.document.edits.Change.ElementChanged;
import twedit.model.document.edits.Change.InfoChanged;
import twedit.model.document.edits.Change.ListChanged;
import twedit.model.document.edits.Edits;
import twedit.model.map.Bezier;
import twedit.model.map.EnvPoint;
import twedit.model.map.Envelope;
import twedit.model.map.MapFixtures;
import twedit.model.map.MapInfo;
import twedit.model.map.Point;
import twedit.model.map.Quad;
import twedit.model.map.QuadsLayer;
import twedit.model.map.SoundsLayer;
import twedit.model.map.TwMap;

/** Contract tests of envelope points, quads, sound sources, map info and server settings. */
class ElementEditsTest {
    private static Envelope env(TwMap m) {
        return m.envelopes().stream()
                .filter(e -> e.points().size() >= 2)
                .findFirst()
                .orElseThrow();
    }

    private static QuadsLayer quads(TwMap m) {
        return (QuadsLayer) m.groups().get(1).layers().get(0);
    }

    @Test
    void envelopePoints() {
        contract(
                load("dm1.map"),
                m -> Edits.addPoint(env(m), 1, new EnvPoint(5, EnvPoint.CURVE_LINEAR, 1, 2, 3, 4, null)),
                ListChanged.class);
        contract(load("dm1.map"), m -> Edits.removePoint(env(m), 0), ListChanged.class);
        contract(
                load("dm1.map"),
                m -> Edits.setPoint(env(m), 1, env(m).points().get(1).withValue(0, 4096)),
                ElementChanged.class);
        contract(
                load("dm1.map"),
                m -> Edits.setPoint(
                        env(m),
                        0,
                        env(m).points().get(0).withCurve(EnvPoint.CURVE_BEZIER).withBezier(new Bezier(new int[] {
                            1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16
                        }))),
                ElementChanged.class);
        contract(load("dm1.map"), m -> Edits.movePoint(env(m), 0, 1), ListChanged.class);
    }

    @Test
    void quads() {
        contract(
                load("dm1.map"),
                m -> Edits.addQuad(quads(m), 3, quads(m).quads().get(0)),
                ListChanged.class);
        contract(load("dm1.map"), m -> Edits.removeQuad(quads(m), 5), ListChanged.class);
        contract(
                load("dm1.map"),
                m -> Edits.setQuad(quads(m), 2, moved(quads(m).quads().get(2), 64, 32)),
                ElementChanged.class);
        contract(
                load("dm1.map"),
                m -> Edits.setQuad(
                        quads(m),
                        2,
                        quads(m).quads()
                                .get(2)
                                .withPositionEnvelope(m.envelopes().get(4), 250)),
                ElementChanged.class);
        contract(load("dm1.map"), m -> Edits.moveQuad(quads(m), 0, 15), ListChanged.class);
    }

    static Quad moved(Quad q, int dx, int dy) {
        List<Point> p = new ArrayList<>();
        for (Point pt : q.points()) {
            p.add(new Point(pt.x() + dx, pt.y() + dy));
        }
        return q.withPoints(p);
    }

    @Test
    void quadDragIsOneUndoStep() {
        TwMap map = load("dm1.map");
        MapDocument doc = new MapDocument(map);
        byte[] before = bytes(map);
        QuadsLayer q = quads(map);
        Quad start = q.quads().get(3);
        doc.beginStroke("Move quad");
        for (int i = 1; i <= 20; i++) {
            doc.strokeApply(Edits.setQuad(q, 3, moved(start, i * 10, i)));
        }
        assertThat(doc.endStroke()).isTrue();
        byte[] after = bytes(map);
        assertThat(doc.historySize()).isEqualTo(1);
        assertThat(doc.undoLabel()).isEqualTo("Move quad");
        assertThat(doc.historyBytes()).isLessThan(1024);
        doc.undo();
        assertThat(q.quads().get(3)).isSameAs(start);
        DocTesting.assertSameBytes(bytes(map), before, "drag undone");
        doc.redo();
        DocTesting.assertSameBytes(bytes(map), after, "drag redone");
    }

    /** dm1 with a sound and a sounds layer of two sources (the corpus maps with sources are large). */
    static TwMap withSources() {
        TwMap map = load("dm1.map");
        MapFixtures.add(map.sounds(), new twedit.model.map.MapSound("wind", new byte[] {1, 2, 3}));
        MapFixtures.add(
                map.groups().get(0).layers(),
                new SoundsLayer(
                        "Sounds",
                        map.sounds().get(0),
                        List.of(PropertyEditsTest.source(map.envelopes().get(0)), PropertyEditsTest.source(null))));
        return map;
    }

    private static SoundsLayer sources(TwMap map) {
        return (SoundsLayer) map.groups().get(0).layers().get(1);
    }

    @Test
    void soundSources() {
        contract(
                withSources(),
                m -> Edits.addSource(sources(m), 1, sources(m).sources().get(0).withPosition(new Point(5, 5))),
                ListChanged.class);
        contract(
                withSources(),
                m -> Edits.setSource(sources(m), 0, sources(m).sources().get(0).withPosition(new Point(1000, 2000))),
                ElementChanged.class);
        contract(withSources(), m -> Edits.removeSource(sources(m), 0), ListChanged.class);
        contract(withSources(), m -> Edits.moveSource(sources(m), 0, 1), ListChanged.class);
    }

    private static TwMap withSettings() {
        TwMap map = load("dm1.map");
        MapFixtures.setInfo(map, map.info().withSettings(List.of("sv_team 1", "sv_deepfly 0")));
        return map;
    }

    @Test
    void mapInfoAndSettings() {
        contract(
                load("dm1.map"),
                m -> Edits.setInfo(m, new MapInfo("me", "2", "thanks", "CC0", null)),
                InfoChanged.class);
        contract(load("dm1.map"), m -> Edits.setSettings(m, List.of("sv_team 1")), ListChanged.class);
        contract(withSettings(), m -> Edits.addSetting(m, 0, "sv_deepfly 1"), ListChanged.class);
        TwMap tut = withSettings();
        List<String> settings = tut.info().settingsOrEmpty();
        contract(tut, m -> Edits.removeSetting(m, 1), ListChanged.class);
        assertThat(tut.info().settingsOrEmpty()).containsExactly(settings.get(0));
        contract(withSettings(), m -> Edits.setSetting(m, 0, "sv_solo_server 1"), ListChanged.class);
        contract(
                load("dm1.map"),
                m -> Edits.setInfo(m, new MapInfo("x", null, null, null, List.of("a 1"))),
                InfoChanged.class,
                ListChanged.class);
    }
}
