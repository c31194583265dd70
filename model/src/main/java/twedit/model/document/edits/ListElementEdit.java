package twedit.model.document.edits;

import java.util.List;
import twedit.model.document.Change;
import twedit.model.document.Edit;

/** What inserting and removing one list element share: the element, where it goes, and putting it in or out. */
abstract class ListElementEdit<T> implements Edit {
    private final String label;
    private final ListRef<T> ref;
    private final int index;
    private final T element;

    ListElementEdit(String label, ListRef<T> ref, int index, T element) {
        this.label = label;
        this.ref = ref;
        this.index = index;
        this.element = element;
    }

    final void putIn() {
        ref.list().add(index, element);
    }

    /** Takes the element out, refusing if the list no longer holds it at its index (a history out of step). */
    final void takeOut(String what) {
        if (ref.list().get(index) != element) {
            throw new IllegalStateException(what + " is no longer at " + index);
        }
        ref.list().remove(index);
    }

    @Override
    public final String label() {
        return label;
    }

    @Override
    public final List<Change> changes() {
        return List.of(new Change.ListChanged(ref.kind(), ref.owner()));
    }

    @Override
    public final long historyBytes() {
        return 48 + Sizes.of(element);
    }

    @Override
    public final boolean isNoOp() {
        return false;
    }

    public final T element() {
        return element;
    }
}
