package twedit.model.tiles;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import twedit.model.map.TileKind;

class CellTransformTest {
    @Test
    void speedupAnglesMirrorAndTurnAsDdnetsBrushKeysDo() {
        assertThat(CellTransform.FLIP_X.angle(30)).isEqualTo(150);
        assertThat(CellTransform.FLIP_Y.angle(30)).isEqualTo(330);
        assertThat(CellTransform.ROTATE.angle(300)).isEqualTo(30);
    }

    @Test
    void onlyNonEmptySpeedupCellsChange() {
        byte[] speedup = {50, 0, 28, 0, 90, 0};
        CellTransform.FLIP_X.apply(TileKind.SPEEDUP, speedup);
        assertThat(speedup).containsExactly(50, 0, 28, 0, 90, 0);
        CellTransform.FLIP_Y.apply(TileKind.SPEEDUP, speedup);
        assertThat(speedup).containsExactly(50, 0, 28, 0, 14, 1); // 270 degrees
        byte[] empty = {0, 0, 0, 0, 90, 0};
        CellTransform.ROTATE.apply(TileKind.SPEEDUP, empty);
        assertThat(empty).containsExactly(0, 0, 0, 0, 90, 0);
        byte[] game = {1, 0, 0, 0};
        CellTransform.ROTATE.apply(TileKind.GAME, game);
        assertThat(game).containsExactly(1, 0, 0, 0);
    }
}
