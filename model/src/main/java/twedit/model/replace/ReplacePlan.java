package twedit.model.replace;

import java.util.List;
import twedit.model.document.edits.CompositeEdit;
import twedit.model.document.edits.Edit;
import twedit.model.document.edits.TilePatch;
import twedit.model.map.TileLayer;

/**
 * What a find and replace will do, worked out before anything changes: the cells it changes per layer, the layers
 * that cannot take the new tile, and the one edit to apply ("Replace tiles").
 *
 * @param patches one patch per layer with changes, in map order
 * @param refused the layers in scope that hold the tile but cannot take the new one (a physics layer it is not valid
 *     on), left unchanged
 */
public record ReplacePlan(List<TilePatch> patches, List<TileLayer> refused) {
    /** Freezes the lists. */
    public ReplacePlan {
        patches = List.copyOf(patches);
        refused = List.copyOf(refused);
    }

    /** The number of cells that will change. */
    public int cells() {
        int n = 0;
        for (TilePatch p : patches) {
            n += p.cellCount();
        }
        return n;
    }

    /** The number of layers that will change. */
    public int layers() {
        return patches.size();
    }

    public boolean isEmpty() {
        return patches.isEmpty();
    }

    /** The edit that does it all, one undo step. */
    public Edit edit() {
        return patches.size() == 1 ? patches.get(0) : new CompositeEdit(TileReplacer.LABEL, patches);
    }

    /** "214 tiles will change in 3 layers" (or in the past tense: "replaced 214 tiles in 3 layers"). */
    public String summary(boolean done) {
        String tiles = cells() + (cells() == 1 ? " tile" : " tiles");
        String in = layers() + (layers() == 1 ? " layer" : " layers");
        String s = done ? "replaced " + tiles + " in " + in : tiles + " will change in " + in;
        if (!refused.isEmpty()) {
            s += "; " + refused.size() + (refused.size() == 1 ? " layer" : " layers")
                    + " left alone (the new tile is not valid there: "
                    + String.join(", ", refused.stream().map(TileLayer::name).toList()) + ")";
        }
        return s;
    }
}
