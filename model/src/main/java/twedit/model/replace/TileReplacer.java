package twedit.model.replace;

import java.util.ArrayList;
import java.util.List;
import twedit.model.document.edits.TileOps;
import twedit.model.document.edits.TilePatch;
import twedit.model.map.TileKind;
import twedit.model.map.TileLayer;
import twedit.model.map.TwMap;
import twedit.model.select.CellMask;
import twedit.model.tiles.CellField;
import twedit.model.tiles.DdnetTiles;
import twedit.model.tiles.TileFlags;

/**
 * Find and replace of a tile id: finds the cells holding {@code from} (its flags too, when given) in a scope and
 * plans their change to {@code to}, keeping what the new tile still uses of each cell (tele, switch and tune numbers,
 * speedup force and angle, the flags unless {@code to} sets them) and zeroing what it does not, as DDNet's editor
 * writes them. A physics layer the new tile is not valid on (solid on the front layer) is left alone and reported.
 */
public final class TileReplacer {
    /** The history's name for a replace. */
    public static final String LABEL = "Replace tiles";

    private TileReplacer() {}

    /** The plan for replacing {@code from} by {@code to} in {@code scope}; nothing changes until its edit is applied. */
    public static ReplacePlan plan(TwMap map, ReplaceScope scope, TileSpec from, TileSpec to) {
        return plan(map, scope, from, to, false);
    }

    /**
     * The plan, on the physics layers of the scope only when {@code physicsOnly} (a tile given by its DDNet name means
     * the physics tile, not the tileset's tile of the same number).
     */
    public static ReplacePlan plan(TwMap map, ReplaceScope scope, TileSpec from, TileSpec to, boolean physicsOnly) {
        List<TilePatch> patches = new ArrayList<>();
        List<TileLayer> refused = new ArrayList<>();
        for (TileLayer layer : scope.layers(map)) {
            if (physicsOnly && !layer.kind().isPhysics()) {
                continue;
            }
            CellMask mask = scope.cells(layer);
            if (!accepts(layer.kind(), to.id())) {
                if (count(layer, mask, from) > 0) {
                    refused.add(layer);
                }
                continue;
            }
            TilePatch p = patch(layer, mask, from, to);
            if (!p.isNoOp()) {
                patches.add(p);
            }
        }
        return new ReplacePlan(patches, refused);
    }

    /**
     * The plan for tiles given as text ("freeze", "9", "9:0"), a name resolved on each layer's own kind: a scope of
     * several layers (a group, the whole map) finds "freeze" on the game, front and switch layers and leaves the tele
     * layer, which has no freeze, alone. A tile given by name changes physics layers only.
     *
     * @param fromFlags the flags to match, -1 for any
     * @param toFlags the flags to write, -1 to keep each cell's
     * @throws IllegalArgumentException with a sentence for people when a text is not a tile, or a name is a tile of
     *     none of the layers in scope
     */
    public static ReplacePlan plan(TwMap map, ReplaceScope scope, String from, int fromFlags, String to, int toFlags) {
        TileSpec.parse(from, null); // the syntax and the name, once, for the message
        TileSpec.parse(to, null);
        boolean byName = TileSpec.isName(from) || TileSpec.isName(to);
        List<TileLayer> layers = scope.layers(map);
        if (layers.size() == 1) {
            // one layer: its own kind's names, with the message naming the layer
            TileKind k = layers.get(0).kind();
            return plan(map, scope, spec(from, k, fromFlags), spec(to, k, toFlags), byName);
        }
        List<TilePatch> patches = new ArrayList<>();
        List<TileLayer> refused = new ArrayList<>();
        boolean named = false;
        for (TileLayer layer : layers) {
            if (byName && !layer.kind().isPhysics()) {
                continue;
            }
            TileSpec f;
            TileSpec t;
            try {
                f = spec(from, layer.kind(), fromFlags);
                t = spec(to, layer.kind(), toFlags);
            } catch (IllegalArgumentException e) {
                continue; // a name this layer kind does not have
            }
            named = true;
            ReplacePlan one = plan(map, new ReplaceScope.Cells(layer, scope.cells(layer)), f, t, byName);
            patches.addAll(one.patches());
            refused.addAll(one.refused());
        }
        if (!named) {
            throw new IllegalArgumentException(
                    "no layer in scope has both '" + from.trim() + "' and '" + to.trim() + "'");
        }
        return new ReplacePlan(patches, refused);
    }

