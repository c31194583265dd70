package twedit.model.map;

import java.util.Objects;

/**
 * A named, editable property of a map object (owner type T, value type V): anyone may read it, only a
 * {@link MapMutator} may set it. {@link Props} holds the map's properties; one edit class serves them all.
 */
public abstract class Property<T, V> {
    private final String name;

    /**
     * Subclassed in {@link Props} (one small class each, loaded from the jar, where lambdas would be spun at start-up,
     * which costs a cold JVM about 30 ms before the first map opens).
     */
    Property(String name) {
        this.name = Objects.requireNonNull(name);
    }

    /** The name change events report, e.g. "name" or "image". */
    public String name() {
        return name;
    }

    public abstract V get(T target);

    abstract void set(T target, V value);

    @Override
    public String toString() {
        return "Property[" + name + "]";
    }
}
