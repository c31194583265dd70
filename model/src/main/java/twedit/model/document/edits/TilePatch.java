package twedit.model.document.edits;

import java.util.Arrays;
import java.util.List;
import twedit.model.datafile.DataBlock;
import twedit.model.map.MapMutator;
import twedit.model.map.TileLayer;

/**
 * A sparse tile edit: only the cells it changes, as packed primitive arrays (cell index, old bytes, new bytes), so
 * it costs 4 + 2 x cellBytes bytes per cell (12 for tiles, 16 for speedup). Paint strokes, flood fills and any
 * scattered change use it; {@link Builder} collects the cells and keeps a cell's first old value.
 */
public final class TilePatch implements CellEdit {
    private static final int OVERHEAD = 120;

    private final String label;
    private final TileLayer layer;
    private final int width;
    private final int height;
    private final int cellBytes;
    private final DataBlock sourceBefore;
    private final int[] cells;
    private final byte[] oldBytes;
    private final byte[] newBytes;
    private final int minX;
    private final int minY;
    private final int maxX;
    private final int maxY;

    private TilePatch(String label, Builder b, int[] cells, byte[] oldBytes, byte[] newBytes) {
        this.label = label;
        this.layer = b.layer;
        this.width = b.width;
        this.height = b.height;
        this.cellBytes = b.cellBytes;
        this.sourceBefore = b.sourceBefore;
        this.cells = cells;
        this.oldBytes = oldBytes;
        this.newBytes = newBytes;
        int x0 = Integer.MAX_VALUE;
        int y0 = Integer.MAX_VALUE;
        int x1 = -1;
        int y1 = -1;
        for (int idx : cells) {
            int x = idx % width;
            int y = idx / width;
            x0 = Math.min(x0, x);
            y0 = Math.min(y0, y);
            x1 = Math.max(x1, x);
            y1 = Math.max(y1, y);
        }
        minX = x0;
        minY = y0;
        maxX = x1;
        maxY = y1;
    }

    /** A builder for a patch of {@code layer} that reads old values from the layer's current cells. */
    public static Builder builder(TileLayer layer) {
        return new Builder(layer, layer.width(), layer.height(), layer.grid().source(), true);
    }

    /** A builder that takes old values only from {@link Builder#put}, for merging edits already applied. */
    static Builder mergeBuilder(CellEdit first) {
        return new Builder(first.layer(), first.gridWidth(), first.gridHeight(), first.sourceBefore(), false);
    }

    @Override
    public void apply(MapMutator map) {
        write(map, newBytes);
    }

    @Override
    public void revert(MapMutator map) {
        write(map, oldBytes);
        map.restoreSource(layer, sourceBefore);
    }

    private void write(MapMutator map, byte[] bytes) {
        GridSources.check(layer, width, height);
        for (int i = 0; i < cells.length; i++) {
            int idx = cells[i];
            map.writeCell(layer, idx % width, idx / width, bytes, i * cellBytes);
        }
    }

    @Override
    public String label() {
        return label;
    }

    @Override
    public List<Change> changes() {
        if (cells.length == 0) {
            return List.of();
        }
        return List.of(new Change.TilesChanged(layer, minX, minY, maxX - minX + 1, maxY - minY + 1));
    }

    @Override
    public long historyBytes() {
        return OVERHEAD + 4L * cells.length + oldBytes.length + newBytes.length;
    }

    @Override
    public boolean isNoOp() {
        return cells.length == 0;
    }

    @Override
    public TileLayer layer() {
        return layer;
    }

    @Override
    public int gridWidth() {
        return width;
    }

    @Override
    public int gridHeight() {
        return height;
    }

    @Override
    public DataBlock sourceBefore() {
        return sourceBefore;
    }

    /** The number of cells the patch changes. */
    public int cellCount() {
        return cells.length;
    }

    @Override
    public void forEachCell(CellVisitor visitor) {
        for (int i = 0; i < cells.length; i++) {
            visitor.cell(cells[i], oldBytes, i * cellBytes, newBytes, i * cellBytes);
        }
    }

    @Override
    public String toString() {
        return "TilePatch[" + label + ", " + layer + ", " + cells.length + " cells]";
    }

    /** Collects cells for a {@link TilePatch}; setting a cell twice keeps its first old value and its last new one. */
    public static final class Builder {
        private final TileLayer layer;
        private final int width;
        private final int height;
        private final int cellBytes;
        private final DataBlock sourceBefore;
        private final boolean readsGrid;
        private final byte[] scratch;
        private int[] cells = new int[16];
        private byte[] oldBytes;
        private byte[] newBytes;
        private int count;
        private IntIntMap slots;
        private boolean built;

        private Builder(TileLayer layer, int width, int height, DataBlock sourceBefore, boolean readsGrid) {
            this.layer = layer;
            this.width = width;
            this.height = height;
            this.cellBytes = layer.kind().cellBytes();
            this.sourceBefore = sourceBefore;
            this.readsGrid = readsGrid;
            this.scratch = new byte[cellBytes];
            oldBytes = new byte[16 * cellBytes];
            newBytes = new byte[16 * cellBytes];
        }

