package twedit.editor.envelopes;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import twedit.editor.envelopes.PointMath.Ref;
import twedit.model.map.EnvPoint;
import twedit.model.map.Envelope;

/**
 * Several envelope points moved, scaled and projected as DDNet's envelope editor does (envelope_editor.cpp): the
 * expected numbers are worked out by hand from DDNet's formulas (ClampDelta, the S operation's bounds, least factor,
 * order repair and time offset, "Project onto" through a two-point helper envelope).
 */
class PointMathTest {
    private static List<EnvPoint> points(int[] times, int[] values) {
        List<EnvPoint> out = new ArrayList<>();
        for (int i = 0; i < times.length; i++) {
            out.add(new EnvPoint(times[i], EnvPoint.CURVE_LINEAR, values[i], values[i], values[i], values[i], null));
        }
        return out;
    }

    private static int[] times(List<EnvPoint> pts) {
        return pts.stream().mapToInt(EnvPoint::time).toArray();
    }

    private static int[] values(List<EnvPoint> pts, int c) {
        return pts.stream().mapToInt(p -> p.value(c)).toArray();
    }

    @Test
    void moveStopsAtTheFirstUnselectedNeighbourForAllOfThem() {
        List<EnvPoint> base = points(new int[] {0, 500, 1000, 1500}, new int[] {0, 1024, 2048, 0});
        List<EnvPoint> moved = PointMath.move(base, List.of(new Ref(1, 0), new Ref(2, 0)), 800, 2048, 3);
        // point 2 may go to 1499 at most, so both move 499 ms: the gap between them stays
        assertThat(times(moved)).containsExactly(0, 999, 1499, 1500);
        assertThat(values(moved, 0)).containsExactly(0, 3072, 4096, 0);
        assertThat(values(moved, 1)).as("channels not selected").containsExactly(0, 1024, 2048, 0);
        List<EnvPoint> back = PointMath.move(base, List.of(new Ref(1, 0), new Ref(2, 0)), -800, 0, 3);
        assertThat(times(back)).as("never onto point 0").containsExactly(0, 1, 501, 1500);
    }

    @Test
    void movedColourValuesStayWithinZeroAndOne() {
        List<EnvPoint> base = points(new int[] {0, 500}, new int[] {900, 100});
        List<EnvPoint> up = PointMath.move(base, List.of(new Ref(0, 0), new Ref(1, 0)), 0, 300, Envelope.COLOR);
        assertThat(values(up, 0)).containsExactly(1024, 400);
        List<EnvPoint> down = PointMath.move(base, List.of(new Ref(0, 0), new Ref(1, 0)), 0, -300, Envelope.COLOR);
        assertThat(values(down, 0)).containsExactly(600, 0);
    }

    @Test
    void soundVolumesStayWithinZeroAndOneAsDdnetClampsThem() {
        // envelope_editor.cpp clamps 1-channel (sound) values as colours on drag and on S
        List<EnvPoint> base = points(new int[] {0, 500}, new int[] {900, 100});
        List<Ref> both = List.of(new Ref(0, 0), new Ref(1, 0));
        assertThat(values(PointMath.move(base, both, 0, 300, Envelope.SOUND), 0))
                .containsExactly(1024, 400);
        assertThat(values(PointMath.move(base, both, 0, -300, Envelope.SOUND), 0))
                .containsExactly(600, 0);
        assertThat(values(PointMath.scaleValues(base, both, 2, false, Envelope.SOUND), 0))
                .containsExactly(1024, 200);
        assertThat(PointOps.clampValue(Envelope.SOUND, 5000)).isEqualTo(1024);
        assertThat(PointOps.clampValue(Envelope.POSITION, 5000))
                .as("positions are not bounded")
                .isEqualTo(5000);
    }

