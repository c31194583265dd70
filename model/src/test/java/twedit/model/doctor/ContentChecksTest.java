package twedit.model.doctor;

import static org.assertj.core.api.Assertions.assertThat;
import static twedit.model.doctor.DoctorTesting.assertFixes;
import static twedit.model.doctor.DoctorTesting.findings;

import java.util.List;
import org.junit.jupiter.api.Test;
import twedit.model.codec.MapDecoder;
import twedit.model.codec.SaveOptions;
import twedit.model.codec.SourceForm;
import twedit.model.datafile.ReadLimits;
import twedit.model.document.MapDocument;
import twedit.model.map.AutomapperConfig;
import twedit.model.map.EnvPoint;
import twedit.model.map.Envelope;
import twedit.model.map.MapFixtures;
import twedit.model.map.MapImage;
import twedit.model.map.MapInfo;
import twedit.model.map.MapSound;
import twedit.model.map.QuadsLayer;
import twedit.model.map.SoundsLayer;
import twedit.model.map.TileGrid;
import twedit.model.map.TileKind;
import twedit.model.map.TileLayer;
import twedit.model.map.TwMap;
import twedit.model.testutil.TestMaps;

/** Broken maps built in code for the tile, string, image, envelope, sound, automapper and 0.7 checks. */
class ContentChecksTest {
    private static TileGrid grid(TwMap m, TileKind kind) {
        return m.physicsLayer(kind).orElseThrow().grid();
    }

    private static TileLayer walls(TwMap m) {
        return (TileLayer) m.gameGroup().orElseThrow().layers().get(0);
    }

    private static void cell(TileGrid g, int x, int y, int... bytes) {
        for (int i = 0; i < bytes.length; i++) {
            MapFixtures.set(g, x, y, i, bytes[i]);
        }
    }

    @Test
    void invalidPhysicsTilesAreZeroed() throws Exception {
        TwMap m = TestMaps.kitchenSink();
        cell(grid(m, TileKind.GAME), 1, 1, 8, 0);
        cell(grid(m, TileKind.FRONT), 1, 1, 1, 0);
        cell(grid(m, TileKind.TELE), 1, 1, 4, 5);
        cell(grid(m, TileKind.SPEEDUP), 1, 1, 10, 0, 7, 0, 0, 0);
        cell(grid(m, TileKind.SWITCH), 1, 1, 2, 3, 0, 0);
        cell(grid(m, TileKind.TUNE), 1, 1, 1, 69);
        assertThat(findings(m, "tiles.invalid")).hasSize(6);
        TwMap fixed = assertFixes(m, "tiles.invalid", Severity.WARNING);
        for (TileKind k : List.of(TileKind.GAME, TileKind.FRONT, TileKind.TELE, TileKind.SPEEDUP, TileKind.SWITCH)) {
            assertThat(grid(fixed, k).get(1, 1, 0)).as(k.name()).isZero();
        }
        assertThat(grid(fixed, TileKind.GAME).get(2, 28, 0))
                .as("the spawn stays")
                .isEqualTo(192);
    }

    @Test
    void unknownAndOpaqueFlagsAreCleared() throws Exception {
        TwMap m = TestMaps.kitchenSink();
        cell(grid(m, TileKind.GAME), 3, 29, 1, 4);
        cell(walls(m).grid(), 3, 3, 5, 0x31);
        assertThat(findings(m, "tiles.flags")).hasSize(2);
        TwMap fixed = assertFixes(m, "tiles.flags", Severity.WARNING);
        assertThat(grid(fixed, TileKind.GAME).get(3, 29, 1)).isZero();
        assertThat(walls(fixed).grid().get(3, 3, 1)).isEqualTo(1);
    }

    @Test
    void unusedBytesAreZeroed() throws Exception {
        TwMap m = TestMaps.kitchenSink();
        cell(walls(m).grid(), 4, 4, 3, 0, 2, 9);
        cell(grid(m, TileKind.TELE), 4, 4, 5, 0);
        cell(grid(m, TileKind.SPEEDUP), 12, 28, 30, 10, 28, 1, 44, 1);
        TwMap fixed = assertFixes(m, "tiles.unused-bytes", Severity.WARNING);
        assertThat(walls(fixed).grid().get(4, 4, 0)).isEqualTo(3);
        assertThat(walls(fixed).grid().get(4, 4, 2) + walls(fixed).grid().get(4, 4, 3))
                .isZero();
        assertThat(grid(fixed, TileKind.TELE).get(4, 4, 0)).isZero();
        assertThat(grid(fixed, TileKind.SPEEDUP).get(12, 28, 3)).isZero();
        assertThat(grid(fixed, TileKind.SPEEDUP).get(12, 28, 0)).isEqualTo(30);
    }

