package twedit.model.links;

import java.util.Optional;
import twedit.model.document.edits.TileBrush;
import twedit.model.document.edits.TilePatch;
import twedit.model.map.TileKind;
import twedit.model.map.TileLayer;
import twedit.model.map.TwMap;
import twedit.model.tiles.CellField;
import twedit.model.tiles.DdnetTiles;
import twedit.model.tiles.LinkRole;
import twedit.model.tiles.LinkRole.Space;

/**
 * Edits of link numbers: renumber one number to another in a rectangle or the whole map (one {@link TilePatch} of the
 * layer the space lives on, so one undo step), and bump the numbers of a brush (ddnet#5400).
 */
public final class LinkEdits {
    private LinkEdits() {}

    /** A rectangle of cells; {@link #WHOLE} stands for the whole layer. */
    public record Area(int x, int y, int width, int height) {
        /** Every cell, whatever the layer's size. */
        public static final Area WHOLE = new Area(0, 0, Integer.MAX_VALUE, Integer.MAX_VALUE);
    }

    /** The layer a space's numbers live on in {@code map} (tele for teles and checkpoints, switch for switches). */
    public static Optional<TileLayer> layerOf(TwMap map, Space space) {
        return switch (space) {
            case TELE, CHECKPOINT -> map.physicsLayer(TileKind.TELE);
            case SWITCH -> map.physicsLayer(TileKind.SWITCH);
            case RACE -> Optional.empty();
        };
    }

    /**
     * The edit changing number {@code from} to {@code to} on every tile of {@code space} inside {@code area}: teles
     * (10, 14, 15, 26, 27), checkpoint teles (29, 30) or switch triggers and targets (add time and subtract time keep
     * their seconds). Empty ({@link TilePatch#isNoOp()}) when nothing uses the number there; its
     * {@link TilePatch#cellCount()} is the count to show before applying.
     *
     * @throws IllegalArgumentException for the race space (its order is the tile id) or numbers outside 1..255
     */
    public static TilePatch renumber(TwMap map, Space space, int from, int to, Area area) {
        if (space == Space.RACE) {
            throw new IllegalArgumentException("race checkpoints have no number to change");
        }
        if (from < 0 || from > 255 || to < 1 || to > 255) {
            throw new IllegalArgumentException("numbers are 1..255 (from may be 0): " + from + " -> " + to);
        }
        TileLayer layer = layerOf(map, space).orElse(null);
        if (layer == null) {
            return TilePatch.builder(TileLayer.empty(TileKind.TELE, 1, 1)).build(label(space, from, to));
        }
        TileKind kind = layer.kind();
        boolean[] takes = new boolean[256];
        for (int id = 1; id < 256; id++) {
            LinkRole r = DdnetTiles.linkRole(kind, id);
            takes[id] = r.space() == space && DdnetTiles.uses(kind, id, CellField.NUMBER);
        }
        int x0 = Math.max(0, area.x());
        int y0 = Math.max(0, area.y());
        int x1 = (int) Math.min(layer.width(), (long) area.x() + area.width());
        int y1 = (int) Math.min(layer.height(), (long) area.y() + area.height());
        byte[] raw = layer.grid().rawCells();
        int cb = kind.cellBytes();
        int idByte = DdnetTiles.typeByte(kind);
        int w = layer.width();
        TilePatch.Builder b = TilePatch.builder(layer);
        byte[] cell = new byte[cb];
        for (int y = y0; y < y1; y++) {
            for (int x = x0; x < x1; x++) {
                int off = (y * w + x) * cb;
                if ((raw[off] & 0xFF) == from && takes[raw[off + idByte] & 0xFF]) {
                    System.arraycopy(raw, off, cell, 0, cb);
                    cell[0] = (byte) to;
                    b.set(x, y, cell);
                }
            }
        }
        return b.build(label(space, from, to));
    }

    private static String label(Space space, int from, int to) {
        String what = switch (space) {
            case TELE -> "tele";
            case CHECKPOINT -> "checkpoint";
            default -> "switch";
        };
        return "Renumber " + what + " " + from + " to " + to;
    }

    /**
     * The brush with the number of every numbered tele, checkpoint, switch trigger or target and tune cell moved by
     * {@code delta}, kept inside 1..255 (DDNet's editor clamps the same way); other cells as they were. A brush of
     * another kind comes back unchanged.
     */
    public static TileBrush bumped(TileBrush brush, TileKind kind, int delta) {
        if (kind != TileKind.TELE && kind != TileKind.SWITCH && kind != TileKind.TUNE
                || brush.cellBytes() != kind.cellBytes()) {
            return brush;
        }
        boolean[] numbered = new boolean[256];
        for (int id = 1; id < 256; id++) {
            numbered[id] = DdnetTiles.uses(kind, id, CellField.NUMBER)
                    && (kind == TileKind.TUNE || DdnetTiles.linkRole(kind, id).space() != null);
        }
        byte[] cells = brush.toBytes();
        int cb = kind.cellBytes();
        int idByte = DdnetTiles.typeByte(kind);
        for (int off = 0; off < cells.length; off += cb) {
            if (numbered[cells[off + idByte] & 0xFF]) {
                cells[off] = (byte) Math.max(1, Math.min(255, (cells[off] & 0xFF) + delta));
            }
        }
        return new TileBrush(brush.width(), brush.height(), cb, cells);
    }
}
