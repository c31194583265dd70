package twedit.model.transfer;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import twedit.model.codec.MapEncoder;
import twedit.model.codec.SaveOptions;
import twedit.model.datafile.DatafileWriter;
import twedit.model.document.MapDocument;
import twedit.model.document.Origin;
import twedit.model.document.edits.Edits;
import twedit.model.map.Color;
import twedit.model.map.EnvPoint;
import twedit.model.map.Envelope;
import twedit.model.map.Group;
import twedit.model.map.MapImage;
import twedit.model.map.MapSound;
import twedit.model.map.Point;
import twedit.model.map.Quad;
import twedit.model.map.QuadsLayer;
import twedit.model.map.SoundSource;
import twedit.model.map.SoundsLayer;
import twedit.model.map.TileGrid;
import twedit.model.map.TileKind;
import twedit.model.map.TileLayer;
import twedit.model.map.TwMap;
import twedit.model.media.MediaRules;

/** File > Append Map in the model: everything but the other map's game group, one undo step, links to this map's. */
class MapAppendTest {
    private static MapImage embedded(String name, int seed) {
        byte[] px = new byte[64 * 64 * 4];
        for (int i = 0; i < px.length; i++) {
            px[i] = (byte) (i * seed);
        }
        return new MapImage(name, 64, 64, false, MapImage.Format.RGBA, px);
    }

    private static byte[] bytes(TwMap map) throws Exception {
        return new DatafileWriter().write(new MapEncoder(SaveOptions.DDNET).encode(map));
    }

    private static Quad quad(Envelope pos) {
        Point p = new Point(0, 0);
        return new Quad(
                List.of(p, new Point(1024, 0), new Point(0, 1024), new Point(1024, 1024), new Point(512, 512)),
                List.of(Color.WHITE, Color.WHITE, Color.WHITE, Color.WHITE),
                List.of(p, new Point(1024, 0), new Point(0, 1024), new Point(1024, 1024)),
                pos,
                100,
                null,
                0);
    }

    private static MapDocument target() {
        MapDocument doc = new MapDocument(TwMap.newMap(20, 10));
        doc.compound("setup", () -> {
            doc.apply(Edits.addImage(doc.map(), 0, embedded("grass", 3)));
            doc.apply(Edits.addImage(doc.map(), 1, embedded("desert", 7)));
            doc.apply(Edits.addEnvelope(
                    doc.map(),
                    0,
                    new Envelope(
                            Envelope.COLOR, "glow", false, List.of(new EnvPoint(0, 1, 1024, 1024, 1024, 1024, null)))));
            doc.apply(Edits.addSetting(doc.map(), 0, "sv_team 1"));
        });
        doc.clearHistory();
        return doc;
    }

    /** Another map: a game group, and a design group whose layers use shared, clashing and new images. */
    private static TwMap source() {
        MapDocument doc = new MapDocument(TwMap.newMap(30, 30));
        MapImage grass = embedded("grass", 3); // the same pixels as the target's: shared
        MapImage desert = embedded("desert", 11); // the target's name, other pixels: renamed
        MapImage jungle = embedded("jungle", 5); // new
        Envelope glow =
                new Envelope(Envelope.COLOR, "glow", false, List.of(new EnvPoint(0, 1, 1024, 1024, 1024, 1024, null)));
        Envelope sway = new Envelope(Envelope.POSITION, "sway", false, List.of(new EnvPoint(0, 1, 0, 0, 0, 0, null)));
        MapSound wind = new MapSound("wind", new byte[] {1, 2, 3});
        TileLayer tiles = TileLayer.detached(
                TileKind.TILES, "Jungle", new TileGrid(30, 30, TileKind.TILES.cellBytes()), jungle, Color.WHITE);
        TileLayer grassy = TileLayer.detached(
                TileKind.TILES, "Grass", new TileGrid(30, 30, TileKind.TILES.cellBytes()), grass, Color.WHITE);
        QuadsLayer quads = new QuadsLayer("Sky", desert, List.of(quad(sway)));
        SoundsLayer sounds = new SoundsLayer(
                "Wind", wind, List.of(new SoundSource(new Point(0, 0), true, true, 0, 0, sway, 5, null, 0, 1, 100, 0)));
        doc.compound("setup", () -> {
            doc.apply(Edits.addImage(doc.map(), 0, grass));
            doc.apply(Edits.addImage(doc.map(), 1, desert));
            doc.apply(Edits.addImage(doc.map(), 2, jungle));
            doc.apply(Edits.addEnvelope(doc.map(), 0, glow));
            doc.apply(Edits.addEnvelope(doc.map(), 1, sway));
            doc.apply(Edits.addSound(doc.map(), 0, wind));
            doc.apply(Edits.addGroup(doc.map(), 0, new Group("Back", List.of(tiles, grassy, quads, sounds))));
            doc.apply(Edits.set(tiles, twedit.model.map.Props.TILES_COLOR_ENVELOPE, glow));
            doc.apply(Edits.addSetting(doc.map(), 0, "sv_team 1"));
            doc.apply(Edits.addSetting(doc.map(), 1, "sv_deepfly 1"));
        });
        return doc.map();
    }

