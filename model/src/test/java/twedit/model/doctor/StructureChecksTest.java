package twedit.model.doctor;

import static org.assertj.core.api.Assertions.assertThat;
import static twedit.model.doctor.DoctorTesting.assertFixes;
import static twedit.model.doctor.DoctorTesting.findings;

import java.util.List;
import org.junit.jupiter.api.Test;
import twedit.model.document.MapDocument;
import twedit.model.map.Color;
import twedit.model.map.Envelope;
import twedit.model.map.Group;
import twedit.model.map.Layer;
import twedit.model.map.MapFixtures;
import twedit.model.map.MapImage;
import twedit.model.map.MapSound;
import twedit.model.map.QuadsLayer;
import twedit.model.map.SoundsLayer;
import twedit.model.map.TileKind;
import twedit.model.map.TileLayer;
import twedit.model.map.TwMap;
import twedit.model.testutil.TestMaps;

/** Broken maps built in code for the structure, physics layer and reference checks, each fixed and server-loaded. */
class StructureChecksTest {
    private static Group game(TwMap m) {
        return m.gameGroup().orElseThrow();
    }

    private static TileLayer layer(TwMap m, TileKind kind) {
        return m.physicsLayer(kind).orElseThrow();
    }

    @Test
    void theKitchenSinkMapIsClean() throws Exception {
        TwMap m = TestMaps.kitchenSink();
        assertThat(Validator.ddnet().validate(m)).isEmpty();
        DoctorTesting.assertSavedMapIsClean(m, "none");
    }

    @Test
    void missingGameLayerIsAddedInTheGroupHoldingThePhysicsLayers() throws Exception {
        TwMap m = TestMaps.kitchenSink();
        MapFixtures.remove(game(m).layers(), layer(m, TileKind.GAME));
        TwMap fixed = assertFixes(m, "game.missing", Severity.ERROR);
        TileLayer g = fixed.gameLayer().orElseThrow();
        assertThat(g.width()).isEqualTo(40);
        assertThat(fixed.gameGroup().orElseThrow().layers()).contains(layer(fixed, TileKind.TELE));
    }

    @Test
    void aMapWithoutGroupsGetsAGameGroupAndUndoRemovesItAgain() throws Exception {
        TwMap m = new TwMap();
        MapDocument doc = new MapDocument(m);
        FixReport r = Doctor.fixAll(doc, Validator.ddnet());
        assertThat(r.applied()).extracting(Finding::checkId).containsExactly("game.missing");
        assertThat(m.gameLayer().orElseThrow().width()).isEqualTo(StructureCheck.DEFAULT_SIZE);
        DoctorTesting.assertSavedMapIsClean(m, "game.missing");
        assertThat(doc.undo()).isTrue();
        assertThat(m.groups()).isEmpty();
        assertThat(doc.canUndo()).isFalse();
    }

    @Test
    void duplicatePhysicsLayersKeepTheLastAsTheGameDoes() throws Exception {
        TwMap m = TestMaps.kitchenSink();
        TileLayer first = layer(m, TileKind.TELE);
        TileLayer second = TileLayer.empty(TileKind.TELE, 40, 30);
        MapFixtures.set(second.grid(), 3, 3, 1, 26);
        MapFixtures.add(game(m).layers(), second);
        TwMap fixed = assertFixes(m, "physics.duplicate", Severity.WARNING);
        assertThat(fixed.allLayers()).doesNotContain(first).contains(second);
    }

    @Test
    void physicsLayersOutsideTheGameGroupAreMovedIntoIt() throws Exception {
        TwMap m = TestMaps.kitchenSink();
        TileLayer tele = layer(m, TileKind.TELE);
        MapFixtures.remove(game(m).layers(), tele);
        Group other = new Group("Other");
        MapFixtures.add(other.layers(), tele);
        MapFixtures.add(m.groups(), other);
        TwMap fixed = assertFixes(m, "physics.outside-game-group", Severity.WARNING);
        assertThat(game(fixed).layers()).contains(tele);
    }

    @Test
    void gameGroupSettingsAreReset() throws Exception {
        TwMap m = TestMaps.kitchenSink();
        MapFixtures.setOffset(game(m), 32, -16);
        MapFixtures.setParallax(game(m), 50, 100);
        MapFixtures.setClip(game(m), true, 0, 0, 100, 100);
        MapFixtures.setName(game(m), "Physics");
        TwMap fixed = assertFixes(m, "game-group.settings", Severity.WARNING);
        Group g = game(fixed);
        assertThat(List.of(g.name(), g.offsetX(), g.parallaxX(), g.clipping())).containsExactly("Game", 0, 100, false);
    }

    @Test
    void aLayerInTwoGroupsIsSplitIntoCopies() throws Exception {
        TwMap m = TestMaps.kitchenSink();
        Layer walls = game(m).layers().get(0);
        MapFixtures.add(m.groups().get(0).layers(), walls);
        TwMap fixed = assertFixes(m, "layer.shared", Severity.WARNING);
        // the later place (the Game group) now holds a copy
        assertThat(fixed.groups().get(0).layers().get(2)).isSameAs(walls);
        assertThat(game(fixed).layers().get(0)).isNotSameAs(walls).isInstanceOf(TileLayer.class);
    }

