package twedit.model.map;

import java.util.Objects;

/**
 * A place in a map as a typed value: the map itself, its info, a group, a layer, cells of a tile layer, or an
 * element (image, envelope, sound, quad, sound source, envelope point). Places name objects by {@link ElementId},
 * so a location stays right when lists are reordered, and resolves to nothing once its object is gone.
 * {@link Locations} finds the objects a location names in a map.
 */
public sealed interface Location {
    /** The map as a whole (its structure, counts, the file). */
    record WholeMap() implements Location {}

    /** A field of the map info; for {@link InfoField#SETTINGS}, {@code index} is the setting line (-1: all). */
    record Info(InfoField field, int index) implements Location {
        public Info {
            Objects.requireNonNull(field);
        }
    }

    /** The fields of the map info. */
    enum InfoField {
        AUTHOR,
        VERSION,
        CREDITS,
        LICENSE,
        SETTINGS,
        ANY
    }

    /** A group. */
    record GroupAt(ElementId group) implements Location {
        public GroupAt {
            Objects.requireNonNull(group);
        }
    }

    /** A layer, in whichever group holds it. */
    record LayerAt(ElementId layer) implements Location {
        public LayerAt {
            Objects.requireNonNull(layer);
        }
    }

    /** The cells x..x+width-1, y..y+height-1 of a tile layer; one cell when width and height are 1. */
    record Cells(ElementId layer, int x, int y, int width, int height) implements Location {
        public Cells {
            Objects.requireNonNull(layer);
            if (width <= 0 || height <= 0) {
                throw new IllegalArgumentException("an empty cell rectangle: " + width + "x" + height);
            }
        }

        public boolean single() {
            return width == 1 && height == 1;
        }
    }

    /**
     * An element of a list: an image, envelope or sound of the map ({@code owner} null), a quad or sound source of a
     * layer, or a point of an envelope ({@code owner} the layer or envelope).
     */
    record Element(ListKind list, ElementId owner, ElementId element) implements Location {
        public Element {
            Objects.requireNonNull(list);
            Objects.requireNonNull(element);
            if (list == ListKind.GROUPS || list == ListKind.LAYERS) {
                throw new IllegalArgumentException("groups and layers have locations of their own");
            }
        }
    }

    WholeMap MAP = new WholeMap();

    /** The map as a whole. */
    static Location map() {
        return MAP;
    }

    /** The map info, or one field of it. */
    static Location info(InfoField field) {
        return new Info(field, -1);
    }

    /** The location of a map object that is part of a map (it has an id); the whole map otherwise. */
    static Location of(MapObject o) {
        ElementId id = o.id();
        if (id == null) {
            return MAP;
        }
        if (o instanceof Group) {
            return new GroupAt(id);
        }
        if (o instanceof Layer) {
            return new LayerAt(id);
        }
        if (o instanceof MapImage) {
            return new Element(ListKind.IMAGES, null, id);
        }
        if (o instanceof Envelope) {
            return new Element(ListKind.ENVELOPES, null, id);
        }
        return new Element(ListKind.SOUNDS, null, id);
    }

    /** One cell of a layer. */
    static Location cell(Layer layer, int x, int y) {
        return layer.id() == null ? MAP : new Cells(layer.id(), x, y, 1, 1);
    }

    /** A rectangle of cells of a layer. */
    static Location cells(Layer layer, int x, int y, int width, int height) {
        return layer.id() == null ? MAP : new Cells(layer.id(), x, y, width, height);
    }

    /** Element {@code index} of a list of the map (a quad, source, point, or an image, envelope or sound). */
    static Location element(ListRef<?> list, int index) {
        ElementId id = list.list().idAt(index);
        ElementId owner = list.owner() instanceof MapObject o ? o.id() : null;
        return id == null ? MAP : new Element(list.kind(), owner, id);
    }
}
