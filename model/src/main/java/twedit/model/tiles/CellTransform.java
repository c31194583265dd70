package twedit.model.tiles;

import twedit.model.map.TileKind;

/** How a brush transformation (DDNet's N, M and R keys) changes the direction a physics cell carries. */
public enum CellTransform {
    /** Mirrored left to right (N). */
    FLIP_X,
    /** Mirrored top to bottom (M). */
    FLIP_Y,
    /** Turned 90 degrees clockwise (R turns three times). */
    ROTATE;

    /** A speedup angle after this transformation: mirrored across the axis, or turned 90 degrees clockwise. */
    public int angle(int angle) {
        switch (this) {
            case FLIP_X:
                return Math.floorMod(180 - angle, 360);
            case FLIP_Y:
                return Math.floorMod(-angle, 360);
            default:
                return Math.floorMod(angle + 90, 360);
        }
    }

    /** Adjusts the direction fields of a cell in place (speedup angles, bytes 4 and 5 little-endian). */
    public void apply(TileKind kind, byte[] cell) {
        if (kind == TileKind.SPEEDUP && (cell[DdnetTiles.typeByte(kind)] & 0xFF) != 0) {
            int a = angle((short) ((cell[4] & 0xFF) | (cell[5] << 8)));
            cell[4] = (byte) a;
            cell[5] = (byte) (a >> 8);
        }
    }
}
