package twedit.model.document.edits;

import java.util.Arrays;
import java.util.List;
import twedit.model.datafile.DataBlock;
import twedit.model.map.MapMutator;
import twedit.model.map.TileLayer;

/**
 * A rectangular tile edit (fill, pattern fill, paste): the old rectangle's bytes stored once plus the brush that
 * tiles the new content, so a whole-layer fill costs cellBytes bytes per cell and applies row by row.
 */
public final class TileRectEdit implements CellEdit {
    private static final int OVERHEAD = 120;

    private final String label;
    private final TileLayer layer;
    private final int gridWidth;
    private final int gridHeight;
    private final int cellBytes;
    private final DataBlock sourceBefore;
    private final int x;
    private final int y;
    private final int w;
    private final int h;
    private final TileBrush pattern;
    private final int patternX;
    private final int patternY;
    private final byte[] old;
    private Boolean noOp;

    /**
     * An edit writing the rectangle (x, y, w, h), which must lie inside the layer, with {@code pattern} repeated;
     * the rectangle's top-left cell takes pattern cell (patternX, patternY). Reads the old cells now.
     */
    public TileRectEdit(
            String label, TileLayer layer, int x, int y, int w, int h, TileBrush pattern, int patternX, int patternY) {
        if (pattern.cellBytes() != layer.kind().cellBytes()) {
            throw new IllegalArgumentException(
                    "a brush of " + pattern.cellBytes() + "-byte cells cannot paint " + layer);
        }
        if (w < 0 || h < 0 || x < 0 || y < 0 || x + w > layer.width() || y + h > layer.height()) {
            throw new IllegalArgumentException(
                    "rectangle " + x + "," + y + " " + w + "x" + h + " is not inside " + layer);
        }
        this.label = label;
        this.layer = layer;
        this.gridWidth = layer.width();
        this.gridHeight = layer.height();
        this.cellBytes = layer.kind().cellBytes();
        this.sourceBefore = layer.grid().source();
        this.x = x;
        this.y = y;
        this.w = w;
        this.h = h;
        this.pattern = pattern;
        this.patternX = Math.floorMod(patternX, pattern.width());
        this.patternY = Math.floorMod(patternY, pattern.height());
        this.old = new byte[w * h * cellBytes];
        layer.grid().readRect(x, y, w, h, old);
    }

    private boolean isPlainPaste() {
        return pattern.width() == w && pattern.height() == h && patternX == 0 && patternY == 0;
    }

    @Override
    public void apply(MapMutator map) {
        GridSources.check(layer, gridWidth, gridHeight);
        if (w == 0 || h == 0) {
            return;
        }
        if (isPlainPaste()) {
            map.writeRect(layer, x, y, w, h, pattern.raw());
            return;
        }
        byte[] row = new byte[w * cellBytes];
        int lastRow = -1;
        for (int r = 0; r < h; r++) {
            int py = (patternY + r) % pattern.height();
            if (py != lastRow) {
                pattern.fillRow(py, patternX, row, w);
                lastRow = py;
            }
            map.writeRect(layer, x, y + r, w, 1, row);
        }
    }

    @Override
    public void revert(MapMutator map) {
        GridSources.check(layer, gridWidth, gridHeight);
        if (w > 0 && h > 0) {
            map.writeRect(layer, x, y, w, h, old);
        }
        map.restoreSource(layer, sourceBefore);
    }

    @Override
    public String label() {
        return label;
    }

    @Override
    public List<Change> changes() {
        return isNoOp() ? List.of() : List.of(new Change.TilesChanged(layer, x, y, w, h));
    }

    @Override
    public long historyBytes() {
        return OVERHEAD + old.length + pattern.raw().length;
    }

    @Override
    public boolean isNoOp() {
        if (noOp == null) {
            noOp = computeNoOp();
        }
        return noOp;
    }

    private boolean computeNoOp() {
        if (w == 0 || h == 0) {
            return true;
        }
        if (isPlainPaste()) {
            return Arrays.equals(old, pattern.raw());
        }
        int rowBytes = w * cellBytes;
        byte[] row = new byte[rowBytes];
        int lastRow = -1;
        for (int r = 0; r < h; r++) {
            int py = (patternY + r) % pattern.height();
            if (py != lastRow) {
                pattern.fillRow(py, patternX, row, w);
                lastRow = py;
            }
            if (!Arrays.equals(old, r * rowBytes, (r + 1) * rowBytes, row, 0, rowBytes)) {
                return false;
            }
        }
        return true;
    }

    @Override
    public TileLayer layer() {
        return layer;
    }

    @Override
    public int gridWidth() {
        return gridWidth;
    }

    @Override
    public int gridHeight() {
        return gridHeight;
    }

    @Override
    public DataBlock sourceBefore() {
        return sourceBefore;
    }

    @Override
    public void forEachCell(CellVisitor visitor) {
        byte[] p = pattern.raw();
        int pw = pattern.width();
        int ph = pattern.height();
        for (int r = 0; r < h; r++) {
            int py = (patternY + r) % ph;
            for (int c = 0; c < w; c++) {
                int px = (patternX + c) % pw;
                visitor.cell((y + r) * gridWidth + x + c, old, (r * w + c) * cellBytes, p, (py * pw + px) * cellBytes);
            }
        }
    }

    @Override
    public String toString() {
        return "TileRectEdit[" + label + ", " + layer + ", " + x + "," + y + " " + w + "x" + h + "]";
    }
}
