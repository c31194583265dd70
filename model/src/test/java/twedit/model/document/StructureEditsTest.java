package twedit.model.document;

import static org.assertj.core.api.Assertions.assertThat;
import static twedit.model.document.DocTesting.bytes;
import static twedit.model.document.DocTesting.contract;
import static twedit.model.document.DocTesting.load;

import java.util.List;
import org.junit.jupiter.api.Test;
import twedit.model.document.edits.Change.ListChanged;
import twedit.model.document.edits.Edits;
import twedit.model.map.AutomapperConfig;
import twedit.model.map.Group;
import twedit.model.map.Layer;
import twedit.model.map.MapFixtures;
import twedit.model.map.QuadsLayer;
import twedit.model.map.TileKind;
import twedit.model.map.TileLayer;
import twedit.model.map.TwMap;

/** Contract tests of adding, removing, moving and duplicating groups and layers. */
class StructureEditsTest {
    @Test
    void groups() {
        contract(
                load("dm1.map"),
                m -> {
                    Group g = new Group("New");
                    MapFixtures.add(g.layers(), new QuadsLayer("Quads", null, List.of()));
                    return Edits.addGroup(m, 2, g);
                },
                ListChanged.class);
        contract(load("dm1.map"), m -> Edits.removeGroup(m, 1), ListChanged.class);
        contract(load("dm1.map"), m -> Edits.moveGroup(m, 0, 4), ListChanged.class);
        contract(load("dm1.map"), m -> Edits.moveGroup(m, 5, 1), ListChanged.class);
        TwMap map = load("dm1.map");
        Group original = map.groups().get(6);
        contract(map, m -> Edits.duplicateGroup(m, 6), ListChanged.class);
        Group copy = map.groups().get(7);
        assertThat(copy).isNotSameAs(original);
        assertThat(copy.layers()).hasSameSizeAs(original.layers());
        assertThat(((TileLayer) copy.layers().get(0)).image())
                .isSameAs(((TileLayer) original.layers().get(0)).image());
    }

    @Test
    void layers() {
        TwMap dm1 = load("dm1.map");
        Group game = dm1.gameGroup().orElseThrow();
        contract(dm1, m -> Edits.addLayer(game, 1, TileLayer.empty(TileKind.TILES, 60, 50)), ListChanged.class);
        TwMap a = load("dm1.map");
        contract(a, m -> Edits.removeLayer(a.groups().get(6), 0), ListChanged.class);
        TwMap b = load("dm1.map");
        contract(b, m -> Edits.moveLayer(b.groups().get(6), 0, b.groups().get(6), 5), ListChanged.class);
        TwMap c = load("dm1.map");
        Layer moved = c.groups().get(1).layers().get(1);
        contract(c, m -> Edits.moveLayer(c.groups().get(1), 1, c.groups().get(3), 0), ListChanged.class);
        assertThat(c.groups().get(3).layers().get(0)).isSameAs(moved);
        assertThat(c.groups().get(1).layers()).hasSize(1);
        TwMap d = load("dm1.map");
        contract(d, m -> Edits.duplicateLayer(d.groups().get(2), 0), ListChanged.class);
        assertThat(d.groups().get(2).layers()).hasSize(3);
    }

    @Test
    void movingAndRemovingLayersKeepsEachAutomapperConfigOnItsLayer() {
        TwMap map = load("coverage.map");
        Group game = map.gameGroup().orElseThrow();
        TileLayer automapped = (TileLayer) game.layers().get(5);
        assertThat(automapped.automapper()).isEqualTo(new AutomapperConfig(1, 0, 0));
        MapDocument doc = new MapDocument(map);
        byte[] before = bytes(map);
        doc.apply(Edits.removeLayer(game, 4));
        doc.apply(Edits.moveLayer(game, 4, game, 0));
        TwMap back = DocTesting.reload(bytes(map));
        Layer first = back.gameGroup().orElseThrow().layers().get(0);
        assertThat(first).isInstanceOf(TileLayer.class);
        assertThat(((TileLayer) first).automapper()).isEqualTo(new AutomapperConfig(1, 0, 0));
        doc.undo();
        doc.undo();
        DocTesting.assertSameBytes(bytes(map), before, "undone");
        assertThat(game.layers().get(5)).isSameAs(automapped);
    }

    @Test
    void outOfRangeIndicesAreRefusedBeforeAnythingChanges() {
        TwMap map = load("dm1.map");
        byte[] before = bytes(map);
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> Edits.moveGroup(map, 0, 99))
                .isInstanceOf(IndexOutOfBoundsException.class);
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> Edits.addGroup(map, 99, new Group("x")))
                .isInstanceOf(IndexOutOfBoundsException.class);
        DocTesting.assertSameBytes(bytes(map), before, "unchanged");
    }
}
