package twedit.model.automap;

import java.util.List;

/**
 * A {@code Pos DX DY VALUE} condition on the tile at offset (dx, dy) from the cell being mapped; cells outside the
 * layer read as index -1 with no flags.
 */
public sealed interface Condition permits Condition.Empty, Condition.Full, Condition.Index, Condition.NotIndex {
    int dx();

    int dy();

    /** Whether a tile with this index (-1 outside the layer) and flags passes the condition. */
    boolean test(int index, int flags);

    /** {@code EMPTY}: the tile's index is 0 (fails outside the layer). */
    record Empty(int dx, int dy) implements Condition {
        @Override
        public boolean test(int index, int flags) {
            return index == 0;
        }
    }

    /** {@code FULL}: any index but 0 (passes outside the layer). */
    record Full(int dx, int dy) implements Condition {
        @Override
        public boolean test(int index, int flags) {
            return index != 0;
        }
    }

    /** {@code INDEX id [flags] [OR ...]}: passes if any entry matches. */
    record Index(int dx, int dy, List<IndexEntry> entries) implements Condition {
        public Index {
            entries = List.copyOf(entries);
        }

        @Override
        public boolean test(int index, int flags) {
            return IndexEntry.anyMatches(entries, index, flags);
        }
    }

    /** {@code NOTINDEX id [flags] [OR ...]}: fails if any entry matches. */
    record NotIndex(int dx, int dy, List<IndexEntry> entries) implements Condition {
        public NotIndex {
            entries = List.copyOf(entries);
        }

        @Override
        public boolean test(int index, int flags) {
            return !IndexEntry.anyMatches(entries, index, flags);
        }
    }
}
