package twedit.editor.physics;

import java.awt.Rectangle;
import java.util.BitSet;
import twedit.model.document.edits.Cells;
import twedit.model.document.edits.TileBrush;
import twedit.model.document.edits.TilePatch;
import twedit.model.map.TileKind;
import twedit.model.map.TileLayer;
import twedit.model.tiles.CellField;
import twedit.model.tiles.DdnetTiles;

/**
 * Physics cell rules (which tile types carry a number, flags or delay come from the tile table {@link DdnetTiles}):
 * cells built from the brush parameters, renumbering and the next free tele or switch number (speedup angles under
 * flips and rotations are {@link twedit.model.tiles.CellTransform}).
 */
public final class PhysicsCells {
    private PhysicsCells() {}

    /** Whether tiles of this type on this layer kind carry a number (tele, switch, tune zone). */
    public static boolean hasNumber(TileKind kind, int id) {
        return DdnetTiles.uses(kind, id, CellField.NUMBER);
    }

    /** Whether a switch tile type uses its delay byte. */
    public static boolean switchHasDelay(int id) {
        return DdnetTiles.uses(TileKind.SWITCH, id, CellField.DELAY);
    }

    /** The cell a palette tile becomes on a layer kind with the current parameters. */
    public static byte[] cell(TileKind kind, int id, PhysicsParams p) {
        if (id == 0) {
            return Cells.empty(kind);
        }
        switch (kind) {
            case TELE:
                return Cells.tele(hasNumber(kind, id) ? p.teleNumber() : 0, id);
            case SPEEDUP:
                return Cells.speedup(p.speedupForce(), p.speedupMaxSpeed(), id, p.speedupAngle());
            case SWITCH:
                return Cells.switchCell(
                        hasNumber(kind, id) ? p.switchNumber() : 0,
                        id,
                        DdnetTiles.uses(kind, id, CellField.FLAGS) ? p.switchFlags() : 0,
                        switchHasDelay(id) ? p.switchDelay() : 0);
            case TUNE:
                return Cells.tune(p.tuneZone(), id);
            default:
                return Cells.tile(id, 0);
        }
    }

    /** The tile type of a cell of a kind. */
    public static int id(TileKind kind, byte[] cell) {
        return cell[TileCells.idByte(kind)] & 0xFF;
    }

    /** The brush with the parameters applied to every non-empty cell (after a parameter changed). */
    public static TileBrush withParams(TileBrush b, TileKind kind, PhysicsParams p) {
        return map(b, kind, cell -> cell(kind, id(kind, cell), p));
    }

    /** The brush with every numbered cell's number moved by {@code delta} (1..255), speedup angles by 15 degrees. */
    public static TileBrush renumbered(TileBrush b, TileKind kind, int delta) {
        return map(b, kind, cell -> renumberCell(kind, cell, delta));
    }

    private interface CellMap {
        byte[] apply(byte[] cell);
    }

    private static TileBrush map(TileBrush b, TileKind kind, CellMap f) {
        int cb = b.cellBytes();
        byte[] out = b.toBytes();
        for (int y = 0; y < b.height(); y++) {
            for (int x = 0; x < b.width(); x++) {
                if (!b.isEmpty(x, y)) {
                    System.arraycopy(f.apply(b.cell(x, y)), 0, out, (y * b.width() + x) * cb, cb);
                }
            }
        }
        return new TileBrush(b.width(), b.height(), cb, out);
    }

    /** A copy of a cell with its number (or speedup angle) moved; unchanged when the type has none. */
    public static byte[] renumberCell(TileKind kind, byte[] cell, int delta) {
        byte[] c = cell.clone();
        int id = id(kind, c);
        if (kind == TileKind.SPEEDUP && id != 0) {
            int a = Math.floorMod(Cells.speedupAngle(c) + 15 * delta, 360);
            c[4] = (byte) a;
            c[5] = (byte) (a >> 8);
        } else if (hasNumber(kind, id)) {
            c[0] = (byte) Math.max(1, Math.min(255, (c[0] & 0xFF) + delta));
        }
        return c;
    }

    /** An edit moving the numbers of the numbered cells inside {@code r} of a layer by {@code delta}. */
    public static TilePatch renumber(TileLayer layer, Rectangle r, int delta) {
        Rectangle c = r.intersection(new Rectangle(0, 0, layer.width(), layer.height()));
        TilePatch.Builder b = TilePatch.builder(layer);
        byte[] cell = new byte[layer.kind().cellBytes()];
        for (int y = c.y; y < c.y + c.height; y++) {
            for (int x = c.x; x < c.x + c.width; x++) {
                layer.grid().readCell(x, y, cell, 0);
                byte[] n = renumberCell(layer.kind(), cell, delta);
                if (!java.util.Arrays.equals(n, cell)) {
                    b.set(x, y, n);
                }
            }
        }
        return b.build(layer.kind() == TileKind.SPEEDUP ? "Turn speedups" : "Renumber");
    }

    /**
     * The smallest number 1..255 no tile of the layer uses (DDNet's Ctrl+F); for tele layers, checkpoint teles
     * (types 29, 30) and the other teles count separately. 255 when all are taken.
     */
    public static int nextFree(TileLayer layer, int id) {
        TileKind kind = layer.kind();
        boolean checkpoint = DdnetTiles.isTeleCheckpoint(id);
        BitSet used = new BitSet(256);
        byte[] raw = layer.grid().rawCells();
        int cb = kind.cellBytes();
        int idByte = TileCells.idByte(kind);
        for (int off = 0; off < raw.length; off += cb) {
            int type = raw[off + idByte] & 0xFF;
            if (!hasNumber(kind, type) || kind == TileKind.TELE && DdnetTiles.isTeleCheckpoint(type) != checkpoint) {
                continue;
            }
            used.set(raw[off] & 0xFF);
        }
        int free = used.nextClearBit(1);
        return Math.min(255, free);
    }
}
