package twedit.editor.quads;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.geom.Rectangle2D;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;
import twedit.model.map.Color;
import twedit.model.map.Point;
import twedit.model.map.Quad;

/** The box "Bounds" shows while quads move holds every corner and pivot of all of them, in world pixels. */
class MoveBoundsTest {
    private static Quad quad(int x, int y, int size, Point pivot) {
        return new Quad(
                List.of(
                        new Point(x, y),
                        new Point(x + size, y),
                        new Point(x, y + size),
                        new Point(x + size, y + size),
                        pivot),
                Collections.nCopies(4, new Color(255, 255, 255, 255)),
                Collections.nCopies(4, new Point(0, 0)),
                null,
                0,
                null,
                0);
    }

    @Test
    void theBoxHoldsEveryCornerAndPivot() {
        Quad a = quad(0, 0, 32 * 1024, new Point(16 * 1024, 16 * 1024));
        Quad b = quad(64 * 1024, -32 * 1024, 16 * 1024, new Point(100 * 1024, 0));
        assertThat(MoveBounds.bounds(List.of(a, b))).isEqualTo(new Rectangle2D.Double(0, -32, 100, 64));
        assertThat(MoveBounds.bounds(List.of())).isNull();
        MoveBounds m = new MoveBounds();
        assertThat(m.shown()).as("off until turned on, as DDNet's default").isFalse();
    }
}
