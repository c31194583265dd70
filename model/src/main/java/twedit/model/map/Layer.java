package twedit.model.map;

/** A layer of a group: tiles (including physics), quads or sound sources (map-format.md "Layers"). */
public sealed interface Layer extends MapObject permits TileLayer, QuadsLayer, SoundsLayer {
    /** Layer item flag bit 0: detail layer, hidden when the player turns high detail off. */
    int FLAG_DETAIL = 1;

    String name();

    /** The layer item's flags field (bit 0 = detail). */
    int flags();

    default boolean detail() {
        return (flags() & FLAG_DETAIL) != 0;
    }

    /** A deep copy that links to the same images, envelopes and sounds. */
    Layer copy();

    /** A short kind label for listings: "tiles", "game", "quads", "sounds", ... */
    String kindLabel();
}
