package twedit.model.document;

import static org.assertj.core.api.Assertions.assertThat;
import static twedit.model.document.DocTesting.bytes;
import static twedit.model.document.DocTesting.contract;
import static twedit.model.document.DocTesting.load;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import twedit.model.document.edits.Change.ElementChanged;
import twedit.model.document.edits.Change.ListChanged;
import twedit.model.document.edits.Change.PropertyChanged;
import twedit.model.document.edits.Edits;
import twedit.model.map.EnvPoint;
import twedit.model.map.Envelope;
import twedit.model.map.Layer;
import twedit.model.map.MapFixtures;
import twedit.model.map.MapImage;
import twedit.model.map.MapSound;
import twedit.model.map.Quad;
import twedit.model.map.QuadsLayer;
import twedit.model.map.SoundsLayer;
import twedit.model.map.TileLayer;
import twedit.model.map.TwMap;

/** Adding, removing and reordering images, envelopes and sounds keeps every reference right, also after undo. */
class ResourceEditsTest {
    /** Which image each layer links to (null for none), by layer identity. */
    private static Map<Layer, MapImage> imageLinks(TwMap map) {
        Map<Layer, MapImage> out = new IdentityHashMap<>();
        for (Layer l : map.allLayers()) {
            if (l instanceof TileLayer t) {
                out.put(l, t.image());
            } else if (l instanceof QuadsLayer q) {
                out.put(l, q.image());
            }
        }
        return out;
    }

    private static void assertSameLinks(Map<Layer, MapImage> actual, Map<Layer, MapImage> expected) {
        assertThat(actual.keySet()).hasSameSizeAs(expected.keySet());
        for (Map.Entry<Layer, MapImage> e : expected.entrySet()) {
            assertThat(actual.get(e.getKey())).as(e.getKey().toString()).isSameAs(e.getValue());
        }
    }

    @Test
    void removingAnImageDetachesItsUsersOnlyAndUndoRelinksThem() {
        TwMap map = load("Tutorial.map");
        Map<Layer, MapImage> links = imageLinks(map);
        MapImage removed = map.images().get(0);
        List<Layer> users = usersOf(links, removed);
        assertThat(users).as("users of image 0").isNotEmpty();
        assertThat(new java.util.HashSet<>(links.values())).as("images in use").hasSizeGreaterThan(10);
        MapDocument doc = contract(map, m -> Edits.removeImage(m, 0), ListChanged.class, PropertyChanged.class);
        assertDetached(map, links, users, removed);
        doc.undo();
        assertThat(map.images().get(0)).isSameAs(removed);
        assertSameLinks(imageLinks(map), links);

        // an image in the middle of the list, used by several layers: same story, without the (slow) byte checks
        MapImage middle = map.images().get(25);
        List<Layer> middleUsers = usersOf(links, middle);
        assertThat(middleUsers).hasSizeGreaterThan(1);
        doc.apply(Edits.removeImage(map, 25));
        assertDetached(map, links, middleUsers, middle);
        doc.undo();
        assertThat(map.images().get(25)).isSameAs(middle);
        assertSameLinks(imageLinks(map), links);
    }

    private static List<Layer> usersOf(Map<Layer, MapImage> links, MapImage image) {
        List<Layer> users = new ArrayList<>();
        links.forEach((l, img) -> {
            if (img == image) {
                users.add(l);
            }
        });
        return users;
    }

    /** Users of {@code removed} link to nothing, every other layer to the very same image object as before. */
    private static void assertDetached(TwMap map, Map<Layer, MapImage> links, List<Layer> users, MapImage removed) {
        assertThat(map.images()).doesNotContain(removed);
        Map<Layer, MapImage> now = imageLinks(map);
        for (Map.Entry<Layer, MapImage> e : links.entrySet()) {
            MapImage expected = users.contains(e.getKey()) ? null : e.getValue();
            assertThat(now.get(e.getKey())).as(e.getKey().toString()).isSameAs(expected);
        }
    }

