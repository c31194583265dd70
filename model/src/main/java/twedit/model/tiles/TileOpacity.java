package twedit.model.tiles;

import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import java.util.WeakHashMap;
import java.util.function.Function;
import twedit.model.map.MapImage;
import twedit.model.map.TileKind;
import twedit.model.map.TileLayer;

/**
 * The opaque tiles of each tiles layer, as DDNet's editor sets {@link TileFlags#OPAQUE} when it saves (layer_tiles.cpp
 * {@code PrepareForSave}): a plain tiles layer with an image and a colour of alpha 255 takes its image's
 * {@link OpaqueTiles}; without an image or with a translucent colour, none. Embedded images are analysed from their
 * pixels; external ones from the mapres file a resolver reads (the game's own copy), and when it cannot, the layer's
 * flags are left as they are. Results are remembered per pixel array and per external name.
 */
public final class TileOpacity {
    private final Function<String, Optional<OpaqueTiles>> external;
    // pixel arrays are replaced, never changed in place (MapImage): the array itself is the key
    private final Map<byte[], OpaqueTiles> embedded = new WeakHashMap<>();
    private final Map<String, Optional<OpaqueTiles>> externals = new HashMap<>();

    /** @param external the opaque tiles of the mapres image of a name, empty when it cannot be read */
    public TileOpacity(Function<String, Optional<OpaqueTiles>> external) {
        this.external = external;
    }

    /** Knows embedded images only: layers with an external image keep their flags. */
    public static TileOpacity embeddedOnly() {
        return new TileOpacity(name -> Optional.empty());
    }

    /**
     * The opaque tiles for the cells of {@code layer}; empty for a physics layer (whose flags are not DDNet's tile
     * flags to set) and for an external image that cannot be read.
     */
    public synchronized Optional<OpaqueTiles> of(TileLayer layer) {
        if (layer.kind() != TileKind.TILES) {
            return Optional.empty();
        }
        MapImage image = layer.image();
        if (image == null || layer.color().a() != 255) {
            return Optional.of(OpaqueTiles.NONE);
        }
        if (image.external() || image.pixels() == null) {
            return externals.computeIfAbsent(image.name(), external);
        }
        return Optional.of(embedded.computeIfAbsent(
                image.pixels(),
                px -> image.format() == MapImage.Format.RGB
                        ? OpaqueTiles.ofOpaque(image.width(), image.height())
                        : OpaqueTiles.ofRgba(image.width(), image.height(), px)));
    }
}
