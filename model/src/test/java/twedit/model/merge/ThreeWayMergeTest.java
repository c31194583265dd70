package twedit.model.merge;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;
import twedit.model.codec.MapDecoder;
import twedit.model.codec.MapEncoder;
import twedit.model.codec.SaveOptions;
import twedit.model.datafile.DatafileWriter;
import twedit.model.datafile.ReadLimits;
import twedit.model.document.MapDocument;
import twedit.model.document.edits.Edits;
import twedit.model.document.edits.TileOps;
import twedit.model.map.EnvPoint;
import twedit.model.map.Envelope;
import twedit.model.map.Group;
import twedit.model.map.Layer;
import twedit.model.map.ListKind;
import twedit.model.map.Location;
import twedit.model.map.MapImage;
import twedit.model.map.Props;
import twedit.model.map.Quad;
import twedit.model.map.QuadsLayer;
import twedit.model.map.TileGrid;
import twedit.model.map.TileKind;
import twedit.model.map.TileLayer;
import twedit.model.map.TwMap;
import twedit.model.testutil.DdnetOracle;
import twedit.model.testutil.TestMaps;

/**
 * Issue 39's three-way cases built in code on the kitchen-sink map: each test edits two copies of one base through
 * documents, as two mappers would, and checks the merge.
 */
class ThreeWayMergeTest {
    static byte[] save(TwMap m) throws Exception {
        return new DatafileWriter().write(new MapEncoder(SaveOptions.DDNET).encode(m));
    }

    static TwMap load(byte[] b) throws Exception {
        return new MapDecoder(ReadLimits.DDNET).read(b).map();
    }

    /** Base, ours and theirs: three loads of one map, ours and theirs then edited. */
    record Case(TwMap base, TwMap ours, TwMap theirs) {
        MergeResult merge() {
            return ThreeWayMerge.merge(base, ours, theirs);
        }
    }

    static Case edit(Consumer<MapDocument> ours, Consumer<MapDocument> theirs) throws Exception {
        return edit(d -> {}, ours, theirs);
    }

    static Case edit(Consumer<MapDocument> base, Consumer<MapDocument> ours, Consumer<MapDocument> theirs)
            throws Exception {
        TwMap k = TestMaps.kitchenSink();
        base.accept(new MapDocument(k));
        byte[] b = save(k);
        Case c = new Case(load(b), load(b), load(b));
        ours.accept(new MapDocument(c.ours()));
        theirs.accept(new MapDocument(c.theirs()));
        return c;
    }

    static TileLayer game(TwMap m) {
        return m.gameLayer().orElseThrow();
    }

    static TileLayer walls(TwMap m) {
        return (TileLayer) m.allLayers().stream()
                .filter(l -> l.name().equals("Walls"))
                .findFirst()
                .orElseThrow();
    }

    static Consumer<MapDocument> cell(java.util.function.Function<TwMap, TileLayer> layer, int x, int y, int id) {
        return d -> d.apply(TileOps.setCell(layer.apply(d.map()), x, y, cellOf(layer.apply(d.map()), id)));
    }

    static byte[] cellOf(TileLayer l, int id) {
        byte[] c = new byte[l.kind().cellBytes()];
        c[0] = (byte) id;
        return c;
    }

    static Envelope envelope(TwMap m, String name) {
        return m.envelopes().stream()
                .filter(e -> e.name().equals(name))
                .findFirst()
                .orElseThrow();
    }

