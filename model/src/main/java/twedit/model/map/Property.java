package twedit.model.map;

import java.util.Objects;
import java.util.function.BiConsumer;
import java.util.function.Function;

/**
 * A named, editable property of a map object (owner type T, value type V): anyone may read it, only a
 * {@link MapMutator} may set it. {@link Props} holds the map's properties; one edit class serves them all.
 */
public final class Property<T, V> {
    private final String name;
    private final Function<T, V> getter;
    private final BiConsumer<T, V> setter;

    Property(String name, Function<T, V> getter, BiConsumer<T, V> setter) {
        this.name = Objects.requireNonNull(name);
        this.getter = Objects.requireNonNull(getter);
        this.setter = Objects.requireNonNull(setter);
    }

    /** The name change events report, e.g. "name" or "image". */
    public String name() {
        return name;
    }

    public V get(T target) {
        return getter.apply(target);
    }

    void set(T target, V value) {
        setter.accept(target, value);
    }

    @Override
    public String toString() {
        return "Property[" + name + "]";
    }
}
