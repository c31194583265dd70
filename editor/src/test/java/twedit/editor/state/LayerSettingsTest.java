package twedit.editor.state;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.prefs.Preferences;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import twedit.model.document.MapDocument;
import twedit.model.map.Group;
import twedit.model.map.MapFixtures;
import twedit.model.map.TileKind;
import twedit.model.map.TileLayer;
import twedit.model.map.TwMap;

/** twedit's own per-map layer settings: found again for the same layer of the same file in a later session. */
class LayerSettingsTest {
    private final Preferences node = Preferences.userRoot().node("twedit-test/" + System.nanoTime());

    @AfterEach
    void removeNode() throws Exception {
        node.removeNode();
    }

    private static MapDocument map() {
        TwMap m = TwMap.newMap(4, 4);
        Group g = new Group("Design");
        MapFixtures.add(g.layers(), TileLayer.empty(TileKind.TILES, 4, 4));
        MapFixtures.add(g.layers(), TileLayer.empty(TileKind.TILES, 4, 4));
        MapFixtures.add(m.groups(), g);
        return new MapDocument(m);
    }

    private static TileLayer layer(MapDocument d, int i) {
        return (TileLayer) d.map().groups().get(1).layers().get(i);
    }

    @Test
    void aSavedMapsLayerKeepsItsSettingAcrossSessionsAndSettingsDoNotMix() {
        Path file = Path.of("/tmp/some/map.map");
        MapDocument first = map();
        LayerSettings live = new LayerSettings(node, "liveGameTiles");
        live.put(first, file, layer(first, 1), "freeze");
        assertThat(new LayerSettings(node, "automapReference").get(first, file, layer(first, 1)))
                .isNull();

        MapDocument again = map(); // the same file opened again: other objects, same places
        LayerSettings later = new LayerSettings(node, "liveGameTiles");
        assertThat(later.get(again, file, layer(again, 1))).isEqualTo("freeze");
        assertThat(later.get(again, file, layer(again, 0))).isNull();
        assertThat(later.get(again, Path.of("/tmp/other.map"), layer(again, 1))).isNull();
        later.put(again, file, layer(again, 1), null);
        assertThat(new LayerSettings(node, "liveGameTiles").get(map(), file, layer(map(), 1)))
                .isNull();
    }

    @Test
    void aNewMapKeepsItsSettingsInMemory() {
        MapDocument doc = map();
        LayerSettings s = new LayerSettings(null, "automapReference");
        s.put(doc, null, layer(doc, 0), "game");
        assertThat(s.get(doc, null, layer(doc, 0))).isEqualTo("game");
        assertThat(s.get(doc, null, layer(doc, 1))).isNull();
        MapDocument other = map();
        assertThat(s.get(other, null, layer(other, 0))).isNull();
    }
}