    @Test
    void disjointEditsMergeClean() throws Exception {
        Case c = edit(
                cell(ThreeWayMergeTest::game, 1, 1, 1)
                        .andThen(d -> d.apply(Edits.setInfo(
                                d.map(), d.map().info().withSettings(List.of("sv_team 1", "sv_solo_server 1"))))),
                cell(ThreeWayMergeTest::game, 2, 2, 1)
                        .andThen(cell(ThreeWayMergeTest::walls, 0, 0, 5))
                        .andThen(d -> d.apply(Edits.set(d.map().groups().get(0), Props.GROUP_NAME, "Sky"))));
        MergeResult r = c.merge();
        assertThat(r.conflicts()).isEmpty();
        TwMap m = r.map();
        assertThat(game(m).grid().get(1, 1, 0)).isEqualTo(1);
        assertThat(game(m).grid().get(2, 2, 0)).isEqualTo(1);
        assertThat(walls(m).grid().get(0, 0, 0)).isEqualTo(5);
        assertThat(m.groups().get(0).name()).isEqualTo("Sky");
        assertThat(m.info().settingsOrEmpty()).contains("sv_solo_server 1");
        assertThat(save(m)).isEqualTo(save(load(save(m))));
    }

    @Test
    void theSameCellChangedTwiceConflictsAndKeepsOursUntilTheirsIsTaken() throws Exception {
        Case c = edit(cell(ThreeWayMergeTest::game, 3, 3, 1), cell(ThreeWayMergeTest::game, 3, 3, 2));
        MergeResult r = c.merge();
        assertThat(r.conflicts()).hasSize(1);
        Conflict k = r.conflicts().get(0);
        assertThat(k.location()).isEqualTo(new Location.Cells(game(r.map()).id(), 3, 3, 1, 1));
        assertThat(k.ours()).isEqualTo("tile 1 flags 0");
        assertThat(k.theirs()).isEqualTo("tile 2 flags 0");
        assertThat(game(r.map()).grid().get(3, 3, 0)).isEqualTo(1);
        MapDocument doc = new MapDocument(r.map());
        doc.compound("Take theirs", () -> k.takeTheirs().apply(doc));
        assertThat(game(r.map()).grid().get(3, 3, 0)).isEqualTo(2);
        doc.undo();
        assertThat(game(r.map()).grid().get(3, 3, 0)).isEqualTo(1);
    }

    @Test
    void aPhysicsCellChangedTheSameOnBothSidesIsNoConflict() throws Exception {
        Case c = edit(cell(ThreeWayMergeTest::game, 4, 4, 9), cell(ThreeWayMergeTest::game, 4, 4, 9));
        assertThat(c.merge().conflicts()).isEmpty();
    }

    @Test
    void aLayerAddedOnOneSideWithItsImageAndAnotherChangedOnTheOther() throws Exception {
        byte[] px = new byte[16 * 16 * 4];
        java.util.Arrays.fill(px, (byte) 77);
        Case c = edit(cell(ThreeWayMergeTest::walls, 1, 0, 3), d -> {
            MapImage img = new MapImage("bricks", 16, 16, false, MapImage.Format.RGBA, px);
            d.apply(Edits.addImage(d.map(), d.map().images().size(), img));
            Group g = d.map().groups().get(0);
            TileLayer l = TileLayer.detached(
                    TileKind.TILES, "Bricks", new TileGrid(10, 10, 4), img, twedit.model.map.Color.WHITE);
            d.apply(Edits.addLayer(g, g.layers().size(), l));
            d.apply(TileOps.setCell(l, 2, 2, cellOf(l, 7)));
        });
        MergeResult r = c.merge();
        assertThat(r.conflicts()).isEmpty();
        TwMap m = r.map();
        assertThat(walls(m).grid().get(1, 0, 0)).isEqualTo(3);
        TileLayer bricks = (TileLayer) m.allLayers().stream()
                .filter(l -> l.name().equals("Bricks"))
                .findFirst()
                .orElseThrow();
        assertThat(bricks.image().name()).isEqualTo("bricks");
        assertThat(m.images().indexOfSame(bricks.image())).isGreaterThanOrEqualTo(0);
        assertThat(bricks.grid().get(2, 2, 0)).isEqualTo(7);
        assertThat(m.groups().get(0).layers().get(m.groups().get(0).layers().size() - 1))
                .isSameAs(bricks);
        DdnetOracle.ServerResult server = DdnetOracle.serverLoads(save(m));
        assertThat(server.loaded()).as(server.summary()).isTrue();
    }

