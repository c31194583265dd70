package twedit.model.diff;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.util.List;
import org.junit.jupiter.api.Test;
import twedit.model.codec.MapDecoder;
import twedit.model.datafile.ReadLimits;
import twedit.model.document.MapDocument;
import twedit.model.document.edits.Edits;
import twedit.model.document.edits.TileOps;
import twedit.model.map.Group;
import twedit.model.map.Layer;
import twedit.model.map.MapImage;
import twedit.model.map.Props;
import twedit.model.map.TileKind;
import twedit.model.map.TileLayer;
import twedit.model.map.TwMap;
import twedit.model.testutil.Corpus;

/**
 * Issue 28: the diff pairs groups and layers as a person would. Each case edits a real map (DDNet's Tutorial) one
 * way and expects the one line that says so, with nothing after the edit shifted.
 */
class MapDiffPairingTest {
    private static TwMap tutorial() throws Exception {
        byte[] bytes = Files.readAllBytes(Corpus.ddnetMap("maps/Tutorial.map"));
        return new MapDecoder(ReadLimits.DDNET).read(bytes).map();
    }

    private static List<String> lines(TwMap a, TwMap b) {
        return MapDiff.compare(a, b).stream().map(Difference::text).toList();
    }

    /** The first group (not the physics group) with at least three layers, the middle one a design tile layer. */
    private static Group groupWithMiddleTiles(TwMap map) {
        return map.groups().stream()
                .filter(g -> !g.isPhysicsGroup() && g.layers().size() >= 3)
                .filter(g -> g.layers().get(1) instanceof TileLayer t && t.kind() == TileKind.TILES)
                .findFirst()
                .orElseThrow();
    }

    private static TileLayer designLayer(TwMap map) {
        return map.allLayers().stream()
                .filter(l -> l instanceof TileLayer t && t.kind() == TileKind.TILES && t.image() != null)
                .map(TileLayer.class::cast)
                .filter(t -> !t.name().isEmpty())
                .findFirst()
                .orElseThrow();
    }

    @Test
    void aGroupInsertedAtTheFrontIsOneLine() throws Exception {
        TwMap before = tutorial();
        TwMap after = tutorial();
        TileLayer tiles = TileLayer.empty(TileKind.TILES, 8, 8);
        new MapDocument(after).apply(Edits.addGroup(after, 0, new Group("Inserted", List.of(tiles))));
        assertThat(lines(before, after)).containsExactly("group 'Inserted' added: 1 layer");
    }

    @Test
    void aLayerRemovedInTheMiddleIsOneLine() throws Exception {
        TwMap before = tutorial();
        TwMap after = tutorial();
        Group g = groupWithMiddleTiles(after);
        String name = MapDiff.layerName(g, after.groups().indexOf(g), g.layers().get(1), 1);
        new MapDocument(after).apply(Edits.removeLayer(g, 1));
        assertThat(lines(before, after)).containsExactly(name + " removed: tiles");
    }

    @Test
    void aGroupRemovedAndALayerAddedAreOneLineEach() throws Exception {
        TwMap before = tutorial();
        TwMap after = tutorial();
        MapDocument doc = new MapDocument(after);
        Group first = after.groups().get(0);
        String firstName = "group '" + (first.name().isEmpty() ? "#0" : first.name()) + "'";
        doc.apply(Edits.removeGroup(after, 0));
        Group g = groupWithMiddleTiles(after);
        TileLayer extra = TileLayer.empty(TileKind.TILES, 5, 5);
        doc.apply(Edits.addLayer(g, 1, extra));
        doc.apply(TileOps.setCell(extra, 2, 2, new byte[] {1, 0, 0, 0}));
        List<String> d = lines(before, after);
        assertThat(d).hasSize(2);
        assertThat(d.get(0)).startsWith(firstName + " removed: ");
        assertThat(d.get(1)).endsWith(" added: tiles");
    }

    @Test
    void aSwappedImageIsOneLine() throws Exception {
        TwMap before = tutorial();
        TwMap after = tutorial();
        TileLayer layer = designLayer(after);
        MapImage other = after.images().stream()
                .filter(i -> i != layer.image())
                .findFirst()
                .orElseThrow();
        String was = layer.image().name();
        new MapDocument(after).apply(Edits.set(layer, Props.TILES_IMAGE, other));
        List<String> d = lines(before, after);
        assertThat(d).hasSize(1);
        assertThat(d.get(0)).endsWith(" changed: image '" + was + "' -> '" + other.name() + "'");
    }

    @Test
    void aLayerGrownOnAnySideWithItsContentKeptReadsAsThat() throws Exception {
        String[][] cases = {
            {"1", "0", "1", "0", "grown by 1 column on the left"},
            {"1", "0", "0", "0", "grown by 1 column on the right"},
            {"0", "2", "0", "2", "grown by 2 rows at the top"},
            {"0", "1", "0", "0", "grown by 1 row at the bottom"},
            {"3", "1", "2", "1", "grown by 2 columns on the left and 1 column on the right and 1 row at the top"},
        };
        for (String[] c : cases) {
            TwMap before = tutorial();
            TwMap after = tutorial();
            TileLayer layer = designLayer(after);
            int w = layer.width();
            int h = layer.height();
            int nw = w + Integer.parseInt(c[0]);
            int nh = h + Integer.parseInt(c[1]);
            new MapDocument(after)
                    .apply(Edits.resizeLayer(after, layer, nw, nh, Integer.parseInt(c[2]), Integer.parseInt(c[3])));
            assertThat(lines(before, after))
                    .as(String.join(",", c))
                    .containsExactly(layerName(after, layer) + " changed: " + w + "x" + h + " -> " + nw + "x" + nh
                            + ", " + c[4] + ", no cell changed");
        }
    }

    @Test
    void aLayerGrownOnTheLeftWithOneCellDrawnCountsThatCellWhereItIsNow() throws Exception {
        TwMap before = tutorial();
        TwMap after = tutorial();
        TileLayer layer = designLayer(after);
        MapDocument doc = new MapDocument(after);
        doc.apply(Edits.resizeLayer(after, layer, layer.width() + 1, layer.height(), 1, 0));
        doc.apply(TileOps.setCell(layer, 0, 0, new byte[] {7, 0, 0, 0}));
        List<Difference> d = MapDiff.compare(before, after);
        assertThat(d).hasSize(2);
        assertThat(d.get(0).text()).endsWith("grown by 1 column on the left");
        Difference.Cells cells = (Difference.Cells) d.get(1);
        assertThat(cells.count()).isEqualTo(1);
        assertThat(cells.changed().nextSetBit(0)).isZero();
    }

    @Test
    void aLayerMovedToAnotherGroupIsOneLine() throws Exception {
        TwMap before = tutorial();
        TwMap after = tutorial();
        Group from = groupWithMiddleTiles(after);
        Layer moved = from.layers().get(1);
        Group to = after.groups().stream()
                .filter(g -> g != from && !g.isPhysicsGroup())
                .findFirst()
                .orElseThrow();
        new MapDocument(after).apply(Edits.moveLayer(from, 1, to, 0));
        List<String> d = lines(before, after);
        assertThat(d).hasSize(1);
        assertThat(d.get(0)).isEqualTo(layerName(after, moved) + " changed: moved from group '" + from.name() + "'");
    }

    private static String layerName(TwMap map, Layer l) {
        Group g = map.groupOf(l).orElseThrow();
        return MapDiff.layerName(g, map.groups().indexOf(g), l, g.layers().indexOf(l));
    }
}
