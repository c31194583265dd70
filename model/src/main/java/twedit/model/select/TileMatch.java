package twedit.model.select;

import twedit.model.map.TileKind;
import twedit.model.tiles.DdnetTiles;
import twedit.model.tiles.TileFlags;

/**
 * How alike two cells must be to count as "the same tile": the same id only, the same id and orientation (flips and
 * rotation; a switch cell's flags byte), or every byte (a physics cell's number, force, angle or delay as well).
 */
public enum TileMatch {
    /** Same tile id (the type byte of physics cells), whatever the flags. */
    ID("Same id"),
    /** Same id and the same flips and rotation (the switch flags byte on switch layers); the opaque bit is ignored. */
    ID_AND_FLAGS("Same id and flags"),
    /** Every byte of the cell: on tele, switch, speedup and tune layers also the number, force, angle and delay. */
    EXACT("Same cell (with numbers)");

    private final String label;

    TileMatch(String label) {
        this.label = label;
    }

    /** The words the tool options show. */
    public String label() {
        return label;
    }

    /** Whether the cells of {@code kind} at byte offsets {@code a} and {@code b} of {@code raw} match. */
    public boolean matches(TileKind kind, byte[] raw, int a, byte[] seed, int b) {
        int cb = kind.cellBytes();
        if (this == EXACT) {
            return java.util.Arrays.equals(raw, a, a + cb, seed, b, b + cb);
        }
        int tb = DdnetTiles.typeByte(kind);
        if (raw[a + tb] != seed[b + tb]) {
            return false;
        }
        if (this == ID) {
            return true;
        }
        int fb = DdnetTiles.flagsByte(kind);
        int mask = flagsMask(kind);
        return fb < 0 || ((raw[a + fb] ^ seed[b + fb]) & mask) == 0;
    }

    /** The bits of the flags byte that tell orientation apart on a layer kind (all of a switch cell's flags). */
    static int flagsMask(TileKind kind) {
        return kind == TileKind.SWITCH ? 0xFF : TileFlags.TRANSFORM;
    }
}
