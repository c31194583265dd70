package twedit.model.merge;

import static org.assertj.core.api.Assertions.assertThat;
import static twedit.model.merge.ThreeWayMergeTest.edit;
import static twedit.model.merge.ThreeWayMergeTest.envelope;
import static twedit.model.merge.ThreeWayMergeTest.load;
import static twedit.model.merge.ThreeWayMergeTest.save;
import static twedit.model.merge.ThreeWayMergeTest.walls;

import java.util.List;
import java.util.UUID;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;
import twedit.model.document.MapDocument;
import twedit.model.document.edits.Edits;
import twedit.model.document.edits.TileOps;
import twedit.model.map.Color;
import twedit.model.map.EnvPoint;
import twedit.model.map.Envelope;
import twedit.model.map.Group;
import twedit.model.map.ListKind;
import twedit.model.map.Location;
import twedit.model.map.Point;
import twedit.model.map.Quad;
import twedit.model.map.QuadsLayer;
import twedit.model.map.SoundSource;
import twedit.model.map.SoundsLayer;
import twedit.model.map.TileKind;
import twedit.model.map.TileLayer;
import twedit.model.map.TwMap;
import twedit.model.map.UnknownItem;
import twedit.model.merge.ThreeWayMergeTest.Case;
import twedit.model.testutil.DdnetOracle;

/**
 * Issue 39's left-over cases: lists of different lengths changed on both sides merge element by element, unknown
 * items theirs added come along, a layer moved between groups is moved, and a physics layer both sides added merges
 * cell by cell.
 */
class MergeListsAndLayersTest {
    static QuadsLayer quads(TwMap m) {
        return m.allLayers().stream()
                .filter(QuadsLayer.class::isInstance)
                .map(QuadsLayer.class::cast)
                .findFirst()
                .orElseThrow();
    }

    static SoundsLayer sources(TwMap m) {
        return m.allLayers().stream()
                .filter(SoundsLayer.class::isInstance)
                .map(SoundsLayer.class::cast)
                .findFirst()
                .orElseThrow();
    }

    static Quad shifted(Quad q, int dx) {
        return q.withPoints(
                q.points().stream().map(p -> new Point(p.x() + dx, p.y())).toList());
    }

    /** A base of three distinct quads: the kitchen sink's first, and two copies shifted by 1 and 2 tiles. */
    static final Consumer<MapDocument> THREE_QUADS = d -> {
        QuadsLayer l = quads(d.map());
        Quad q = l.quads().get(0);
        d.apply(Edits.addQuad(l, 1, shifted(q, 32 * 1024)));
        d.apply(Edits.addQuad(l, 2, shifted(q, 64 * 1024)));
    };

    static Consumer<MapDocument> setQuad(int i, java.util.function.UnaryOperator<Quad> f) {
        return d -> d.apply(
                Edits.setQuad(quads(d.map()), i, f.apply(quads(d.map()).quads().get(i))));
    }

    @Test
    void quadListsOfDifferentLengthsChangedOnBothSidesMergeElementByElement() throws Exception {
        Case c = edit(
                THREE_QUADS,
                setQuad(0, q -> q.withColors(List.of(Color.WHITE, Color.WHITE, Color.WHITE, Color.WHITE)))
                        .andThen(d -> d.apply(Edits.addQuad(
                                quads(d.map()),
                                3,
                                shifted(quads(d.map()).quads().get(0), 96 * 1024)))),
                setQuad(2, q -> shifted(q, 5)).andThen(d -> d.apply(Edits.removeQuad(quads(d.map()), 1))));
        List<Quad> base = List.copyOf(quads(c.base()).quads());
        MergeResult r = c.merge();
        assertThat(r.conflicts()).isEmpty();
        List<Quad> m = quads(r.map()).quads();
        assertThat(m).hasSize(3);
        assertThat(m.get(0).colors()).containsOnly(Color.WHITE); // ours
        assertThat(m.get(1).points().get(0).x())
                .isEqualTo(base.get(2).points().get(0).x() + 5); // theirs
        assertThat(m.get(2).points().get(0).x())
                .isEqualTo(base.get(0).points().get(0).x() + 96 * 1024); // ours added
        assertThat(load(save(r.map())).allLayers()).hasSameSizeAs(r.map().allLayers());
    }

