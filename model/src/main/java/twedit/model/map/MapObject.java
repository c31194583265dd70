package twedit.model.map;

/**
 * An object of a map that has identity of its own and that others link to: a group, a layer, an image, an envelope
 * or a sound. Its {@link ElementId} is null until the object first enters a map.
 */
public sealed interface MapObject permits Group, Layer, MapImage, Envelope, MapSound {
    /** The identity this object has in its map, or null while it has never been part of one. */
    ElementId id();
}
