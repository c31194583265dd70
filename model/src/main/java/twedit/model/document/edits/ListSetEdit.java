package twedit.model.document.edits;

import java.util.List;
import java.util.Objects;
import twedit.model.map.ListRef;
import twedit.model.map.MapMutator;

/**
 * Replaces the element at an index of a list (change a quad, an envelope point, a sound source); consecutive
 * replacements of the same element merge, so a drag is one undo step.
 */
public final class ListSetEdit<T> implements Edit {
    private final String label;
    private final ListRef<T> ref;
    private final int index;
    private final T oldValue;
    private final T newValue;

    public ListSetEdit(String label, ListRef<T> ref, int index, T value) {
        this(label, ref, index, ref.list().get(index), Objects.requireNonNull(value));
    }

    private ListSetEdit(String label, ListRef<T> ref, int index, T oldValue, T newValue) {
        this.label = label;
        this.ref = ref;
        this.index = index;
        this.oldValue = oldValue;
        this.newValue = newValue;
    }

    @Override
    public void apply(MapMutator map) {
        map.replace(ref, index, newValue);
    }

    @Override
    public void revert(MapMutator map) {
        map.replace(ref, index, oldValue);
    }

    @Override
    public String label() {
        return label;
    }

    @Override
    public List<Change> changes() {
        return List.of(new Change.ElementChanged(
                ref.kind(), ref.owner(), index, ref.list().idAt(index)));
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
        if (next instanceof ListSetEdit<?> o && o.ref.sameList(ref) && o.index == index) {
            @SuppressWarnings("unchecked")
            T merged = (T) o.newValue;
            return new ListSetEdit<>(label, ref, index, oldValue, merged);
        }
        return null;
    }
}
