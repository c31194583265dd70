package twedit.model.document.edits;

import twedit.model.map.ElementId;
import twedit.model.map.ListKind;
import twedit.model.map.Location;
import twedit.model.map.MapObject;
import twedit.model.map.TileLayer;

/**
 * What one edit changed, precisely enough for a view to invalidate only the caches it must: a tiles region, a
 * replaced grid, a property of an object, the membership or order of a list, one element of a list, or map info.
 * Each names the changed object for views and its {@link #location()} as a typed place.
 */
public sealed interface Change {
    /** Where in the map the change happened. */
    Location location();

    /** Cells inside the rectangle (x, y, width, height) of a tile layer changed; the grid keeps its size. */
    record TilesChanged(TileLayer layer, int x, int y, int width, int height) implements Change {
        @Override
        public Location location() {
            return Location.cells(layer, x, y, width, height);
        }
    }

    /** A tile layer got a new grid (resize, shift, or a restored original): redraw all of it, size may differ. */
    record GridReplaced(TileLayer layer) implements Change {
        @Override
        public Location location() {
            return Location.of(layer);
        }
    }

    /** A named property of an object (group, layer, envelope, image, sound) changed, e.g. "name", "image". */
    record PropertyChanged(MapObject target, String property) implements Change {
        @Override
        public Location location() {
            return Location.of(target);
        }
    }

    /** Elements were added to, removed from or moved within a list: indices of the list may have shifted. */
    record ListChanged(ListKind list, Object owner) implements Change {
        @Override
        public Location location() {
            return owner instanceof MapObject o ? Location.of(o) : Location.map();
        }
    }

    /**
     * The element at {@code index} of a list was replaced in place (a quad, a point, a sound source); {@code element}
     * is its id (it keeps it).
     */
    record ElementChanged(ListKind list, Object owner, int index, ElementId element) implements Change {
        @Override
        public Location location() {
            ElementId ownerId = owner instanceof MapObject o ? o.id() : null;
            return element == null ? Location.map() : new Location.Element(list, ownerId, element);
        }
    }

    /** The map info's author, version, credits or license changed (settings report {@link ListKind#SETTINGS}). */
    record InfoChanged() implements Change {
        @Override
        public Location location() {
            return Location.info(Location.InfoField.ANY);
        }
    }
}
