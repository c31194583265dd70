package twedit.editor.tools;

import java.awt.Rectangle;
import java.util.ArrayList;
import java.util.List;
import twedit.model.document.edits.TileBrush;
import twedit.model.map.TileKind;
import twedit.model.map.TileLayer;
import twedit.model.select.CellMask;
import twedit.model.tiles.TileOpacity;

/**
 * The brush of several selected layers, as DDNet's editor handles it: a grab or copy takes a part per layer (all the
 * same size, cells off a smaller layer empty), and painting gives each selected layer its own part when the counts
 * agree, else the first part (DDNet's BrushPlace and FillSelection).
 */
final class LayerBrushes {
    /** A layer and the cells it receives. */
    record Target(TileLayer layer, TileBrush brush) {}

    private LayerBrushes() {}

    /**
     * The parts grabbed from {@code rect} of each layer (clipped to the largest layer), or an empty list when the
     * rectangle lies off them all.
     */
    static List<BrushPart> grab(List<TileLayer> layers, Rectangle rect, CellMask mask) {
        int w = 0;
        int h = 0;
        for (TileLayer l : layers) {
            w = Math.max(w, l.width());
            h = Math.max(h, l.height());
        }
        Rectangle r = rect.intersection(new Rectangle(0, 0, w, h));
        if (r.isEmpty()) {
            return List.of();
        }
        List<BrushPart> parts = new ArrayList<>();
        for (TileLayer l : layers) {
            parts.add(new BrushPart(padded(l, r, mask), l.kind(), l.kind().isPhysics() ? null : l.image()));
        }
        return parts;
    }

    /** The cells of {@code r} of a layer; cells off the layer or outside {@code mask} (when given) are empty. */
    private static TileBrush padded(TileLayer l, Rectangle r, CellMask mask) {
        int cb = l.kind().cellBytes();
        byte[] out = new byte[r.width * r.height * cb];
        Rectangle on = r.intersection(new Rectangle(0, 0, l.width(), l.height()));
        if (!on.isEmpty()) {
            TileBrush b = TileBrush.copyOf(l, on.x, on.y, on.width, on.height);
            for (int y = 0; y < on.height; y++) {
                for (int x = 0; x < on.width; x++) {
                    if (mask == null || mask.contains(on.x + x, on.y + y)) {
                        int to = ((on.y - r.y + y) * r.width + (on.x - r.x + x)) * cb;
                        System.arraycopy(b.cell(x, y), 0, out, to, cb);
                    }
                }
            }
        }
        return new TileBrush(r.width, r.height, cb, out);
    }

    /**
     * What each of {@code layers} receives from {@code parts}: part k on layer k when the counts agree, else the first
     * part on every layer; a part a layer refuses (design tiles on a physics layer) leaves that layer alone.
     */
    static List<Target> targets(List<TileLayer> layers, List<BrushPart> parts, TileOpacity opacity) {
        List<Target> out = new ArrayList<>();
        if (parts.isEmpty()) {
            return out;
        }
        for (int k = 0; k < layers.size(); k++) {
            TileLayer l = layers.get(k);
            BrushPart p = parts.get(parts.size() == layers.size() ? k : 0);
            TileBrush b = convert(p, l, opacity);
            if (b != null) {
                out.add(new Target(l, b));
            }
        }
        return out;
    }

    /** A part's cells as {@code l} takes them, or null when they do not go there (see {@link ToolBox#refuses}). */
    static TileBrush convert(BrushPart p, TileLayer l, TileOpacity opacity) {
        TileKind to = l.kind();
        if (to.isPhysics() && p.kind() != to && !p.kind().isPhysics()) {
            return null;
        }
        TileBrush converted = Brushes.convert(p.brush(), p.kind(), to);
        if (to.isPhysics() && p.kind() != to && !p.brush().isAir() && converted.isAir()) {
            return null;
        }
        return opacity.of(l).map(converted::withOpacity).orElse(converted);
    }
}