    @Test
    void bothSidesAddingAnImageOfOneNameKeepBothTheSecondRenamed() throws Exception {
        Consumer<MapDocument> ours = addRocks((byte) 1, false);
        Consumer<MapDocument> theirs = addRocks((byte) 2, true);
        MergeResult r = edit(ours, theirs).merge();
        assertThat(r.conflicts()).isEmpty();
        TwMap m = r.map();
        assertThat(m.images().stream().map(MapImage::name)).contains("rocks", "rocks_theirs");
        assertThat(r.notes()).anyMatch(n -> n.contains("'rocks'") && n.contains("rocks_theirs"));
        QuadsLayer q = (QuadsLayer) m.allLayers().stream()
                .filter(l -> l.name().equals("Rocks"))
                .findFirst()
                .orElseThrow();
        assertThat(q.image().name()).isEqualTo("rocks_theirs");
        assertThat(q.image().pixels()[0]).isEqualTo((byte) 2);
        DdnetOracle.ServerResult server = DdnetOracle.serverLoads(save(m));
        assertThat(server.loaded()).as(server.summary()).isTrue();
    }

    private static Consumer<MapDocument> addRocks(byte fill, boolean withLayer) {
        return d -> {
            byte[] px = new byte[8 * 8 * 4];
            java.util.Arrays.fill(px, fill);
            MapImage img = new MapImage("rocks", 8, 8, false, MapImage.Format.RGBA, px);
            d.apply(Edits.addImage(d.map(), d.map().images().size(), img));
            if (withLayer) {
                Group g = d.map().groups().get(0);
                d.apply(Edits.addLayer(g, 0, new QuadsLayer("Rocks", img, List.of())));
            }
        };
    }

    @Test
    void aLayerRemovedOnOneSideAndChangedOnTheOtherConflicts() throws Exception {
        Case c = edit(cell(ThreeWayMergeTest::walls, 0, 1, 4), d -> {
            Group g = d.map().groupOf(walls(d.map())).orElseThrow();
            d.apply(Edits.removeLayer(g, g.layers().indexOfSame(walls(d.map()))));
        });
        MergeResult r = c.merge();
        assertThat(r.conflicts()).hasSize(1);
        Conflict k = r.conflicts().get(0);
        assertThat(k.what()).contains("removed by theirs, changed by ours");
        assertThat(k.location()).isEqualTo(new Location.LayerAt(walls(r.map()).id()));
        assertThat(walls(r.map()).grid().get(0, 1, 0)).isEqualTo(4);
        MapDocument doc = new MapDocument(r.map());
        k.takeTheirs().apply(doc);
        assertThat(r.map().allLayers().stream().map(Layer::name)).doesNotContain("Walls");
    }

    @Test
    void aLayerRemovedOnOneSideAndLeftAloneOnTheOtherIsRemoved() throws Exception {
        Case c = edit(cell(ThreeWayMergeTest::game, 0, 0, 1), d -> {
            Group g = d.map().groupOf(walls(d.map())).orElseThrow();
            d.apply(Edits.removeLayer(g, g.layers().indexOfSame(walls(d.map()))));
        });
        MergeResult r = c.merge();
        assertThat(r.conflicts()).isEmpty();
        assertThat(r.map().allLayers().stream().map(Layer::name)).doesNotContain("Walls");
    }

    @Test
    void envelopePointsMergeOneByOne() throws Exception {
        Case c = edit(
                d -> {
                    Envelope e = envelope(d.map(), "move");
                    d.apply(Edits.setPoint(e, 0, e.points().get(0).withValue(0, 1024)));
                },
                d -> {
                    Envelope e = envelope(d.map(), "move");
                    d.apply(Edits.setPoint(e, 2, e.points().get(2).withTime(1500)));
                });
        MergeResult r = c.merge();
        assertThat(r.conflicts()).isEmpty();
        Envelope e = envelope(r.map(), "move");
        assertThat(e.points().get(0).v0()).isEqualTo(1024);
        assertThat(e.points().get(2).time()).isEqualTo(1500);
    }

