package twedit.editor.quads;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Collections;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import twedit.model.map.Color;
import twedit.model.map.Point;
import twedit.model.map.Quad;
import twedit.model.map.QuadsLayer;

/**
 * DDNet's quad alignment and map grid on cases worked by hand from editor.cpp ({@code ComputeAABBAlignments},
 * {@code ComputePointAlignments}, {@code ApplyAlignments}, {@code ApplyAxisAlignment}) and map_grid.cpp.
 */
class QuadSnapTest {
    private static final int PX = 1024;

    /** A square quad of {@code size} px at (x, y) px with its pivot in the middle. */
    private static Quad quad(int x, int y, int size) {
        return new Quad(
                List.of(
                        new Point(x * PX, y * PX),
                        new Point((x + size) * PX, y * PX),
                        new Point(x * PX, (y + size) * PX),
                        new Point((x + size) * PX, (y + size) * PX),
                        new Point((x + size / 2) * PX, (y + size / 2) * PX)),
                Collections.nCopies(4, new Color(255, 255, 255, 255)),
                Collections.nCopies(4, new Point(0, 0)),
                null,
                0,
                null,
                0);
    }

    private static QuadsLayer layer(Quad... qs) {
        return new QuadsLayer("Quads", null, List.of(qs));
    }

    @Test
    void theThresholdIsTenScreenPixelsAndAtLeastFiveWorldPixels() {
        assertThat(QuadSnap.threshold(1)).isEqualTo(10 * PX);
        assertThat(QuadSnap.threshold(0.5)).isEqualTo(20 * PX);
        assertThat(QuadSnap.threshold(4)).isEqualTo(5 * PX);
    }

    @Test
    void aMovedQuadsBoxSnapsToTheNearestEdgeOfAnotherQuad() {
        Quad a = quad(0, 0, 64);
        Quad b = quad(100, 0, 64);
        QuadsLayer l = layer(a, b);
        // A moved 30 px right: its right edge at 94 is 6 px from B's left edge at 100, so it moves 6 px more;
        // its top already lies on B's top (difference 0), so y stays
        QuadSnap.Result r = QuadSnap.box(l, Set.of(0), List.of(a), 30 * PX, 0, 10 * PX, false);
        assertThat(r.dx()).isEqualTo(36 * PX);
        assertThat(r.dy()).isZero();
        assertThat(r.alignments()).anyMatch(x -> x.sameX() && x.ax() == 100 * PX && x.diff() == 6 * PX);
        // 12 px away is beyond the threshold: no snap on x
        assertThat(QuadSnap.box(l, Set.of(0), List.of(a), 24 * PX, 0, 10 * PX, false)
                        .dx())
                .isEqualTo(24 * PX);
        // with the grid on only exact matches count
        assertThat(QuadSnap.box(l, Set.of(0), List.of(a), 30 * PX, 0, 10 * PX, true)
                        .dx())
                .isEqualTo(30 * PX);
        // selected quads are not snapped to
        assertThat(QuadSnap.box(l, Set.of(0, 1), List.of(a), 30 * PX, 0, 10 * PX, false)
                        .dx())
                .isEqualTo(30 * PX);
    }

    @Test
    void aDraggedPivotSnapsToCornersPivotsAndCentresOnEachAxis() {
        Quad a = quad(0, 0, 64);
        Quad b = quad(100, 0, 64);
        QuadsLayer l = layer(a, b);
        // A's pivot (32, 32) dragged by (65, 3) to (97, 35): B's left corners are 3 px right, B's pivot and centre
        // (132, 32) 3 px up; A's own corners are too far
        List<QuadSnap.Dragged> d = List.of(new QuadSnap.Dragged(0, 4, a.pivot()));
        QuadSnap.Result r = QuadSnap.points(l, Set.of(0), d, 65 * PX, 3 * PX, 10 * PX, false);
        assertThat(r.dx()).isEqualTo(68 * PX);
        assertThat(r.dy()).isZero();
        // A's own corners are targets too: the pivot dragged to (62, 3) snaps to A's corner (64, 0)
        QuadSnap.Result own = QuadSnap.points(l, Set.of(0), d, 30 * PX, -29 * PX, 10 * PX, false);
        assertThat(own.dx()).isEqualTo(32 * PX);
        assertThat(own.dy()).isEqualTo(-32 * PX);
    }

