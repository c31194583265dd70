package twedit.model.document.edits;

import twedit.model.map.TileKind;

/**
 * Builds and reads the raw bytes of one cell of each layer kind (DDNet's CTile, CTeleTile, CSpeedupTile,
 * CSwitchTile, CTuneTile), so tools can paint physics fields such as a tele number or a speedup angle.
 */
public final class Cells {
    private Cells() {}

    /** An empty (all zero) cell of a kind. */
    public static byte[] empty(TileKind kind) {
        return new byte[kind.cellBytes()];
    }

    /** A tiles, game or front cell: tile index and flags (bit 0 vflip, 1 hflip, 2 opaque, 3 rotate). */
    public static byte[] tile(int index, int flags) {
        return new byte[] {(byte) index, (byte) flags, 0, 0};
    }

    /** A tele cell: teleporter number and tile type. */
    public static byte[] tele(int number, int type) {
        return new byte[] {(byte) number, (byte) type};
    }

    /** A speedup cell: force, max speed, tile type and angle in degrees (little-endian int16 in bytes 4-5). */
    public static byte[] speedup(int force, int maxSpeed, int type, int angle) {
        return new byte[] {(byte) force, (byte) maxSpeed, (byte) type, 0, (byte) angle, (byte) (angle >> 8)};
    }

    /** The angle of a speedup cell (bytes 4-5, signed little-endian). */
    public static int speedupAngle(byte[] cell) {
        return (short) ((cell[4] & 0xFF) | (cell[5] << 8));
    }

    /** A switch cell: switch number, tile type, flags and delay in seconds. */
    public static byte[] switchCell(int number, int type, int flags, int delay) {
        return new byte[] {(byte) number, (byte) type, (byte) flags, (byte) delay};
    }

    /** A tune cell: tune zone number and tile type. */
    public static byte[] tune(int number, int type) {
        return new byte[] {(byte) number, (byte) type};
    }
}
