package twedit.model.doctor;

import twedit.model.map.TileKind;

/**
 * Which cells of each layer kind are valid (ddnet-tiles.md) and how to clean one: each problem is a bit, so a
 * check counts them per layer and a repair fixes only the kind of problem it was made for.
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
    /** A number, flags or delay on a tele or switch type that has none. */
    static final int FIELDS = 16;
    /** A speedup without force, which does nothing (DDNet's editor zeroes it). */
    static final int NO_FORCE = 32;
    static final int[] ALL = {INVALID, FLAGS, UNUSED, ANGLE, FIELDS, NO_FORCE};

    private static final int KNOWN_FLAGS = 0x0F;
    private static final int OPAQUE = 4;
    private static final boolean[] GAME = new boolean[256];
    private static final boolean[] FRONT = new boolean[256];
    private static final boolean[] TELE = new boolean[256];
    private static final boolean[] SWITCH = new boolean[256];
    private static final boolean[] ENTITY = new boolean[256];

    static {
        set(ENTITY, 192, 218);
        set(ENTITY, 220, 229);
        set(ENTITY, 233, 238);
        set(ENTITY, 240, 240);
        int[][] game = {{0, 6}, {9, 9}, {11, 13}, {16, 22}, {32, 62}, {64, 67}, {71, 76}, {88, 91}, {96, 97},
            {104, 107}, {112, 113}, {128, 129}, {144, 145}, {190, 191}};
        for (int[] r : game) {
            set(GAME, r[0], r[1]);
            set(FRONT, r[0], r[1]);
        }
        FRONT[1] = false;
        FRONT[3] = false;
        set(FRONT, 98, 99);
        for (int i = 0; i < 256; i++) {
            GAME[i] |= ENTITY[i];
            FRONT[i] |= ENTITY[i];
            SWITCH[i] = ENTITY[i] && i >= 197;
        }
        for (int t : new int[] {10, 14, 15, 26, 27, 29, 30, 31, 63}) {
            TELE[t] = true;
        }
        for (int t : new int[] {7, 9, 12, 13, 19, 20, 22, 23, 24, 25, 79, 95, 98, 99, 144, 145}) {
            SWITCH[t] = true;
        }
    }

    private TileRules() {
    }

    private static void set(boolean[] a, int from, int to) {
        for (int i = from; i <= to; i++) {
            a[i] = true;
        }
    }

    /** What a problem bit means, for messages. */
    static String describe(TileKind kind, int problem) {
        switch (problem) {
            case INVALID:
                return kind == TileKind.GAME || kind == TileKind.FRONT ? "tile ids not valid on a "
                        + kind.defaultName() + " layer"
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
                if (type != 0 && type != 68) {
                    return INVALID;
                }
                return type == 0 && c[o] != 0 ? UNUSED : 0;
        }
    }

    private static int tile(TileKind kind, int id, int flags, byte skip, byte reserved) {
        if (kind == TileKind.GAME && !GAME[id] || kind == TileKind.FRONT && !FRONT[id]) {
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
        if (type != 0 && !TELE[type]) {
            return INVALID;
        }
        if (type == 0) {
            return number != 0 ? UNUSED : 0;
        }
        return (type == 31 || type == 63) && number != 0 ? FIELDS : 0;
    }

    private static int speedup(byte[] c, int o) {
        int force = c[o] & 0xFF;
        int type = c[o + 2] & 0xFF;
        if (type != 0 && type != 28 && type != 29) {
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
        if (type != 0 && !SWITCH[type]) {
            return INVALID;
        }
        if (type == 0) {
            return number != 0 || flags != 0 || delay != 0 ? UNUSED : 0;
        }
        int p = (flags & ~KNOWN_FLAGS) != 0 ? FLAGS : 0;
        boolean noNumber = type == 7 || type == 19 || type == 20 || type == 98 || type == 99;
        boolean noFlags = type == 9 || type == 12 || type == 13;
        boolean noDelay = type == 12 || type == 13;
        if (noNumber && number != 0 || noFlags && flags != 0 || noDelay && delay != 0) {
            p |= FIELDS;
        }
        return p;
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
            case TELE:
                if ((p & FIELDS) != 0) {
                    c[o] = 0;
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
            if (type == 7 || type == 19 || type == 20 || type == 98 || type == 99) {
                c[o] = 0;
            }
            if (type == 9 || type == 12 || type == 13) {
                c[o + 2] = 0;
            }
            if (type == 12 || type == 13) {
                c[o + 3] = 0;
            }
        }
    }

    /** The type (id) byte of a cell: where each kind keeps it. */
    static int typeOf(TileKind kind, byte[] c, int o) {
        switch (kind) {
            case TELE:
            case SWITCH:
            case TUNE:
                return c[o + 1] & 0xFF;
            case SPEEDUP:
                return c[o + 2] & 0xFF;
            default:
                return c[o] & 0xFF;
        }
    }
}