    @Test
    void onlyTheQuadBothChangedConflictsWhenTheListsDifferInLength() throws Exception {
        Case c = edit(
                THREE_QUADS,
                setQuad(0, q -> shifted(q, 32)).andThen(d -> d.apply(Edits.removeQuad(quads(d.map()), 2))),
                setQuad(0, q -> shifted(q, 64))
                        .andThen(d -> d.apply(Edits.addQuad(
                                quads(d.map()),
                                1,
                                shifted(quads(d.map()).quads().get(1), 7)))));
        List<Quad> base = List.copyOf(quads(c.base()).quads());
        MergeResult r = c.merge();
        assertThat(r.conflicts()).hasSize(1);
        Conflict k = r.conflicts().get(0);
        assertThat(k.what()).isEqualTo("quad 1");
        assertThat(k.location())
                .isInstanceOfSatisfying(
                        Location.Element.class, e -> assertThat(e.list()).isEqualTo(ListKind.QUADS));
        List<Quad> m = quads(r.map()).quads();
        // ours' quad 0, their added quad after it, the base's quad 1; quad 2 ours removed
        assertThat(m).hasSize(3);
        int x0 = base.get(0).points().get(0).x();
        assertThat(m.get(0).points().get(0).x()).isEqualTo(x0 + 32);
        assertThat(m.get(1).points().get(0).x())
                .isEqualTo(base.get(1).points().get(0).x() + 7);
        assertThat(m.get(2).points()).isEqualTo(base.get(1).points());
        MapDocument doc = new MapDocument(r.map());
        doc.compound("Take theirs", () -> k.takeTheirs().apply(doc));
        assertThat(quads(r.map()).quads().get(0).points().get(0).x()).isEqualTo(x0 + 64);
        assertThat(quads(r.map()).quads()).hasSize(3);
    }

    @Test
    void soundSourcesAndEnvelopePointsOfDifferentLengthsMergeElementByElement() throws Exception {
        Case c = edit(
                d -> {
                    SoundsLayer l = sources(d.map());
                    d.apply(Edits.addSource(l, 2, l.sources().get(0).withPosition(new Point(1024, 1024))));
                    Envelope e = envelope(d.map(), "move");
                    d.apply(Edits.addPoint(e, 3, e.points().get(2).withTime(1500)));
                },
                d -> {
                    SoundsLayer l = sources(d.map());
                    d.apply(Edits.setSource(l, 1, l.sources().get(1).withPosition(new Point(0, 0))));
                    Envelope e = envelope(d.map(), "move");
                    d.apply(Edits.setPoint(e, 0, e.points().get(0).withValue(0, 2048)));
                },
                d -> {
                    SoundsLayer l = sources(d.map());
                    d.apply(Edits.removeSource(l, 0));
                    Envelope e = envelope(d.map(), "move");
                    d.apply(Edits.removePoint(e, 3));
                    d.apply(Edits.setPoint(e, 1, e.points().get(1).withTime(600)));
                });
        MergeResult r = c.merge();
        assertThat(r.conflicts()).isEmpty();
        List<SoundSource> s = sources(r.map()).sources();
        assertThat(s).hasSize(2);
        assertThat(s.get(0).position()).isEqualTo(new Point(0, 0));
        assertThat(s.get(1).position()).isEqualTo(new Point(1024, 1024));
        List<EnvPoint> p = envelope(r.map(), "move").points();
        assertThat(p).hasSize(3);
        assertThat(p.get(0).v0()).isEqualTo(2048);
        assertThat(p.get(1).time()).isEqualTo(600);
    }

    @Test
    void envelopePointsBothSidesAddedAfterTheSamePointEndInTimeOrder() throws Exception {
        Case c = edit(
                d -> {
                    Envelope e = envelope(d.map(), "move");
                    EnvPoint last = e.points().get(e.points().size() - 1);
                    d.apply(Edits.addPoint(e, e.points().size(), last.withTime(last.time() + 100)));
                },
                d -> {
                    Envelope e = envelope(d.map(), "move");
                    EnvPoint last = e.points().get(e.points().size() - 1);
                    d.apply(Edits.addPoint(e, e.points().size(), last.withTime(last.time() + 200)));
                });
        int before = envelope(c.base(), "move").points().size();
        MergeResult r = c.merge();
        assertThat(r.conflicts()).isEmpty();
        List<EnvPoint> p = envelope(r.map(), "move").points();
        assertThat(p).hasSize(before + 2);
        assertThat(p).extracting(EnvPoint::time).isSorted();
    }

    @Test
    void unknownItemsOnlyTheirsAddedAreCarriedOver() throws Exception {
        UnknownItem item =
                new UnknownItem(UUID.fromString("3e1f9d35-2c7a-4a1b-9a5e-0c9a3b0f4d21"), 0, 0, new int[] {1, 2, 3});
        Case c = edit(
                ThreeWayMergeTest.cell(ThreeWayMergeTest::game, 1, 1, 1),
                d -> d.apply(
                        Edits.addUnknownItem(d.map(), d.map().unknownItems().size(), item)));
        assertThat(c.theirs().unknownItems()).contains(item);
        MergeResult r = c.merge();
        assertThat(r.conflicts()).isEmpty();
        assertThat(r.map().unknownItems()).contains(item);
        assertThat(load(save(r.map())).unknownItems()).contains(item);
        DdnetOracle.ServerResult server = DdnetOracle.serverLoads(save(r.map()));
        assertThat(server.loaded()).as(server.summary()).isTrue();
    }