    @Test
    void severalDraggedCornersTakeTheNearestAlignmentOfAll() {
        Quad a = quad(0, 0, 64);
        Quad b = quad(0, 200, 64);
        Quad c = quad(300, 0, 32);
        QuadsLayer l = layer(a, b, c);
        // corner 1 of A (64, 0) and corner 3 of B (64, 264) move right by 230 px: A's to 294 is 6 px from C's left
        // edge at 300, B's to 294 likewise; C's centre x is 316; so both end at 300
        List<QuadSnap.Dragged> d = List.of(
                new QuadSnap.Dragged(0, 1, a.points().get(1)),
                new QuadSnap.Dragged(1, 3, b.points().get(3)));
        QuadSnap.Result r = QuadSnap.points(l, Set.of(0, 1), d, 230 * PX, 0, 10 * PX, false);
        assertThat(r.dx()).isEqualTo(236 * PX);
        // the moving corners are not targets of each other, the unmoved corners of A and B are
        QuadSnap.Result none = QuadSnap.points(l, Set.of(0, 1), d, 0, 0, 10 * PX, false);
        assertThat(none.alignments()).noneMatch(x -> x.diff() != 0);
    }

    @Test
    void onATieTheFirstAlignmentWins() {
        Quad a = quad(0, 0, 100);
        Quad left = quad(50, 300, 0);
        Quad right = quad(60, 400, 0);
        QuadsLayer l = layer(a, left, right);
        List<QuadSnap.Dragged> d = List.of(new QuadSnap.Dragged(0, 4, a.pivot()));
        // A's pivot (50, 50) dragged to x = 55: 5 px from the left quad (earlier in the layer) and from the right
        // one; DDNet keeps both and applies the first, the left one
        QuadSnap.Result r = QuadSnap.points(l, Set.of(0), d, 5 * PX, 0, 10 * PX, false);
        assertThat(r.dx()).isZero();
        assertThat(r.alignments()).filteredOn(QuadSnap.Alignment::sameX).hasSizeGreaterThan(1);
    }

    @Test
    void shiftKeepsTheLargerAxis() {
        assertThat(QuadSnap.axisLock(10, -30, true)).containsExactly(0, -30);
        assertThat(QuadSnap.axisLock(30, 30, true)).containsExactly(30, 0);
        assertThat(QuadSnap.axisLock(10, -30, false)).containsExactly(10, -30);
    }

    @Test
    void theGridFollowsDdnetsZoomStepsAndSnapsToTheNearestLine() {
        assertThat(QuadGrid.lineDistance(10)).isEqualTo(4);
        assertThat(QuadGrid.lineDistance(100)).isEqualTo(16);
        assertThat(QuadGrid.lineDistance(101)).isEqualTo(32);
        assertThat(QuadGrid.lineDistance(2000)).isEqualTo(512);
        // a 16:9 view showing DDNet's default width (about 1430 world px) is DDNet's zoom 100
        assertThat(QuadGrid.ddnetZoom(1600 / 1429.92, 1600, 900)).isBetween(99.99, 100.01);
        double scale = 1600 / 1400.0;
        QuadGrid g = QuadGrid.of(scale, 1600, 900, 1);
        assertThat(g.lineDistance()).isEqualTo(16);
        assertThat(g.snap(7.9)).isEqualTo(0f);
        assertThat(g.snap(8)).isEqualTo(16f);
        assertThat(g.snap(-7.9)).isEqualTo(0f);
        assertThat(g.snap(-8)).isEqualTo(-16f);
        // factor 3: steps of 48
        assertThat(new QuadGrid(16, 3).snap(70)).isEqualTo(48f);
        assertThat(new QuadGrid(16, 3).snap(73)).isEqualTo(96f);
    }

    @Test
    void aDragStepSnapsTheGrabbedPointToTheGridThenAligns() {
        Quad a = quad(0, 0, 64);
        Quad b = quad(200, 0, 64);
        QuadsLayer l = layer(a, b);
        QuadDrag d = new QuadDrag(QuadDrag.Kind.QUADS, l, List.of(0), List.of(0), a.pivot());
        // pivot (32, 32) + (37, 5) = (69, 37) snaps to (64, 32) on a 16 px grid: the quad moves by (32, 0)
        Quad moved = d.step(l, Set.of(0), 37, 5, new QuadGrid(16, 1), false, false, 10 * PX)
                .get(0);
        assertThat(moved.pivot()).isEqualTo(new Point(64 * PX, 32 * PX));
        // without the grid (Alt) it follows the pointer but its top, 5 px below B's top, aligns to it
        moved = d.step(l, Set.of(0), 37, 5, null, false, false, 10 * PX).get(0);
        assertThat(moved.pivot()).isEqualTo(new Point(69 * PX, 32 * PX));
        // with alignment off (threshold -1) it follows the pointer exactly
        moved = d.step(l, Set.of(0), 37, 5, null, false, false, -1).get(0);
        assertThat(moved.pivot()).isEqualTo(new Point(69 * PX, 37 * PX));
        // Ctrl: 8 px steps, no alignment
        moved = d.step(l, Set.of(0), 37, 5, null, true, false, 10 * PX).get(0);
        assertThat(moved.pivot()).isEqualTo(new Point(72 * PX, 40 * PX));
    }
}
