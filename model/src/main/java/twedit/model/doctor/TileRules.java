package twedit.model.doctor;

import twedit.model.map.TileKind;
import twedit.model.tiles.CellField;
import twedit.model.tiles.DdnetTiles;
import twedit.model.tiles.TileFlags;

/**
 * Which cells of each layer kind are valid (by the tile table {@link DdnetTiles}) and how to clean one: each
 * problem is a bit, so a check counts them per layer and a repair fixes only the kind of problem it was made for.
 */
final class TileRules {
    /** A type the layer kind does not know: the whole cell is zeroed. */
    static final int INVALID = 1;
    /** Flag bits other than the four known ones, or the opaque flag on a physics tile. */
    static final int FLAGS = 2;
    /** Bytes that must be zero: skip, reserved and padding bytes, or data on a cell without a type. */
    static final int UNUSED = 4;
    /** A speedup angle outside 0..359. */
    static final int ANGLE = 8;
    /** A number, flags or delay on a switch type that has none (DDNet's editor clears them). */
    static final int FIELDS = 16;
    /** A speedup without force, which does nothing (DDNet's editor zeroes it). */
    static final int NO_FORCE = 32;

    static final int[] ALL = {INVALID, FLAGS, UNUSED, ANGLE, FIELDS, NO_FORCE};

    private static final int KNOWN_FLAGS = TileFlags.KNOWN;
    private static final int OPAQUE = TileFlags.OPAQUE;

    private TileRules() {}

    /** What a problem bit means, for messages. */
    static String describe(TileKind kind, int problem) {
        switch (problem) {
            case INVALID:
                return kind == TileKind.GAME || kind == TileKind.FRONT
                        ? "tile ids not valid on a " + kind.defaultName() + " layer"
                        : "invalid " + kind.defaultName().toLowerCase(java.util.Locale.ROOT) + " types";
            case FLAGS:
                return kind.isPhysics() ? "unknown or opaque tile flags" : "unknown tile flags";
            case UNUSED:
                return "non-zero unused bytes (skip, reserved, padding or data without a type)";
            case ANGLE:
                return "speedup angles outside 0..359";
            case NO_FORCE:
                return "speedups without force (they do nothing)";
            default:
                return "numbers, flags or delays on types that use none";
        }
    }

    /** The problems of the cell at {@code o} of {@code c} (0 when it is fine). */
    static int problems(TileKind kind, byte[] c, int o) {
        switch (kind) {
            case TILES:
            case GAME:
            case FRONT:
                return tile(kind, c[o] & 0xFF, c[o + 1] & 0xFF, c[o + 2], c[o + 3]);
            case TELE:
                return tele(c[o] & 0xFF, c[o + 1] & 0xFF);
            case SPEEDUP:
                return speedup(c, o);
            case SWITCH:
                return switchTile(c[o] & 0xFF, c[o + 1] & 0xFF, c[o + 2] & 0xFF, c[o + 3] & 0xFF);
            default:
                int type = c[o + 1] & 0xFF;
                if (type != 0 && !DdnetTiles.accepts(kind, type)) {
                    return INVALID;
                }
                return type == 0 && c[o] != 0 ? UNUSED : 0;
        }
    }

    private static int tile(TileKind kind, int id, int flags, byte skip, byte reserved) {
        if ((kind == TileKind.GAME || kind == TileKind.FRONT) && !DdnetTiles.accepts(kind, id)) {
            return INVALID;
        }
        int p = 0;
        if ((flags & ~KNOWN_FLAGS) != 0 || kind.isPhysics() && (flags & OPAQUE) != 0) {
            p |= FLAGS;
        }
        if (skip != 0 || reserved != 0) {
            p |= UNUSED;
        }
        return p;
    }

    private static int tele(int number, int type) {
        if (type != 0 && !DdnetTiles.accepts(TileKind.TELE, type)) {
            return INVALID;
        }
        // DDNet reads the number of every tele cell with a type: CCollision::Init files each one under its number
        // (check-ins too, as "others"), which the client's tele camera (TeleAllGet) walks; so no number is unused
        return type == 0 && number != 0 ? UNUSED : 0;
    }

