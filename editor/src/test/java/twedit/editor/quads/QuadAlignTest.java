package twedit.editor.quads;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;
import twedit.model.map.Color;
import twedit.model.map.Point;
import twedit.model.map.Quad;

/**
 * "Align" gives DDNet's result (popups.cpp): corners 1 to 3 cut to a multiple of 1000 fixed-point units toward
 * zero, as C's integer division does, the first corner and the pivot untouched; "Snap 32" still rounds everything
 * to the tile grid.
 */
class QuadAlignTest {
    private static Quad quad(Point... p) {
        return new Quad(
                List.of(p),
                Collections.nCopies(4, new Color(255, 255, 255, 255)),
                List.of(new Point(0, 0), new Point(1024, 0), new Point(0, 1024), new Point(1024, 1024)),
                null,
                0,
                null,
                0);
    }

    @Test
    void alignCutsCornersOneToThreeTowardZero() {
        Quad q = quad(
                new Point(1999, 2999),
                new Point(1999, -1999),
                new Point(-999, 999),
                new Point(32767, -32768),
                new Point(5555, 6666));
        Quad a = QuadShapes.align(q);
        assertThat(a.points())
                .containsExactly(
                        new Point(1999, 2999),
                        new Point(1000, -1000),
                        new Point(0, 0),
                        new Point(32000, -32000),
                        new Point(5555, 6666));
        assertThat(QuadShapes.align(a)).as("a second Align changes nothing").isEqualTo(a);
    }

    @Test
    void snap32StillRoundsEveryPointToTheTileGrid() {
        Quad q = quad(
                new Point(1999, 2999),
                new Point(40000, -1999),
                new Point(-999, 999),
                new Point(32767, -32768),
                new Point(5555, 50000));
        assertThat(QuadShapes.snap(q, 32).points())
                .containsExactly(
                        new Point(0, 0),
                        new Point(32768, 0),
                        new Point(0, 0),
                        new Point(32768, -32768),
                        new Point(0, 65536));
    }
}
