package twedit.model.tiles;

/**
 * The bits of a tile cell's flags byte (map-format.md "Tile layers", DDNet's {@code TILEFLAG_*} in mapitems.h): the
 * three that turn the tile, and the one DDNet's editor sets on tiles its image draws fully opaque.
 */
public final class TileFlags {
    public static final int XFLIP = 1;
    public static final int YFLIP = 2;
    /**
     * The tile's pixels in the layer's image are all opaque (alpha 250 or more), so the client may skip what lies
     * behind it; DDNet's editor derives it from the image when it saves (see {@link OpaqueTiles}).
     */
    public static final int OPAQUE = 4;

    public static final int ROTATE = 8;
    /** The bits that turn a tile: all DDNet's editor keeps of a tiles layer's flags when it saves. */
    public static final int TRANSFORM = XFLIP | YFLIP | ROTATE;
    /** Every bit DDNet gives a meaning. */
    public static final int KNOWN = TRANSFORM | OPAQUE;

    private TileFlags() {}
}
