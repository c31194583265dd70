package twedit.model.map;

/**
 * The identity of an object of a map (group, layer, image, envelope, sound, quad, sound source, envelope point):
 * given when the object first enters the map and kept through moves, undo, redo and saving, unlike its list index.
 * Unique within one map; never reused there.
 */
public record ElementId(long value) {
    public ElementId {
        if (value <= 0) {
            throw new IllegalArgumentException("element ids are positive: " + value);
        }
    }

    @Override
    public String toString() {
        return "#" + value;
    }
}
