package twedit.model.document.edits;

import java.util.List;
import twedit.model.map.ElementId;
import twedit.model.map.ListRef;
import twedit.model.map.MapMutator;

/**
 * What inserting and removing one list element share: the element, where it goes, its id (kept across undo and
 * redo, so a selection of it stays right), and putting it in or out.
 */
abstract class ListElementEdit<T> implements Edit {
    private final String label;
    private final ListRef<T> ref;
    private final int index;
    private final T element;
    /** The element's id: given (a move), learnt from the first insert, or remembered by the removal. */
    private ElementId id;

    ListElementEdit(String label, ListRef<T> ref, int index, T element, ElementId id) {
        this.label = label;
        this.ref = ref;
        this.index = index;
        this.element = element;
        this.id = id;
    }

    final void putIn(MapMutator m) {
        id = m.insert(ref, index, element, id);
    }

    /** Takes the element out, refusing if the list no longer holds it at its index (a history out of step). */
    final void takeOut(MapMutator m) {
        ElementId was = m.remove(ref, index, element);
        if (was != null) {
            id = was;
        }
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
        return 56 + Sizes.of(element);
    }

    @Override
    public final boolean isNoOp() {
        return false;
    }

    public final T element() {
        return element;
    }

    /** The element's id once it has one (after the edit was applied once, or from the start for a removal). */
    public final ElementId elementId() {
        return id;
    }
}
