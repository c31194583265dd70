package twedit.model.document;

import static org.assertj.core.api.Assertions.assertThat;
import static twedit.model.document.DocTesting.contract;
import static twedit.model.document.DocTesting.load;

import java.util.List;
import org.junit.jupiter.api.Test;
import twedit.model.document.edits.Change.PropertyChanged;
import twedit.model.document.edits.Edits;
import twedit.model.map.AutomapperConfig;
import twedit.model.map.ClipRect;
import twedit.model.map.Color;
import twedit.model.map.Group;
import twedit.model.map.ImageContent;
import twedit.model.map.MapFixtures;
import twedit.model.map.MapImage;
import twedit.model.map.MapSound;
import twedit.model.map.Point;
import twedit.model.map.Props;
import twedit.model.map.QuadsLayer;
import twedit.model.map.SoundSource;
import twedit.model.map.SoundsLayer;
import twedit.model.map.TileLayer;
import twedit.model.map.TwMap;

/** Contract tests of every group, layer, envelope, image and sound property. */
class PropertyEditsTest {
    private static Group group(TwMap m) {
        return m.groups().get(6);
    }

    private static TileLayer tiles(TwMap m) {
        return (TileLayer) m.groups().get(6).layers().get(0);
    }

    private static QuadsLayer quads(TwMap m) {
        return (QuadsLayer) m.groups().get(2).layers().get(0);
    }

    @Test
    void groupProperties() {
        contract(load("dm1.map"), m -> Edits.set(group(m), Props.GROUP_NAME, "Main"), PropertyChanged.class);
        contract(
                load("dm1.map"),
                m -> Edits.set(group(m), Props.GROUP_OFFSET, new Point(32, -16)),
                PropertyChanged.class);
        contract(
                load("dm1.map"),
                m -> Edits.set(m.groups().get(1), Props.GROUP_PARALLAX, new Point(50, 70)),
                PropertyChanged.class);
        contract(
                load("dm1.map"),
                m -> Edits.set(group(m), Props.GROUP_CLIP, new ClipRect(true, 1, 2, 300, 400)),
                PropertyChanged.class);
        contract(load("dm1.map"), m -> Edits.set(group(m), Props.GROUP_PARALLAX_ZOOM, 80), PropertyChanged.class);
    }

    @Test
    void layerProperties() {
        contract(load("dm1.map"), m -> Edits.set(tiles(m), Props.LAYER_NAME, "Walls"), PropertyChanged.class);
        contract(
                load("dm1.map"),
                m -> Edits.set(quads(m), Props.LAYER_FLAGS, quads(m).flags() ^ 1),
                PropertyChanged.class);
        TwMap map = load("dm1.map");
        boolean detail = tiles(map).detail();
        int otherFlags = tiles(map).flags() & ~1;
        contract(map, m -> Edits.set(tiles(m), Props.LAYER_DETAIL, !detail), PropertyChanged.class);
        assertThat(tiles(map).detail()).isEqualTo(!detail);
        assertThat(tiles(map).flags() & ~1).isEqualTo(otherFlags);
        contract(
                load("dm1.map"),
                m -> Edits.set(tiles(m), Props.TILES_IMAGE, m.images().get(0)),
                PropertyChanged.class);
        contract(load("dm1.map"), m -> Edits.set(tiles(m), Props.TILES_IMAGE, null), PropertyChanged.class);
        contract(
                load("dm1.map"),
                m -> Edits.set(tiles(m), Props.TILES_COLOR, new Color(10, 20, 30, 40)),
                PropertyChanged.class);
        contract(
                load("dm1.map"),
                m -> Edits.set(
                        tiles(m), Props.TILES_COLOR_ENVELOPE, m.envelopes().get(1)),
                PropertyChanged.class);
        contract(
                load("dm1.map"),
                m -> Edits.set(tiles(m), Props.TILES_COLOR_ENVELOPE_OFFSET, 500),
                PropertyChanged.class);
        contract(
                load("dm1.map"),
                m -> Edits.set(tiles(m), Props.TILES_AUTOMAPPER, new AutomapperConfig(2, 7, 1)),
                PropertyChanged.class);
        contract(
                load("dm1.map"),
                m -> Edits.set(quads(m), Props.QUADS_IMAGE, m.images().get(3)),
                PropertyChanged.class);
    }

    @Test
    void soundsLayerSound() {
        TwMap map = load("dm1.map");
        MapSound a = new MapSound("a", new byte[] {1, 2, 3});
        MapSound b = new MapSound("b", new byte[] {4, 5});
        MapFixtures.add(map.sounds(), a);
        MapFixtures.add(map.sounds(), b);
        SoundsLayer s = new SoundsLayer("Sounds", a, List.of(source(null)));
        MapFixtures.add(map.groups().get(6).layers(), s);
        contract(map, m -> Edits.set(s, Props.SOUNDS_SOUND, b), PropertyChanged.class);
        contract(map, m -> Edits.set(b, Props.SOUND_NAME, "wind"), PropertyChanged.class);
        contract(map, m -> Edits.replaceSound(b, new byte[] {9, 9, 9}), PropertyChanged.class);
    }

    static SoundSource source(twedit.model.map.Envelope env) {
        return new SoundSource(
                new Point(100, 200), true, false, 0, 10, env, 0, env, 0, SoundSource.SHAPE_CIRCLE, 500, 0);
    }

    @Test
    void envelopeProperties() {
        contract(
                load("dm1.map"),
                m -> Edits.set(m.envelopes().get(0), Props.ENVELOPE_NAME, "spin"),
                PropertyChanged.class);
        contract(
                load("dm1.map"),
                m -> Edits.set(
                        m.envelopes().get(0),
                        Props.ENVELOPE_SYNC,
                        !m.envelopes().get(0).sync()),
                PropertyChanged.class);
        contract(
                load("dm1.map"),
                m -> Edits.set(
                        m.envelopes().get(0),
                        Props.ENVELOPE_CHANNELS,
                        m.envelopes().get(0).channels() == 4 ? 3 : 4),
                PropertyChanged.class);
    }

    @Test
    void imageProperties() {
        contract(
                load("dm1.map"), m -> Edits.set(m.images().get(0), Props.IMAGE_NAME, "renamed"), PropertyChanged.class);
        TwMap map = load("dm1.map");
        MapImage img = map.images().get(0);
        contract(
                map,
                m -> Edits.replaceImage(img, ImageContent.embedded(2, 2, MapImage.Format.RGBA, new byte[16])),
                PropertyChanged.class);
        assertThat(img.external()).isFalse();
        assertThat(img.width()).isEqualTo(2);
        TwMap map2 = load("dm1.map");
        MapImage embedded = map2.images().get(1);
        MapFixtures.setPixels(embedded, 1, 1, MapImage.Format.RGBA, new byte[] {1, 2, 3, 4});
        contract(
                map2,
                m -> Edits.replaceImage(embedded, ImageContent.external(embedded.width(), embedded.height())),
                PropertyChanged.class);
    }

    @Test
    void settingTheSameValueIsANoOp() {
        TwMap map = load("dm1.map");
        MapDocument doc = new MapDocument(map);
        assertThat(doc.apply(Edits.set(group(map), Props.GROUP_PARALLAX, new Point(100, 100))))
                .isFalse();
        assertThat(doc.apply(Edits.set(tiles(map), Props.TILES_IMAGE, tiles(map).image())))
                .isFalse();
        assertThat(doc.canUndo()).isFalse();
    }
}
