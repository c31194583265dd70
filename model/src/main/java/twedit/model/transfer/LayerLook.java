package twedit.model.transfer;

import twedit.model.map.Color;
import twedit.model.map.TileLayer;

/**
 * How the layer tiles were copied from looks: its name and colour, which a layer made for them in another map keeps
 * (a tinted "Hookables" layer lands as "Hookables" in the same tint, not a white layer named after its image).
 *
 * @param name the layer's name ("" when it had none)
 * @param color the layer's colour
 */
public record LayerLook(String name, Color color) {
    /** Guards the parts. */
    public LayerLook {
        name = name == null ? "" : name;
        color = color == null ? Color.WHITE : color;
    }

    /** The look of {@code layer}, or null for none. */
    public static LayerLook of(TileLayer layer) {
        return layer == null ? null : new LayerLook(layer.name(), layer.color());
    }
}