    @Test
    void speedupAnglesWrapAndSpeedupsWithoutForceGo() throws Exception {
        TwMap m = TestMaps.kitchenSink();
        cell(grid(m, TileKind.SPEEDUP), 12, 28, 30, 10, 28, 0, 400 & 0xFF, 400 >> 8);
        cell(grid(m, TileKind.SPEEDUP), 13, 28, 0, 10, 29, 0, 90, 0);
        assertThat(findings(m, "tiles.no-force")).hasSize(1).allMatch(f -> !f.isError());
        TwMap fixed = assertFixes(m, "tiles.angle", Severity.WARNING);
        TileGrid s = grid(fixed, TileKind.SPEEDUP);
        assertThat(s.get(12, 28, 4) | s.get(12, 28, 5) << 8).isEqualTo(40);
        assertThat(s.get(13, 28, 2)).isZero();
    }

    @Test
    void numbersOnTypesWithoutThemAreZeroed() throws Exception {
        TwMap m = TestMaps.kitchenSink();
        cell(grid(m, TileKind.TELE), 5, 5, 3, 31);
        cell(grid(m, TileKind.SWITCH), 5, 5, 4, 12, 1, 9);
        TwMap fixed = assertFixes(m, "tiles.fields", Severity.WARNING);
        assertThat(grid(fixed, TileKind.TELE).get(5, 5, 1)).isEqualTo(31);
        // DDNet files every tele cell under its number (CCollision::Init), check-ins too: the number is kept
        assertThat(grid(fixed, TileKind.TELE).get(5, 5, 0)).isEqualTo(3);
        assertThat(grid(fixed, TileKind.SWITCH).get(5, 5, 0)).isEqualTo(4);
        assertThat(grid(fixed, TileKind.SWITCH).get(5, 5, 3)).isZero();
    }

    @Test
    void overLongInfoIsCutAtACharacterBoundaryAndNulsAreDropped() throws Exception {
        TwMap m = TestMaps.kitchenSink();
        MapFixtures.setInfo(
                m, new MapInfo("ä".repeat(20), "1.0", "c", "MIT\0GPL", m.info().settings()));
        assertThat(findings(m, "strings.info")).hasSize(1).allMatch(Finding::isError);
        TwMap fixed = assertFixes(m, "strings.info", Severity.ERROR);
        assertThat(fixed.info().author()).isEqualTo("ä".repeat(15));
        assertThat(fixed.info().license()).isEqualTo("MITGPL");
        MapFixtures.setInfo(m, new MapInfo(null, "a version that is too long", null, null, null));
        assertFixes(m, "strings.info", Severity.WARNING);
        assertThat(m.info().version()).isEqualTo("a version that ");
    }

    @Test
    void unsafeAndOverLongNamesAreFixed() throws Exception {
        TwMap m = TestMaps.kitchenSink();
        MapFixtures.setName(m.images().get(1), "../../tiles");
        MapFixtures.setName(m.groups().get(0), "A very long group name");
        MapFixtures.setName(m.envelopes().get(0), "bad\udc80name");
        MapFixtures.setName(walls(m), "Wälle und Böden");
        assertThat(findings(m, "strings.name")).hasSize(4).allMatch(f -> !f.isError());
        TwMap fixed = assertFixes(m, "strings.name", Severity.WARNING);
        assertThat(fixed.images().get(1).name()).isEqualTo("_.._tiles");
        assertThat(fixed.groups().get(0).name()).isEqualTo("A very long");
        assertThat(fixed.envelopes().get(0).name()).isEqualTo("bad?name");
        assertThat(walls(fixed).name()).isEqualTo("Wälle und ");
        // a name that is mostly not text (old editors left uninitialised bytes) is cleared, as DDNet shows it
        MapFixtures.setName(m.envelopes().get(0), "\udc80\udc81\udc82x\udc83");
        assertThat(findings(m, "strings.name").get(0).what()).contains("is not text");
        assertFixes(m, "strings.name", Severity.WARNING);
        assertThat(m.envelopes().get(0).name()).isEmpty();
        MapFixtures.setName(m.sounds().get(0), "amb\0ience");
        assertFixes(m, "strings.name", Severity.ERROR);
        assertThat(m.sounds().get(0).name()).isEqualTo("ambience");
    }

    @Test
    void tooManyImagesLoseTheUnusedOnes() throws Exception {
        TwMap m = TestMaps.kitchenSink();
        for (int i = 0; i < 70; i++) {
            MapFixtures.add(m.images(), MapImage.external("grass_main", 1024, 1024));
        }
        TwMap fixed = assertFixes(m, "images.count", Severity.ERROR);
        assertThat(fixed.images()).hasSize(2);
    }