    @Test
    void valuesScaleAboutZeroOrWithAltAboutTheirMiddle() {
        List<EnvPoint> base = points(new int[] {0, 500, 1000}, new int[] {100, 300, 7});
        List<Ref> sel = List.of(new Ref(0, 1), new Ref(1, 1));
        assertThat(values(PointMath.scaleValues(base, sel, 2, false, 3), 1)).containsExactly(200, 600, 7);
        assertThat(values(PointMath.scaleValues(base, sel, 2, true, 3), 1)).containsExactly(0, 400, 7);
        // DDNet's std::round: halves away from zero (-150 * 0.5 = -75, 101 * 0.5 = 50.5 -> 51)
        List<EnvPoint> odd = points(new int[] {0, 500}, new int[] {101, -151});
        assertThat(values(PointMath.scaleValues(odd, List.of(new Ref(0, 0), new Ref(1, 0)), 0.5, false, 3), 0))
                .containsExactly(51, -76);
        List<EnvPoint> colour = points(new int[] {0, 500}, new int[] {800, 100});
        assertThat(values(
                        PointMath.scaleValues(colour, List.of(new Ref(0, 2), new Ref(1, 2)), 2, false, Envelope.COLOR),
                        2))
                .containsExactly(1024, 200);
    }

    @Test
    void timesScaleWithinTheUnselectedNeighbours() {
        List<EnvPoint> base = points(new int[] {0, 1000, 2000, 3000}, new int[] {0, 0, 0, 0});
        List<Ref> sel = List.of(new Ref(1, 0), new Ref(2, 0));
        // point 2 may reach 2999: the factor is cut to 2999 / 2000 for both (1000 * 1.4995 rounds to 1500)
        assertThat(times(PointMath.scaleTimes(base, sel, 2, false))).containsExactly(0, 1500, 2999, 3000);
        // Alt: about their middle (1500), a factor of 3 is cut to where 2000 reaches 2999
        assertThat(times(PointMath.scaleTimes(base, sel, 3, true))).containsExactly(0, 1, 2999, 3000);
    }

    @Test
    void scalingTheFirstPointOffZeroShiftsEveryTimeBack() {
        List<EnvPoint> base = points(new int[] {0, 1000, 2000, 3000}, new int[] {0, 0, 0, 0});
        List<Ref> all = List.of(new Ref(0, 0), new Ref(1, 0), new Ref(2, 0), new Ref(3, 0));
        // about the middle 1500 by a half: 750, 1250, 1750, 2250, then DDNet's RemoveTimeOffsetEnvelope
        assertThat(times(PointMath.scaleTimes(base, all, 0.5, true))).containsExactly(0, 500, 1000, 1500);
        // a factor of zero about 0: DDNet's least factor keeps them apart by its order repair, 1 ms each
        assertThat(times(PointMath.scaleTimes(base, all, 0, false))).containsExactly(0, 1, 2, 3);
    }

    @Test
    void projectOntoPutsTheMiddlePointsOnTheCurveBetweenFirstAndLast() {
        List<EnvPoint> base = points(new int[] {0, 250, 500, 1000, 1500}, new int[] {0, 900, -100, 1024, 5});
        List<Ref> sel = List.of(new Ref(0, 0), new Ref(1, 0), new Ref(2, 0), new Ref(3, 0), new Ref(2, 1));
        List<EnvPoint> linear = PointMath.project(base, sel, EnvPoint.CURVE_LINEAR);
        assertThat(values(linear, 0)).containsExactly(0, 256, 512, 1024, 5);
        assertThat(values(linear, 1))
                .as("one value of a channel: nothing to project on")
                .containsExactly(0, 900, -100, 1024, 5);
        assertThat(values(PointMath.project(base, sel, EnvPoint.CURVE_STEP), 0)).containsExactly(0, 0, 0, 1024, 5);
        // smooth: -2a^3 + 3a^2, at a quarter 0.15625, at a half 0.5
        assertThat(values(PointMath.project(base, sel, EnvPoint.CURVE_SMOOTH), 0))
                .containsExactly(0, 160, 512, 1024, 5);
        assertThat(times(linear)).containsExactly(0, 250, 500, 1000, 1500);
    }

    @Test
    void speedStepsAsDdnetsButtons() {
        assertThat(Playback.faster(1)).isEqualTo(1.5);
        assertThat(Playback.faster(0.05)).isEqualTo(0.1);
        assertThat(Playback.faster(0.5)).isEqualTo(0.6, org.assertj.core.data.Offset.offset(1e-9));
        assertThat(Playback.slower(2)).isEqualTo(1.5);
        assertThat(Playback.slower(1)).isEqualTo(0.9, org.assertj.core.data.Offset.offset(1e-9));
        assertThat(Playback.slower(0.05)).isEqualTo(Playback.MIN_SPEED);
    }
}