    @Test
    void tooManyGroupsAreReportedWithoutARepair() {
        TwMap m = TwMap.newMap(10, 10);
        for (int i = 0; i < 65535; i++) {
            MapFixtures.add(m.groups(), new Group("g"));
        }
        assertThat(findings(m, "limits.count")).hasSize(1).allMatch(f -> f.isError() && !f.fixable());
    }

    @Test
    void tooSmallLayersGrowToTwoByTwo() throws Exception {
        TwMap m = TestMaps.kitchenSink();
        TileLayer tiny = TileLayer.empty(TileKind.TILES, 1, 5);
        MapFixtures.add(game(m).layers(), 0, tiny);
        TwMap fixed = assertFixes(m, "layer.too-small", Severity.ERROR);
        assertThat(fixed.allLayers()).contains(tiny);
        assertThat(tiny.width()).isEqualTo(2);
    }

    @Test
    void aTooSmallGameLayerGrowsWithEveryPhysicsLayer() throws Exception {
        TwMap m = TwMap.newMap(1, 1);
        MapFixtures.add(m.groups().get(0).layers(), TileLayer.empty(TileKind.TELE, 1, 1));
        TwMap fixed = assertFixes(m, "layer.too-small", Severity.ERROR);
        assertThat(layer(fixed, TileKind.TELE).width()).isEqualTo(2);
    }

    @Test
    void physicsLayersAreResizedToTheGameLayer() throws Exception {
        TwMap m = TestMaps.kitchenSink();
        TileLayer tele = layer(m, TileKind.TELE);
        MapFixtures.setGrid(tele, tele.grid().resized(20, 10, 0, 0));
        TileLayer tune = layer(m, TileKind.TUNE);
        MapFixtures.setGrid(tune, tune.grid().resized(60, 30, 0, 0));
        TwMap fixed = assertFixes(m, "physics.size", Severity.ERROR);
        assertThat(List.of(tele.width(), tele.height(), tune.width(), tune.height()))
                .containsExactly(40, 30, 40, 30);
        assertThat(fixed.allLayers()).contains(tele, tune);
    }

    @Test
    void physicsLayerSettingsDdnetForcesAreReset() throws Exception {
        TwMap m = TestMaps.kitchenSink();
        TileLayer front = layer(m, TileKind.FRONT);
        MapFixtures.setName(front, "my front");
        MapFixtures.setColor(front, new Color(255, 0, 0, 128));
        MapFixtures.setFlags(front, Layer.FLAG_DETAIL);
        MapFixtures.setImage(front, m.images().get(1));
        MapFixtures.setColorEnvelope(front, m.envelopes().get(1));
        assertFixes(m, "physics.forced", Severity.WARNING);
        assertThat(List.of(front.name(), front.color(), front.flags())).containsExactly("Front", Color.WHITE, 0);
        assertThat(front.image()).isNull();
        assertThat(front.colorEnvelope()).isNull();
    }

    @Test
    void linksToObjectsNotInTheMapAreDetached() throws Exception {
        TwMap m = TestMaps.kitchenSink();
        TileLayer walls = (TileLayer) game(m).layers().get(0);
        MapFixtures.setImage(walls, new MapImage("gone", 64, 64, false, MapImage.Format.RGBA, new byte[64 * 64 * 4]));
        MapFixtures.setColorEnvelope(walls, new Envelope(Envelope.COLOR, "gone", false, List.of()));
        QuadsLayer quads = (QuadsLayer) m.groups().get(0).layers().get(0);
        MapFixtures.set(
                quads.quads(), 0, quads.quads().get(0).withPositionEnvelope(new Envelope(3, "x", false, List.of()), 0));
        SoundsLayer sounds = (SoundsLayer) m.groups().get(0).layers().get(1);
        MapFixtures.setSound(sounds, new MapSound("gone", TestMaps.fakeOpus()));
        assertThat(findings(m, "ref.dangling")).hasSize(4);
        assertFixes(m, "ref.dangling", Severity.WARNING);
        assertThat(walls.image()).isNull();
        assertThat(walls.colorEnvelope()).isNull();
        assertThat(quads.quads().get(0).positionEnvelope()).isNull();
        assertThat(quads.quads().get(0).colorEnvelope()).isSameAs(m.envelopes().get(1));
        assertThat(sounds.sound()).isNull();
    }

    @Test
    void envelopesOfTheWrongKindAreDetached() throws Exception {
        TwMap m = TestMaps.kitchenSink();
        Envelope color = m.envelopes().get(1);
        Envelope volume = m.envelopes().get(2);
        QuadsLayer quads = (QuadsLayer) m.groups().get(0).layers().get(0);
        MapFixtures.set(quads.quads(), 0, quads.quads().get(0).withPositionEnvelope(color, 0));
        MapFixtures.setColorEnvelope(((TileLayer) game(m).layers().get(0)), volume);
        SoundsLayer sounds = (SoundsLayer) m.groups().get(0).layers().get(1);
        MapFixtures.set(sounds.sources(), 1, sounds.sources().get(1).withEnvelopes(null, 0, color, 0));
        assertThat(findings(m, "ref.envelope-kind")).hasSize(3);
        assertFixes(m, "ref.envelope-kind", Severity.WARNING);
        assertThat(quads.quads().get(0).positionEnvelope()).isNull();
        assertThat(sounds.sources().get(1).soundEnvelope()).isNull();
        assertThat(sounds.sources().get(0).soundEnvelope()).isSameAs(volume);
    }
}