    @Test
    void brokenEmbeddedImagesArePaddedOrBecomePlaceholders() throws Exception {
        TwMap m = TestMaps.kitchenSink();
        MapImage img = m.images().get(1);
        MapFixtures.setPixels(img, 64, 64, MapImage.Format.RGBA, new byte[100]);
        TwMap fixed = assertFixes(m, "images.data", Severity.ERROR);
        assertThat(fixed.images().get(1).pixels()).hasSize(64 * 64 * 4);
        MapImage empty = new MapImage("empty", 0, 0, false, MapImage.Format.RGBA, new byte[0]);
        MapFixtures.add(m.images(), empty);
        MapFixtures.setImage(walls(m), empty);
        MapImage external = MapImage.external("sun", -1, 5);
        MapFixtures.add(m.images(), external);
        // an image that cannot be loaded becomes a placeholder: it keeps its name and every layer its link
        assertThat(findings(m, "images.placeholder"))
                .singleElement()
                .matches(f -> f.isError() && f.fixable() && f.what().contains("replace this image"));
        assertFixes(m, "images.size", Severity.ERROR);
        assertThat(external.width()).isZero();
        assertThat(m.images()).contains(empty, external);
        assertThat(empty.name()).isEqualTo("empty");
        assertThat(empty.width()).isEqualTo(twedit.model.codec.Placeholders.DEFAULT_SIDE);
        assertThat(walls(m).image()).isSameAs(empty);
        assertThat(findings(m, "images.placeholder"))
                .singleElement()
                .matches(f -> !f.isError() && f.what().contains("replace this image"));
    }

    @Test
    void unofficialExternalImagesAreOnlyReported() {
        TwMap m = TestMaps.kitchenSink();
        MapFixtures.add(m.images(), MapImage.external("my_own_tiles", 1024, 1024));
        assertThat(findings(m, "images.external")).hasSize(1).allMatch(f -> !f.isError() && !f.fixable());
        MapFixtures.set(m.images(), 2, MapImage.external("light", 1024, 1024));
        assertThat(findings(m, "images.external")).hasSize(1);
        assertThat(new Validator(SourceForm.TEEWORLDS_07).validate(m))
                .noneMatch(f -> f.checkId().equals("images.external"));
    }

    @Test
    void imagesWhoseSidesAreNotMultiplesOf16AreDetachedFromTileLayers() throws Exception {
        TwMap m = TestMaps.kitchenSink();
        MapImage odd = new MapImage("odd", 20, 20, false, MapImage.Format.RGBA, new byte[20 * 20 * 4]);
        MapFixtures.add(m.images(), odd);
        MapFixtures.setImage(walls(m), odd);
        MapFixtures.setImage(((QuadsLayer) m.groups().get(0).layers().get(0)), odd);
        TwMap fixed = assertFixes(m, "images.tile-size", Severity.WARNING);
        assertThat(walls(fixed).image()).isNull();
        assertThat(((QuadsLayer) fixed.groups().get(0).layers().get(0)).image())
                .as("quads may use it")
                .isSameAs(odd);
    }

    @Test
    void envelopesWithAnUnknownChannelCountBecomeTheKindTheirUsersNeed() throws Exception {
        TwMap m = TestMaps.kitchenSink();
        Envelope move = m.envelopes().get(0);
        MapFixtures.setChannels(move, 8);
        Envelope unused = new Envelope(2, "unused", false, List.of());
        MapFixtures.add(m.envelopes(), unused);
        assertThat(findings(m, "envelopes.channels")).hasSize(2);
        assertFixes(m, "envelopes.channels", Severity.ERROR);
        assertThat(move.channels()).isEqualTo(Envelope.POSITION);
        assertThat(unused.channels()).isEqualTo(Envelope.COLOR);
    }

    @Test
    void envelopePointsAreSortedWithValidTimesAndCurves() throws Exception {
        TwMap m = TestMaps.kitchenSink();
        Envelope pulse = m.envelopes().get(1);
        MapFixtures.add(pulse.points(), new EnvPoint(-50, 9, 0, 0, 0, 0, null));
        MapFixtures.add(pulse.points(), new EnvPoint(400, 1, 0, 0, 0, 0, null));
        assertFixes(m, "envelopes.points", Severity.WARNING);
        assertThat(pulse.points()).extracting(EnvPoint::time).containsExactly(0, 0, 400, 800);
        assertThat(pulse.points().get(1).curve()).isEqualTo(EnvPoint.CURVE_LINEAR);
    }

