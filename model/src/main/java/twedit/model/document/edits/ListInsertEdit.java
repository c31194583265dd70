package twedit.model.document.edits;

import java.util.Objects;
import twedit.model.map.ElementId;
import twedit.model.map.ListRef;
import twedit.model.map.MapMutator;

/** Inserts an element into a list of the map at an index (add a group, layer, image, point, quad, ...). */
public final class ListInsertEdit<T> extends ListElementEdit<T> {
    public ListInsertEdit(String label, ListRef<T> ref, int index, T element) {
        this(label, ref, index, element, null);
    }

    /** Inserts an element that keeps {@code id} (it moves here from another list of the same map). */
    public ListInsertEdit(String label, ListRef<T> ref, int index, T element, ElementId id) {
        super(label, ref, checked(ref, index), Objects.requireNonNull(element), id);
    }

    private static int checked(ListRef<?> ref, int index) {
        if (index < 0 || index > ref.list().size()) {
            throw new IndexOutOfBoundsException(
                    "insert at " + index + " into " + ref.list().size() + " elements");
        }
        return index;
    }

    @Override
    public void apply(MapMutator map) {
        putIn(map);
    }

    @Override
    public void revert(MapMutator map) {
        takeOut(map);
    }
}
