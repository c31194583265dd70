package twedit.model.automap;

import java.util.List;

/**
 * One alternative of an {@code INDEX}/{@code NOTINDEX} list: a tile index (-1 = outside the layer) and either the
 * exact flags the tile must have, masked to XFLIP|YFLIP|ROTATE, or {@link #ANY_FLAGS} when no flag word was given.
 */
public record IndexEntry(int id, int flags) {
    /** The flags value meaning "flags are not tested". */
    public static final int ANY_FLAGS = -1;

    /** An entry that does not test flags. */
    public static IndexEntry any(int id) {
        return new IndexEntry(id, ANY_FLAGS);
    }

    public boolean testsFlags() {
        return flags != ANY_FLAGS;
    }

    /** Whether a tile with this index and (unmasked) flags matches. */
    public boolean matches(int index, int tileFlags) {
        return index == id && (flags == ANY_FLAGS || (tileFlags & Rule.FLAG_MASK) == flags);
    }

    static boolean anyMatches(List<IndexEntry> entries, int index, int tileFlags) {
        for (IndexEntry e : entries) {
            if (e.matches(index, tileFlags)) {
                return true;
            }
        }
        return false;
    }
}