        /** Sets the cell at (x, y) to {@code cell} (cellBytes long); cells outside the layer are ignored. */
        public Builder set(int x, int y, byte[] cell) {
            return set(x, y, cell, 0);
        }

        /** Sets the cell at (x, y) to the cellBytes bytes of {@code src} at {@code offset} (ignored outside). */
        public Builder set(int x, int y, byte[] src, int offset) {
            if (!readsGrid) {
                throw new IllegalStateException("a merge builder takes old values from put");
            }
            if (x < 0 || y < 0 || x >= width || y >= height) {
                return this;
            }
            layer.grid().readCell(x, y, scratch, 0);
            put(y * width + x, scratch, 0, src, offset);
            return this;
        }

        /** Records a cell: the old value counts only the first time the cell is seen. */
        void put(int index, byte[] oldSrc, int oldOffset, byte[] newSrc, int newOffset) {
            checkNotBuilt();
            if (slots == null) {
                slots = new IntIntMap(Math.max(16, count));
                for (int i = 0; i < count; i++) {
                    slots.put(cells[i], i);
                }
            }
            int slot = slots.get(index);
            if (slot >= 0) {
                System.arraycopy(newSrc, newOffset, newBytes, slot * cellBytes, cellBytes);
                return;
            }
            slots.put(index, count);
            append(index, oldSrc, oldOffset, newSrc, newOffset);
        }

        /**
         * Records {@code n} consecutive cells from {@code index} that the caller guarantees are not in the builder
         * yet, all with the same old and new value (a flood fill's span), without lookups.
         */
        void putRun(int index, int n, byte[] oldCell, byte[] newCell) {
            checkNotBuilt();
            if (slots != null) {
                for (int k = 0; k < n; k++) {
                    slots.put(index + k, count + k);
                }
            }
            ensure(count + n);
            for (int k = 0; k < n; k++) {
                cells[count + k] = index + k;
            }
            repeat(oldCell, oldBytes, count, n);
            repeat(newCell, newBytes, count, n);
            count += n;
        }

        /** Writes {@code cell} into {@code n} cells of {@code dst} from cell {@code at}, doubling the copied part. */
        private void repeat(byte[] cell, byte[] dst, int at, int n) {
            int cb = cellBytes;
            int base = at * cb;
            System.arraycopy(cell, 0, dst, base, cb);
            int done = 1;
            while (done < n) {
                int m = Math.min(done, n - done);
                System.arraycopy(dst, base, dst, base + done * cb, m * cb);
                done += m;
            }
        }

        /**
         * Records a cell the caller guarantees is not in the builder yet (a single pass over distinct cells), without
         * lookups; only before any {@link #put}.
         */
        void putNew(int index, byte[] oldSrc, int oldOffset, byte[] newSrc, int newOffset) {
            checkNotBuilt();
            if (slots != null) {
                throw new IllegalStateException("putNew after put");
            }
            append(index, oldSrc, oldOffset, newSrc, newOffset);
        }

        /** Records every cell of an already applied edit of the same layer. */
        void putAll(CellEdit edit) {
            if (edit.layer() != layer || edit.gridWidth() != width || edit.gridHeight() != height) {
                throw new IllegalArgumentException("cannot merge edits of different layers or sizes");
            }
            edit.forEachCell(this::put);
        }

        private void ensure(int needed) {
            if (needed > cells.length) {
                int cap = Math.max(needed, cells.length * 2);
                cells = Arrays.copyOf(cells, cap);
                oldBytes = Arrays.copyOf(oldBytes, cap * cellBytes);
                newBytes = Arrays.copyOf(newBytes, cap * cellBytes);
            }
        }

        private void append(int index, byte[] oldSrc, int oldOffset, byte[] newSrc, int newOffset) {
            ensure(count + 1);
            cells[count] = index;
            System.arraycopy(oldSrc, oldOffset, oldBytes, count * cellBytes, cellBytes);
            System.arraycopy(newSrc, newOffset, newBytes, count * cellBytes, cellBytes);
            count++;
        }

        /** The number of cells collected so far (including unchanged ones). */
        public int size() {
            return count;
        }

        private void checkNotBuilt() {
            if (built) {
                throw new IllegalStateException("this builder has already built its patch");
            }
        }

        /**
         * The patch, without the cells whose new value equals the old one, in arrays of exactly the right size.
         * A builder builds once.
         */
        public TilePatch build(String label) {
            checkNotBuilt();
            built = true;
            int cb = cellBytes;
            int kept = 0;
            for (int i = 0; i < count; i++) {
                int off = i * cb;
                if (!Arrays.equals(oldBytes, off, off + cb, newBytes, off, off + cb)) {
                    if (kept != i) {
                        cells[kept] = cells[i];
                        System.arraycopy(oldBytes, off, oldBytes, kept * cb, cb);
                        System.arraycopy(newBytes, off, newBytes, kept * cb, cb);
                    }
                    kept++;
                }
            }
            TilePatch p = new TilePatch(
                    label,
                    this,
                    Arrays.copyOf(cells, kept),
                    Arrays.copyOf(oldBytes, kept * cb),
                    Arrays.copyOf(newBytes, kept * cb));
            slots = null;
            return p;
        }
    }
}