    private static TileSpec spec(String text, TileKind kind, int flags) {
        TileSpec s = TileSpec.parse(text, kind);
        return flags >= 0 ? new TileSpec(s.id(), flags) : TileSpec.of(s.id());
    }

    /** Whether a layer kind can hold tile {@code id} (air always; any id on plain tiles layers). */
    public static boolean accepts(TileKind kind, int id) {
        return id == 0 || !kind.isPhysics() || DdnetTiles.accepts(kind, id);
    }

    /** The change of one layer, restricted to {@code mask} when it is not null. */
    static TilePatch patch(TileLayer layer, CellMask mask, TileSpec from, TileSpec to) {
        TileKind kind = layer.kind();
        int tb = DdnetTiles.typeByte(kind);
        int fb = DdnetTiles.flagsByte(kind);
        int fmask = flagsMask(kind);
        int x = mask == null ? 0 : mask.x();
        int y = mask == null ? 0 : mask.y();
        int w = mask == null ? layer.width() : mask.width();
        int h = mask == null ? layer.height() : mask.height();
        boolean rect = mask == null || mask.isRect();
        byte fromId = (byte) from.id();
        return TileOps.rewrite(LABEL, layer, x, y, w, h, (cx, cy, raw, off, out) -> {
            if (raw[off + tb] != fromId
                    || from.hasFlags() && fb >= 0 && ((raw[off + fb] ^ from.flags()) & fmask) != 0
                    || !rect && !mask.contains(cx, cy)) {
                return false;
            }
            System.arraycopy(raw, off, out, 0, out.length);
            write(kind, to, tb, fb, out);
            return true;
        });
    }

    /** How many cells of a layer (within {@code mask} when not null) hold {@code from}. */
    static int count(TileLayer layer, CellMask mask, TileSpec from) {
        return patch(layer, mask, from, new TileSpec(from.id() == 0 ? 1 : 0, -1))
                .cellCount();
    }

    private static void write(TileKind kind, TileSpec to, int tb, int fb, byte[] out) {
        if (to.id() == 0) {
            java.util.Arrays.fill(out, (byte) 0); // air keeps nothing, as DDNet's editor writes it
            return;
        }
        out[tb] = (byte) to.id();
        if (to.hasFlags() && fb >= 0) {
            int keep = kind == TileKind.SWITCH ? 0 : TileFlags.OPAQUE; // the opaque bit follows the image
            out[fb] = (byte) (out[fb] & keep | to.flags() & ~keep);
        }
        if (kind.isPhysics()) {
            clearUnused(kind, to.id(), out);
        }
    }

    /** Zeroes the fields of a physics cell the new tile does not use (DDNet's editor writes zero there). */
    private static void clearUnused(TileKind kind, int id, byte[] out) {
        if (CellField.NUMBER.on(kind) && !DdnetTiles.uses(kind, id, CellField.NUMBER)) {
            out[0] = 0;
        }
        if (CellField.FLAGS.on(kind) && !DdnetTiles.uses(kind, id, CellField.FLAGS)) {
            out[2] = 0;
        }
        if (CellField.DELAY.on(kind) && !DdnetTiles.uses(kind, id, CellField.DELAY)) {
            out[3] = 0;
        }
    }

    /** The flag bits a "from" spec compares: orientation on tile layers (not the opaque bit), all on switch layers. */
    private static int flagsMask(TileKind kind) {
        return kind == TileKind.SWITCH ? 0xFF : TileFlags.TRANSFORM;
    }
}
