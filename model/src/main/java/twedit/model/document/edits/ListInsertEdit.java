package twedit.model.document.edits;

import java.util.Objects;
import twedit.model.map.TwMap;

/** Inserts an element into a list of the map at an index (add a group, layer, image, point, quad, ...). */
public final class ListInsertEdit<T> extends ListElementEdit<T> {
    public ListInsertEdit(String label, ListRef<T> ref, int index, T element) {
        super(label, ref, checked(ref, index), Objects.requireNonNull(element));
    }

    private static int checked(ListRef<?> ref, int index) {
        if (index < 0 || index > ref.list().size()) {
            throw new IndexOutOfBoundsException("insert at " + index + " into " + ref.list().size() + " elements");
        }
        return index;
    }

    @Override
    public void apply(TwMap map) {
        putIn();
    }

    @Override
    public void revert(TwMap map) {
        takeOut("the inserted element");
    }
}
