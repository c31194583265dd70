package twedit.model.driftline;

import java.util.List;

/**
 * The {@code layers} object: the sparse tile placements of the bg, solid and fg layers.
 *
 * @param bg background placements
 * @param solid solid placements
 * @param fg foreground placements
 */
public record DriftlineLayers(List<DriftlineTile> bg, List<DriftlineTile> solid, List<DriftlineTile> fg) {
    /** Three empty layers, the spec's default. */
    public static final DriftlineLayers EMPTY = new DriftlineLayers(List.of(), List.of(), List.of());

    public DriftlineLayers {
        bg = List.copyOf(bg);
        solid = List.copyOf(solid);
        fg = List.copyOf(fg);
    }

    /** The placements of one layer. */
    public List<DriftlineTile> get(DriftlineLayer layer) {
        return switch (layer) {
            case BG -> bg;
            case SOLID -> solid;
            case FG -> fg;
        };
    }

    /** A copy with one layer's placements replaced, as an editor builds the next value. */
    public DriftlineLayers with(DriftlineLayer layer, List<DriftlineTile> tiles) {
        return new DriftlineLayers(
                layer == DriftlineLayer.BG ? tiles : bg,
                layer == DriftlineLayer.SOLID ? tiles : solid,
                layer == DriftlineLayer.FG ? tiles : fg);
    }
}
