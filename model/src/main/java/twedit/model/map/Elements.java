package twedit.model.map;

import java.util.AbstractList;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.RandomAccess;
import java.util.function.Predicate;
import java.util.function.UnaryOperator;

/**
 * An ordered list of a map's elements in which every element has an {@link ElementId} that follows it when it moves,
 * so selections and locations name elements, not positions. Read-only outside the map package: only a
 * {@link MapMutator} (given to edits by the document) and map construction change it. Elements of a list that is not
 * part of a map yet have no id (0) until the list joins one.
 */
public final class Elements<T> extends AbstractList<T> implements RandomAccess {
    private final ArrayList<T> values;
    private final List<T> view;
    private long[] ids;
    /** The ids of the map this list belongs to, once it does. */
    private IdSource source;

    Elements(Collection<? extends T> initial) {
        values = new ArrayList<>(initial);
        view = Collections.unmodifiableList(values);
        ids = new long[Math.max(4, values.size())];
        for (int i = 0; i < values.size(); i++) {
            ids[i] = values.get(i) instanceof Identified o ? o.rawId() : 0;
        }
    }

    Elements() {
        this(List.of());
    }

    /** A list of a map from the start (the map's own lists). */
    Elements(IdSource source) {
        this(List.of());
        this.source = source;
    }

    @Override
    public T get(int index) {
        return values.get(index);
    }

    @Override
    public int size() {
        return values.size();
    }

    /** The elements as a read-only list view (it follows later changes). */
    public List<T> asList() {
        return view;
    }

    // ---- the list operations that would change it: refused (the architecture tests find any call to them)

    private static UnsupportedOperationException readOnly() {
        return new UnsupportedOperationException("a map changes only through edits (MapDocument.apply)");
    }

    @Deprecated
    @Override
    public boolean add(T t) {
        throw readOnly();
    }

    @Deprecated
    @Override
    public void add(int index, T element) {
        throw readOnly();
    }

    @Deprecated
    @Override
    public boolean addAll(Collection<? extends T> c) {
        throw readOnly();
    }

    @Deprecated
    @Override
    public boolean addAll(int index, Collection<? extends T> c) {
        throw readOnly();
    }

    @Deprecated
    @Override
    public T remove(int index) {
        throw readOnly();
    }

    @Deprecated
    @Override
    public boolean remove(Object o) {
        throw readOnly();
    }

    @Deprecated
    @Override
    public boolean removeAll(Collection<?> c) {
        throw readOnly();
    }

    @Deprecated
    @Override
    public boolean retainAll(Collection<?> c) {
        throw readOnly();
    }

    @Deprecated
    @Override
    public boolean removeIf(Predicate<? super T> filter) {
        throw readOnly();
    }

    @Deprecated
    @Override
    public T set(int index, T element) {
        throw readOnly();
    }

    @Deprecated
    @Override
    public void clear() {
        throw readOnly();
    }

    @Deprecated
    @Override
    public void sort(Comparator<? super T> c) {
        throw readOnly();
    }

    @Deprecated
    @Override
    public void replaceAll(UnaryOperator<T> operator) {
        throw readOnly();
    }

    /** The id of element {@code index}, or null while this list is not part of a map. */
    public ElementId idAt(int index) {
        long id = ids[checkIndex(index)];
        return id == 0 ? null : new ElementId(id);
    }

    /** The index of the element with this id, or -1 when none has it (any more). */
    public int indexOfId(ElementId id) {
        if (id == null) {
            return -1;
        }
        long v = id.value();
        for (int i = 0; i < values.size(); i++) {
            if (ids[i] == v) {
                return i;
            }
        }
        return -1;
    }

    /** The index of {@code o} compared by identity (map objects) or equality (values), or -1. */
    public int indexOfSame(Object o) {
        for (int i = 0; i < values.size(); i++) {
            if (values.get(i) == o) {
                return i;
            }
        }
        return -1;
    }

    private int checkIndex(int index) {
        if (index < 0 || index >= values.size()) {
            throw new IndexOutOfBoundsException("index " + index + " of " + values.size() + " elements");
        }
        return index;
    }

    // ---- mutation: the map package only

    /** Inserts {@code value} at {@code index} with {@code id} (0: a fresh one from {@code source}); returns the id. */
    long insert(int index, T value, long id, IdSource from) {
        IdSource source = from != null ? from : this.source;
        if (index < 0 || index > values.size()) {
            throw new IndexOutOfBoundsException("insert at " + index + " into " + values.size() + " elements");
        }
        long given = id;
        if (value instanceof Identified o) {
            if (o.rawId() == 0 && source != null) {
                o.ensureId(source);
            }
            given = o.rawId();
        } else if (given == 0 && source != null) {
            given = source.next();
        }
        values.add(index, value);
        if (ids.length < values.size()) {
            ids = Arrays.copyOf(ids, ids.length * 2);
        }
        System.arraycopy(ids, index, ids, index + 1, values.size() - 1 - index);
        ids[index] = given;
        if (value instanceof HasChildren c && source != null) {
            c.attachChildren(source);
        }
        return given;
    }

    /** Removes the element at {@code index}; returns its id. */
    long take(int index, Object expected) {
        T current = values.get(checkIndex(index));
        if (expected != null && current != expected) {
            throw new IllegalStateException("the element to remove is no longer at " + index);
        }
        long id = ids[index];
        values.remove(index);
        System.arraycopy(ids, index + 1, ids, index, values.size() - index);
        ids[values.size()] = 0;
        return id;
    }

    /** Replaces the value at {@code index}; the element keeps its id. */
    T replace(int index, T value) {
        return values.set(checkIndex(index), value);
    }

    /** Moves the element at {@code from} to {@code to} (its index afterwards), id and all. */
    void move(int from, int to) {
        T v = values.get(checkIndex(from));
        long id = ids[from];
        take(from, null);
        insert(checkIndexForInsert(to), v, id, null);
    }

    private int checkIndexForInsert(int to) {
        if (to < 0 || to > values.size()) {
            throw new IndexOutOfBoundsException("move to " + to + " in " + (values.size() + 1) + " elements");
        }
        return to;
    }

    /** Gives every element without an id one (the list just joined a map), and their children too. */
    void attach(IdSource source) {
        this.source = source;
        for (int i = 0; i < values.size(); i++) {
            T v = values.get(i);
            if (v instanceof Identified o) {
                o.ensureId(source);
                ids[i] = o.rawId();
            } else if (ids[i] == 0) {
                ids[i] = source.next();
            }
            if (v instanceof HasChildren c) {
                c.attachChildren(source);
            }
        }
    }

    /** A copy of the values without ids (for copies of their owner, which get ids when they join a map). */
    List<T> copyValues() {
        return new ArrayList<>(values);
    }
}
