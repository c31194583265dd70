package twedit.model.document;

import twedit.model.map.TileLayer;

/**
 * What one edit changed, precisely enough for a view to invalidate only the caches it must: a tiles region, a
 * replaced grid, a property of an object, the membership or order of a list, one element of a list, or map info.
 */
public sealed interface Change {
    /** The lists of the map an edit can change, each owned by an object (see {@link ListChanged#owner()}). */
    enum ListKind {
        /** The map's groups; owner: the map. */
        GROUPS,
        /** The layers of a group; owner: the group. */
        LAYERS,
        /** The map's images; owner: the map. */
        IMAGES,
        /** The map's envelopes; owner: the map. */
        ENVELOPES,
        /** The map's sounds; owner: the map. */
        SOUNDS,
        /** The points of an envelope; owner: the envelope. */
        POINTS,
        /** The quads of a quads layer; owner: the layer. */
        QUADS,
        /** The sound sources of a sounds layer; owner: the layer. */
        SOURCES,
        /** The server settings of the map info; owner: the map. */
        SETTINGS
    }

    /** Cells inside the rectangle (x, y, width, height) of a tile layer changed; the grid keeps its size. */
    record TilesChanged(TileLayer layer, int x, int y, int width, int height) implements Change {
    }

    /** A tile layer got a new grid (resize, shift, or a restored original): redraw all of it, size may differ. */
    record GridReplaced(TileLayer layer) implements Change {
    }

    /** A named property of an object (group, layer, envelope, image, sound) changed, e.g. "name", "image". */
    record PropertyChanged(Object target, String property) implements Change {
    }

    /** Elements were added to, removed from or moved within a list: indices of the list may have shifted. */
    record ListChanged(ListKind list, Object owner) implements Change {
    }

    /** The element at {@code index} of a list was replaced in place (a quad, a point, a sound source). */
    record ElementChanged(ListKind list, Object owner, int index) implements Change {
    }

    /** The map info's author, version, credits or license changed (settings report {@link ListKind#SETTINGS}). */
    record InfoChanged() implements Change {
    }
}