    @Test
    void soundsThatAreNotOpusBecomePlaceholdersAndTooManyUnusedSoundsAreRemoved() throws Exception {
        TwMap m = TestMaps.kitchenSink();
        MapSound bad = new MapSound("noise", new byte[] {1, 2, 3});
        MapFixtures.add(m.sounds(), bad);
        MapFixtures.setSound(((SoundsLayer) m.groups().get(0).layers().get(1)), bad);
        assertThat(findings(m, "sounds.placeholder"))
                .singleElement()
                .matches(f -> f.isError() && f.fixable() && f.what().contains("replace this sound"));
        MapDocument doc = new MapDocument(m);
        Doctor.fixAll(doc, Validator.ddnet());
        // a damaged sound becomes a silent placeholder: it keeps its name and the sounds layer its link
        assertThat(doc.map().sounds()).contains(bad);
        assertThat(twedit.model.codec.Placeholders.isPlaceholder(bad.data())).isTrue();
        assertThat(((SoundsLayer) doc.map().groups().get(0).layers().get(1)).sound())
                .isSameAs(bad);
        assertThat(findings(doc.map(), "sounds.placeholder"))
                .singleElement()
                .matches(f -> !f.isError() && f.what().contains("replace this sound"));
        DoctorTesting.assertSavedMapIsClean(doc.map(), "sounds.data");
        MapFixtures.setSound(((SoundsLayer) m.groups().get(0).layers().get(1)), null);
        MapFixtures.remove(m.sounds(), bad);
        for (int i = 0; i < 66; i++) {
            MapFixtures.add(m.sounds(), new MapSound("s" + i, TestMaps.fakeOpus()));
        }
        assertFixes(m, "sounds.count", Severity.ERROR);
        assertThat(m.sounds()).as("no sounds layer uses any of them any more").isEmpty();
    }

    @Test
    void soundSourcesGetKnownShapesAndFalloffs() throws Exception {
        TwMap m = TestMaps.kitchenSink();
        SoundsLayer s = (SoundsLayer) m.groups().get(0).layers().get(1);
        var src = s.sources().get(0);
        MapFixtures.set(
                s.sources(),
                0,
                new twedit.model.map.SoundSource(src.position(), true, true, 0, 300, null, 0, null, 0, 7, -5, 0));
        assertFixes(m, "sounds.sources", Severity.WARNING);
        assertThat(s.sources().get(0).shapeKind()).isEqualTo(twedit.model.map.SoundSource.SHAPE_CIRCLE);
        assertThat(s.sources().get(0).falloff()).isEqualTo(255);
        assertThat(s.sources().get(0).shapeWidth()).isEqualTo(5);
    }

    @Test
    void automapperSettingsAreClampedAndDroppedFromPhysicsLayers() throws Exception {
        TwMap m = TestMaps.kitchenSink();
        MapFixtures.setAutomapper(walls(m), new AutomapperConfig(-4, 2_000_000_000, 7));
        MapFixtures.setAutomapper(m.gameLayer().orElseThrow(), new AutomapperConfig(0, 0, 1));
        TwMap fixed = assertFixes(m, "automapper.settings", Severity.WARNING);
        assertThat(walls(fixed).automapper()).isEqualTo(new AutomapperConfig(-1, 1_000_000_000, 1));
        assertThat(fixed.gameLayer().orElseThrow().automapper()).isNull();
    }

    @Test
    void mapsMeantForTeeworlds07LoseWhatThatFormCannotHold() throws Exception {
        TwMap m = TestMaps.kitchenSink();
        Validator v07 = new Validator(SourceForm.TEEWORLDS_07);
        MapFixtures.setParallaxZoom(m.groups().get(0), 50);
        assertThat(v07.validate(m))
                .filteredOn(f -> f.checkId().equals("v07.content"))
                .hasSize(7)
                .allMatch(Finding::isError);
        MapDocument doc = new MapDocument(m);
        FixReport r = Doctor.fixAll(doc, v07);
        assertThat(r.errorsLeft()).as(r.remaining().toString()).isFalse();
        assertThat(twedit.model.codec.MapEncoder.ddnetOnlyContent(m)).isEmpty();
        assertThat(m.unknownItems()).hasSize(1);
        assertThat(doc.undo()).isTrue();
        assertThat(m.unknownItems()).hasSize(3);
        assertThat(doc.redo()).isTrue();
        byte[] v07bytes = Doctor.encodeVerified(m, SaveOptions.TEEWORLDS_07);
        var back = new MapDecoder(ReadLimits.DDNET).read(v07bytes);
        assertThat(back.form()).isEqualTo(SourceForm.TEEWORLDS_07);
        assertThat(v07.validate(back.map())).noneMatch(Finding::isError);
        // DDNet's server crashes on 0.7 tile compression (errata 5): it gets the same map in DDNet form
        DoctorTesting.assertSavedMapIsClean(back.map(), "v07.content");
    }
}