    private static int speedup(byte[] c, int o) {
        int force = c[o] & 0xFF;
        int type = c[o + 2] & 0xFF;
        if (type != 0 && !DdnetTiles.accepts(TileKind.SPEEDUP, type)) {
            return INVALID;
        }
        if (type != 0 && force == 0) {
            return NO_FORCE;
        }
        if (type == 0) {
            boolean any = false;
            for (int k = 0; k < 6; k++) {
                any |= c[o + k] != 0;
            }
            return any ? UNUSED : 0;
        }
        int p = c[o + 3] != 0 ? UNUSED : 0;
        int angle = angle(c, o);
        return angle < 0 || angle > 359 ? p | ANGLE : p;
    }

    private static int angle(byte[] c, int o) {
        return (short) ((c[o + 4] & 0xFF) | (c[o + 5] & 0xFF) << 8);
    }

    private static int switchTile(int number, int type, int flags, int delay) {
        if (type != 0 && !DdnetTiles.accepts(TileKind.SWITCH, type)) {
            return INVALID;
        }
        if (type == 0) {
            return number != 0 || flags != 0 || delay != 0 ? UNUSED : 0;
        }
        int p = (flags & ~KNOWN_FLAGS) != 0 ? FLAGS : 0;
        if (!switchUses(type, CellField.NUMBER) && number != 0
                || !switchUses(type, CellField.FLAGS) && flags != 0
                || !switchUses(type, CellField.DELAY) && delay != 0) {
            p |= FIELDS;
        }
        return p;
    }

    private static boolean switchUses(int type, CellField field) {
        return DdnetTiles.uses(TileKind.SWITCH, type, field);
    }

    /** Fixes the problems of {@code mask} in the cell at {@code o} of {@code c}, in place. */
    static void fix(TileKind kind, byte[] c, int o, int mask) {
        int n = kind.cellBytes();
        int p = problems(kind, c, o) & mask;
        boolean layered = kind == TileKind.TILES || kind == TileKind.GAME || kind == TileKind.FRONT;
        if ((p & (INVALID | NO_FORCE)) != 0 || !layered && (p & UNUSED) != 0 && typeOf(kind, c, o) == 0) {
            java.util.Arrays.fill(c, o, o + n, (byte) 0);
            return;
        }
        switch (kind) {
            case TILES:
            case GAME:
            case FRONT:
                if ((p & FLAGS) != 0) {
                    c[o + 1] = (byte) (c[o + 1] & KNOWN_FLAGS & (kind.isPhysics() ? ~OPAQUE : 0xFF));
                }
                if ((p & UNUSED) != 0) {
                    c[o + 2] = 0;
                    c[o + 3] = 0;
                }
                break;
            case SPEEDUP:
                if ((p & UNUSED) != 0) {
                    c[o + 3] = 0;
                }
                if ((p & ANGLE) != 0) {
                    int a = Math.floorMod(angle(c, o), 360);
                    c[o + 4] = (byte) a;
                    c[o + 5] = (byte) (a >> 8);
                }
                break;
            case SWITCH:
                fixSwitch(c, o, p);
                break;
            default:
                break;
        }
    }

    private static void fixSwitch(byte[] c, int o, int p) {
        int type = c[o + 1] & 0xFF;
        if ((p & FLAGS) != 0) {
            c[o + 2] = (byte) (c[o + 2] & KNOWN_FLAGS);
        }
        if ((p & FIELDS) != 0) {
            if (!switchUses(type, CellField.NUMBER)) {
                c[o] = 0;
            }
            if (!switchUses(type, CellField.FLAGS)) {
                c[o + 2] = 0;
            }
            if (!switchUses(type, CellField.DELAY)) {
                c[o + 3] = 0;
            }
        }
    }

    /** The type (id) byte of a cell: where each kind keeps it. */
    static int typeOf(TileKind kind, byte[] c, int o) {
        return c[o + DdnetTiles.typeByte(kind)] & 0xFF;
    }
}