    @Test
    void theSameEnvelopePointChangedTwiceConflicts() throws Exception {
        Case c = edit(
                d -> {
                    Envelope e = envelope(d.map(), "move");
                    d.apply(Edits.setPoint(e, 1, e.points().get(1).withTime(600)));
                },
                d -> {
                    Envelope e = envelope(d.map(), "move");
                    d.apply(Edits.setPoint(e, 1, e.points().get(1).withTime(700)));
                });
        MergeResult r = c.merge();
        assertThat(r.conflicts()).hasSize(1);
        Conflict k = r.conflicts().get(0);
        assertThat(k.location())
                .isInstanceOfSatisfying(
                        Location.Element.class, x -> assertThat(x.list()).isEqualTo(ListKind.POINTS));
        EnvPoint p = envelope(r.map(), "move").points().get(1);
        assertThat(p.time()).isEqualTo(600);
    }

    @Test
    void aQuadMovedOnOneSideAndAnotherOnTheOtherMergeClean() throws Exception {
        Case c = edit(moveQuad(0, 32), moveQuad(1, 64));
        MergeResult r = c.merge();
        QuadsLayer sky = (QuadsLayer) r.map().allLayers().stream()
                .filter(l -> l.name().equals("Sky"))
                .findFirst()
                .orElseThrow();
        if (sky.quads().size() > 1) {
            assertThat(r.conflicts()).isEmpty();
            assertThat(sky.quads().get(0).pivot().x()).isEqualTo(base(0) + 32);
            assertThat(sky.quads().get(1).pivot().x()).isEqualTo(base(1) + 64);
        }
    }

    private static int base(int i) throws Exception {
        QuadsLayer sky = (QuadsLayer) load(save(TestMaps.kitchenSink())).allLayers().stream()
                .filter(l -> l.name().equals("Sky"))
                .findFirst()
                .orElseThrow();
        return sky.quads().get(i).pivot().x();
    }

    private static Consumer<MapDocument> moveQuad(int index, int dx) {
        return d -> {
            QuadsLayer sky = (QuadsLayer) d.map().allLayers().stream()
                    .filter(l -> l.name().equals("Sky"))
                    .findFirst()
                    .orElseThrow();
            if (index < sky.quads().size()) {
                Quad q = sky.quads().get(index);
                List<twedit.model.map.Point> pts = q.points().stream()
                        .map(p -> new twedit.model.map.Point(p.x() + dx, p.y()))
                        .toList();
                d.apply(Edits.setQuad(sky, index, q.withPoints(pts)));
            }
        };
    }

    @Test
    void groupsTheirsReorderedTakeTheirOrderWithOursEdits() throws Exception {
        Case c = edit(
                cell(ThreeWayMergeTest::walls, 2, 0, 6),
                d -> d.apply(Edits.moveGroup(d.map(), 0, d.map().groups().size() - 1)));
        List<String> theirs = c.theirs().groups().stream().map(Group::name).toList();
        MergeResult r = c.merge();
        assertThat(r.conflicts()).isEmpty();
        assertThat(r.map().groups().stream().map(Group::name).toList()).isEqualTo(theirs);
        assertThat(walls(r.map()).grid().get(2, 0, 0)).isEqualTo(6);
    }

    @Test
    void groupsReorderedOtherwiseOnBothSidesConflict() throws Exception {
        Case c = edit(
                d -> d.apply(Edits.addGroup(d.map(), d.map().groups().size(), new Group("Front"))),
                d -> d.apply(Edits.moveGroup(d.map(), 0, d.map().groups().size() - 1)),
                d -> d.apply(Edits.moveGroup(d.map(), d.map().groups().size() - 1, 0)));
        assertThat(c.base().groups()).hasSize(3);
        List<String> ours = c.ours().groups().stream().map(Group::name).toList();
        MergeResult r = c.merge();
        assertThat(r.conflicts()).extracting(Conflict::what).containsExactly("group order");
        assertThat(r.map().groups().stream().map(Group::name).toList()).isEqualTo(ours);
    }
}
