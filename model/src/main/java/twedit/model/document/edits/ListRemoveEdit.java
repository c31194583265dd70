package twedit.model.document.edits;

import java.util.List;
import twedit.model.document.Change;
import twedit.model.document.Edit;
import twedit.model.map.TwMap;

/**
 * Removes the element at an index of a list of the map, keeping it to put it back at the same index. For images,
 * envelopes and sounds, which other objects link to, use {@link RemoveResourceEdit} instead.
 */
public final class ListRemoveEdit<T> implements Edit {
    private final String label;
    private final ListRef<T> ref;
    private final int index;
    private final T element;

    public ListRemoveEdit(String label, ListRef<T> ref, int index) {
        this.label = label;
        this.ref = ref;
        this.index = index;
        this.element = ref.list().get(index);
    }

    @Override
    public void apply(TwMap map) {
        if (ref.list().get(index) != element) {
            throw new IllegalStateException("the element to remove is no longer at " + index);
        }
        ref.list().remove(index);
    }

    @Override
    public void revert(TwMap map) {
        ref.list().add(index, element);
    }

    @Override
    public String label() {
        return label;
    }

    @Override
    public List<Change> changes() {
        return List.of(new Change.ListChanged(ref.kind(), ref.owner()));
    }

    @Override
    public long historyBytes() {
        return 48 + Sizes.of(element);
    }

    @Override
    public boolean isNoOp() {
        return false;
    }

    public T element() {
        return element;
    }
}
