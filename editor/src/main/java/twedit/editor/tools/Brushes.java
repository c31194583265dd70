package twedit.editor.tools;

import java.util.Set;
import twedit.model.document.edits.Cells;
import twedit.model.document.edits.TileBrush;
import twedit.model.map.TileKind;
import twedit.model.tiles.CellTransform;
import twedit.model.tiles.DdnetTiles;

/**
 * Brush transformations as DDNet's editor does them: flip X (N), flip Y (M), rotate 90 degrees counter-clockwise (R)
 * and clockwise (T),
 * toggling each tile's flags; the cell for a picked tile id; conversion of a brush between layer kinds.
 */
public final class Brushes {
    static final int XFLIP = 1;
    static final int YFLIP = 2;
    static final int ROTATE = 8;
    /** Game/front tiles whose flags mean something (stoppers, rotation tiles); others keep flags 0. */
    private static final Set<Integer> ROTATABLE_PHYSICS = Set.of(60, 61, 64, 65, 66, 67);

    private Brushes() {}

    /** The cell a picked tile id becomes on a layer kind (tele/switch number 1, speedup force 50). */
    public static byte[] cellFor(TileKind kind, int id) {
        switch (kind) {
            case TELE:
                return Cells.tele(1, id);
            case SPEEDUP:
                return Cells.speedup(50, 0, id, 0);
            case SWITCH:
                return Cells.switchCell(1, id, 0, 0);
            case TUNE:
                return Cells.tune(1, id);
            default:
                return Cells.tile(id, 0);
        }
    }

    /** The tile id of a cell of a kind. */
    public static int idOf(TileKind kind, byte[] cell) {
        return cell[DdnetTiles.typeByte(kind)] & 0xFF;
    }

    public static TileBrush flipX(TileBrush b, TileKind kind) {
        return remap(b, kind, b.width(), b.height(), (x, y) -> new int[] {b.width() - 1 - x, y}, true);
    }

    public static TileBrush flipY(TileBrush b, TileKind kind) {
        return remap(b, kind, b.width(), b.height(), (x, y) -> new int[] {x, b.height() - 1 - y}, false);
    }

    /** Rotates 90 degrees clockwise: the brush's width and height swap. */
    public static TileBrush rotate(TileBrush b, TileKind kind) {
        int w = b.height();
        int h = b.width();
        int cb = b.cellBytes();
        byte[] out = new byte[w * h * cb];
        int flagsByte = DdnetTiles.flagsByte(kind);
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                // new (x, y) shows old (y, oldHeight - 1 - x)
                byte[] cell = b.cell(y, b.height() - 1 - x);
                CellTransform.ROTATE.apply(kind, cell);
                if (flagsByte >= 0 && rotatable(kind, cell)) {
                    int f = cell[flagsByte] & 0xFF;
                    if ((f & ROTATE) != 0) {
                        f ^= XFLIP | YFLIP;
                    }
                    cell[flagsByte] = (byte) (f ^ ROTATE);
                } else if (flagsByte >= 0) {
                    cell[flagsByte] = 0;
                }
                System.arraycopy(cell, 0, out, (y * w + x) * cb, cb);
            }
        }
        return new TileBrush(w, h, cb, out);
    }

    /** Rotates 90 degrees counter-clockwise: three clockwise turns, so tile flags and physics angles agree. */
    public static TileBrush rotateCounterClockwise(TileBrush b, TileKind kind) {
        return rotate(rotate(rotate(b, kind), kind), kind);
    }

    private interface Source {
        int[] at(int x, int y);
    }

    private static TileBrush remap(TileBrush b, TileKind kind, int w, int h, Source src, boolean horizontal) {
        int cb = b.cellBytes();
        byte[] out = new byte[w * h * cb];
        int flagsByte = DdnetTiles.flagsByte(kind);
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                int[] s = src.at(x, y);
                byte[] cell = b.cell(s[0], s[1]);
                (horizontal ? CellTransform.FLIP_X : CellTransform.FLIP_Y).apply(kind, cell);
                if (flagsByte >= 0 && rotatable(kind, cell)) {
                    int f = cell[flagsByte] & 0xFF;
                    boolean rotated = (f & ROTATE) != 0;
                    f ^= horizontal == !rotated ? XFLIP : YFLIP;
                    cell[flagsByte] = (byte) f;
                } else if (flagsByte >= 0) {
                    cell[flagsByte] = 0;
                }
                System.arraycopy(cell, 0, out, (y * w + x) * cb, cb);
            }
        }
        return new TileBrush(w, h, cb, out);
    }

    private static boolean rotatable(TileKind kind, byte[] cell) {
        int id = idOf(kind, cell);
        if (id == 0) {
            return false;
        }
        return kind == TileKind.TILES || ROTATABLE_PHYSICS.contains(id);
    }

    /**
     * The brush as cells of another layer kind: same cells when the layouts match and every id belongs there, else the
     * tile ids carried over. An id the target physics layer does not know becomes air, as DDNet's editor paints it (a
     * death tile carried onto a tele layer would otherwise be an invalid tele cell).
     */
    public static TileBrush convert(TileBrush b, TileKind from, TileKind to) {
        if (from == to
                || (from.cellBytes() == to.cellBytes()
                        && DdnetTiles.typeByte(from) == DdnetTiles.typeByte(to)
                        && DdnetTiles.flagsByte(from) == DdnetTiles.flagsByte(to)
                        && allAccepted(b, from, to))) {
            return b;
        }
        int cb = to.cellBytes();
        boolean sameLayout = from.cellBytes() == cb && DdnetTiles.typeByte(from) == DdnetTiles.typeByte(to);
        byte[] out = new byte[b.width() * b.height() * cb];
        for (int y = 0; y < b.height(); y++) {
            for (int x = 0; x < b.width(); x++) {
                int id = idOf(from, b.cell(x, y));
                byte[] cell;
                if (id == 0 || !accepts(to, id)) {
                    cell = new byte[cb];
                } else {
                    cell = sameLayout ? b.cell(x, y) : cellFor(to, id);
                }
                System.arraycopy(cell, 0, out, (y * b.width() + x) * cb, cb);
            }
        }
        return new TileBrush(b.width(), b.height(), cb, out);
    }

    private static boolean allAccepted(TileBrush b, TileKind from, TileKind to) {
        for (int y = 0; y < b.height(); y++) {
            for (int x = 0; x < b.width(); x++) {
                if (!accepts(to, idOf(from, b.cell(x, y)))) {
                    return false;
                }
            }
        }
        return true;
    }

    /** Whether a tile id may stand on a layer kind: air and every id on a design layer, else DDNet's table. */
    private static boolean accepts(TileKind kind, int id) {
        return id == 0 || !kind.isPhysics() || DdnetTiles.accepts(kind, id);
    }
}
