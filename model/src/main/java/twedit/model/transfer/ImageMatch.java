package twedit.model.transfer;

import twedit.model.map.MapImage;

/** How an image of another map is found in (or brought into) the map pasted into. */
public sealed interface ImageMatch {
    /** The image the pasted tiles or quads use in the target map. */
    MapImage image();

    /** The target already holds the same image (same pixels, or the same external mapres), perhaps named otherwise. */
    record Shared(MapImage image) implements ImageMatch {}

    /** The target holds an image of the same name whose pixels differ: the paste uses the target's. */
    record SameName(MapImage image) implements ImageMatch {}

    /** The target lacks the image: this copy is added to it. */
    record Brought(MapImage image) implements ImageMatch {}
}