    @Test
    void everythingButTheGameGroupComesInAsOneUndoStepLinkedToThisMapsObjects() throws Exception {
        MapDocument doc = target();
        byte[] before = bytes(doc.map());
        int groupsBefore = doc.map().groups().size();
        TwMap other = source();

        MapAppend.Result r = MapAppend.append(doc, other, "Append Map", Origin.USER);

        assertThat(r.refused()).isEmpty();
        assertThat(r.groups()).isEqualTo(1);
        assertThat(r.layers()).isEqualTo(4);
        assertThat(r.physicsLeftOut()).isEqualTo(1);
        assertThat(r.imagesShared()).isEqualTo(1);
        assertThat(r.imagesBrought()).isEqualTo(2);
        assertThat(r.envelopesBrought()).isEqualTo(1); // "glow" is the same envelope: shared
        assertThat(r.settings()).isEqualTo(1); // "sv_team 1" is here already
        assertThat(r.summary()).contains("1 group(s)").contains("game group");
        TwMap m = doc.map();
        assertThat(m.groups().size()).isEqualTo(groupsBefore + 1);
        assertThat(m.images().stream().map(MapImage::name).toList())
                .containsExactly("grass", "desert", "desert (1)", "jungle");
        assertThat(m.envelopes().stream().map(Envelope::name).toList()).containsExactly("glow", "sway");
        assertThat(m.info().settingsOrEmpty()).containsExactly("sv_team 1", "sv_deepfly 1");
        Group back = m.groups().get(m.groups().size() - 1);
        assertThat(back.name()).isEqualTo("Back");
        TileLayer jungle = (TileLayer) back.layers().get(0);
        TileLayer grassy = (TileLayer) back.layers().get(1);
        QuadsLayer sky = (QuadsLayer) back.layers().get(2);
        SoundsLayer wind = (SoundsLayer) back.layers().get(3);
        // every link is to this map's objects, none to the other map's
        assertThat(jungle.image()).isSameAs(m.images().get(3));
        assertThat(grassy.image()).isSameAs(m.images().get(0));
        assertThat(sky.image()).isSameAs(m.images().get(2));
        assertThat(jungle.colorEnvelope()).isSameAs(m.envelopes().get(0));
        assertThat(sky.quads().get(0).positionEnvelope()).isSameAs(m.envelopes().get(1));
        assertThat(sky.quads().get(0).positionEnvelopeOffset()).isEqualTo(100);
        assertThat(wind.sound()).isSameAs(m.sounds().get(0));
        assertThat(wind.sources().get(0).positionEnvelope())
                .isSameAs(m.envelopes().get(1));
        assertThat(other.groups().get(0).layers().get(0)).isNotSameAs(jungle);
        byte[] after = bytes(m);
        assertThat(after).isNotEqualTo(before);

        assertThat(doc.historySize()).isEqualTo(1);
        assertThat(doc.undo()).isTrue();
        assertThat(bytes(doc.map())).isEqualTo(before);
        assertThat(doc.redo()).isTrue();
        assertThat(bytes(doc.map())).isEqualTo(after);
    }

    @Test
    void tooManyImagesChangeNothingAndSayWhy() throws Exception {
        MapDocument doc = new MapDocument(TwMap.newMap(20, 10));
        doc.compound("fill", () -> {
            for (int i = 0; i < MediaRules.MAX_IMAGES - 1; i++) {
                doc.apply(Edits.addImage(doc.map(), i, embedded("img" + i, i + 1)));
            }
        });
        doc.clearHistory();
        byte[] before = bytes(doc.map());
        List<MapImage> more = new ArrayList<>();
        MapDocument src = new MapDocument(TwMap.newMap(5, 5));
        src.compound("two", () -> {
            src.apply(Edits.addImage(src.map(), 0, embedded("new_a", 101)));
            src.apply(Edits.addImage(src.map(), 1, embedded("new_b", 103)));
        });
        more.addAll(src.map().images());

        MapAppend.Result r = MapAppend.append(doc, src.map(), "Append Map", Origin.USER);

        assertThat(r.refused())
                .hasValueSatisfying(s -> assertThat(s).contains("64").contains("nothing was appended"));
        assertThat(bytes(doc.map())).isEqualTo(before);
        assertThat(doc.historySize()).isZero();
        assertThat(more).hasSize(2);
    }
}
