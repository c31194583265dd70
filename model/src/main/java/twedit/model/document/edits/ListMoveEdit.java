package twedit.model.document.edits;

import java.util.List;
import twedit.model.map.ListRef;
import twedit.model.map.MapMutator;

/** Moves the element at {@code from} of a list to index {@code to} (the index it has afterwards), id and all. */
public final class ListMoveEdit<T> implements Edit {
    private final String label;
    private final ListRef<T> ref;
    private final int from;
    private final int to;

    public ListMoveEdit(String label, ListRef<T> ref, int from, int to) {
        int n = ref.list().size();
        if (from < 0 || from >= n || to < 0 || to >= n) {
            throw new IndexOutOfBoundsException("move " + from + " to " + to + " in " + n + " elements");
        }
        this.label = label;
        this.ref = ref;
        this.from = from;
        this.to = to;
    }

    @Override
    public void apply(MapMutator map) {
        map.move(ref, from, to);
    }

    @Override
    public void revert(MapMutator map) {
        map.move(ref, to, from);
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
        return 40;
    }

    @Override
    public boolean isNoOp() {
        return from == to;
    }
}
