package twedit.model.document.edits;

import java.util.List;
import java.util.Objects;
import twedit.model.document.Change;
import twedit.model.document.Edit;
import twedit.model.map.TwMap;

/** Inserts an element into a list of the map at an index (add a group, layer, image, point, quad, ...). */
public final class ListInsertEdit<T> implements Edit {
    private final String label;
    private final ListRef<T> ref;
    private final int index;
    private final T element;

    public ListInsertEdit(String label, ListRef<T> ref, int index, T element) {
        if (index < 0 || index > ref.list().size()) {
            throw new IndexOutOfBoundsException("insert at " + index + " into " + ref.list().size() + " elements");
        }
        this.label = label;
        this.ref = ref;
        this.index = index;
        this.element = Objects.requireNonNull(element);
    }

    @Override
    public void apply(TwMap map) {
        ref.list().add(index, element);
    }

    @Override
    public void revert(TwMap map) {
        if (ref.list().get(index) != element) {
            throw new IllegalStateException("the inserted element is no longer at " + index);
        }
        ref.list().remove(index);
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
