package twedit.model.document.edits;

import java.util.List;
import java.util.Objects;
import twedit.model.map.MapMutator;
import twedit.model.map.MapObject;
import twedit.model.map.Property;

/**
 * Sets one {@link Property} of one object, remembering the old value; consecutive sets of the same property of the
 * same object merge (a slider drag is one undo step).
 */
public final class SetPropertyEdit<T extends MapObject, V> implements Edit {
    private final String label;
    private final T target;
    private final Property<T, V> property;
    private final V oldValue;
    private final V newValue;

    /** Sets {@code property} of {@code target} to {@code value}; reads the old value now. */
    public SetPropertyEdit(String label, T target, Property<T, V> property, V value) {
        this(label, target, property, property.get(target), value);
    }

    private SetPropertyEdit(String label, T target, Property<T, V> property, V oldValue, V newValue) {
        this.label = label;
        this.target = Objects.requireNonNull(target);
        this.property = property;
        this.oldValue = oldValue;
        this.newValue = newValue;
    }

    @Override
    public void apply(MapMutator map) {
        map.set(target, property, newValue);
    }

    @Override
    public void revert(MapMutator map) {
        map.set(target, property, oldValue);
    }

    @Override
    public String label() {
        return label;
    }

    @Override
    public List<Change> changes() {
        return List.of(new Change.PropertyChanged(target, property.name()));
    }

    @Override
    public long historyBytes() {
        return 48 + Sizes.of(oldValue) + Sizes.of(newValue);
    }

    @Override
    public boolean isNoOp() {
        return Objects.equals(oldValue, newValue);
    }

    @Override
    public Edit mergeWith(Edit next) {
        if (next instanceof SetPropertyEdit<?, ?> o && o.target == target && o.property == property) {
            @SuppressWarnings("unchecked")
            V merged = (V) o.newValue;
            return new SetPropertyEdit<>(label, target, property, oldValue, merged);
        }
        return null;
    }

    public T target() {
        return target;
    }

    public Property<T, V> property() {
        return property;
    }

    @Override
    public String toString() {
        return "SetPropertyEdit[" + property.name() + " of " + target + ": " + oldValue + " -> " + newValue + "]";
    }
}