    @Test
    void removingAnEnvelopeDetachesLayersQuadsAndSoundSources() {
        TwMap map = load("Tsunami.map");
        MapFixtures.add(map.envelopes(), 0, MapFixtures.remove(map.envelopes(), 2));
        Envelope env = map.envelopes().get(0);
        TileLayer blink = (TileLayer) map.allLayers().stream()
                .filter(l -> l instanceof TileLayer t && t.colorEnvelope() == env)
                .findFirst()
                .orElseThrow();
        // also give a sound source and a quad this envelope
        SoundsLayer sounds =
                new SoundsLayer("s", null, List.of(PropertyEditsTest.source(env), PropertyEditsTest.source(null)));
        MapFixtures.add(map.groups().get(0).layers(), sounds);
        QuadsLayer q = (QuadsLayer) map.groups().get(3).layers().get(0);
        Quad quad0 = q.quads().get(0).withPositionEnvelope(env, 7);
        MapFixtures.set(q.quads(), 0, quad0);
        Envelope other = map.envelopes().get(1);
        contract(map, m -> Edits.removeEnvelope(m, 0), ListChanged.class, PropertyChanged.class, ElementChanged.class);
        assertThat(blink.colorEnvelope()).isNull();
        assertThat(q.quads().get(0).positionEnvelope()).isNull();
        assertThat(q.quads().get(0).positionEnvelopeOffset()).isEqualTo(7);
        assertThat(sounds.sources().get(0).positionEnvelope()).isNull();
        assertThat(sounds.sources().get(0).soundEnvelope()).isNull();
        assertThat(map.envelopes().get(0)).isSameAs(other);
    }

    @Test
    void undoingAnEnvelopeRemovalRestoresTheExactLinks() {
        TwMap map = load("dm1.map");
        Envelope env = map.envelopes().get(0);
        List<Quad> before = new ArrayList<>();
        map.allLayers().stream()
                .filter(l -> l instanceof QuadsLayer)
                .forEach(l -> before.addAll(((QuadsLayer) l).quads()));
        MapDocument doc = new MapDocument(map);
        byte[] saved = bytes(map);
        doc.apply(Edits.removeEnvelope(map, 0));
        assertThat(map.allLayers().stream()
                        .filter(l -> l instanceof QuadsLayer)
                        .flatMap(l -> ((QuadsLayer) l).quads().stream())
                        .noneMatch(x -> x.positionEnvelope() == env || x.colorEnvelope() == env))
                .isTrue();
        doc.undo();
        List<Quad> after = new ArrayList<>();
        map.allLayers().stream()
                .filter(l -> l instanceof QuadsLayer)
                .forEach(l -> after.addAll(((QuadsLayer) l).quads()));
        assertThat(after).hasSameSizeAs(before);
        for (int i = 0; i < before.size(); i++) {
            assertThat(after.get(i)).isSameAs(before.get(i));
        }
        DocTesting.assertSameBytes(bytes(map), saved, "undone");
    }

    @Test
    void removingASoundDetachesSoundsLayers() {
        TwMap map = ElementEditsTest.withSources();
        SoundsLayer layer = (SoundsLayer) map.groups().get(0).layers().get(1);
        MapSound sound = map.sounds().get(0);
        assertThat(layer.sound()).isSameAs(sound);
        MapDocument doc = contract(map, m -> Edits.removeSound(m, 0), ListChanged.class, PropertyChanged.class);
        assertThat(layer.sound()).isNull();
        doc.undo();
        assertThat(layer.sound()).isSameAs(sound);
    }

    @Test
    void reorderingKeepsLinksOnTheSameObjects() {
        TwMap map = load("dm1.map");
        Map<Layer, MapImage> links = imageLinks(map);
        contract(map, m -> Edits.moveImage(m, 0, 5), ListChanged.class);
        assertSameLinks(imageLinks(map), links);
        TwMap map2 = load("dm1.map");
        QuadsLayer q = (QuadsLayer) map2.groups().get(1).layers().get(0);
        Envelope env = q.quads().get(0).positionEnvelope() != null
                ? q.quads().get(0).positionEnvelope()
                : q.quads().get(0).colorEnvelope();
        contract(map2, m -> Edits.moveEnvelope(m, 0, 4), ListChanged.class);
        assertThat(
                        q.quads().get(0).positionEnvelope() != null
                                ? q.quads().get(0).positionEnvelope()
                                : q.quads().get(0).colorEnvelope())
                .isSameAs(env);
        TwMap map3 = load("dm1.map");
        MapFixtures.add(map3.sounds(), new MapSound("a", new byte[] {1}));
        MapFixtures.add(map3.sounds(), new MapSound("b", new byte[] {2}));
        contract(map3, m -> Edits.moveSound(m, 1, 0), ListChanged.class);
    }

    @Test
    void adding() {
        contract(
                load("dm1.map"),
                m -> Edits.addImage(m, 2, MapImage.external("grass_main", 1024, 1024)),
                ListChanged.class);
        contract(
                load("dm1.map"),
                m -> Edits.addEnvelope(
                        m,
                        6,
                        new Envelope(
                                Envelope.COLOR,
                                "blink",
                                false,
                                List.of(new EnvPoint(0, EnvPoint.CURVE_STEP, 1024, 1024, 1024, 1024, null)))),
                ListChanged.class);
        contract(
                load("dm1.map"), m -> Edits.addSound(m, 0, new MapSound("wind", new byte[] {1, 2})), ListChanged.class);
    }
}
