package twedit.model.document.edits;

import java.util.Objects;
import java.util.function.BiConsumer;
import java.util.function.Function;

/**
 * A named, editable property of a map object (owner type T, value type V) as a getter and a setter, so one edit
 * class serves them all; {@link Props} holds the map's properties.
 */
public record Property<T, V>(String name, Function<T, V> getter, BiConsumer<T, V> setter) {
    public Property {
        Objects.requireNonNull(name);
        Objects.requireNonNull(getter);
        Objects.requireNonNull(setter);
    }

    public V get(T target) {
        return getter.apply(target);
    }

    public void set(T target, V value) {
        setter.accept(target, value);
    }
}