    @Test
    void aLayerTheirsMovedToAnotherGroupIsMovedWithOursCells() throws Exception {
        Case c = edit(ThreeWayMergeTest.cell(ThreeWayMergeTest::walls, 3, 0, 7), d -> {
            TwMap m = d.map();
            TileLayer w = walls(m);
            Group from = m.groupOf(w).orElseThrow();
            Group to = m.groups().get(0);
            assertThat(to).isNotSameAs(from);
            d.apply(Edits.moveLayer(
                    from, from.layers().indexOf(w), to, to.layers().size()));
        });
        MergeResult r = c.merge();
        assertThat(r.conflicts()).isEmpty();
        TwMap m = r.map();
        assertThat(m.allLayers().stream().filter(l -> l.name().equals("Walls"))).hasSize(1);
        assertThat(m.groupOf(walls(m)).orElseThrow().name())
                .isEqualTo(c.theirs().groupOf(walls(c.theirs())).orElseThrow().name());
        assertThat(walls(m).grid().get(3, 0, 0)).isEqualTo(7);
        DdnetOracle.ServerResult server = DdnetOracle.serverLoads(save(m));
        assertThat(server.loaded()).as(server.summary()).isTrue();
    }

    @Test
    void aLayerTheirsMovedIntoAGroupTheyAddedIsMovedNotCopied() throws Exception {
        Case c = edit(ThreeWayMergeTest.cell(ThreeWayMergeTest::walls, 4, 0, 9), d -> {
            TwMap m = d.map();
            d.apply(Edits.addGroup(m, m.groups().size(), new Group("Front")));
            Group to = m.groups().get(m.groups().size() - 1);
            TileLayer w = walls(m);
            Group from = m.groupOf(w).orElseThrow();
            d.apply(Edits.moveLayer(from, from.layers().indexOf(w), to, 0));
        });
        MergeResult r = c.merge();
        assertThat(r.conflicts()).isEmpty();
        TwMap m = r.map();
        assertThat(m.allLayers().stream().filter(l -> l.name().equals("Walls"))).hasSize(1);
        assertThat(m.groupOf(walls(m)).orElseThrow().name()).isEqualTo("Front");
        assertThat(walls(m).grid().get(4, 0, 0)).isEqualTo(9);
    }

    /** Adds a tele layer to the Game group with the given cells (x, y, number) as a tele-in (26). */
    static Consumer<MapDocument> addTele(int... xyn) {
        return d -> {
            TwMap m = d.map();
            Group g = m.gameGroup().orElseThrow();
            TileLayer game = m.gameLayer().orElseThrow();
            TileLayer t = TileLayer.empty(TileKind.TELE, game.width(), game.height());
            d.apply(Edits.addLayer(g, g.layers().size(), t));
            for (int i = 0; i < xyn.length; i += 3) {
                d.apply(TileOps.setCell(t, xyn[i], xyn[i + 1], new byte[] {(byte) xyn[i + 2], 26}));
            }
        };
    }

    @Test
    void aPhysicsLayerBothSidesAddedMergesCellByCellAndEachConflictCanBeTaken() throws Exception {
        Case c = edit(
                d -> {
                    TileLayer tele = d.map().physicsLayer(TileKind.TELE).orElseThrow();
                    Group g = d.map().groupOf(tele).orElseThrow();
                    d.apply(Edits.removeLayer(g, g.layers().indexOf(tele)));
                },
                addTele(2, 2, 1, 5, 5, 3),
                addTele(2, 2, 2, 8, 8, 4, 5, 5, 3));
        assertThat(c.base().physicsLayer(TileKind.TELE)).isEmpty();
        MergeResult r = c.merge();
        assertThat(r.conflicts()).hasSize(1);
        Conflict k = r.conflicts().get(0);
        TileLayer tele = r.map().physicsLayer(TileKind.TELE).orElseThrow();
        assertThat(r.map().allLayers().stream().filter(l -> l instanceof TileLayer t && t.kind() == TileKind.TELE))
                .hasSize(1);
        assertThat(k.location()).isEqualTo(new Location.Cells(tele.id(), 2, 2, 1, 1));
        assertThat(tele.grid().get(2, 2, 0)).isEqualTo(1); // ours until taken
        assertThat(tele.grid().get(8, 8, 0)).isEqualTo(4); // only theirs: taken
        assertThat(tele.grid().get(5, 5, 0)).isEqualTo(3); // the same on both sides
        MapDocument doc = new MapDocument(r.map());
        assertThat(doc.compound("Take theirs", () -> k.takeTheirs().apply(doc))).isTrue();
        assertThat(tele.grid().get(2, 2, 0)).isEqualTo(2);
        DdnetOracle.ServerResult server = DdnetOracle.serverLoads(save(r.map()));
        assertThat(server.loaded()).as(server.summary()).isTrue();
    }
}
